import { readFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Express, Request, Response } from 'express';
import type { GraphQLSchema } from 'graphql';
import type { Runtime } from '../runtime';
import { builtRenderer, createPageRenderer, devRenderer, type PageRenderer } from '../ssr/serverRender';
import { canonicalPath, matchAppRoute, type AppRouteMatch, type AppRouteName } from '../../common/appRoutes';
import { isPhonePage, thirdPartyScriptsFor, type ThirdPartyScripts } from '../../common/thirdPartyScripts';
import { sessionIdOf, viewerOfSession } from '../sessions/sessions';
import { isAdmin } from '../sessions/viewer';
import { pagePolicy } from './contentSecurityPolicy';
import { keptVisitorPages, visitorPageAddress } from './visitorPages';
import { compressedAnswers, precompressedFiles } from './compression';
import { sessionTokenOf } from './cookies';
import { pageExists } from './pageExists';
import { poemShareCard, renderIndexHtml, type ShareCard } from './sharePage';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const webRoot = path.join(repoRoot, 'web');
const commonRoot = path.join(repoRoot, 'common');
// Vite's own list, which a given `deny` replaces.
const VITE_DEFAULT_DENY = ['.env', '.env.*', '*.{crt,pem}', '**/.git/**'];
const SERVER_PATHS = /^\/(graphql|media|healthz|readyz|metrics|account|dev)(\/|$)/;
/** The pages rendered on the server for visitors, with their content; the rest are the app's shell, rendered in the browser. */
const PUBLIC_PAGES = new Set<AppRouteName>([
  'home',
  'about',
  'help',
  'topics',
  'poetry',
  'poetryPoem',
  // Not /voting itself: it sends the browser on to the first topic's page, which the server renders.
  'votingTopic',
  'poem',
  'privacyPolicy',
  'termsOfService',
  'cookiePolicy',
]);

/**
 * Whether the page is rendered on the server: a public page, or the not-found page, for a request
 * signed in to nothing. A signed-in person gets the shell: their pages carry their own state (their
 * votes, their account), which could be neither shared between requests nor kept, and they are
 * returning visitors whose browser has the app's code already.
 */
function rendersOnServer(request: Request, page: AppRouteMatch | undefined): boolean {
  return (page === undefined || PUBLIC_PAGES.has(page.name)) && sessionTokenOf(request) === undefined;
}

function wantsPage(request: Request): boolean {
  return (request.method === 'GET' || request.method === 'HEAD') && !SERVER_PATHS.test(request.path);
}

/** The request's query string, with its `?`; empty when it has none. */
function queryOf(request: Request): string {
  const start = request.originalUrl.indexOf('?');
  return start < 0 ? '' : request.originalUrl.slice(start);
}

/**
 * What the page may run for the person asking: an admin's pages never run the ads script, on any
 * page, since the requests it makes to this site carry the admin's session cookie.
 */
async function scriptsForViewer(runtime: Runtime, request: Request, pathname: string): Promise<ThirdPartyScripts> {
  const scripts = thirdPartyScriptsFor(pathname);
  const sessionId = scripts.ads ? sessionIdOf(runtime.config.secrets.jwtSecret, sessionTokenOf(request)) : null;
  const viewer = sessionId ? await viewerOfSession(runtime.db, sessionId) : null;
  return isAdmin(viewer) ? { ...scripts, ads: false } : scripts;
}

export interface WebAppOptions {
  /** Serve through Vite's dev middleware with hot reload instead of the built files. */
  dev: boolean;
  /** The built web app; web/dist unless given. */
  distDir?: string;
  /** The API's schema, which pages rendered on the server read their data from, in-process. */
  schema: GraphQLSchema;
}

/** Reads the app's index.html for a page; undefined while the web app is not built. */
type TemplateSource = (url: string) => Promise<string | undefined>;

function builtTemplate(indexFile: string, cache: boolean): TemplateSource {
  let cached: Promise<string | undefined> | undefined;
  const read = () =>
    readFile(indexFile, 'utf8').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return undefined;
      throw error;
    });
  return async () => {
    if (!cache) return read();
    // A missing build is not remembered, so building while the server runs still works.
    cached ??= read().then((html) => {
      if (html === undefined) cached = undefined;
      return html;
    });
    return cached;
  };
}

/**
 * Serves the web app: the built files from web/dist, or, for `npm run dev`, Vite's dev middleware
 * with hot reload. Every page is the app's index.html with its Content-Security-Policy and, where
 * the page may run it, the ads script's address; a shared poem (/poems/:id) also gets its link
 * preview. A visitor's public page comes rendered, with its content (server/ssr). An address that is no page of the app (common/appRoutes.ts), or whose id names nothing,
 * is answered 404.
 */
