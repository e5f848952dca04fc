import { ApolloClient, InMemoryCache, type ApolloLink } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { typePolicies } from './apollo/typePolicies';
import { routes, type PageHandle } from './routes';
import { serverStateScript } from './serverState';
import { ViewerProvider } from './viewer/ViewerProvider';

/** A page of the app rendered on the server, with its data, for the browser to take over (main.tsx). */
export interface RenderedPage {
  /** The markup inside #root. */
  html: string;
  /** The page's <title>, which React puts first in the markup, for the document's head; empty when it has none. */
  title: string;
  /** The JSON script the browser restores Apollo's cache and the router from. */
  stateScript: string;
  /** The modules of the matched routes' pages (src/pages/…), whose built files the page names up front. */
  pageModules: string[];
}

// Made once: it loads each lazy route's code on the first request that needs it and keeps it.
const handler = createStaticHandler(routes);

function isPageHandle(handle: unknown): handle is PageHandle {
  return typeof handle === 'object' && handle !== null && typeof (handle as Partial<PageHandle>).pageModule === 'string';
}

/**
 * Renders the page at `url` (a path with its query) as the browser would, with the data its queries
 * fetch through `link` (the server's schema, in-process), until no query is left waiting. Throws
 * when the page cannot be rendered; the server then sends the app's shell.
 */
export async function renderPage(url: string, link: ApolloLink): Promise<RenderedPage> {
  const context = await handler.query(new Request(new URL(url, 'http://spoken.invalid')));
  if (context instanceof Response) throw new Error(`${url}: the router answered ${context.status} instead of a page`);
  if (context.errors) throw new Error(`${url}: a route failed to load`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const cache = new InMemoryCache({ typePolicies });
  const client = new ApolloClient({ link, cache, ssrMode: true });
  const { result } = await prerenderStatic({
    tree: (
      <ApolloProvider client={client}>
        <ViewerProvider>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </ViewerProvider>
      </ApolloProvider>
    ),
    renderFunction: renderToString,
  });
  const [, title = '', html = ''] = /^(<title>[\s\S]*?<\/title>)?([\s\S]*)$/.exec(result) ?? [];
  return {
    html,
    title,
    stateScript: serverStateScript({
      apollo: cache.extract(),
      router: { loaderData: context.loaderData, actionData: context.actionData, errors: null },
    }),
    pageModules: context.matches.flatMap(({ route }) => (isPageHandle(route.handle) ? [route.handle.pageModule] : [])),
  };
}
