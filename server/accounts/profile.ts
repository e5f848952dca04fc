import { eq } from 'drizzle-orm';
import type { Context } from '../context';
import { accountTokens, bankDetails, mailMessages, users, type UserRow } from '../db/schema';
import { UserInputError } from '../errors';
import { publish } from '../events/hub';
import { revokeUserSessions } from '../sessions/sessions';
import { requireViewer } from '../sessions/viewer';
import { looksLikeEmail } from './email';
import { findById } from './lookup';
import { verifyPassword } from './password';
import { boundedSecret, LIMITS } from './validation';

export interface UpdateProfileInput {
  publicName?: string | null;
  preferredVideoQuality?: 'high' | 'medium' | 'low' | null;
}

/** Sets the caller's public name (empty: the registration name) and preferred video quality. */
export async function updateProfile(context: Context, input: UpdateProfileInput): Promise<UserRow> {
  const viewer = requireViewer(context);
  const changes: Partial<typeof users.$inferInsert> = {};
  if (input.publicName !== undefined) changes.publicName = validPublicName(input.publicName);
  if (input.preferredVideoQuality) changes.preferredVideoQuality = input.preferredVideoQuality;
  if (Object.keys(changes).length === 0) return viewer.user;
  return context.runtime.db.transaction(async (tx) => {
    const [user] = await tx.update(users).set(changes).where(eq(users.id, viewer.user.id)).returning();
    await publish(tx, { type: 'account.changed', userId: viewer.user.id });
    return user ?? viewer.user;
  });
}

function validPublicName(value: string | null): string | null {
  const name = value?.trim() ?? '';
  if (name === '') return null;
  if (name.length > LIMITS.publicNameMax) {
    throw new UserInputError(`Public name must be at most ${LIMITS.publicNameMax} characters.`, 'publicName');
  }
  if (looksLikeEmail(name)) throw new UserInputError('Your public name cannot be an email address.', 'publicName');
  return name;
}

export interface DeleteAccountInput {
  password?: string | null;
  confirmation: string;
}

/**
 * Deletes the caller's account under POPIA: name, email, password, bank details and links are erased and every
 * session ends. The row stays, anonymised, so the records that point at it (approved poems shown
 * as 'Anonymous Poet', votes, paid rewards) keep their integrity.
 */
export async function deleteAccount(context: Context, input: DeleteAccountInput): Promise<string> {
  const viewer = requireViewer(context);
  if (input.confirmation.trim() !== 'DELETE') throw new UserInputError('Type DELETE to confirm.', 'confirmation');
  const user = await findById(context.runtime.db, viewer.user.id);
  if (!user) throw new UserInputError('This account no longer exists.');
  if (user.passwordHash) {
    const password = boundedSecret(input.password ?? '', 'password');
    if (!(await verifyPassword(password, user.passwordHash))) throw new UserInputError('Your password is incorrect.', 'password');
  }
  const erasedAddress = `deleted+${user.id}@invalid`;
  await context.runtime.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        name: 'Deleted account',
        publicName: null,
        email: erasedAddress,
        emailCanonical: erasedAddress,
        passwordHash: null,
        googleAuth: false,
        role: 'user',
        adminLevel: null,
        permissions: null,
        deletedAt: new Date(),
      })
      .where(eq(users.id, user.id));
    await tx.delete(accountTokens).where(eq(accountTokens.userId, user.id));
    await tx.delete(mailMessages).where(eq(mailMessages.toAddress, user.email));
    await tx.delete(bankDetails).where(eq(bankDetails.userId, user.id));
    await revokeUserSessions(tx, user.id);
  });
  context.sessionCookie?.clear();
  return 'Your account has been deleted.';
}
