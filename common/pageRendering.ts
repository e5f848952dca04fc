import type { ApolloLink } from '@apollo/client';

/**
 * What the web app's server entry (web/src/entry-server.tsx, built into web/dist/.server) gives the
 * server that runs it (server/ssr): in common/ because the server loads that entry by its path and
 * imports nothing of web/.
 */

/** A page of the app rendered on the server, with its data, for the browser to take over (web/src/main.tsx). */
export interface RenderedPage {
  /** The markup inside #root. */
  html: string;
  /** The page's <title>, which React puts first in the markup, for the document's head; empty when it has none. */
  title: string;
  /** The JSON script the browser restores Apollo's cache and the router from. */
  stateScript: string;
  /** The modules of the matched routes' pages (src/pages/…), whose built files the page names up front. */
  pageModules: string[];
  /** How many times React rendered the page: once when its data was read before, more as its queries were answered. */
  passes: number;
}

/**
 * What a visitor's page depends on beyond its address, from the request's headers: each combination
 * is its own page, kept apart from the others and named in the page's `Vary`.
 */
export interface PageVariant {
  /** The browser sent `Save-Data: on`: the page follows the data saver (posters only, nothing plays or preloads). */
  saveData: boolean;
}

/**
 * Renders the page at `url` (a path with its query) as the browser would for `variant`, with the
 * data its queries fetch through `link`, until no query is left waiting. Throws when the page cannot
 * be rendered.
 */
export type RenderPage = (url: string, link: ApolloLink, variant: PageVariant) => Promise<RenderedPage>;

/** The server entry's exports. */
export interface ServerEntry {
  renderPage: RenderPage;
}
