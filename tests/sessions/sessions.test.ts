import { eq } from 'drizzle-orm';
import jwt from 'jsonwebtoken';
import { sessions, users } from '../../server/db/schema';
import { revokeUserSessions } from '../../server/sessions/sessions';
import { SESSION_ENDED_CLOSE_CODE } from '../../server/socket/sessionUpkeep';
import { hubEvents } from '../utils/events';
import { errorCode, gql } from '../utils/graphql';
import { seedUser, signIn } from '../utils/scenarios';
import { openSocket, runOnSocket } from '../utils/sockets';
import { withTestServer } from '../utils/withTestServer';

const VIEWER = '{ viewer { id name role } }';

describe('sessions', () => {
  const given = withTestServer();

  it('names the viewer from a bearer token', async () => {
    const { user, token } = await signIn(given.server, await seedUser(given.server.db, { name: 'Lerato' }));
    const response = await gql(given.server, VIEWER, {}, { token });
    expect(response.data).toEqual({ viewer: { id: user.id, name: 'Lerato', role: 'USER' } });
  });

  it('names the viewer from the session cookie', async () => {
    const { user, token } = await signIn(given.server, await seedUser(given.server.db));
    const response = await gql<{ viewer: { id: string } }>(given.server, VIEWER, {}, { cookie: `spoken_session=${token}` });
    expect(response.data?.viewer.id).toBe(user.id);
  });

  it('treats a forged, re-signed or unsigned token as a visitor', async () => {
    const { sessionId } = await signIn(given.server, await seedUser(given.server.db));
    const forged = jwt.sign({ sid: sessionId }, 'not-the-server-secret-not-the-server-secret', { algorithm: 'HS256' });
    const otherAlgorithm = jwt.sign({ sid: sessionId }, given.server.server.runtime.config.secrets.jwtSecret, { algorithm: 'HS512' });
    const unsigned = jwt.sign({ sid: sessionId }, '', { algorithm: 'none' });
    for (const token of [forged, otherAlgorithm, unsigned, 'garbage']) {
      expect((await gql(given.server, VIEWER, {}, { token })).data).toEqual({ viewer: null });
    }
  });

  it('logs out: the session is refused on its next request and the cookie is cleared', async () => {
    const { token } = await signIn(given.server, await seedUser(given.server.db));
    const logout = await gql(given.server, 'mutation { logout { ok } }', {}, { token });
    expect(logout.data).toEqual({ logout: { ok: true } });
    expect(logout.headers.get('set-cookie')).toMatch(/spoken_session=;.*Expires=Thu, 01 Jan 1970.*HttpOnly.*SameSite=Lax/i);
    expect((await gql(given.server, VIEWER, {}, { token })).data).toEqual({ viewer: null });
    expect(errorCode(await gql(given.server, 'mutation { logout { ok } }', {}, { token }))).toBe('UNAUTHENTICATED');
  });

  it('closes the open socket of a session revoked elsewhere, and no other', async () => {
    const { user, token, sessionId } = await signIn(given.server, await seedUser(given.server.db));
    const socket = await openSocket(given.server, { token });
    const bystander = await signIn(given.server, await seedUser(given.server.db));
    const other = await openSocket(given.server, { token: bystander.token });
    const revocations = hubEvents(given.server, 'sessions.revoked');
    await given.server.db.transaction((tx) => revokeUserSessions(tx, user.id));
    expect(await socket.closed).toBe(SESSION_ENDED_CLOSE_CODE);
    // The server has handled the revocation once its hub delivered it: the other socket still answers.
    await revocations.waitFor((event) => event.sessionIds.includes(sessionId));
    expect(await runOnSocket(other, VIEWER)).toMatchObject({ data: { viewer: { id: bystander.user.id } } });
    revocations.stop();
    await other.dispose();
    await socket.dispose();
  });

  it('closes the socket when logging out over HTTP', async () => {
    const { token } = await signIn(given.server, await seedUser(given.server.db));
    const socket = await openSocket(given.server, { token });
    await gql(given.server, 'mutation { logout { ok } }', {}, { token });
    expect(await socket.closed).toBe(SESSION_ENDED_CLOSE_CODE);
    await socket.dispose();
  });

  it('refuses an expired session and a blocked account', async () => {
    const expired = await signIn(given.server, await seedUser(given.server.db));
    await given.server.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.id, expired.sessionId));
    expect((await gql(given.server, VIEWER, {}, { token: expired.token })).data).toEqual({ viewer: null });

    const blocked = await signIn(given.server, await seedUser(given.server.db));
    await given.server.db.update(users).set({ blockedAt: new Date() }).where(eq(users.id, blocked.user.id));
    expect((await gql(given.server, VIEWER, {}, { token: blocked.token })).data).toEqual({ viewer: null });
  });
});
