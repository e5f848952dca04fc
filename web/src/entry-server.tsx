import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import type { RenderPage } from '../../common/pageRendering';
import { typePolicies } from './apollo/typePolicies';
import { routes, type PageHandle } from './routes';
import { serverStateScript } from './serverState';
import { ViewerProvider } from './viewer/ViewerProvider';

// Made once: it loads each lazy route's code on the first request that needs it and keeps it.
const handler = createStaticHandler(routes);

function isPageHandle(handle: unknown): handle is PageHandle {
  return typeof handle === 'object' && handle !== null && typeof (handle as Partial<PageHandle>).pageModule === 'string';
}

/** The page at `url`, rendered with its data read through `link` (the server's schema, in-process); see common/pageRendering.ts. */
export const renderPage: RenderPage = async (url, link) => {
  // Before anything is read: a vote counted during the render is then caught up with, not missed.
  const renderedAt = Date.now();
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
      renderedAt,
    }),
    pageModules: context.matches.flatMap(({ route }) => (isPageHandle(route.handle) ? [route.handle.pageModule] : [])),
  };
};
