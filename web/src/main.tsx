import { ApolloProvider } from '@apollo/client/react';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type DataRouter } from 'react-router-dom';
import { apolloClient } from './apollo/client';
import { enterHydratedPage } from './hydratedPage';
import { readServerState } from './serverState';
import { routes } from './routes';
import { ViewerProvider } from './viewer/ViewerProvider';

function app(router: DataRouter) {
  return (
    <StrictMode>
      <ApolloProvider client={apolloClient}>
        <ViewerProvider>
          <RouterProvider router={router} />
        </ViewerProvider>
      </ApolloProvider>
    </StrictMode>
  );
}

/** Loads the code of the page's lazy routes, so the first render is the page the server rendered and not its loading state. */
async function loadMatchedRoutes(): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
}

async function start(container: HTMLElement): Promise<void> {
  const state = readServerState(document);
  if (!state) {
    createRoot(container).render(app(createBrowserRouter(routes)));
    return;
  }
  // The page arrived rendered: take it over with the data it was rendered from.
  apolloClient.cache.restore(state.apollo);
  await loadMatchedRoutes();
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the
  // page in one long task; a click meanwhile hydrates what was clicked first.
  const router = createBrowserRouter(routes, { hydrationData: state.router });
  enterHydratedPage(state.renderedAt, router);
  startTransition(() => {
    hydrateRoot(container, app(router));
  });
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element to render into.');
void start(container);
