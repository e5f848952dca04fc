import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { renderToString } from 'react-dom/server';
import type { RenderPage } from '../../common/pageRendering';
import { typePolicies } from './apollo/typePolicies';
import { AppRoutes } from './routes';
import { loadPage, pageAt, pageModuleId } from './routing/pages';
import { ServerLocationProvider } from './routing/router';
import { serverStateScript } from './serverState';
import { ViewerProvider } from './viewer/ViewerProvider';

/** The page at `url`, rendered with its data read through `link` (the server's schema, in-process); see common/pageRendering.ts. */
export const renderPage: RenderPage = async (url, link) => {
  // Before anything is read: a vote counted during the render is then caught up with, not missed.
  const renderedAt = Date.now();
  const { route } = pageAt(new URL(url, 'http://spoken.invalid').pathname);
  // Loaded once per page module and kept: the render then never waits on it.
  await loadPage(route);
  const cache = new InMemoryCache({ typePolicies });
  const client = new ApolloClient({ link, cache, ssrMode: true });
  const { result } = await prerenderStatic({
    tree: (
      <ApolloProvider client={client}>
        <ViewerProvider>
          <ServerLocationProvider url={url}>
            <AppRoutes />
          </ServerLocationProvider>
        </ViewerProvider>
      </ApolloProvider>
    ),
    renderFunction: renderToString,
  });
  const [, title = '', html = ''] = /^(<title>[\s\S]*?<\/title>)?([\s\S]*)$/.exec(result) ?? [];
  return {
    html,
    title,
    stateScript: serverStateScript({ apollo: cache.extract(), renderedAt }),
    pageModules: [pageModuleId(route)],
  };
};
