import { eq, sql } from 'drizzle-orm';
import type { Context } from '../context';
import { users, type UserRow } from '../db/schema';
import { createSession, type IssuedSession } from '../sessions/sessions';

export const BLOCKED_MESSAGE = 'This account has been blocked. Contact us if you think this is a mistake.';

/** A person just signed in: their account and the session opened for them, for the resolver to set as the cookie. */
export interface SignedIn {
  account: UserRow;
  session: IssuedSession;
}

/** Opens a session for `user` and records the login time. */
export async function startSession(context: Context, user: UserRow): Promise<SignedIn> {
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
  return { account, session };
}
