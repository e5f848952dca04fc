import { publish } from '../../server/events/hub';
import { hubEvents } from '../utils/events';
import { openSocket, untilSubscribed, type Subscription } from '../utils/graphql';
import { startServerProcess } from '../utils/process';
import { seedUser, signIn } from '../utils/scenarios';
import { startTestServer, type TestServer } from '../utils/server';
import { until } from '../utils/until';

const ACCOUNT_CHANGED = 'subscription { accountChanged { id name } }';

async function publishAccountChanged(server: TestServer, userId: string, outcome: 'commit' | 'rollback'): Promise<void> {
  await server.db
    .transaction(async (tx) => {
      await publish(tx, { type: 'account.changed', userId });
      if (outcome === 'rollback') throw new Error('rolled back on purpose');
    })
    .catch((error: Error) => {
      if (error.message !== 'rolled back on purpose') throw error;
    });
}

/**
 * Publishes with `publish` until `subscription` receives an event, and resolves with the first: for
 * a subscriber whose joining cannot be watched, such as one on another server process.
 */
async function nextWhilePublishing<T>(subscription: Subscription<T>, publish: () => Promise<void>): Promise<T> {
  await until(
    async () => {
      await publish();
      return !(await subscription.staysQuiet(100));
    },
    'nothing published reached the subscriber',
    { timeoutMs: 10_000, intervalMs: 0 },
  );
  return subscription.next();
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
    await publishAccountChanged(server, poet.user.id, 'commit');
    expect(await changes.next()).toEqual({ accountChanged: { id: poet.user.id, name: 'Naledi' } });
    await socket.dispose();
  });

  it('never delivers an event whose transaction rolls back', async () => {
    const poet = await signIn(server, await seedUser(server.db));
    const bystander = await seedUser(server.db);
    const socket = await openSocket(server, { token: poet.token });
    const running = server.server.subscriptionCount();
    const changes = socket.subscribe(ACCOUNT_CHANGED);
    await untilSubscribed(server, running + 1);
    const delivered = hubEvents(server, 'account.changed');
    await publishAccountChanged(server, poet.user.id, 'rollback');
    // Events reach the hub in commit order: once a later one has arrived, the rolled-back one would have too.
    await publishAccountChanged(server, bystander.id, 'commit');
    await delivered.waitFor((event) => event.userId === bystander.id);
    expect(delivered.received.filter((event) => event.userId === poet.user.id)).toEqual([]);
    delivered.stop();
    await publishAccountChanged(server, poet.user.id, 'commit');
    expect(await changes.next()).toMatchObject({ accountChanged: { id: poet.user.id } });
    await socket.dispose();
  });

  it("filters per subscriber: a poet never receives another poet's account events", async () => {
    const poet = await signIn(server, await seedUser(server.db));
    const otherPoet = await seedUser(server.db);
    const socket = await openSocket(server, { token: poet.token });
    const running = server.server.subscriptionCount();
    const changes = socket.subscribe(ACCOUNT_CHANGED);
    await untilSubscribed(server, running + 1);
    await publishAccountChanged(server, otherPoet.id, 'commit');
    await publishAccountChanged(server, poet.user.id, 'commit');
    // Events arrive in the order they were committed: the other poet's would have come first.
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
      const running = server.server.subscriptionCount();
      const hereChanges = here.subscribe(ACCOUNT_CHANGED);
      const thereChanges = there.subscribe(ACCOUNT_CHANGED);
      await untilSubscribed(server, running + 1);
      const expected = { accountChanged: { id: poet.user.id, name: 'Zanele' } };
      expect(await nextWhilePublishing(thereChanges, () => publishAccountChanged(server, poet.user.id, 'commit'))).toEqual(expected);
      expect(await hereChanges.next()).toEqual(expected);
      await here.dispose();
      await there.dispose();
    } finally {
      await second.stop();
    }
  });
});
