import { eq, sql } from 'drizzle-orm';
import type { Context } from '../context';
import { users, type UserRow } from '../db/schema';
import { AppError, AuthenticationError, ConflictError, ForbiddenError, isUniqueViolation, UserInputError } from '../errors';
import { publish } from '../events/hub';
import { ADMIN_FIELDS, checkAdminPasscode, claimAdminSeat } from './adminSeats';
import { canonicalEmail, isGmail, MESSAGES } from './email';
import { verifyGoogleIdToken } from './google';
import { findByEmail } from './lookup';
import { decoyPasswordHash, verifyPassword } from './password';
import { checkEmailAllowed } from './registration';
import { BLOCKED_MESSAGE, startSession } from './sessionStart';
import { boundedSecret, LIMITS } from './validation';

export const NOT_AN_ADMIN = 'Access denied. You are not authorized as an admin.';
export const UNVERIFIED = 'Please verify your email before logging in.';

export interface LoginInput {
  email: string;
  password: string;
}

/** Signs in with email and password. `asAdmin` also requires the admin role, with the admin screen's messages. */
export async function login(context: Context, input: LoginInput, asAdmin = false): Promise<UserRow> {
  const failed = asAdmin ? 'Failed to log in. Invalid admin credentials.' : 'Failed to log in. Please check your credentials.';
  const password = boundedSecret(input.password, 'password');
  const user = input.email.length <= LIMITS.emailMax ? await findByEmail(context.runtime.db, input.email) : undefined;
  const matches = await verifyPassword(password, user?.passwordHash ?? (await decoyPasswordHash()));
  if (!user?.passwordHash || !matches) throw new AuthenticationError(failed);
  checkMaySignIn(user);
  if (asAdmin && user.role !== 'admin') throw new ForbiddenError(NOT_AN_ADMIN);
  return startSession(context, user);
}

function checkMaySignIn(user: UserRow): void {
  if (user.blockedAt) throw new ForbiddenError(BLOCKED_MESSAGE);
  if (!user.emailVerifiedAt) throw new AppError(UNVERIFIED, 'FORBIDDEN', { reason: 'EMAIL_NOT_VERIFIED' });
}

export interface GoogleSignInInput {
  credential: string;
  intent?: 'user' | 'admin';
  acceptTerms?: boolean | null;
  passcode?: string | null;
}

/**
 * Signs in with a Google ID token, creating the account on first use (after the terms are accepted,
 * or with the passcode for an admin). Google has verified the inbox, so an existing account's email
 * counts as verified; a password on an account that was never verified may have been set by someone
 * else, so it is dropped.
 */
export async function googleSignIn(context: Context, input: GoogleSignInInput): Promise<UserRow> {
  const asAdmin = input.intent === 'admin';
  if (!context.runtime.config.googleClientId) throw new ForbiddenError('Google sign-in is not available.');
  const identity =
    input.credential.length <= 4096 ? await verifyGoogleIdToken(context.runtime.config, input.credential) : null;
  if (!identity) {
    throw new AuthenticationError(
      asAdmin ? 'Failed to log in with Google: the sign-in could not be verified.' : 'Failed to sign in with Google. Please try again.',
    );
  }
  if (!isGmail(identity.email)) throw new UserInputError(MESSAGES.notGmail, 'email');

  const existing = await findByEmail(context.runtime.db, identity.email);
  if (existing) return startSession(context, await linkGoogle(context, existing, asAdmin));
  try {
    return startSession(context, await createFromGoogle(context, identity, input));
  } catch (error) {
    // Two first sign-ins with one account at once: the other created it, so sign in to that.
    if (!isUniqueViolation(error)) throw error;
    const created = await findByEmail(context.runtime.db, identity.email);
    if (!created) throw error;
    return startSession(context, await linkGoogle(context, created, asAdmin));
  }
}

async function linkGoogle(context: Context, user: UserRow, asAdmin: boolean): Promise<UserRow> {
  if (user.blockedAt) throw new ForbiddenError(BLOCKED_MESSAGE);
  if (asAdmin && user.role !== 'admin') throw new ForbiddenError(NOT_AN_ADMIN);
  if (user.googleAuth && user.emailVerifiedAt) return user;
  return context.runtime.db.transaction(async (tx) => {
    const [linked] = await tx
      .update(users)
      .set({
        googleAuth: true,
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
        passwordHash: user.emailVerifiedAt ? user.passwordHash : null,
      })
      .where(eq(users.id, user.id))
      .returning();
    await publish(tx, { type: 'account.changed', userId: user.id });
    return linked ?? user;
  });
}

async function createFromGoogle(
  context: Context,
  identity: { email: string; name: string | undefined },
  input: GoogleSignInInput,
): Promise<UserRow> {
  const asAdmin = input.intent === 'admin';
  checkEmailAllowed(context, identity.email);
  if (asAdmin) {
    checkAdminPasscode(input.passcode, context.runtime.config.secrets.adminPasscode);
  } else if (!input.acceptTerms) {
    throw new UserInputError('Please accept the terms to create your account.', 'acceptTerms');
  }
  const name = (identity.name?.trim() || identity.email.split('@')[0] || 'Poet').slice(0, LIMITS.nameMax);
  return context.runtime.db.transaction(async (tx) => {
    if (asAdmin) await claimAdminSeat(tx, 'Maximum number of admins reached. Cannot add a new admin.');
    const [user] = await tx
      .insert(users)
      .values({
        name,
        email: identity.email,
        emailCanonical: canonicalEmail(identity.email),
        googleAuth: true,
        emailVerifiedAt: sql`now()`,
        termsAcceptedAt: asAdmin ? null : sql`now()`,
        ...(asAdmin ? ADMIN_FIELDS : {}),
      })
      .returning();
    if (!user) throw new ConflictError('The account could not be created.');
    return user;
  });
}
