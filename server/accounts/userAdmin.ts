import { and, count, desc, eq, ilike, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import { actorOf, changedFields, recordAudit } from '../audit/record';
import type { Context } from '../context';
import { isUuid } from '../db/ids';
import { users, type UserRow } from '../db/schema';
import { ConflictError, NotFoundError, UserInputError } from '../errors';
import { publish } from '../events/hub';
import { revokeUserSessions } from '../sessions/sessions';
import { requireViewer } from '../sessions/viewer';
import { withdrawOpenVotes } from '../votes/withdrawal';
import { lockAccountForRemoval } from './accountLocks';
import { findById } from './lookup';
import { LIMITS } from './validation';

export interface UsersFilter {
  search?: string | null;
  role?: 'user' | 'admin' | null;
  blocked?: boolean | null;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Live accounts, newest first, filtered for the admin user list. */
export async function listUsers(
  context: Context,
  filter: UsersFilter = {},
  first = 50,
  offset = 0,
): Promise<{ nodes: UserRow[]; totalCount: number }> {
  if (first < 1 || first > 200) throw new UserInputError('Ask for between 1 and 200 users at a time.', 'first');
  if (offset < 0) throw new UserInputError('The offset cannot be negative.', 'offset');
  const conditions: SQL[] = [isNull(users.deletedAt)];
  const search = filter.search?.trim();
  if (search) {
    if (search.length > LIMITS.emailMax) throw new UserInputError('The search is too long.', 'search');
    const pattern = `%${escapeLike(search)}%`;
    const matches = or(ilike(users.name, pattern), ilike(users.publicName, pattern), ilike(users.email, pattern));
    if (matches) conditions.push(matches);
  }
  if (filter.role) conditions.push(eq(users.role, filter.role));
  if (filter.blocked != null) conditions.push(filter.blocked ? isNotNull(users.blockedAt) : isNull(users.blockedAt));
  const where = and(...conditions);
  const db = context.runtime.db;
  const [nodes, [total]] = await Promise.all([
    db.select().from(users).where(where).orderBy(desc(users.createdAt), desc(users.id)).limit(first).offset(offset),
    db.select({ value: count() }).from(users).where(where),
  ]);
  return { nodes, totalCount: total?.value ?? 0 };
}

export const LAST_ADMIN = 'The last admin cannot be stepped down.';

async function liveTarget(context: Context, userId: string): Promise<UserRow> {
  const target = isUuid(userId) ? await findById(context.runtime.db, userId) : undefined;
  if (!target || target.deletedAt) throw new NotFoundError('User not found.');
  return target;
}

/**
 * Blocks a poet (ending every session at once and withdrawing their votes on topics still open,
 * live) or unblocks one, and records who did it. Unblocking does not bring the withdrawn votes
 * back: they were cast by an account found abusing the site; the poet may vote again.
 */
export async function setUserBlocked(
  context: Context,
  input: { userId: string; blocked: boolean; reason?: string | null },
): Promise<UserRow> {
  const actor = requireViewer(context).user;
  const target = await liveTarget(context, input.userId);
  if (target.id === actor.id) throw new UserInputError('You cannot block yourself.', 'userId');
  if (target.role === 'admin') throw new UserInputError('Step this admin down before blocking them.', 'userId');
  const reason = input.reason?.trim() || null;
  if (reason && reason.length > LIMITS.reasonMax) throw new UserInputError(`The reason must be at most ${LIMITS.reasonMax} characters.`, 'reason');
  const { updated, withdrawnVotes } = await context.runtime.db.transaction(async (tx) => {
    await lockAccountForRemoval(tx, target.id);
    const [updated] = await tx
      .update(users)
      .set({ blockedAt: input.blocked ? (target.blockedAt ?? new Date()) : null })
      .where(eq(users.id, target.id))
      .returning();
    if (input.blocked) await revokeUserSessions(tx, target.id);
    const withdrawnVotes = input.blocked ? await withdrawOpenVotes(tx, target.id) : [];
    await recordAudit(tx, {
      actor: actorOf(actor),
      action: input.blocked ? 'user.block' : 'user.unblock',
      subjectType: 'user',
      subjectId: target.id,
      before: { blocked: target.blockedAt !== null },
      after: { blocked: input.blocked, ...(withdrawnVotes.length > 0 ? { votesWithdrawn: withdrawnVotes.length } : {}) },
      reason,
    });
    await publish(tx, { type: 'account.changed', userId: target.id });
    return { updated, withdrawnVotes };
  });
  for (const change of withdrawnVotes) context.runtime.tallies.record(change);
  return updated ?? target;
}

/** Returns an admin to an ordinary account, freeing a seat; their sessions end so the change holds at once. */
export async function stepDownAdmin(context: Context, userId: string): Promise<UserRow> {
  const actor = requireViewer(context).user;
  const target = await liveTarget(context, userId);
  if (target.role !== 'admin') throw new UserInputError('This account is not an admin.', 'userId');
  return context.runtime.db.transaction(async (tx) => {
    // Every admin row locked, so two admins stepping each other down at once cannot leave none.
    const admins = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'admin'), isNull(users.deletedAt), isNull(users.blockedAt)))
      .for('update');
    if (!admins.some((admin) => admin.id !== target.id)) throw new ConflictError(LAST_ADMIN);
    const [updated] = await tx
      .update(users)
      .set({ role: 'user', adminLevel: null, permissions: null })
      .where(eq(users.id, target.id))
      .returning();
    await revokeUserSessions(tx, target.id);
    await recordAudit(tx, {
      actor: actorOf(actor),
      action: 'admin.step_down',
      subjectType: 'user',
      subjectId: target.id,
      ...changedFields(target, updated ?? target, ['role', 'adminLevel', 'permissions']),
    });
    await publish(tx, { type: 'account.changed', userId: target.id });
    return updated ?? target;
  });
}
