import { useEffect, useRef } from 'react';
import { Outlet, useRevalidator, useRouteError, type RouteObject } from 'react-router-dom';
import { appPageEntries, NOT_FOUND_SCREEN, type PageAccess } from '../../common/appPages';
import { PageLoading } from './components/PageLoading';
import { BareLayout } from './layout/BareLayout';
import { Layout } from './layout/Layout';
import { RouteErrorPage } from './pages/RouteErrorPage';
import { checkAccess, PoetsOnly, type ReadViewer } from './routing/guards';
import { ServerRenderReads } from './routing/pageReads';
import { loadedScreen, loadScreen, screenReads, ScreenGoneError } from './routing/screens';
import { useViewer } from './viewer/viewerContext';

/**
 * In place of a page that failed to load or render, a way to reload. A page whose code is gone
 * after a deploy is loaded whole at its address, which then comes with the new version's files.
 */
function PageError() {
  const gone = useRouteError() instanceof ScreenGoneError;
  useEffect(() => {
    if (gone) window.location.reload();
  }, [gone]);
  return gone ? null : <RouteErrorPage />;
}

/** A page's screen: its code was loaded by its loader, after its guard. */
function Screen({ screen, poetsOnly }: { screen: string; poetsOnly: boolean }) {
  const Loaded = loadedScreen(screen);
  return poetsOnly ? (
    <PoetsOnly>
      <Loaded />
    </PoetsOnly>
  ) : (
    <Loaded />
  );
}

/** What a route of the app shows: a screen, at an address, to whom. */
interface ScreenRoute {
  path: string;
  screen: string;
  access: PageAccess;
}

function pageRoute(id: string, { path, screen, access }: ScreenRoute, readViewer: ReadViewer): RouteObject {
  return {
    id,
    path,
    caseSensitive: true,
    // The guard first: a person sent away never loads the page's code. (react-router's `lazy` would
    // fetch the module alongside the loader, so the loader loads it once the guard has passed.)
    loader: async ({ request, params, context }) => {
      const url = new URL(request.url);
      await checkAccess(access, url, readViewer);
      await loadScreen(screen);
      // On the server, the page's data before its first render; the browser's screens read their own.
      if (context instanceof ServerRenderReads) await context.read(screenReads(screen), params, url);
      return null;
    },
    element: <Screen screen={screen} poetsOnly={access === 'poets'} />,
    HydrateFallback: PageLoading,
    ErrorBoundary: PageError,
  };
}

/** Runs the pages' guards again when the person signs in or out, so a page they may no longer see sends them on. */
function GuardsFollowTheViewer() {
  const viewer = useViewer();
  const who = viewer.status === 'signedIn' ? viewer.account.id : viewer.status;
  const checkedFor = useRef(who);
  const { revalidate } = useRevalidator();
  useEffect(() => {
    if (who === 'loading' || who === checkedFor.current) return;
    // The first answer is the one the loaders read: only a change after it needs them again.
    const first = checkedFor.current === 'loading';
    checkedFor.current = who;
    if (!first) void revalidate();
  }, [who, revalidate]);
  return <Outlet />;
}

/**
 * The app's routes, one for each page of the page table (common/appPages.ts), in its frame, and the
 * not-found page for any other address; the same table in the browser and on the server, whose
 * visitor is nobody (`readViewer`).
 */
export function appRoutes(readViewer: ReadViewer): RouteObject[] {
  const routesOf = (bare: boolean) =>
    appPageEntries.flatMap(([name, { path, screen, access, bare: pageBare = false }]) =>
      screen && pageBare === bare ? [pageRoute(name, { path, screen, access }, readViewer)] : [],
    );
  const notFound = pageRoute('notFound', { path: '*', screen: NOT_FOUND_SCREEN, access: 'anyone' }, readViewer);
  return [
    {
      id: 'app',
      Component: GuardsFollowTheViewer,
      children: [
        { id: 'framed', Component: Layout, ErrorBoundary: PageError, children: [...routesOf(false), notFound] },
        { id: 'bare', Component: BareLayout, ErrorBoundary: PageError, children: routesOf(true) },
      ],
    },
  ];
}
