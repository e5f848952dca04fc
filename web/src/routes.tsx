import { Suspense, use, type ReactNode } from 'react';
import { PageLoading } from './components/PageLoading';
import { BareLayout } from './layout/BareLayout';
import { Layout } from './layout/Layout';
import { PageErrorBoundary } from './routing/PageErrorBoundary';
import { loadedPage, loadPage, pageAt, type PageAccess, type PageRoute } from './routing/pages';
import { RouteParams, useLocation } from './routing/router';
import { PoetsOnly, RequireAdmin, RequireSignedIn } from './routing/guards';

/** The page's screen; its code is loaded before it is shown (routing/history.ts), else the nearest Suspense waits for it. */
function PageScreen({ route }: { route: PageRoute }) {
  const Screen = loadedPage(route) ?? use(loadPage(route));
  return <Screen />;
}

function Guarded({ access, children }: { access: PageAccess; children: ReactNode }) {
  if (access === 'signedIn') return <RequireSignedIn>{children}</RequireSignedIn>;
  if (access === 'poets')
    return (
      <RequireSignedIn>
        <PoetsOnly>{children}</PoetsOnly>
      </RequireSignedIn>
    );
  if (access === 'admins') return <RequireAdmin>{children}</RequireAdmin>;
  return children;
}

/** The screen at the current address (routing/pages.ts), in its frame and behind its guard. */
export function AppRoutes() {
  const { pathname } = useLocation();
  const { route, params } = pageAt(pathname);
  const Frame = route.bare ? BareLayout : Layout;
  return (
    <PageErrorBoundary address="">
      <Frame>
        <PageErrorBoundary address={pathname}>
          <RouteParams value={params}>
            <Suspense fallback={<PageLoading />}>
              <Guarded access={route.access}>
                <PageScreen route={route} />
              </Guarded>
            </Suspense>
          </RouteParams>
        </PageErrorBoundary>
      </Frame>
    </PageErrorBoundary>
  );
}
