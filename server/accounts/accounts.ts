import { eq } from 'drizzle-orm';
import type { Context } from '../context';
import { users, type UserRow } from '../db/schema';
import type { EventOf } from '../events/types';
import { revokeSessions } from '../sessions/sessions';

/** The account row, read fresh; null once the account is gone. */
export async function findAccount(context: Context, userId: string): Promise<UserRow | null> {
  const [row] = await context.runtime.db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row ?? null;
}

/** Ends the caller's session and clears its cookie. */
export async function logout(context: Context): Promise<void> {
  const viewer = context.viewer;
  if (!viewer) return;
  await context.runtime.db.transaction((tx) => revokeSessions(tx, [viewer.sessionId]));
  context.sessionCookie?.clear();
}

/** The caller's own account changes, as they are committed. */
export function accountChanges(context: Context, userId: string): AsyncIterableIterator<EventOf<'account.changed'>> {
  return context.runtime.hub.subscribe('account.changed', (event) => event.userId === userId);
}
