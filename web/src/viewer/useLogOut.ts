import { useMutation } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { graphql } from '../__generated__';
import { sessionChanged } from '../apollo/client';
import { hasErrorCode } from '../apollo/errors';
import { HANDLES_SIGNED_OUT } from '../apollo/sessionExpiry';

const LogoutMutation = graphql(`
  mutation LogoutMutation {
    logout {
      ok
    }
  }
`);

/** Ends the session, then shows the home page to a signed-out visitor. */
export function useLogOut() {
  const [logout] = useMutation(LogoutMutation);
  const navigate = useNavigate();
  const [loggingOut, setLoggingOut] = useState(false);
  const [failed, setFailed] = useState(false);

  const logOut = useCallback(async () => {
    setLoggingOut(true);
    setFailed(false);
    try {
      // Leave signed-in-only screens first, so their guards do not send the visitor to log in.
      await navigate('/');
      try {
        await logout({ context: HANDLES_SIGNED_OUT });
      } catch (error) {
        // A session that has already ended needs no logout; anything else leaves the person signed in.
        if (!hasErrorCode(error, 'UNAUTHENTICATED')) {
          setFailed(true);
          return;
        }
      }
      await sessionChanged();
    } finally {
      setLoggingOut(false);
    }
  }, [logout, navigate]);

  return { logOut, loggingOut, failed };
}
