import { useCallback } from 'react';
import { useNavigate, useSearchParams } from '../../routing/router';
import type { Role } from '../../__generated__/graphql';
import { sessionChanged } from '../../apollo/client';
import { safeRedirect } from '../../routing/redirects';

/** Where a person goes once signed in: the `?redirect=` page on this site, else their own dashboard. */
export function useSignInDestination(): (role: Role) => string {
  const [searchParams] = useSearchParams();
  const redirect = searchParams.get('redirect');
  return useCallback((role: Role) => safeRedirect(redirect, role === 'ADMIN' ? '/admin' : '/dashboard'), [redirect]);
}

/** After a successful sign-in: the socket and store start again as the new person, then on to their page. */
export function useFinishSignIn(): (account: { role: Role }) => Promise<void> {
  const destination = useSignInDestination();
  const navigate = useNavigate();
  return useCallback(
    async (account: { role: Role }) => {
      await sessionChanged();
      await navigate(destination(account.role), { replace: true });
    },
    [destination, navigate],
  );
}
