import { APP_PAGES, type AppPage, type AppPageName } from '../../common/appPages';
import type { PageVariant } from '../../common/pageRendering';
import { forgetOnContentChange } from '../events/contentChanges';
import type { Runtime } from '../runtime';
import { KeptPages } from './keptPages';

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
export function visitorPageAddress(pathname: string, name: AppPageName, query: string): string {
  const page: AppPage = APP_PAGES[name];
  const given = new URLSearchParams(query);
  const read = new URLSearchParams();
  for (const name of page.visitorRendered?.query ?? []) {
    const value = given.get(name);
    if (value) read.set(name, value);
  }
  const kept = read.toString();
  return kept ? `${pathname}?${kept}` : pathname;
}

/**
 * The pages sent to visitors, each made once by `make` (its address checked, its content rendered
 * on the server for its variant, its head filled in) and kept for the next visitors to the same
 * address and variant until the content changes (KeptPages, CONTENT_CHANGES): each variant is kept
 * apart, so a page is never sent to a request of another. Undefined when the page could not be made
 * in RENDER_TIMEOUT_MS, or at all: the caller sends the app's shell then.
 */
export function keptVisitorPages(
  runtime: Pick<Runtime, 'hub' | 'log'>,
  make: (url: string, variant: PageVariant) => Promise<VisitorPage | undefined>,
): (url: string, variant: PageVariant) => Promise<VisitorPage | undefined> {
  // One KeptPages a variant, so MAX_KEPT_PAGES bounds each: two with Save-Data's two.
  const keptByVariant = new Map<string, KeptPages<VisitorPage>>();
  const keptFor = (variant: PageVariant) => {
    const key = JSON.stringify(variant);
    let kept = keptByVariant.get(key);
    if (!kept) keptByVariant.set(key, (kept = new KeptPages((url) => make(url, variant))));
    return kept;
  };
  forgetOnContentChange(runtime.hub, () => {
    for (const kept of keptByVariant.values()) kept.clear();
  });
  return async (url, variant) => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => (timer = setTimeout(resolve, RENDER_TIMEOUT_MS, 'late')));
    const page = await Promise.race([keptFor(variant).get(url), late]).finally(() => clearTimeout(timer));
    if (page !== 'late') return page;
    runtime.log.warn({ url, variant, timeoutMs: RENDER_TIMEOUT_MS }, 'A page took too long to render on the server; the app renders it in the browser');
    return undefined;
  };
}
