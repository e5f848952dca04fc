import { eq } from 'drizzle-orm';
import { actorOf, recordAudit } from '../audit/record';
import type { Context } from '../context';
import { accountTokens, users, type UserRow } from '../db/schema';
import { UserInputError } from '../errors';
import { publish } from '../events/hub';
import { deleteMailTo } from '../mail/outbox';
import { owedRewards, settleRewardsOfDeletedAccount, type OwedRewards, type SettledRewards } from '../rewards/deletedAccounts';
import { revokeUserSessions } from '../sessions/sessions';
import { requireViewer } from '../sessions/viewer';
import { looksLikeEmail } from './email';
import { accountDeletedMail, owedRewardsSentence } from './mails';
import { publishBylineChange } from './byline';
import { findById } from './lookup';
import { deleteUnpublishedSubmissions } from '../submissions/removal';
import { discardUnsentUploads } from '../uploads/videoUploads';
import { withdrawOpenVotes } from '../votes/withdrawal';
import { lockAccountForRemoval } from './accountLocks';
import { ADDRESS_HOLD_DAYS, holdAddress } from './addressHolds';
import { checkPassword } from './passwordCheck';
import { boundedSecret, LIMITS } from './validation';

export interface UpdateProfileInput {
  publicName?: string | null;
  preferredVideoQuality?: UserRow['preferredVideoQuality'] | null;
  autoPlay?: boolean | null;
}

/** Sets the caller's public name (empty: the registration name), preferred video quality and auto-play. */
export async function updateProfile(context: Context, input: UpdateProfileInput): Promise<UserRow> {
  const viewer = requireViewer(context);
  const changes: Partial<typeof users.$inferInsert> = {};
  if (input.publicName !== undefined) changes.publicName = validPublicName(input.publicName);
  if (input.preferredVideoQuality) changes.preferredVideoQuality = input.preferredVideoQuality;
  if (input.autoPlay != null) changes.autoPlay = input.autoPlay;
  if (Object.keys(changes).length === 0) return viewer.user;
  return context.runtime.db.transaction(async (tx) => {
    const [user] = await tx.update(users).set(changes).where(eq(users.id, viewer.user.id)).returning();
    await publish(tx, { type: 'account.changed', userId: viewer.user.id });
    if (changes.publicName !== undefined && changes.publicName !== viewer.user.publicName) await publishBylineChange(tx, viewer.user.id);
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

/** What deleting the caller's account would do to what it is owed, for the form that asks them to confirm. */
export async function accountDeletionTerms(context: Context): Promise<OwedRewards & { addressHeldDays: number }> {
  const viewer = requireViewer(context);
  return { ...(await owedRewards(context.runtime.db, viewer.user.id)), addressHeldDays: ADDRESS_HOLD_DAYS };
}

export interface DeleteAccountInput {
  password?: string | null;
  confirmation: string;
}

/**
 * Deletes the caller's account under POPIA: name, email, password, links, the poems that never
 * went public (videos too) and uploads never submitted are erased and every session ends. Unpaid
 * rewards stay payable while bank details are on file (kept until the last is paid), else they are
 * forfeited (settleRewardsOfDeletedAccount). The address cannot register again for 30 days (only a
 * keyed hash of it is kept), and the account's votes on topics still open are withdrawn, live. The
 * row stays, anonymised, so the records that point at it (approved poems shown as 'Anonymous Poet',
 * votes on decided topics, rewards) keep their integrity. The person is mailed what was done.
 */
export async function deleteAccount(context: Context, input: DeleteAccountInput): Promise<string> {
  const viewer = requireViewer(context);
  if (input.confirmation.trim() !== 'DELETE') throw new UserInputError('Type DELETE to confirm.', 'confirmation');
  const { runtime } = context;
  const user = await findById(runtime.db, viewer.user.id);
  if (!user) throw new UserInputError('This account no longer exists.');
  if (user.passwordHash) {
    const password = boundedSecret(input.password ?? '', 'password');
    if (!(await checkPassword(context, user.emailCanonical, password, user.passwordHash))) {
      throw new UserInputError('Your password is incorrect.', 'password');
    }
  }
  const erasedAddress = `deleted+${user.id}@invalid`;
  const { withdrawnVotes, mediaKeys, settled } = await runtime.db.transaction(async (tx) => {
    await lockAccountForRemoval(tx, user.id);
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
    // An admin leaving frees a seat: the log keeps who it was.
    if (user.role === 'admin') {
      await recordAudit(tx, { actor: actorOf(user), action: 'admin.delete_account', subjectType: 'user', subjectId: user.id, before: { role: 'admin' }, after: { role: 'user' } });
    }
    await holdAddress(tx, runtime.config, user.email);
    const withdrawnVotes = await withdrawOpenVotes(tx, user.id);
    const mediaKeys = await deleteUnpublishedSubmissions(tx, user.id);
    const settled = await settleRewardsOfDeletedAccount(tx, user.id);
    await tx.delete(accountTokens).where(eq(accountTokens.userId, user.id));
    await deleteMailTo(tx, user.email);
    if (!user.isDemo) await runtime.mailer.queue(tx, accountDeletedMail(user, settled));
    await revokeUserSessions(tx, user.id);
    await publish(tx, { type: 'account.changed', userId: user.id });
    await publishBylineChange(tx, user.id);
    return { withdrawnVotes, mediaKeys, settled };
  });
  for (const change of withdrawnVotes) runtime.tallies.record(change);
  await deleteMedia(context, mediaKeys);
  await discardUnsentUploads(runtime, user.id).catch((error: unknown) => context.log.error({ err: error }, 'unsent uploads not deleted'));
  return deletedMessage(settled);
}

/** What the person is told once their account is deleted, money first. */
function deletedMessage(settled: SettledRewards): string {
  const owed = owedRewardsSentence(settled);
  const closing = `Your email address cannot sign up again for ${ADDRESS_HOLD_DAYS} days, and a confirmation is on its way to it.`;
  return ['Your account has been deleted.', owed, closing].filter(Boolean).join(' ');
}

/** Removes files whose rows are gone; a file that cannot be removed is logged, the deletion stands. */
async function deleteMedia(context: Context, keys: string[]): Promise<void> {
  await Promise.all(
    keys.map((key) => context.runtime.media.delete(key).catch((error: unknown) => context.log.error({ err: error, key }, 'media file not deleted'))),
  );
}
