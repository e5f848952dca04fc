import { publish } from '../../server/events/hub';
import { openSocket, untilSubscribed } from '../utils/graphql';
import { startServerProcess } from '../utils/process';
import { seedUser, signIn, type SignedIn } from '../utils/scenarios';
import { startTestServer, type TestServer } from '../utils/server';

const ACCOUNT_CHANGED = 'subscription { accountChanged { id name } }';

async function renameInTransaction(server: TestServer, poet: SignedIn, outcome: 'commit' | 'rollback'): Promise<void> {
  await server.db
    .transaction(async (tx) => {
      await publish(tx, { type: 'account.changed', userId: poet.user.id });
      if (outcome === 'rollback') throw new Error('rolled back on purpose');
    })
    .catch((error: Error) => {
      if (error.message !== 'rolled back on purpose') throw error;
    });
}

describe('the event hub', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('delivers an event once its transaction commits', async () => {
    const poet = await signIn(server, await seedUser(server.db, { name: 'Naledi' }));
    const socket = await openSocket(server, { token: poet.token });
    const running = server.server.subscriptionCount();
    const changes = socket.subscribe(ACCOUNT_CHANGED);
    await untilSubscribed(server, running + 1);
    await renameInTransaction(server, poet, 'commit');
    expect(await changes.next()).toEqual({ accountChanged: { id: poet.user.id, name: 'Naledi' } });
    await socket.dispose();
  });

  it('never delivers an event whose transaction rolls back', async () => {
    const poet = await signIn(server, await seedUser(server.db));
    const socket = await openSocket(server, { token: poet.token });
    const running = server.server.subscriptionCount();
    const changes = socket.subscribe(ACCOUNT_CHANGED);
    await untilSubscribed(server, running + 1);
    await renameInTransaction(server, poet, 'rollback');
    expect(await changes.staysQuiet(700)).toBe(true);
    await renameInTransaction(server, poet, 'commit');
    expect(await changes.next()).toMatchObject({ accountChanged: { id: poet.user.id } });
    await socket.dispose();
  });

  it("filters per subscriber: a poet never receives another poet's account events", async () => {
    const poet = await signIn(server, await seedUser(server.db));
    const otherPoet = await signIn(server, await seedUser(server.db));
    const socket = await openSocket(server, { token: poet.token });
    const running = server.server.subscriptionCount();
    const changes = socket.subscribe(ACCOUNT_CHANGED);
    await untilSubscribed(server, running + 1);
    await renameInTransaction(server, otherPoet, 'commit');
    expect(await changes.staysQuiet(700)).toBe(true);
    await renameInTransaction(server, poet, 'commit');
    expect(await changes.next()).toMatchObject({ accountChanged: { id: poet.user.id } });
    await socket.dispose();
  });

  it('refuses a subscription that needs a session to a visitor', async () => {
    const socket = await openSocket(server);
    const changes = socket.subscribe(ACCOUNT_CHANGED);
    const errors = await changes.errors;
    expect(errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    await socket.dispose();
  });
});

const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

onPostgres('the event hub across server processes on one PostgreSQL', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('delivers a committed event to watchers of both processes', async () => {
    const second = await startServerProcess(server.env);
    try {
      const poet = await signIn(server, await seedUser(server.db, { name: 'Zanele' }));
      const here = await openSocket(server, { token: poet.token });
      const there = await openSocket(second, { token: poet.token });
      const hereChanges = here.subscribe(ACCOUNT_CHANGED);
      const thereChanges = there.subscribe(ACCOUNT_CHANGED);
      await new Promise((resolve) => setTimeout(resolve, 200));
      await renameInTransaction(server, poet, 'commit');
      const expected = { accountChanged: { id: poet.user.id, name: 'Zanele' } };
      expect(await hereChanges.next()).toEqual(expected);
      expect(await thereChanges.next()).toEqual(expected);
      await here.dispose();
      await there.dispose();
    } finally {
      await second.stop();
    }
  });
});
