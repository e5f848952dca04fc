import { eq, sql } from 'drizzle-orm';
import { actorOf, recordAudit } from '../audit/record';
import type { Context } from '../context';
import type { Queryable } from '../db/client';
import { users, type UserRow } from '../db/schema';
import { ConflictError, isUniqueViolation, UserInputError } from '../errors';
import { publish } from '../events/hub';
import { RETURN_PATH_PARAM, sameSitePath } from '../../common/returnPath';
import { addressOf } from '../security/rateLimits';
import { countMailRequest, countSignUpMail, mayMailLink } from './accountMail';
import { addressHeldUntil, ADDRESS_HOLD_DAYS } from './addressHolds';
import { ADMIN_FIELDS, admitAdminPasscode, checkAdminSeatFree, claimAdminSeat, isLapsedAdminRegistration } from './adminSeats';
import { canonicalEmail, domainOf, isGmail, MESSAGES } from './email';
import { findByEmail } from './lookup';
import { alreadyRegisteredMail, heldAddressMail, verificationMail } from './mails';
import { hashPassword } from './passwordHashing';
import { consumeToken, INVALID_LINK, issueToken } from './tokens';
import { validEmail, validName, validNewPassword } from './validation';

export const REGISTERED_MESSAGE =
  'A verification email has been sent to your email address. Please verify your account before logging in.';
const EMAIL_TAKEN = 'An account with this email already exists.';

const heldDate = new Intl.DateTimeFormat('en-ZA', { dateStyle: 'long', timeZone: 'Africa/Johannesburg' });

export interface RegisterInput {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
  acceptTerms: boolean;
  /** The page the verification link brings the person back to; anything but a path on this site is ignored. */
  returnTo?: string | null;
}

/** The Gmail-only and disposable-domain rules every new account follows. */
export function checkEmailAllowed(context: Context, email: string): void {
  if (context.runtime.config.disposableEmailDomains.has(domainOf(email))) throw new UserInputError(MESSAGES.disposable, 'email');
  if (!isGmail(email)) throw new UserInputError(MESSAGES.notGmail, 'email');
}

/** Why `email` cannot open a new account: it has one, or its account was deleted less than ADDRESS_HOLD_DAYS ago. */
type AddressInUse = { account: UserRow } | { heldUntil: Date } | undefined;

async function addressInUse(context: Context, email: string): Promise<AddressInUse> {
  const { db, config } = context.runtime;
  const account = await findByEmail(db, email);
  if (account) return { account };
  const heldUntil = await addressHeldUntil(db, config, email);
  return heldUntil ? { heldUntil } : undefined;
}

/**
 * Refuses an address in use, saying why. Only for a Google sign-up: Google has shown the caller
 * holds the inbox, so this tells its owner, never a stranger (a password registration mails the
 * owner instead, see createOrTellOwner).
 */
export async function checkEmailFree(context: Context, email: string): Promise<void> {
  const inUse = await addressInUse(context, email);
  if (!inUse) return;
  if ('account' in inUse) throw new ConflictError(EMAIL_TAKEN);
  throw new ConflictError(
    `An account with this email was deleted less than ${ADDRESS_HOLD_DAYS} days ago. The address can be used to register again from ${heldDate.format(inUse.heldUntil)}.`,
  );
}

/** Counts a new account against its network address's limit. */
export function countRegistration(context: Context): Promise<void> {
  return context.runtime.limits.consume('registrationsPerAddress', addressOf(context));
}

/** Creates a poet's account and mails the verification link. */
export async function register(context: Context, input: RegisterInput): Promise<string> {
  const name = validName(input.name);
  const email = validEmail(input.email);
  const password = validNewPassword(input.password, input.confirmPassword);
  if (!input.acceptTerms) throw new UserInputError('Please accept the terms to create your account.', 'acceptTerms');
  checkEmailAllowed(context, email);
  // The address's sign-ups have their own limit; the mail, to the new account or the address's owner, the inbox's.
  await countRegistration(context);
  await countSignUpMail(context, email);
  await createOrTellOwner(context, { name, email, passwordHash: await hashPassword(password), termsAcceptedAt: new Date() }, sameSitePath(input.returnTo));
  return REGISTERED_MESSAGE;
}

export interface RegisterAdminInput {
  name: string;
  email: string;
  password: string;
  passcode: string;
}

/**
 * Creates an admin registration while fewer than 5 admins are verified; it takes a seat only when
 * its email is verified, if one is still free then, and lapses after 48 hours unverified. Every
 * other refusal comes before the passcode's, so no answer but success tells a right passcode from a
 * wrong one; an address in use is found only after it, and answered as a success.
 */
