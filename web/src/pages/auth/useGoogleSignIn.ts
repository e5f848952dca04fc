import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../__generated__';
import type { GoogleIntent } from '../../__generated__/graphql';
import { useFinishSignIn } from './signInDestination';

const GoogleSignInMutation = graphql(`
  mutation GoogleSignInMutation($input: GoogleSignInInput!) {
    googleSignIn(input: $input) {
      account {
        id
        role
      }
    }
  }
`);

export interface GoogleSignUpDetails {
  /** Agreement to the terms, needed when the Google account has no Spoken account yet. */
  acceptTerms?: boolean;
  /** The admin passcode, needed to create an admin account. */
  passcode?: string;
  /** From the sign-up page, whose failures speak of signing up. */
  signUp?: boolean;
}

/**
 * Signs in with the ID token Google gave the browser, then moves on as any sign-in does. Rejects
 * with the API's error, e.g. `extensions.field === 'acceptTerms'` when a new account needs the terms.
 */
export function useGoogleSignIn(intent: GoogleIntent): (credential: string, details?: GoogleSignUpDetails) => Promise<void> {
  const [googleSignIn] = useMutation(GoogleSignInMutation);
  const finishSignIn = useFinishSignIn();
  return useCallback(
    async (credential: string, details: GoogleSignUpDetails = {}) => {
      const { data } = await googleSignIn({ variables: { input: { credential, intent, ...details } } });
      if (data) await finishSignIn(data.googleSignIn.account);
    },
    [googleSignIn, finishSignIn, intent],
  );
}
