import { access, readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { GraphQLSchema } from 'graphql';
import type { ViteDevServer } from 'vite';
import type { PublicReads } from '../http/publicReads';
import type { Runtime } from '../runtime';
import type { PageVariant, RenderedPage, ServerEntry } from '../../common/pageRendering';
import { pageCodeFiles, pageFileLinks, type BuildManifest } from './pageFiles';
import { renderLink } from './renderLink';
import { WorkLimit } from './workLimit';

/**
 * Pages rendered at once: enough for the event loop to render one while the others wait for their
 * reads. A render is CPU-bound past that (about 9 ms of the loop for a poem's page, its reads
 * included), so more at a time would only hold more in memory.
 */
export const RENDERS_AT_ONCE = 4;
/**
 * Renders waiting for their turn: about what the loop renders in half a second, so a visitor in the
 * queue still gets the page with its content within that, where the shell would leave the browser
 * to read and render it all. A visitor past them is sent the app's shell at once.
 */
export const RENDERS_WAITING = 60;

/** Where the renderer's code and the build's manifest come from: the build, or Vite's dev server. */
export interface RendererSource {
  /** The web app's server entry; undefined while it is not built. */
  entry(): Promise<ServerEntry | undefined>;
  /** Which files each module of the build is in; undefined in development, where Vite serves modules one by one. */
  manifest(): Promise<BuildManifest | undefined>;
}

async function readIfBuilt<T>(read: () => Promise<T>): Promise<T | undefined> {
  try {
    return await read();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** The renderer `npm run build:web` built into web/dist/.server, with web/dist/.vite/manifest.json. */
export function builtRenderer(distDir: string): RendererSource {
  const entryFile = path.join(distDir, '.server', 'entry-server.js');
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  // A missing build is not remembered, so building while the server runs still works.
  let entry: Promise<ServerEntry | undefined> | undefined;
  let manifest: Promise<BuildManifest | undefined> | undefined;
  return {
    entry: () =>
      (entry ??= readIfBuilt(async () => {
        await access(entryFile);
        return (await import(pathToFileURL(entryFile).href)) as ServerEntry;
      }).then((loaded) => {
        if (!loaded) entry = undefined;
        return loaded;
      })),
    manifest: () =>
      (manifest ??= readIfBuilt(async () => JSON.parse(await readFile(manifestFile, 'utf8')) as BuildManifest).then((loaded) => {
        if (!loaded) manifest = undefined;
        return loaded;
      })),
  };
}

/** The renderer from the sources through Vite's dev server, loaded afresh after each edit. */
export function devRenderer(vite: ViteDevServer): RendererSource {
  return {
    entry: () => vite.ssrLoadModule('/src/entry-server.tsx') as Promise<ServerEntry>,
    manifest: async () => undefined,
  };
}

export interface PageRenderer {
  /**
   * The page at `url` (path and query) as a visitor, signed in to nothing, sees it in `variant`: rendered with its
   * data into `template` (the app's index.html). Undefined when it cannot be rendered (not built,
   * RENDERS_WAITING renders waiting already, or the render failed, which is logged): the app's shell
   * is sent then.
   */
  renderForVisitor(url: string, template: string, variant: PageVariant): Promise<string | undefined>;
}

/**
 * The page's code, fetched after its stylesheets: the page is readable without it, and code that
 * arrives first would hold the first paint back while it runs.
 */
function codeAfterStyles(html: string): string {
  return html.replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"');
}

/**
 * The page's first picture (a video's poster, a <picture>'s first source, or an image), fetched
 * first: on every page rendered here it is the largest thing painted on arrival. A source is
 * preloaded as the sizes it offers, so the browser fetches the one it then paints and no other.
 * Addresses are taken as React escaped them.
 */
function firstPicture(html: string): string[] {
  const [, poster, type, srcSet, sizes, src] =
    /<(?:video[^>]*?\sposter="([^"]+)"|source type="(image\/[^"]+)" srcSet="([^"]+)" sizes="([^"]+)"|img[^>]*?\ssrc="([^"]+)")/.exec(html) ?? [];
  if (srcSet) return [`<link rel="preload" as="image" fetchpriority="high" type="${type}" imagesrcset="${srcSet}" imagesizes="${sizes}">`];
  const address = poster ?? src;
  return address ? [`<link rel="preload" as="image" fetchpriority="high" href="${address}">`] : [];
}

function intoTemplate(template: string, page: RenderedPage, manifest: BuildManifest | undefined): string {
  const links = [...firstPicture(page.html), ...(manifest ? pageFileLinks(manifest, page.pageModules) : [])];
  const withTitle = page.title ? template.replace(/<title>[\s\S]*?<\/title>/i, () => page.title) : template;
  // Function replacements, so a `$` in the page is never read as a replacement pattern.
  const shell = codeAfterStyles(withTitle.replace(/<\/head>/i, () => (links.length > 0 ? `  ${links.join('\n    ')}\n  </head>` : '</head>')));
  // The page's code files, as an inert JSON script the page's start reads (src/boot.ts); paths need no escaping.
  const code = manifest ? `\n    <script type="application/json" id="spoken-code">${JSON.stringify(pageCodeFiles(manifest, page.pageModules))}</script>` : '';
  return shell.replace(/<div id="root"><\/div>/, () => `<div id="root">${page.html}</div>\n    ${page.stateScript}${code}`);
}

/**
 * Renders the public pages for visitors on the server, with their data read as a visitor's public
 * reads (`reads`) or from the schema in this process (renderLink.ts).
 */
export function createPageRenderer(runtime: Runtime, schema: GraphQLSchema, reads: PublicReads, source: RendererSource): PageRenderer {
  const renders = new WorkLimit(RENDERS_AT_ONCE, RENDERS_WAITING);
  const count = runtime.metrics.pageRenders;
  const link = renderLink(runtime, schema, reads);
  const render = async (entry: ServerEntry, url: string, template: string, variant: PageVariant) => {
    try {
      const page = await entry.renderPage(url, link, variant);
      const html = intoTemplate(template, page, await source.manifest());
      count.inc({ outcome: 'rendered' });
      runtime.metrics.pageRenderPasses.inc(page.passes);
      return html;
    } catch (error) {
      count.inc({ outcome: 'failed' });
      runtime.log.error({ err: error, url }, 'A page could not be rendered on the server; the app renders it in the browser');
      return undefined;
    }
  };
  return {
    async renderForVisitor(url, template, variant) {
      const entry = await source.entry();
      if (!entry) return undefined;
      const html = await renders.run(() => render(entry, url, template, variant));
      if (html !== 'busy') return html;
      count.inc({ outcome: 'shed' });
      return undefined;
    },
  };
}
