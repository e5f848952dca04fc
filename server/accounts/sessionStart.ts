import { eq, sql } from 'drizzle-orm';
import type { Context } from '../context';
import { users, type UserRow } from '../db/schema';
import { ForbiddenError } from '../errors';
import { createSession } from '../sessions/sessions';

export const BLOCKED_MESSAGE = 'This account has been blocked. Contact us if you think this is a mistake.';

/** Opens a session for `user`, records the login time and sets the session cookie. */
export async function startSession(context: Context, user: UserRow): Promise<UserRow> {
  const cookie = context.sessionCookie;
  if (!cookie) throw new ForbiddenError('Signing in works over HTTP only.');
  const { config } = context.runtime;
  const { session, account } = await context.runtime.db.transaction(async (tx) => {
    const session = await createSession(
      tx,
      { secret: config.secrets.jwtSecret, ttlMs: config.sessionTtlMs },
      user.id,
      context.client.userAgent,
    );
    const [account] = await tx.update(users).set({ lastLogin: sql`now()` }).where(eq(users.id, user.id)).returning();
    return { session, account: account ?? user };
  });
  cookie.set(session);
  return account;
}
