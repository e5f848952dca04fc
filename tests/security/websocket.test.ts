import { once } from 'node:events';
import type { IncomingMessage } from 'node:http';
import type WebSocket from 'ws';
import { hashPassword } from '../../server/accounts/passwordHashing';
import { MAX_SOCKETS_PER_ADDRESS } from '../../server/socket/admission';
import { HTTP_ONLY_MESSAGE, MAX_OPERATIONS_IN_FLIGHT, MAX_SUBSCRIPTIONS_PER_SOCKET } from '../../server/socket/operations';
import { SESSION_COOKIE } from '../../server/http/cookies';
import { LOGIN, PASSWORD } from '../utils/accounts';
import { gql, type GraphQLResponse } from '../utils/graphql';
import { seedApprovedPoem, seedTopic, seedUser, signIn } from '../utils/scenarios';
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

/** The errors `query` is answered with over `socket` (none: []). */
async function errorsOf(socket: Socket, query: string, variables: Record<string, unknown> = {}): Promise<Errors> {
  return (await runOnSocket(socket, query, variables)).errors ?? [];
}

const ACCOUNT_CHANGED = 'subscription { accountChanged { id } }';
const WATCH = 'subscription Watch($topicId: ID!) { topicVotes(topicId: $topicId) { topicId } }';

describe('the WebSocket', () => {
  const given = withTestServer({ env: { TRUST_PROXY: 'loopback' } });

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

    it(`refuses the socket past ${MAX_SOCKETS_PER_ADDRESS} from one address with 429, while other addresses connect`, async () => {
      const crowd: WebSocket[] = [];
      const open = (address: string) => {
        const socket = openBareSocket(given.server, { 'x-forwarded-for': address });
        crowd.push(socket);
        return socket;
      };
      try {
        await Promise.all(Array.from({ length: MAX_SOCKETS_PER_ADDRESS }, () => once(open('203.0.113.7'), 'open')));
        expect(await handshakeStatus(given.server, { 'x-forwarded-for': '203.0.113.7' })).toBe(429);
        expect(await handshakeStatus(given.server, { 'x-forwarded-for': '203.0.113.8' })).toBe(101);
        const leaving = crowd.pop();
        leaving?.close();
        if (leaving) await once(leaving, 'close');
        await until(async () => (await handshakeStatus(given.server, { 'x-forwarded-for': '203.0.113.7' })) === 101, 'the address still holds all its sockets');
      } finally {
        for (const socket of crowd) socket.terminate();
      }
    });
  });

  it('believes X-Forwarded-For only from the proxies TRUST_PROXY names (none by default)', async () => {
    const direct = await startTestServer();
    const crowd: WebSocket[] = [];
    try {
      // Each claims another address; without a trusted proxy they all count as this machine's.
      await Promise.all(
        Array.from({ length: MAX_SOCKETS_PER_ADDRESS }, (_, index) => {
          const socket = openBareSocket(direct, { 'x-forwarded-for': `198.51.100.${index % 250}` });
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
