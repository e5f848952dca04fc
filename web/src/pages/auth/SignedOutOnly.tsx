import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useViewer } from '../../viewer/viewerContext';
import { useSignInDestination } from './signInDestination';

interface SignedOutOnlyProps {
  /** Send only signed-in admins on, as the admin login does; others may still sign in as an admin. */
  adminsOnly?: boolean;
  children: ReactNode;
}

/** A sign-in screen: someone already signed in goes straight to where signing in would take them. */
export function SignedOutOnly({ adminsOnly = false, children }: SignedOutOnlyProps) {
  const viewer = useViewer();
  const destination = useSignInDestination();
  if (viewer.status === 'signedIn' && (viewer.isAdmin || !adminsOnly)) {
    return <Navigate to={destination(viewer.account.role)} replace />;
  }
  return children;
}
