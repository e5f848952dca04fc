import { PAGE_QUERY_PARAMETERS, type AppRouteName } from '../../common/appRoutes';
import { forgetOnContentChange } from '../events/contentChanges';
import type { Runtime } from '../runtime';
import { KeptPages } from '../ssr/keptPages';

/** A page as a visitor is sent it: its status and whole HTML. */
export interface VisitorPage {
  status: number;
  html: string;
}

/**
 * How long a visitor waits for a page to be made (its reads held up by a busy database, say) before
 * being sent the app's shell, which the browser renders; the page is still made, and kept.
 */
export const RENDER_TIMEOUT_MS = 2_000;

/**
 * The address a visitor's page is rendered and kept at: its path (canonical, as the server answers
 * no other) and, in one order, only the query parameters the page reads, those left empty dropped.
 */
export function visitorPageAddress(pathname: string, page: AppRouteName, query: string): string {
  const given = new URLSearchParams(query);
  const read = new URLSearchParams();
  for (const name of PAGE_QUERY_PARAMETERS[page] ?? []) {
    const value = given.get(name);
    if (value) read.set(name, value);
  }
  const kept = read.toString();
  return kept ? `${pathname}?${kept}` : pathname;
}

/**
 * The pages sent to visitors, each made once by `make` (its address checked, its content rendered
 * on the server, its head filled in) and kept for the next visitors to the same address until the
 * content changes (KeptPages, CONTENT_CHANGES). Undefined when the page could not be made in RENDER_TIMEOUT_MS, or
 * at all: the caller sends the app's shell then.
 */
export function keptVisitorPages(runtime: Pick<Runtime, 'hub' | 'log'>, make: (url: string) => Promise<VisitorPage | undefined>): (url: string) => Promise<VisitorPage | undefined> {
  const kept = new KeptPages(make);
  forgetOnContentChange(runtime.hub, () => kept.clear());
  return async (url) => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => (timer = setTimeout(resolve, RENDER_TIMEOUT_MS, 'late')));
    const page = await Promise.race([kept.get(url), late]).finally(() => clearTimeout(timer));
    if (page !== 'late') return page;
    runtime.log.warn({ url, timeoutMs: RENDER_TIMEOUT_MS }, 'A page took too long to render on the server; the app renders it in the browser');
    return undefined;
  };
}
