import { ApolloProvider } from '@apollo/client/react';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { apolloClient } from './apollo/client';
import { enterHydratedPage } from './hydratedPage';
import { AppRoutes } from './routes';
import { preparePage } from './routing/pages';
import { readServerState } from './serverState';
import { ViewerProvider } from './viewer/ViewerProvider';

const app = (
  <StrictMode>
    <ApolloProvider client={apolloClient}>
      <ViewerProvider>
        <AppRoutes />
      </ViewerProvider>
    </ApolloProvider>
  </StrictMode>
);

async function start(container: HTMLElement): Promise<void> {
  const state = readServerState(document);
  if (!state) {
    createRoot(container).render(app);
    return;
  }
  // The page arrived rendered: take it over with the data it was rendered from, and its code
  // loaded first, so the first render is the page the server rendered and not its loading state.
  apolloClient.cache.restore(state.apollo);
  await preparePage(window.location.pathname);
  enterHydratedPage(state.renderedAt);
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the
  // page in one long task; a click meanwhile hydrates what was clicked first.
  startTransition(() => {
    hydrateRoot(container, app);
  });
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element to render into.');
void start(container);
