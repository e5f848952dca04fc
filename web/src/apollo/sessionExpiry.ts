import { ErrorLink } from '@apollo/client/link/error';
import { loginPath } from '../routing/redirects';
import { ViewerQuery } from '../viewer/ViewerProvider';
import { hasErrorCode } from './errors';

let leaving = false;

/** Context for an operation that handles an ended session itself, such as logging out. */
export const HANDLES_SIGNED_OUT = { handlesSignedOut: true } as const;

/**
 * An UNAUTHENTICATED answer to someone this page knew as signed in means their session has ended
 * (signed out elsewhere, expired, or removed): they go to sign in, and back here afterwards. A
 * visitor's refusals (a failed sign-in among them) are left to the screen that asked.
 */
export const sessionExpiryLink = new ErrorLink(({ error, operation }) => {
  if (leaving || !hasErrorCode(error, 'UNAUTHENTICATED') || operation.getContext()['handlesSignedOut']) return;
  if (!operation.client.readQuery({ query: ViewerQuery })?.viewer) return;
  leaving = true;
  window.location.assign(loginPath(window.location));
});
