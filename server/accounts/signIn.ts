import { eq, sql } from 'drizzle-orm';
import type { Context } from '../context';
import { users, type UserRow } from '../db/schema';
import { AppError, AuthenticationError, ConflictError, ForbiddenError, isUniqueViolation, UserInputError } from '../errors';
import { publish } from '../events/hub';
import type { Queryable } from '../db/client';
import { ADMIN_FIELDS, admitAdminPasscode, checkAdminSeatFree, claimAdminSeat } from './adminSeats';
import { canonicalEmail, isGmail, MESSAGES } from './email';
import { verifyGoogleIdToken, type GoogleIdentity } from './google';
import { acceptGoogleTokenOnce } from './googleTokens';
import { findByEmail } from './lookup';
import { checkPassword } from './passwordCheck';
import { auditAdminRegistration, checkEmailAllowed, checkEmailFree, countRegistration } from './registration';
import { BLOCKED_MESSAGE, startSession, type SignedIn } from './sessionStart';
import { boundedSecret, LIMITS } from './validation';

export const NOT_AN_ADMIN = 'Access denied. You are not authorized as an admin.';
export const UNVERIFIED = 'Please verify your email before logging in.';

export interface LoginInput {
  email: string;
  password: string;
}

/** Signs in with email and password. `asAdmin` also requires the admin role, with the admin screen's messages. */
export async function login(context: Context, input: LoginInput, asAdmin = false): Promise<SignedIn> {
  const failed = asAdmin ? 'Failed to log in. Invalid admin credentials.' : 'Failed to log in. Please check your credentials.';
  const password = boundedSecret(input.password, 'password');
  const user = input.email.length <= LIMITS.emailMax ? await findByEmail(context.runtime.db, input.email) : undefined;
  const matches = await checkPassword(context, canonicalEmail(input.email), password, user?.passwordHash);
  if (!user || !matches) throw new AuthenticationError(failed);
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
  signUp?: boolean | null;
}

/**
 * Signs in with a Google ID token, creating the account on first use (after the terms are accepted,
 * or with the passcode for an admin). Google has verified the inbox, so an existing account's email
 * counts as verified; a password on an account that was never verified may have been set by someone
 * else, so it is dropped. Each token is accepted once: when it opens a session.
 */
export async function googleSignIn(context: Context, input: GoogleSignInInput): Promise<SignedIn> {
  const asAdmin = input.intent === 'admin';
  if (!context.runtime.config.googleClientId) throw new ForbiddenError('Google sign-in is not available.');
  const failed = asAdmin
    ? 'Failed to log in with Google: the sign-in could not be verified.'
    : `Failed to sign ${input.signUp ? 'up' : 'in'} with Google. Please try again.`;
  const identity = await verifyGoogleIdToken(context.runtime.config, input.credential);
  if (!identity) throw new AuthenticationError(failed);
  if (!isGmail(identity.email)) throw new UserInputError(MESSAGES.notGmail, 'email');
  const signIn = { identity, asAdmin, failed };

  const existing = await findByEmail(context.runtime.db, identity.email);
  if (existing) return startSession(context, await linkGoogle(context, existing, signIn));
  try {
    return startSession(context, await createFromGoogle(context, input, signIn));
  } catch (error) {
    // Two first sign-ins with one account at once: the other created it, so sign in to that.
    if (!isUniqueViolation(error)) throw error;
    const created = await findByEmail(context.runtime.db, identity.email);
    if (!created) throw error;
    return startSession(context, await linkGoogle(context, created, signIn));
  }
}

interface VerifiedGoogleSignIn {
  identity: GoogleIdentity;
  asAdmin: boolean;
  /** The message for a token that cannot be used. */
  failed: string;
}

/** Uses up the sign-in's token in `db` (the transaction that then writes, if any); refused when it was used before. */
async function useToken(db: Queryable, signIn: VerifiedGoogleSignIn): Promise<void> {
  if (!(await acceptGoogleTokenOnce(db, signIn.identity))) throw new AuthenticationError(signIn.failed);
}

async function linkGoogle(context: Context, user: UserRow, signIn: VerifiedGoogleSignIn): Promise<UserRow> {
  if (user.blockedAt) throw new ForbiddenError(BLOCKED_MESSAGE);
  if (signIn.asAdmin && user.role !== 'admin') throw new ForbiddenError(NOT_AN_ADMIN);
  if (user.googleAuth && user.emailVerifiedAt) {
    await useToken(context.runtime.db, signIn);
    return user;
  }
  return context.runtime.db.transaction(async (tx) => {
    await useToken(tx, signIn);
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

const ADMINS_FULL_GOOGLE = 'Maximum number of admins reached. Cannot add a new admin.';

/** A new account from a Google sign-in; for an admin, every other check comes before the passcode's (see registerAdmin). */
async function createFromGoogle(context: Context, input: GoogleSignInInput, signIn: VerifiedGoogleSignIn): Promise<UserRow> {
  const { identity, asAdmin } = signIn;
  checkEmailAllowed(context, identity.email);
  if (asAdmin) {
    await checkAdminSeatFree(context.runtime.db, ADMINS_FULL_GOOGLE);
    await checkEmailFree(context, identity.email);
    await admitAdminPasscode(context, input.passcode);
  } else {
    await checkEmailFree(context, identity.email);
    if (!input.acceptTerms) throw new UserInputError('Please accept the terms to create your account.', 'acceptTerms');
    await countRegistration(context);
  }
  const name = (identity.name?.trim() || identity.email.split('@')[0] || 'Poet').slice(0, LIMITS.nameMax);
  return context.runtime.db.transaction(async (tx) => {
    if (asAdmin) await claimAdminSeat(tx, ADMINS_FULL_GOOGLE);
    await useToken(tx, signIn);
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
    if (asAdmin) await auditAdminRegistration(tx, user, 'register');
    await publish(tx, { type: 'account.changed', userId: user.id });
    return user;
  });
}
