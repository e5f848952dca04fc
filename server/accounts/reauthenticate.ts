import type { Context } from '../context';
import type { UserRow } from '../db/schema';
import { UserInputError } from '../errors';
import { canonicalEmail } from './email';
import { verifyGoogleIdToken, type GoogleIdentity } from './google';
import { acceptGoogleTokenOnce } from './googleTokens';
import { checkPassword } from './passwordCheck';
import { boundedSecret } from './validation';

/** How recent a Google sign-in must be to confirm a sensitive change. */
export const FRESH_GOOGLE_SIGN_IN_SECONDS = 5 * 60;

/** What a person gives to confirm a sensitive change: their current password, or a fresh Google sign-in. */
export interface Reauthentication {
  currentPassword?: string | null;
  googleCredential?: string | null;
}

/**
 * Confirms that whoever holds this session is the account's owner, before a change a stolen session
 * must not make: the current password (counted against the guessing limits), or for a Google
 * account a Google sign-in to the same inbox made in the last 5 minutes, its token accepted once.
 */
export async function reauthenticate(context: Context, user: UserRow, proof: Reauthentication): Promise<void> {
  if (proof.googleCredential && user.googleAuth) return confirmWithGoogle(context, user, proof.googleCredential);
  if (!user.passwordHash) throw new UserInputError('Please confirm it is you by signing in with Google again.', 'googleCredential');
  const password = boundedSecret(proof.currentPassword ?? '', 'currentPassword');
  if (password === '') throw new UserInputError('Please enter your current password.', 'currentPassword');
  if (!(await checkPassword(context, user.emailCanonical, password, user.passwordHash))) {
    throw new UserInputError('Your current password is incorrect.', 'currentPassword');
  }
}

async function confirmWithGoogle(context: Context, user: UserRow, credential: string): Promise<void> {
  const identity = await verifyGoogleIdToken(context.runtime.config, credential);
  const sameAndFresh = (signedIn: GoogleIdentity) =>
    canonicalEmail(signedIn.email) === user.emailCanonical && Date.now() - signedIn.issuedAt.getTime() <= FRESH_GOOGLE_SIGN_IN_SECONDS * 1000;
  if (!identity || !sameAndFresh(identity) || !(await acceptGoogleTokenOnce(context.runtime.db, identity))) {
    throw new UserInputError('Your Google sign-in could not be confirmed. Please sign in with Google again.', 'googleCredential');
  }
}
