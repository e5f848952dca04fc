import { ApolloProvider } from '@apollo/client/react';
import { prerenderStatic } from '@apollo/client/react/ssr';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import type { RenderPage } from '../../common/pageRendering';
import { withRenderClient, type RenderClient } from './apollo/renderClients';
import { PageVariantContext } from './pageVariant';
import { appRoutes } from './routes';
import { ServerRenderReads } from './routing/pageReads';
import { screenAt, screenModuleId } from './routing/screens';
import { serverStateScript } from './serverState';
import { readViewerQuery, ViewerProvider } from './viewer/ViewerProvider';

// The same routes as the browser's, for a visitor: signed in to nobody.
const handler = createStaticHandler(appRoutes(async () => null));

/**
 * The page's markup once every query it shows has its data. A page whose reads were made before
 * (pageReads.ts) renders once; one missing a read, or with none declared, renders again as its
 * queries are answered, until none is left waiting.
 */
async function renderWithData(tree: ReactNode, client: RenderClient, readBefore: boolean): Promise<{ markup: string; passes: number }> {
  if (readBefore) {
    const markup = renderToString(tree);
    if (!client.renderedLoading()) return { markup, passes: 1 };
  }
  const { result, diagnostics } = await prerenderStatic({ tree, renderFunction: renderToString, diagnostics: true });
  return { markup: result, passes: (readBefore ? 1 : 0) + (diagnostics?.renderCount ?? 0) };
}

/** The page at `url`, rendered with its data read through `link` (the server's schema, in-process); see common/pageRendering.ts. */
export const renderPage: RenderPage = (url, link, variant) =>
  withRenderClient(link, async (client) => {
    // Before anything is read: a vote counted during the render is then caught up with, not missed.
    const renderedAt = Date.now();
    const address = new URL(url, 'http://spoken.invalid');
    const reads = new ServerRenderReads(client);
    // The routes' loaders, as the browser's router runs them: the page's code is then loaded, and here
    // its data read too, beside the app frame's own.
    const [context] = await Promise.all([handler.query(new Request(address), { requestContext: reads }), readViewerQuery(client)]);
    if (context instanceof Response) throw new Error(`${url} answered ${context.status} in place of a page`);
    const router = createStaticRouter(handler.dataRoutes, context);
    const { markup, passes } = await renderWithData(
      <ApolloProvider client={client}>
        <ViewerProvider>
          <PageVariantContext value={variant}>
            {/* The router's data travels in the page's own JSON (serverState.ts): an inline script would break its policy. */}
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </PageVariantContext>
        </ViewerProvider>
      </ApolloProvider>,
      client,
      reads.done,
    );
    const [, title = '', html = ''] = /^(<title>[\s\S]*?<\/title>)?([\s\S]*)$/.exec(markup) ?? [];
    return {
      html,
      title,
      stateScript: serverStateScript({ apollo: client.cache.extract(), renderedAt, loaderData: context.loaderData, variant }),
      pageModules: [screenModuleId(screenAt(address.pathname))],
      passes,
    };
  });
