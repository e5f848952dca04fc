import { and, eq, gt, isNull, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { sessions, users } from '../db/schema';

/*
 * When a session lets its holder in: it is not revoked, not expired, and its account is neither
 * blocked nor deleted. The rule has two forms, kept here side by side: Drizzle's, for the lookup
 * nearly every request makes (sessions.ts), and SQL text, for the vote statement, which checks
 * its caller's session itself to cost one round trip (server/votes/votes.ts). Change them
 * together: tests/sessions/validSession.test.ts checks that they agree on every kind of session.
 */

/** The rule for a query that joins `users` to `sessions`, for every session it reads. */
export function sessionLetsIn(): SQL | undefined {
  return and(isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`), isNull(users.blockedAt), isNull(users.deletedAt));
}

/** The rule for a query that joins `users` to `sessions` and names the session in `sessionId`. */
export function validSessionConditions(sessionId: Placeholder): SQL | undefined {
  return and(eq(sessions.id, sessionId), sessionLetsIn());
}

/**
 * SQL selecting `id`, the account whose session the SQL expression `sessionId` names, under the
 * same rule: no row when the session is revoked, expired, blocked or deleted. `lockAccount` holds
 * the account's row against a concurrent block or deletion, as lockLiveAccount does
 * (server/accounts/accountLocks.ts).
 */
export function validSessionAccountSql(sessionId: string, lockAccount = false): string {
  return `select u.id from sessions s join users u on u.id = s.user_id
           where s.id = ${sessionId} and s.revoked_at is null and s.expires_at > now()
             and u.blocked_at is null and u.deleted_at is null${lockAccount ? '\n           for key share of u' : ''}`;
}