export async function registerAdmin(context: Context, input: RegisterAdminInput): Promise<string> {
  const name = validName(input.name);
  const email = validEmail(input.email);
  const password = validNewPassword(input.password, input.password);
  checkEmailAllowed(context, email);
  await checkAdminSeatFree(context.runtime.db);
  await admitAdminPasscode(context, input.passcode);
  await createOrTellOwner(context, { name, email, passwordHash: await hashPassword(password), ...ADMIN_FIELDS });
  return REGISTERED_MESSAGE;
}

type NewUser = Omit<typeof users.$inferInsert, 'emailCanonical'>;

/**
 * Creates the unverified account and mails its verification link; for an address in use, mails its
 * owner that someone tried instead. The caller answers alike either way, and has hashed the
 * password either way, so a stranger learns from neither whether the address has or had an account.
 */
async function createOrTellOwner(context: Context, values: NewUser, returnTo: string | null = null): Promise<void> {
  const inUse = await addressInUse(context, values.email);
  if (!inUse) return createUnverified(context, values, returnTo);
  const { mailer, db, config } = context.runtime;
  if ('heldUntil' in inUse) return mailer.queue(db, heldAddressMail(values.email, heldDate.format(inUse.heldUntil)));
  if (!inUse.account.isDemo) await mailer.queue(db, alreadyRegisteredMail(inUse.account, config.publicUrl));
}

async function createUnverified(context: Context, values: NewUser, returnTo: string | null): Promise<void> {
  try {
    await context.runtime.db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({ ...values, emailCanonical: canonicalEmail(values.email) })
        .returning();
      if (!user) return;
      if (user.role === 'admin') await auditAdminRegistration(tx, user, 'register');
      await mailVerificationLink(context, tx, user, returnTo);
      await publish(tx, { type: 'account.changed', userId: user.id });
    });
  } catch (error) {
    // Two registrations of one address at once: the other one created it and mailed its link.
    if (!isUniqueViolation(error)) throw error;
  }
}

/**
 * Records an admin registration (`register`) or the verification that takes its seat (`verify`) in
 * the audit log. The person registering acts on their own account: no admin signed them in.
 */
export function auditAdminRegistration(tx: Queryable, user: UserRow, verb: 'register' | 'verify'): Promise<void> {
  const emailVerified = user.emailVerifiedAt !== null;
  return recordAudit(tx, {
    actor: actorOf(user),
    action: `admin.${verb}`,
    subjectType: 'user',
    subjectId: user.id,
    before: verb === 'verify' ? { emailVerified: false } : null,
    after: verb === 'verify' ? { emailVerified } : { role: user.role, emailVerified },
  });
}

/** Mails the link that verifies `user`'s email and then, through log-in, brings them back to `returnTo`. */
async function mailVerificationLink(context: Context, tx: Queryable, user: UserRow, returnTo: string | null): Promise<void> {
  if (user.isDemo) return;
  const token = await issueToken(tx, user.id, 'verify_email');
  const query = new URLSearchParams({ token });
  if (returnTo) query.set(RETURN_PATH_PARAM, returnTo);
  const link = `${context.runtime.config.publicUrl}/verify-email?${query}`;
  await context.runtime.mailer.queue(tx, verificationMail(user, link));
}

/**
 * Uses a verification link: the account's email counts as verified from now on. An admin
 * registration takes its seat here, if one is free, and not once it has lapsed.
 */
export async function verifyEmail(context: Context, token: string): Promise<UserRow> {
  return context.runtime.db.transaction(async (tx) => {
    const userId = await consumeToken(tx, token, 'verify_email');
    const [pending] = await tx.select().from(users).where(eq(users.id, userId));
    if (!pending || isLapsedAdminRegistration(pending)) throw new UserInputError(INVALID_LINK, 'token');
    if (pending.role === 'admin' && pending.emailVerifiedAt === null) await claimAdminSeat(tx);
    const [user] = await tx
      .update(users)
      .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
      .where(eq(users.id, userId))
      .returning();
    if (!user) throw new UserInputError(INVALID_LINK, 'token');
    if (pending.role === 'admin' && pending.emailVerifiedAt === null) await auditAdminRegistration(tx, user, 'verify');
    await publish(tx, { type: 'account.changed', userId });
    return user;
  });
}

export const RESENT_MESSAGE = 'If an account with that email is waiting for verification, a new link is on its way.';

/**
 * Mails a fresh verification link, at most once a minute and within the mail limits, without
 * revealing whether the address has an account.
 */
export async function resendVerification(context: Context, email: string, returnTo?: string | null): Promise<string> {
  const address = validEmail(email);
  await countMailRequest(context);
  const user = await findByEmail(context.runtime.db, address);
  if (!user || user.emailVerifiedAt || user.blockedAt || !(await mayMailLink(context, user, 'verify_email'))) return RESENT_MESSAGE;
  await context.runtime.db.transaction((tx) => mailVerificationLink(context, tx, user, sameSitePath(returnTo)));
  return RESENT_MESSAGE;
}
