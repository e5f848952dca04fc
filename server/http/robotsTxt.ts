import type { RequestHandler } from 'express';
import { appPageEntries, isCrawled } from '../../common/appPages';
import type { Config } from '../config';

// The server's own routes: nothing a search engine should list.
const SERVER_PATHS = ['/account/', '/graphql', '/dev/', '/metrics', '/healthz', '/readyz'];

/** A page's address up to its first `:param`: the prefix robots.txt closes. */
function fixedPrefix(path: string): string {
  const param = path.indexOf('/:');
  return param < 0 ? path : `${path.slice(0, param)}/`;
}

/**
 * The pages search engines should not list (common/appPages.ts: for signed-in people or admins,
 * reached through a mailed token, a slam night's screens), each as the shortest prefix that covers
 * it, since a Disallow line closes every path that starts with it.
 */
function privatePrefixes(): string[] {
  const prefixes = [...new Set(appPageEntries.filter(([, page]) => !isCrawled(page)).map(([, page]) => fixedPrefix(page.path)))].sort();
  return prefixes.filter((prefix, index) => !prefixes.slice(0, index).some((shorter) => prefix.startsWith(shorter)));
}

/** GET /robots.txt: public pages open to crawlers, private ones closed, and where the sitemap is. */
export function robotsTxtRoute(config: Pick<Config, 'publicUrl'>): RequestHandler {
  const disallowed = [...privatePrefixes(), ...SERVER_PATHS];
  const body = ['User-agent: *', 'Allow: /', ...disallowed.map((path) => `Disallow: ${path}`), '', `Sitemap: ${config.publicUrl}/sitemap.xml`, ''].join('\n');
  return (_request, response) => {
    response.set('Cache-Control', 'public, max-age=3600').type('text/plain').send(body);
  };
}
