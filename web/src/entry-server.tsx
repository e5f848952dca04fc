import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import type { RenderPage } from '../../common/pageRendering';
import { possibleTypes, typePolicies } from './apollo/typePolicies';
import { PageVariantContext } from './pageVariant';
import { appRoutes } from './routes';
import { screenAt, screenModuleId } from './routing/screens';
import { serverStateScript } from './serverState';
import { ViewerProvider } from './viewer/ViewerProvider';

// The same routes as the browser's, for a visitor: signed in to nobody.
const handler = createStaticHandler(appRoutes(async () => null));

/** The page at `url`, rendered with its data read through `link` (the server's schema, in-process); see common/pageRendering.ts. */
export const renderPage: RenderPage = async (url, link, variant) => {
  // Before anything is read: a vote counted during the render is then caught up with, not missed.
  const renderedAt = Date.now();
  const address = new URL(url, 'http://spoken.invalid');
  // The routes' loaders, as the browser's router runs them: the page's code is then loaded.
  const context = await handler.query(new Request(address));
  if (context instanceof Response) throw new Error(`${url} answered ${context.status} in place of a page`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const cache = new InMemoryCache({ typePolicies, possibleTypes });
  const client = new ApolloClient({ link, cache, ssrMode: true });
  const { result } = await prerenderStatic({
    tree: (
      <ApolloProvider client={client}>
        <ViewerProvider>
          <PageVariantContext value={variant}>
            {/* The router's data travels in the page's own JSON (serverState.ts): an inline script would break its policy. */}
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </PageVariantContext>
        </ViewerProvider>
      </ApolloProvider>
    ),
    renderFunction: renderToString,
  });
  const [, title = '', html = ''] = /^(<title>[\s\S]*?<\/title>)?([\s\S]*)$/.exec(result) ?? [];
  return {
    html,
    title,
    stateScript: serverStateScript({ apollo: cache.extract(), renderedAt, loaderData: context.loaderData, variant }),
    pageModules: [screenModuleId(screenAt(address.pathname))],
  };
};
