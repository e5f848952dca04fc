import { once } from 'node:events';
import type { IncomingMessage } from 'node:http';
import { eq, sql } from 'drizzle-orm';
import type WebSocket from 'ws';
import { hashPassword } from '../../server/accounts/passwordHashing';
import { sessions, users } from '../../server/db/schema';
import { ACCOUNT_FULL, ADDRESS_FULL, ANONYMOUS_FULL, INSTANCE_FULL, TRY_AGAIN_LATER_CLOSE_CODE } from '../../server/socket/admission';
import { HTTP_ONLY_MESSAGE, MAX_OPERATIONS_IN_FLIGHT, MAX_SUBSCRIPTIONS_PER_SOCKET } from '../../server/socket/operations';
import { SESSION_ENDED_CLOSE_CODE } from '../../server/socket/sessionUpkeep';
import { SESSION_COOKIE } from '../../server/http/cookies';
import { LOGIN, PASSWORD } from '../utils/accounts';
import { gql, type GraphQLResponse } from '../utils/graphql';
import { seedApprovedPoem, seedTopic, seedUser, signedInPoets, signIn } from '../utils/scenarios';
import { startTestServer, type TestServer } from '../utils/server';
import { openBareSocket, openSocket, pageOrigin, runOnSocket, untilSubscribed, type Socket } from '../utils/sockets';
import { until } from '../utils/until';
import { withTestServer } from '../utils/withTestServer';

type Errors = NonNullable<GraphQLResponse['errors']>;

/** The HTTP status a handshake is answered with: 101 when it became a socket. */
async function handshakeStatus(server: TestServer, headers: Record<string, string>): Promise<number> {
  const socket = openBareSocket(server, headers);
  const status = await Promise.race([
    once(socket, 'open').then(() => 101),
    once(socket, 'unexpected-response').then(([, response]) => (response as IncomingMessage).statusCode ?? 0),
  ]);
  socket.terminate();
  return status;
}

/** How a socket fared: acknowledged by the server, or refused at the handshake (its HTTP status) or once it said who it is (its close code), with the reason given. */
type Outcome = 'seated' | { status: number; reason: string } | { code: number; reason: string };

/** A socket from the client at `address` (believed from a trusted proxy), signed in with `token` when given, and how it fared. */
async function connectFrom(server: TestServer, address: string, token?: string): Promise<{ socket: WebSocket; outcome: Outcome }> {
  const socket = openBareSocket(server, { 'x-forwarded-for': address, ...(token ? { authorization: `Bearer ${token}` } : {}) });
  const outcome = await new Promise<Outcome>((resolve) => {
    socket.on('message', (data: Buffer) => {
      if ((JSON.parse(data.toString()) as { type: string }).type === 'connection_ack') resolve('seated');
    });
    socket.once('unexpected-response', (_request, response: IncomingMessage) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, reason: body.trim() }));
    });
    socket.once('close', (code: number, reason: Buffer) => resolve({ code, reason: reason.toString() }));
  });
  if (outcome !== 'seated') {
    socket.on('error', () => undefined);
    socket.terminate();
  }
  return { socket, outcome };
}

/** The errors `query` is answered with over `socket` (none: []). */
async function errorsOf(socket: Socket, query: string, variables: Record<string, unknown> = {}): Promise<Errors> {
  return (await runOnSocket(socket, query, variables)).errors ?? [];
}

const ACCOUNT_CHANGED = 'subscription { accountChanged { id } }';
const WATCH = 'subscription Watch($topicId: ID!) { topicVotes(topicId: $topicId) { topicId } }';

