import { and, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { users } from '../db/schema';

/*
 * A vote or an upload racing its account's block or deletion must not outlive it. Both sides lock
 * the account's row, in conflicting modes, so they happen one after the other: a vote or upload
 * holds FOR KEY SHARE (the lock its foreign key takes anyway, so voters do not wait on each other)
 * until it commits; a block or deletion first takes FOR UPDATE, the one mode that conflicts with it.
 * Whichever comes second waits: a block or deletion then sees the vote or upload and takes it away
 * as it takes away earlier ones; a vote or upload then finds the account blocked or deleted (the
 * lock re-reads the row once it is free) and is refused. The vote statement takes its lock in SQL
 * (validSessionAccountSql).
 */

/** Locks the account against a concurrent block or deletion; false when it is already blocked or deleted. */
export async function lockLiveAccount(tx: Queryable, userId: string): Promise<boolean> {
  const [live] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.blockedAt), isNull(users.deletedAt)))
    .for('key share');
  return live !== undefined;
}

/** Locks the account for its block or deletion, after every vote and upload already under way. */
export async function lockAccountForRemoval(tx: Queryable, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}
