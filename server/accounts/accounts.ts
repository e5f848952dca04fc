import type { Context } from '../context';
import type { EventOf } from '../events/types';
import { revokeSessions } from '../sessions/sessions';
import { countAdmins, MAX_ADMINS } from './adminSeats';

/** Ends the caller's session. */
export async function logout(context: Context): Promise<void> {
  const viewer = context.viewer;
  if (!viewer) return;
  await context.runtime.db.transaction((tx) => revokeSessions(tx, [viewer.sessionId]));
}

/** The caller's own account changes, as they are committed. */
export function accountChanges(context: Context, userId: string): AsyncIterableIterator<EventOf<'account.changed'>> {
  return context.runtime.hub.subscribe('account.changed', (event) => event.userId === userId);
}

export async function adminSeats(context: Context): Promise<{ used: number; max: number }> {
  return { used: await countAdmins(context.runtime.db), max: MAX_ADMINS };
}
