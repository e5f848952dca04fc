import { eq } from 'drizzle-orm';
import { sessions, users } from '../../server/db/schema';
import { statement } from '../../server/db/statements';
import { revokeSessions, viewerOfSession } from '../../server/sessions/sessions';
import { validSessionAccountSql } from '../../server/sessions/validSession';
import { seedUser, signIn } from '../utils/scenarios';
import type { TestServer } from '../utils/server';
import { withTestServer } from '../utils/withTestServer';

const ACCOUNT_OF_SESSION = statement<{ id: string }>('test_valid_session_account', validSessionAccountSql('$1'));

/** Each kind of session, made from a fresh signed-in account. */
const KINDS: Record<string, { valid: boolean; make: (server: TestServer, sessionId: string, userId: string) => Promise<unknown> }> = {
  live: { valid: true, make: async () => undefined },
  expired: { valid: false, make: (server, sessionId) => server.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.id, sessionId)) },
  revoked: { valid: false, make: (server, sessionId) => server.db.transaction((tx) => revokeSessions(tx, [sessionId])) },
  blocked: { valid: false, make: (server, _sessionId, userId) => server.db.update(users).set({ blockedAt: new Date() }).where(eq(users.id, userId)) },
  deleted: { valid: false, make: (server, _sessionId, userId) => server.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, userId)) },
};

describe('the session rule', () => {
  const given = withTestServer();

  it.each(Object.keys(KINDS))('has its TypeScript and SQL forms agree on a session that is %s', async (kind) => {
    const { valid, make } = KINDS[kind]!;
    const { user, sessionId } = await signIn(given.server, await seedUser(given.server.db));
    await make(given.server, sessionId, user.id);
    const viewer = await viewerOfSession(given.server.db, sessionId);
    const accounts = await given.server.server.connection.run(ACCOUNT_OF_SESSION, [sessionId]);
    expect({ lookup: viewer?.user.id ?? null, statement: accounts.map((row) => row.id) }).toEqual(
      valid ? { lookup: user.id, statement: [user.id] } : { lookup: null, statement: [] },
    );
  });
});
