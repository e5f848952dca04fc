import type { Request, RequestHandler, Response } from 'express';
import type { Runtime } from '../runtime';
import { canonicalPath, matchAppPage, type AppPageMatch } from '../../common/appPages';
import { isPhonePage, thirdPartyScriptsFor, type ThirdPartyScripts } from '../../common/thirdPartyScripts';
import { pagePolicy } from '../http/contentSecurityPolicy';
import { sessionTokenOf } from '../http/cookies';
import { sessionIdOf, viewerOfSession } from '../sessions/sessions';
import { isAdmin } from '../sessions/viewer';
import { pageExists } from './pageExists';
import { PAGE_VARIANT_HEADERS, pageVariantOf } from './pageVariant';
import type { PageRenderer } from './serverRender';
import { poemShareCard, renderIndexHtml, type ShareCard } from './sharePage';
import { keptVisitorPages, visitorPageAddress } from './visitorPages';

const SERVER_PATHS = /^\/(graphql|media|healthz|readyz|metrics|account|dev)(\/|$)/;

/** Reads a page's HTML template for `url`; undefined while the web app is not built. */
export type TemplateSource = (url: string) => Promise<string | undefined>;

/** What the pages are made from: the app's index.html, the phone page's own, and the renderer of visitors' pages. */
export interface PageSources {
  template: TemplateSource;
  phoneTemplate: TemplateSource;
  renderer: PageRenderer;
}

/** Whether a request asks for a page (not a route of the server's own). */
export function wantsPage(request: Request): boolean {
  return (request.method === 'GET' || request.method === 'HEAD') && !SERVER_PATHS.test(request.path);
}

/**
 * Whether the page is rendered on the server: one the page table marks visitor-rendered, or the
 * not-found page, for a request signed in to nothing. A signed-in person gets the shell: their pages
 * carry their own state (their votes, their account), which could be neither shared between
 * requests nor kept, and they are returning visitors whose browser has the app's code already.
 */
function rendersOnServer(request: Request, match: AppPageMatch | undefined): boolean {
  return (match === undefined || match.page.visitorRendered !== undefined) && sessionTokenOf(request) === undefined;
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

const sendNotBuilt = (response: Response) => response.status(503).type('text/plain').send('The web app is not built yet: run npm run build:web');

/**
 * Answers every page of the page table (common/appPages.ts): the app's index.html with the page's
 * Content-Security-Policy and, where the page may run it, the ads script's address; a shared poem
 * (/poems/:id) also gets its link preview. A visitor's visitor-rendered page comes rendered, with
 * its content, and kept. Another spelling of a page's path is sent on to its one spelling; an
 * address that is no page, or whose id names nothing, is answered 404 with the app's not-found page.
 */
export function pageAnswers(runtime: Runtime, { template, phoneTemplate, renderer }: PageSources): RequestHandler[] {
  /** The page's status, and a shared poem's link preview: an address that names nothing is 404. */
  const headOf = async (match: AppPageMatch | undefined): Promise<{ status: number; card?: ShareCard }> => {
    if (match?.name === 'poem') {
      const card = await poemShareCard(runtime, match.params.poemId ?? '');
      return { status: card ? 200 : 404, card };
    }
    return { status: match && (await pageExists(runtime, match)) ? 200 : 404 };
  };
  // The ads script's address only where the page may run it: the app cannot load it elsewhere.
  const finishHtml = (html: string, scripts: ThirdPartyScripts, card: ShareCard | undefined) =>
    renderIndexHtml(html, { adsScriptUrl: scripts.ads ? runtime.config.adsScriptUrl : undefined, card });
  const sendHtml = (response: Response, scripts: ThirdPartyScripts, status: number, html: string) => {
    response.status(status).setHeader('Cache-Control', 'no-cache');
    response.setHeader('Content-Security-Policy', pagePolicy(runtime.config, scripts));
    response.type('html').send(html);
  };
  /** A visitor's page, rendered with its content; undefined for an address that names nothing. */
  const visitorPage = keptVisitorPages(runtime, async (url, variant) => {
    const pathname = new URL(url, 'http://spoken.invalid').pathname;
    const shell = await template(url);
    const { status, card } = await headOf(matchAppPage(pathname));
    const html = shell && status === 200 ? await renderer.renderForVisitor(url, shell, variant) : undefined;
    return html ? { status, html: finishHtml(html, thirdPartyScriptsFor(pathname), card) } : undefined;
  });

  // Another spelling of a page's path (`//admin`, `/%61dmin`, `/admin/`) is sent on to the path
  // itself, so the browser, the app's router and the page's scripts and policy all read one path,
  // and a visitor's page is kept once. A path that can name no page (`/./`, a backslash) falls
  // through to the 404 below.
  const oneSpelling: RequestHandler = (request, response, next) => {
    const canonical = wantsPage(request) ? canonicalPath(request.path) : undefined;
    if (canonical === undefined || canonical === request.path) return next();
    response.redirect(308, `${canonical}${queryOf(request)}`);
  };

  // Not the app's index.html: the phone page is its own small document, for a cheap phone on a crowded network.
  const phonePage: RequestHandler = async (request, response, next) => {
    if (!wantsPage(request) || !isPhonePage(request.path)) return next();
    const html = await phoneTemplate(request.originalUrl);
    if (html === undefined) return sendNotBuilt(response);
    response.setHeader('Cache-Control', 'no-cache');
    response.setHeader('Content-Security-Policy', pagePolicy(runtime.config, thirdPartyScriptsFor(request.path)));
    response.type('html').send(html);
  };

  // Any address that is no page of the app, or names a topic or poem that does not exist, gets the
  // app with status 404, and the app shows its not-found page: rendered on the server for a visitor
  // to an unknown address, never kept (an address made up per request would push out real pages).
  const appPage: RequestHandler = async (request, response, next) => {
    if (!wantsPage(request)) return next();
    const match = matchAppPage(request.path);
    const visitor = rendersOnServer(request, match);
    const variant = pageVariantOf(request);
    // A visitor's page is rendered for its request's variant; a shell is the same for all.
    if (visitor) response.vary(PAGE_VARIANT_HEADERS);
    const kept = visitor && match ? await visitorPage(visitorPageAddress(request.path, match.name, queryOf(request)), variant) : undefined;
    if (kept) {
      sendHtml(response, thirdPartyScriptsFor(request.path), kept.status, kept.html);
      return;
    }
    const shell = await template(request.originalUrl);
    if (shell === undefined) return sendNotBuilt(response);
    const { status, card } = await headOf(match);
    const html = visitor && !match ? ((await renderer.renderForVisitor(request.originalUrl, shell, variant)) ?? shell) : shell;
    const scripts = await scriptsForViewer(runtime, request, request.path);
    sendHtml(response, scripts, status, finishHtml(html, scripts, card));
  };

  return [oneSpelling, phonePage, appPage];
}
