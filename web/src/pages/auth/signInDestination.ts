import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { Role } from '../../__generated__/graphql';
import { sessionChanged } from '../../apollo/client';
import { RETURN_PATH_PARAM, sameSitePath } from '../../../../common/returnPath';

/**
 * The page that sent this person to sign in (`?redirect=`), when it is on this site: log-in, sign-up
 * and the verification link pass it on to each other so that it survives the whole way.
 */
export function useReturnPath(): string | null {
  const [searchParams] = useSearchParams();
  return sameSitePath(searchParams.get(RETURN_PATH_PARAM));
}

/** Where a person goes once signed in: the page that sent them, else their own dashboard. */
export function useSignInDestination(): (role: Role) => string {
  const returnPath = useReturnPath();
  return useCallback((role: Role) => returnPath ?? (role === 'ADMIN' ? '/admin' : '/dashboard'), [returnPath]);
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
