import type { ReactNode } from 'react';
import { PageLoading } from '../components/PageLoading';
import { Page } from '../components/Page';
import { useIsAdmin, useViewer, type ViewerState } from '../viewer/viewerContext';
import { AdminsDoNotSubmit } from './AdminsDoNotSubmit';
import { loginPath } from './redirects';
import { Navigate, useLocation } from './router';

function ViewerPending({ viewer }: { viewer: Extract<ViewerState, { status: 'loading' | 'error' }> }) {
  if (viewer.status === 'loading') return <PageLoading label="Checking your sign-in…" />;
  return (
    <div className="notice notice--error" role="alert">
      <p>We couldn't check whether you're signed in. Please check your connection.</p>
      <button type="button" className="button button--secondary" onClick={viewer.retry}>
        Try again
      </button>
    </div>
  );
}

/** Pages for signed-in people; a visitor is sent to log in and brought back afterwards. */
export function RequireSignedIn({ children }: { children: ReactNode }) {
  const viewer = useViewer();
  const location = useLocation();
  if (viewer.status === 'signedIn') return children;
  if (viewer.status === 'signedOut') return <Navigate to={loginPath(location)} replace />;
  return <ViewerPending viewer={viewer} />;
}

/** Poets' pages (recording a poem): an admin is told admins do not submit poems, and where their own pages are. */
export function PoetsOnly({ children }: { children: ReactNode }) {
  if (!useIsAdmin()) return children;
  return (
    <Page title="Create a Poem">
      <AdminsDoNotSubmit />
    </Page>
  );
}

/** Admin pages: a visitor goes to the admin login, a signed-in poet to their own dashboard. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const viewer = useViewer();
  if (viewer.status === 'signedIn') return viewer.isAdmin ? children : <Navigate to="/dashboard" replace />;
  if (viewer.status === 'signedOut') return <Navigate to="/admin-login" replace />;
  return <ViewerPending viewer={viewer} />;
}
