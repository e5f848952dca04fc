import type { RequestHandler } from 'express';
import { appPageEntries, pagePath } from '../../common/appPages';
import { listGalleryPoems } from '../gallery/gallery';
import { listPages } from '../textPages/pages';
import type { Runtime } from '../runtime';
import { listPublicPoemIds } from '../submissions/queries';
import { listActiveTopics } from '../topics/topics';
import { escapeHtml } from '../ssr/sharePage';

/** The most addresses one sitemap file may hold (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;

// A crawler's visits are few; a season's poems many. In production the sitemap is built at most
// this often per instance; elsewhere every request builds it, so a change shows at once.
const PRODUCTION_CACHE_MS = 10 * 60_000;

/** The pages the page table puts in the sitemap as they are (common/appPages.ts). */
const SITEMAP_PAGES = appPageEntries.flatMap(([, { path, sitemap }]) => (sitemap ? [{ path, sitemap }] : []));

interface SitemapEntry {
  path: string;
  lastModified?: Date;
}

function urlElement(publicUrl: string, entry: SitemapEntry): string {
  const lastmod = entry.lastModified ? `<lastmod>${entry.lastModified.toISOString()}</lastmod>` : '';
  return `<url><loc>${escapeHtml(`${publicUrl}${entry.path}`)}</loc>${lastmod}</url>`;
}

/**
 * The sitemap: the listing pages, the text pages, each public topic's voting page, the gallery's
 * poems and every poem on public view, up to SITEMAP_MAX_URLS addresses.
 */
export async function buildSitemap(runtime: Pick<Runtime, 'db' | 'config'>): Promise<string> {
  const [textPages, publicTopics, galleryPoems] = await Promise.all([listPages(runtime.db), listActiveTopics(runtime.db), listGalleryPoems(runtime.db)]);
  const textPageChanges = new Map(textPages.map((page) => [page.key, page.updatedAt]));
  const fixed: SitemapEntry[] = [
    ...SITEMAP_PAGES.map(({ path, sitemap }) => (sitemap === 'listing' ? { path } : { path, lastModified: textPageChanges.get(sitemap.textPage) })),
    ...publicTopics.map((topic) => ({ path: pagePath('votingTopic', { topicId: topic.id }) })),
    ...galleryPoems.map((poem) => ({ path: pagePath('poetryPoem', { poemId: poem.id }) })),
  ];
  const poems = await listPublicPoemIds(runtime.db, SITEMAP_MAX_URLS - fixed.length);
  const entries = [...fixed, ...poems.map((poem) => ({ path: pagePath('poem', { poemId: poem.id }), lastModified: poem.updatedAt }))];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries.map((entry) => urlElement(runtime.config.publicUrl, entry)),
    '</urlset>',
    '',
  ].join('\n');
}

/** GET /sitemap.xml, built afresh at most every ten minutes in production. */
export function sitemapRoute(runtime: Pick<Runtime, 'db' | 'config'>): RequestHandler {
  const cacheMs = runtime.config.isProduction ? PRODUCTION_CACHE_MS : 0;
  let cached: { built: number; xml: Promise<string> } | undefined;
  return async (_request, response) => {
    if (!cached || Date.now() - cached.built >= cacheMs) {
      const xml = buildSitemap(runtime);
      cached = { built: Date.now(), xml };
      // A failed build is not kept: the next request tries again.
      xml.catch(() => {
        if (cached?.xml === xml) cached = undefined;
      });
    }
    response.set('Cache-Control', 'public, max-age=600').type('application/xml').send(await cached.xml);
  };
}
