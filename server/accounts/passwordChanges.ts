import { eq, sql } from 'drizzle-orm';
import type { Context } from '../context';
import { users } from '../db/schema';
import { UserInputError } from '../errors';
import { requireViewer } from '../sessions/viewer';
import { revokeUserSessions } from '../sessions/sessions';
import { countMailRequest, mayMailLink } from './accountMail';
import { findByEmail, findById } from './lookup';
import { passwordChangedMail, passwordResetMail } from './mails';
import { hashPassword } from './passwordHashing';
import { checkPassword } from './passwordCheck';
import { checkToken, consumeToken, issueToken, voidTokens } from './tokens';
import { boundedSecret, boundedToken, validEmail, validNewPassword } from './validation';

export const RESET_REQUESTED = 'If an account exists for that email, a password reset link is on its way.';

/** Mails a reset link (at most once a minute, within the mail limits) without revealing whether the address has an account. */
export async function requestPasswordReset(context: Context, email: string): Promise<string> {
  const address = validEmail(email);
  await countMailRequest(context);
  const user = await findByEmail(context.runtime.db, address);
  if (!user || user.blockedAt || user.isDemo || !(await mayMailLink(context, user, 'reset_password'))) return RESET_REQUESTED;
  await context.runtime.db.transaction(async (tx) => {
    await voidTokens(tx, user.id, 'reset_password');
    const token = await issueToken(tx, user.id, 'reset_password');
    const link = `${context.runtime.config.publicUrl}/reset-password?token=${token}`;
    await context.runtime.mailer.queue(tx, passwordResetMail(user, link));
  });
  return RESET_REQUESTED;
}

export interface ResetPasswordInput {
  token: string;
  password: string;
  confirmPassword: string;
}

/**
 * Sets the password from a reset link and ends every session of the account. The link is checked
 * before the new password is hashed, so a made-up link costs no hashing.
 */
export async function resetPassword(context: Context, input: ResetPasswordInput): Promise<string> {
  const token = boundedToken(input.token);
  const password = validNewPassword(input.password, input.confirmPassword);
  await checkToken(context.runtime.db, token, 'reset_password');
  const passwordHash = await hashPassword(password);
  await context.runtime.db.transaction(async (tx) => {
    const userId = await consumeToken(tx, token, 'reset_password');
    // The link reached the inbox, which proves the address as a verification link would.
    const [user] = await tx
      .update(users)
      .set({ passwordHash, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
      .where(eq(users.id, userId))
      .returning();
    await voidTokens(tx, userId, 'reset_password');
    await revokeUserSessions(tx, userId);
    if (user) await context.runtime.mailer.queue(tx, passwordChangedMail(user));
  });
  return 'Your password has been reset. You can now log in.';
}

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** Changes the caller's password; their other sessions end, this one stays. */
export async function changePassword(context: Context, input: ChangePasswordInput): Promise<string> {
  const viewer = requireViewer(context);
  const user = await findById(context.runtime.db, viewer.user.id);
  if (!user?.passwordHash) {
    throw new UserInputError('Your account signs in with Google and has no password yet. Use "Forgot password" to set one.', 'currentPassword');
  }
  const current = boundedSecret(input.currentPassword, 'currentPassword');
  if (!(await checkPassword(context, user.emailCanonical, current, user.passwordHash))) {
    throw new UserInputError('Your current password is incorrect.', 'currentPassword');
  }
  const passwordHash = await hashPassword(validNewPassword(input.newPassword, input.confirmPassword, 'newPassword'));
  await context.runtime.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    await revokeUserSessions(tx, user.id, viewer.sessionId);
    await context.runtime.mailer.queue(tx, passwordChangedMail(user));
  });
  return 'Your password has been changed.';
}
