import { ApolloProvider } from '@apollo/client/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { apolloClient } from './apollo/client';
import { routes } from './routes';
import { ViewerProvider } from './viewer/ViewerProvider';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element to render into.');

const router = createBrowserRouter(routes);

createRoot(container).render(
  <StrictMode>
    <ApolloProvider client={apolloClient}>
      <ViewerProvider>
        <RouterProvider router={router} />
      </ViewerProvider>
    </ApolloProvider>
  </StrictMode>,
);
