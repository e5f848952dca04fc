import { publish } from '../../server/events/hub';
import { hubEvents } from '../utils/events';
import { startServerProcess } from '../utils/process';
import { seedUser, signIn } from '../utils/scenarios';
import type { TestServer } from '../utils/server';
import { openSocket, untilSubscribed, type Subscription } from '../utils/sockets';
import { until } from '../utils/until';
import { withTestServer } from '../utils/withTestServer';

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
 * Publishes with `publishOnce` until `subscription` receives an event, and resolves with the first:
 * for a subscriber whose joining cannot be watched, such as one on another server process.
 */
async function nextWhilePublishing<T>(subscription: Subscription<T>, publishOnce: () => Promise<void>): Promise<T> {
  await until(
    async () => {
      await publishOnce();
      return !(await subscription.staysQuiet(100));
    },
    'nothing published reached the subscriber',
    { timeoutMs: 10_000, intervalMs: 0 },
  );
  return subscription.next();
}

describe('the event hub', () => {
  const given = withTestServer();

  it('delivers an event once its transaction commits', async () => {
    const poet = await signIn(given.server, await seedUser(given.server.db, { name: 'Naledi' }));
    const socket = await openSocket(given.server, { token: poet.token });
    const running = given.server.server.subscriptionCount();
    const changes = socket.subscribe(ACCOUNT_CHANGED);
    await untilSubscribed(given.server, running + 1);
    await publishAccountChanged(given.server, poet.user.id, 'commit');
    expect(await changes.next()).toEqual({ accountChanged: { id: poet.user.id, name: 'Naledi' } });
    await socket.dispose();
  });

  it('never delivers an event whose transaction rolls back', async () => {
    const poet = await signIn(given.server, await seedUser(given.server.db));
    const bystander = await seedUser(given.server.db);
    const socket = await openSocket(given.server, { token: poet.token });
    const running = given.server.server.subscriptionCount();
    const changes = socket.subscribe(ACCOUNT_CHANGED);
    await untilSubscribed(given.server, running + 1);
    const delivered = hubEvents(given.server, 'account.changed');
    await publishAccountChanged(given.server, poet.user.id, 'rollback');
    // Events reach the hub in commit order: once a later one has arrived, the rolled-back one would have too.
    await publishAccountChanged(given.server, bystander.id, 'commit');
    await delivered.waitFor((event) => event.userId === bystander.id);
    expect(delivered.received.filter((event) => event.userId === poet.user.id)).toEqual([]);
    delivered.stop();
    await publishAccountChanged(given.server, poet.user.id, 'commit');
    expect(await changes.next()).toMatchObject({ accountChanged: { id: poet.user.id } });
    await socket.dispose();
  });

  it("filters per subscriber: a poet never receives another poet's account events", async () => {
    const poet = await signIn(given.server, await seedUser(given.server.db));
    const otherPoet = await seedUser(given.server.db);
    const socket = await openSocket(given.server, { token: poet.token });
    const running = given.server.server.subscriptionCount();
    const changes = socket.subscribe(ACCOUNT_CHANGED);
    await untilSubscribed(given.server, running + 1);
    await publishAccountChanged(given.server, otherPoet.id, 'commit');
    await publishAccountChanged(given.server, poet.user.id, 'commit');
    // Events arrive in the order they were committed: the other poet's would have come first.
    expect(await changes.next()).toMatchObject({ accountChanged: { id: poet.user.id } });
    await socket.dispose();
  });

  it('refuses a subscription that needs a session to a visitor', async () => {
    const socket = await openSocket(given.server);
    const changes = socket.subscribe(ACCOUNT_CHANGED);
    const errors = await changes.errors;
    expect(errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    await socket.dispose();
  });
});

const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

onPostgres('the event hub across server processes on one PostgreSQL', () => {
  const given = withTestServer();

  it('delivers a committed event to watchers of both processes', async () => {
    const second = await startServerProcess(given.server.env);
    try {
      const poet = await signIn(given.server, await seedUser(given.server.db, { name: 'Zanele' }));
      const here = await openSocket(given.server, { token: poet.token });
      const there = await openSocket(second, { token: poet.token });
      const running = given.server.server.subscriptionCount();
      const hereChanges = here.subscribe(ACCOUNT_CHANGED);
      const thereChanges = there.subscribe(ACCOUNT_CHANGED);
      await untilSubscribed(given.server, running + 1);
      const expected = { accountChanged: { id: poet.user.id, name: 'Zanele' } };
      expect(await nextWhilePublishing(thereChanges, () => publishAccountChanged(given.server, poet.user.id, 'commit'))).toEqual(expected);
      expect(await hereChanges.next()).toEqual(expected);
      await here.dispose();
      await there.dispose();
    } finally {
      await second.stop();
    }
  });
});
