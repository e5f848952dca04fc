import type { NormalizedCacheObject } from '@apollo/client';
import type { PageVariant } from '../../common/pageRendering';

/** What a page rendered on the server hands the browser, to take the page over where the server left it. */
export interface ServerState {
  /** Apollo's cache as the render left it. */
  apollo: NormalizedCacheObject;
  /** When the render began, on the server's clock in milliseconds. */
  renderedAt: number;
  /** What the matched routes' loaders returned, so the router starts where the render did without running them again. */
  loaderData: Record<string, unknown>;
  /** What of its request the page was rendered for. */
  variant: PageVariant;
}

const ELEMENT_ID = 'spoken-state';

/**
 * The state as an inert JSON script (the page's Content-Security-Policy runs no inline script). Every
 * `<` is escaped, so no text in the data can close the element.
 */
export function serverStateScript(state: ServerState): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${ELEMENT_ID}">${json}</script>`;
}

/** The state the server embedded in this page; undefined when the page came without one (the app's shell). */
export function readServerState(document: Document): ServerState | undefined {
  const text = document.getElementById(ELEMENT_ID)?.textContent;
  return text ? (JSON.parse(text) as ServerState) : undefined;
}
