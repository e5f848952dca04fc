import { ApolloProvider } from '@apollo/client/react';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { getFragmentData } from './__generated__';
import { apolloClient } from './apollo/client';
import { enterHydratedPage } from './hydratedPage';
import type { PageVariant } from '../../common/pageRendering';
import { PageVariantContext } from './pageVariant';
import { appRoutes } from './routes';
import type { ReadViewer } from './routing/guards';
import { loadScreen, screenAt } from './routing/screens';
import { readServerState } from './serverState';
import { ViewerProvider, ViewerQuery } from './viewer/ViewerProvider';
import { ViewerAccountFragment } from './viewer/viewerContext';

/** The signed-in person, as the pages' guards read them: from the cache ViewerProvider fills. */
const readViewer: ReadViewer = async () => {
  const { data } = await apolloClient.query({ query: ViewerQuery });
  const account = getFragmentData(ViewerAccountFragment, data?.viewer);
  return account ? { isAdmin: account.role === 'ADMIN' } : null;
};

function app(router: ReturnType<typeof createBrowserRouter>, variant: PageVariant = { saveData: false }) {
  return (
    <StrictMode>
      <ApolloProvider client={apolloClient}>
        <ViewerProvider>
          <PageVariantContext value={variant}>
            <RouterProvider router={router} />
          </PageVariantContext>
        </ViewerProvider>
      </ApolloProvider>
    </StrictMode>
  );
}

async function start(container: HTMLElement): Promise<void> {
  const state = readServerState(document);
  if (!state) {
    createRoot(container).render(app(createBrowserRouter(appRoutes(readViewer))));
    return;
  }
  // The page arrived rendered: take it over with the data it was rendered from, and its code
  // loaded first, so the first render is the page the server rendered and not its loading state.
  apolloClient.cache.restore(state.apollo);
  await loadScreen(screenAt(window.location.pathname));
  const router = createBrowserRouter(appRoutes(readViewer), { hydrationData: { loaderData: state.loaderData } });
  enterHydratedPage(state.renderedAt, router);
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the
  // page in one long task; a click meanwhile hydrates what was clicked first.
  startTransition(() => {
    hydrateRoot(container, app(router, state.variant));
  });
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element to render into.');
void start(container);