describe('the WebSocket', () => {
  const given = withTestServer({ env: { TRUST_PROXY: 'loopback', SOCKET_SESSION_CHECK_MS: '250' } });

  describe('handshake', () => {
    it("accepts our own pages' origin and a client that sends none, and refuses any other origin with 403", async () => {
      expect(await handshakeStatus(given.server, { origin: pageOrigin(given.server) })).toBe(101);
      expect(await handshakeStatus(given.server, {})).toBe(101);
      expect(await handshakeStatus(given.server, { origin: 'https://evil.example' })).toBe(403);
      expect(await handshakeStatus(given.server, { origin: 'null' })).toBe(403);
      expect(await handshakeStatus(given.server, { origin: pageOrigin(given.server).replace('localhost', 'localhost.evil.example') })).toBe(403);
    });

    it("does not take a cookie from a handshake without Origin as the victim's session", async () => {
      const poet = await signIn(given.server, await seedUser(given.server.db));
      const cookie = `${SESSION_COOKIE}=${poet.token}`;
      const page = await openSocket(given.server, { cookie });
      const originless = await openSocket(given.server, { cookie, origin: null });
      const withToken = await openSocket(given.server, { token: poet.token, origin: null });
      try {
        expect(await errorsOf(originless, ACCOUNT_CHANGED)).toEqual([expect.objectContaining({ extensions: expect.objectContaining({ code: 'UNAUTHENTICATED' }) })]);
        // The page's socket and the token's are signed in: the server runs their subscriptions.
        const running = given.server.server.subscriptionCount();
        for (const socket of [page, withToken]) socket.subscribe(ACCOUNT_CHANGED);
        await untilSubscribed(given.server, running + 2);
      } finally {
        await Promise.all([page.dispose(), originless.dispose(), withToken.dispose()]);
      }
    });
  });

  describe('limits', () => {
    const crowd: WebSocket[] = [];
    /** Connects as connectFrom does, keeping the socket to close after the test. */
    const join = async (server: TestServer, address: string, token?: string): Promise<Outcome> => {
      const { socket, outcome } = await connectFrom(server, address, token);
      crowd.push(socket);
      return outcome;
    };
    afterEach(() => {
      for (const socket of crowd.splice(0)) socket.terminate();
    });

    it("seats a venue's crowd behind one address with the default limits, signed in or not, and the address's next visitors", async () => {
      const people = await signedInPoets(given.server, 60);
      const outcomes = [
        ...(await Promise.all(Array.from({ length: 240 }, () => join(given.server, '203.0.113.7')))),
        ...(await Promise.all(people.map((person) => join(given.server, '203.0.113.7', person.token)))),
      ];
      expect(outcomes.filter((outcome) => outcome !== 'seated')).toEqual([]);
      expect(await join(given.server, '203.0.113.7')).toBe('seated');
    });

    it('refuses one account a socket past its 8 on any address, saying why, while other accounts connect', async () => {
      const [person, other] = await signedInPoets(given.server, 2);
      if (!person || !other) throw new Error('no people');
      const outcomes = await Promise.all(Array.from({ length: 8 }, (_, index) => join(given.server, `198.51.100.${index + 1}`, person.token)));
      expect(outcomes).toEqual(Array(8).fill('seated'));
      expect(await join(given.server, '198.51.100.50', person.token)).toEqual({ code: TRY_AGAIN_LATER_CLOSE_CODE, reason: ACCOUNT_FULL });
      expect(await join(given.server, '198.51.100.50', other.token)).toBe('seated');
      crowd[0]?.close();
      await until(async () => (await join(given.server, '198.51.100.50', person.token)) === 'seated', 'the account still holds all its sockets');
    });

    it('refuses sockets past the configured caps of the instance, an address, and an address without accounts, saying why', async () => {
      const capped = await startTestServer({ env: { TRUST_PROXY: 'loopback', SOCKETS_PER_INSTANCE: '5', SOCKETS_PER_ADDRESS: '3', ANONYMOUS_SOCKETS_PER_ADDRESS: '2' } });
      try {
        const [first, second, third] = await signedInPoets(capped, 3);
        expect([await join(capped, '203.0.113.7'), await join(capped, '203.0.113.7')]).toEqual(['seated', 'seated']);
        expect(await join(capped, '203.0.113.7')).toEqual({ code: TRY_AGAIN_LATER_CLOSE_CODE, reason: ANONYMOUS_FULL });
        // Signed in, the address's third socket is let in once the refused one has gone.
        await until(async () => (await join(capped, '203.0.113.7', first?.token)) === 'seated', 'the refused socket still counts');
        expect(await join(capped, '203.0.113.7', second?.token)).toEqual({ status: 429, reason: ADDRESS_FULL });
        expect(await join(capped, '203.0.113.8', second?.token)).toBe('seated');
        expect(await join(capped, '203.0.113.9')).toBe('seated');
        expect(await join(capped, '203.0.113.10', third?.token)).toEqual({ status: 429, reason: INSTANCE_FULL });
      } finally {
        for (const socket of crowd.splice(0)) socket.terminate();
        await capped.close();
      }
    });
  });

  it('believes X-Forwarded-For only from the proxies TRUST_PROXY names (none by default)', async () => {
    const direct = await startTestServer({ env: { SOCKETS_PER_ADDRESS: '3' } });
    const crowd: WebSocket[] = [];
    try {
      // Each claims another address; without a trusted proxy they all count as this machine's.
      await Promise.all(
        Array.from({ length: 3 }, (_, index) => {
          const socket = openBareSocket(direct, { 'x-forwarded-for': `198.51.100.${index}` });
          crowd.push(socket);
          return once(socket, 'open');
        }),
      );
      expect(await handshakeStatus(direct, { 'x-forwarded-for': '192.0.2.99' })).toBe(429);
    } finally {
      for (const socket of crowd) socket.terminate();
      await direct.close();
    }
  });

  describe('a signed-in socket', () => {
    it('is closed within the check period when its session ends without a word: its row deleted, its account blocked or deleted', async () => {
      const [gone, blocked, deleted, kept] = await signedInPoets(given.server, 4);
      if (!gone || !blocked || !deleted || !kept) throw new Error('no people');
      const sockets = await Promise.all([gone, blocked, deleted, kept].map((person) => openSocket(given.server, { token: person.token })));
      try {
        await given.server.db.delete(sessions).where(eq(sessions.id, gone.sessionId));
        await given.server.db.update(users).set({ blockedAt: new Date() }).where(eq(users.id, blocked.user.id));
        await given.server.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, deleted.user.id));
        expect(await Promise.all(sockets.slice(0, 3).map((socket) => socket.closed))).toEqual(Array(3).fill(SESSION_ENDED_CLOSE_CODE));
        expect(await runOnSocket(sockets[3] as Socket, '{ viewer { id } }')).toMatchObject({ data: { viewer: { id: kept.user.id } } });
      } finally {
        await Promise.all(sockets.map((socket) => socket.dispose()));
      }
    });

    const onPostgres = process.env.TEST_DATABASE_URL ? it : it.skip;
    onPostgres('is checked as soon as the event connection comes back, which may have missed the end of its session', async () => {
      const server = await startTestServer({ env: { SOCKET_SESSION_CHECK_MS: '3600000' } });
      try {
        const person = await signIn(server, await seedUser(server.db));
        const socket = await openSocket(server, { token: person.token });
        await server.db.delete(sessions).where(eq(sessions.id, person.sessionId));
        await server.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query like 'listen %'`);
        expect(await socket.closed).toBe(SESSION_ENDED_CLOSE_CODE);
      } finally {
        await server.close();
      }
    });
  });

  describe('operations', () => {
    it(`refuses a subscription past ${MAX_SUBSCRIPTIONS_PER_SOCKET} on one socket, and queries past ${MAX_OPERATIONS_IN_FLIGHT} running at once`, async () => {
      const topic = await seedTopic(given.server.db);
      const socket = await openSocket(given.server);
      const running = given.server.server.subscriptionCount();
      try {
        const watching = Array.from({ length: MAX_SUBSCRIPTIONS_PER_SOCKET }, () => socket.subscribe(WATCH, { topicId: topic.id }));
        const refused = await errorsOf(socket, WATCH, { topicId: topic.id });
        expect(refused[0]).toMatchObject({ message: `A connection may have at most ${MAX_SUBSCRIPTIONS_PER_SOCKET} subscriptions at once.`, extensions: { code: 'TOO_MANY_OPERATIONS' } });
        await untilSubscribed(given.server, running + MAX_SUBSCRIPTIONS_PER_SOCKET);
        watching[0]?.unsubscribe();
        await until(() => given.server.server.subscriptionCount() === running + MAX_SUBSCRIPTIONS_PER_SOCKET - 1, 'the server still runs the ended subscription');
        socket.subscribe(WATCH, { topicId: topic.id });
        await untilSubscribed(given.server, running + MAX_SUBSCRIPTIONS_PER_SOCKET);

        // Sent in one burst, these all arrive before the first is answered.
        const burst = await Promise.all(Array.from({ length: MAX_OPERATIONS_IN_FLIGHT + 5 }, () => errorsOf(socket, '{ galleryPoems { id } }')));
        const tooMany = burst.filter((errors) => errors[0]?.extensions?.code === 'TOO_MANY_OPERATIONS');
        expect(tooMany.length).toBeGreaterThan(0);
        expect(burst.filter((errors) => errors.length === 0).length).toBeGreaterThanOrEqual(MAX_OPERATIONS_IN_FLIGHT);
      } finally {
        await socket.dispose();
      }
    });

    it('refuses every mutation that starts or ends a session before looking at it, so a right password is told from no wrong one', async () => {
      const poet = await seedUser(given.server.db, { passwordHash: await hashPassword(PASSWORD) });
      const signedIn = await signIn(given.server, poet);
      const socket = await openSocket(given.server, { token: signedIn.token });
      try {
        const refusal = [{ message: HTTP_ONLY_MESSAGE, extensions: { code: 'FORBIDDEN' } }];
        const right = await errorsOf(socket, LOGIN, { email: poet.email, password: PASSWORD });
        const wrong = await errorsOf(socket, LOGIN, { email: poet.email, password: 'wrong password' });
        expect(right).toMatchObject(refusal);
        expect(wrong).toEqual(right);
        const inFragment = 'mutation { ...SignIn } fragment SignIn on Mutation { adminLogin(input: { email: "a@b.co", password: "x" }) { __typename } }';
        for (const mutation of [
          inFragment,
          'mutation { logout { __typename } }',
          'mutation { registerAdmin(input: { name: "A", email: "a@b.co", password: "p", confirmPassword: "p", passcode: "guess" }) { __typename } }',
          'mutation { resetPassword(input: { token: "t", password: "p", confirmPassword: "p" }) { __typename } }',
          'mutation { googleSignIn(input: { credential: "x" }) { __typename } }',
          // Refused before validation too: nothing about its arguments is answered.
          'mutation { login(input: { nonsense: 1 }) { __typename } }',
        ]) {
          expect(await errorsOf(socket, mutation)).toMatchObject(refusal);
        }
        // The session the socket carries is untouched: it still reads the account.
        expect((await gql(given.server, '{ viewer { id } }', {}, { token: signedIn.token })).data).toEqual({ viewer: { id: poet.id } });
        // Other mutations still run over the socket.
        const topic = await seedTopic(given.server.db);
        const poem = await seedApprovedPoem(given.server, topic.id);
        expect(await errorsOf(socket, 'mutation Vote($id: ID!) { setVote(input: { poemId: $id, voted: true }) { voted } }', { id: poem.id })).toEqual([]);
      } finally {
        await socket.dispose();
      }
    });

    it('refuses to watch the tallies of an unknown, malformed or inactive topic, and watches an active one', async () => {
      const inactive = await seedTopic(given.server.db, { active: false });
      const active = await seedTopic(given.server.db);
      const socket = await openSocket(given.server);
      try {
        for (const topicId of ['7b0f4f8e-4a53-4c39-9a51-0d1c7c1f0b6e', 'not-an-id', inactive.id]) {
          expect(await errorsOf(socket, WATCH, { topicId })).toMatchObject([{ message: 'Topic not found.', extensions: { code: 'NOT_FOUND' } }]);
        }
        const running = given.server.server.subscriptionCount();
        socket.subscribe(WATCH, { topicId: active.id });
        await untilSubscribed(given.server, running + 1);
      } finally {
        await socket.dispose();
      }
    });
  });
});