export async function mountWebApp(app: Express, httpServer: Server, runtime: Runtime, options: WebAppOptions): Promise<() => Promise<void>> {
  let template: TemplateSource;
  let phoneTemplate: TemplateSource;
  let renderer: PageRenderer;
  let close: () => Promise<void> = async () => undefined;
  if (options.dev) {
    const { createServer } = await import('vite');
    const vite = await createServer({
      configFile: path.join(webRoot, 'vite.config.ts'),
      server: {
        middlewareMode: true,
        hmr: { server: httpServer },
        // Only the web app, the code it shares with the server and the libraries it imports, never the
        // rest of the repository (DATA_DIR's secrets.json above all), which Vite would otherwise serve
        // under /@fs/.
        fs: { strict: true, allow: [webRoot, commonRoot, path.join(repoRoot, 'node_modules')], deny: [...VITE_DEFAULT_DENY, '**/secrets.json'] },
      },
      appType: 'custom',
    });
    app.use((request, response, next) => (wantsPage(request) ? vite.middlewares(request, response, next) : next()));
    template = async (url) => vite.transformIndexHtml(url, await readFile(path.join(webRoot, 'index.html'), 'utf8'));
    // The phone page's own HTML through the same dev server: a second page of its root, web/live/vote.html.
    phoneTemplate = async () => vite.transformIndexHtml('/live/vote.html', await readFile(path.join(webRoot, 'live', 'vote.html'), 'utf8'));
    renderer = createPageRenderer(runtime, options.schema, devRenderer(vite));
    close = () => vite.close();
  } else {
    const distDir = options.distDir ?? path.join(webRoot, 'dist');
    app.use('/assets', precompressedFiles(path.join(distDir, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }));
    app.use('/live/assets', precompressedFiles(path.join(distDir, 'live', 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }));
    // No redirect of a folder's name to its slash: /live is a page, not web/dist/live.
    const distFiles = precompressedFiles(distDir, { index: false, redirect: false, maxAge: '1h' });
    // Only an address with a file's extension is looked for on disk: a page's address never is.
    app.use((request, response, next) => (path.extname(request.path) ? distFiles(request, response, next) : next()));
    template = builtTemplate(path.join(distDir, 'index.html'), runtime.config.isProduction);
    phoneTemplate = builtTemplate(path.join(distDir, 'live', 'vote.html'), runtime.config.isProduction);
    renderer = createPageRenderer(runtime, options.schema, builtRenderer(distDir));
  }

  /** The page's status, and a shared poem's link preview: an address that names nothing is 404. */
  const headOf = async (page: AppRouteMatch | undefined): Promise<{ status: number; card?: ShareCard }> => {
    if (page?.name === 'poem') {
      const card = await poemShareCard(runtime, page.params.poemId ?? '');
      return { status: card ? 200 : 404, card };
    }
    return { status: page && (await pageExists(runtime, page)) ? 200 : 404 };
  };
  // The ads script's address only where the page may run it: the app cannot load it elsewhere.
  const finishHtml = (html: string, scripts: ThirdPartyScripts, card: ShareCard | undefined) =>
    renderIndexHtml(html, { adsScriptUrl: scripts.ads ? runtime.config.adsScriptUrl : undefined, card });
  const sendHtml = (response: Response, scripts: ThirdPartyScripts, status: number, html: string) => {
    response.status(status).setHeader('Cache-Control', 'no-cache');
    response.setHeader('Content-Security-Policy', pagePolicy(runtime.config, scripts));
    response.type('html').send(html);
  };
  /** A visitor's public page, rendered with its content; undefined for an address that names nothing. */
  const visitorPage = keptVisitorPages(runtime, async (url) => {
    const pathname = new URL(url, 'http://spoken.invalid').pathname;
    const shell = await template(url);
    const { status, card } = await headOf(matchAppRoute(pathname));
    const html = shell && status === 200 ? await renderer.renderForVisitor(url, shell) : undefined;
    return html ? { status, html: finishHtml(html, thirdPartyScriptsFor(pathname), card) } : undefined;
  });

  // The pages' HTML, made per request; the files above come compressed from the build.
  app.use(compressedAnswers);

  // Another spelling of a page's path (`//admin`, `/%61dmin`, `/admin/`) is sent on to the path
  // itself, so the browser, the app's router and the page's scripts and policy all read one path,
  // and a visitor's page is kept once. A path that can name no page (`/./`, a backslash) falls
  // through to the 404 below.
  app.use((request, response, next) => {
    const canonical = wantsPage(request) ? canonicalPath(request.path) : undefined;
    if (canonical === undefined || canonical === request.path) return next();
    response.redirect(308, `${canonical}${queryOf(request)}`);
  });

  // Not the app's index.html: the phone page is its own small document, for a cheap phone on a crowded network.
  app.use(async (request, response, next) => {
    if (!wantsPage(request) || !isPhonePage(request.path)) return next();
    const html = await phoneTemplate(request.originalUrl);
    if (html === undefined) {
      response.status(503).type('text/plain').send('The web app is not built yet: run npm run build:web');
      return;
    }
    response.setHeader('Cache-Control', 'no-cache');
    response.setHeader('Content-Security-Policy', pagePolicy(runtime.config, thirdPartyScriptsFor(request.path)));
    response.type('html').send(html);
  });
  // Any address that is no page of the app, or names a topic or poem that does not exist, gets the
  // app with status 404, and the app shows its not-found page: rendered on the server for a visitor
  // to an unknown address, never kept (an address made up per request would push out real pages).
  app.use(async (request, response, next) => {
    if (!wantsPage(request)) return next();
    const page = matchAppRoute(request.path);
    const visitor = rendersOnServer(request, page);
    const kept = visitor && page ? await visitorPage(visitorPageAddress(request.path, page.name, queryOf(request))) : undefined;
    if (kept) {
      sendHtml(response, thirdPartyScriptsFor(request.path), kept.status, kept.html);
      return;
    }
    const shell = await template(request.originalUrl);
    if (shell === undefined) {
      response.status(503).type('text/plain').send('The web app is not built yet: run npm run build:web');
      return;
    }
    const { status, card } = await headOf(page);
    const html = visitor && !page ? ((await renderer.renderForVisitor(request.originalUrl, shell)) ?? shell) : shell;
    const scripts = await scriptsForViewer(runtime, request, request.path);
    sendHtml(response, scripts, status, finishHtml(html, scripts, card));
  });
  return close;
}
