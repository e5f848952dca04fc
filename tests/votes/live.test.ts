import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { count, eq } from 'drizzle-orm';
import WebSocket from 'ws';
import { topicResults, votes, submissions } from '../../server/db/schema';
import { publish } from '../../server/events/hub';
import type { EventOf } from '../../server/events/types';
import { hubEvents } from '../utils/events';
import { gql, openSocket } from '../utils/graphql';

const subscriptionsSettle = () => new Promise((resolve) => setTimeout(resolve, 300));
import { startServerProcess } from '../utils/process';
import { seedApprovedPoem, seedTopic, signedInPoets } from '../utils/scenarios';
import { startTestServer, type TestServer } from '../utils/server';

const SET_VOTE = `mutation Vote($poemId: ID!, $voted: Boolean!) { setVote(input: { poemId: $poemId, voted: $voted }) { poem { voteCount } } }`;
const WATCH = `subscription Watch($topicId: ID!) {
  topicVotes(topicId: $topicId) { topicId tallies { poemId voteCount voteVersion frozen } closed { winner { id } decidedAt votingOpen } }
}`;

interface TopicVotes {
  topicVotes: {
    topicId: string;
    tallies: { poemId: string; voteCount: number; voteVersion: number; frozen: boolean }[];
    closed: { winner: { id: string } | null; decidedAt: string; votingOpen: boolean } | null;
  };
}

async function until(condition: () => boolean, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`not so within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function busyFor(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

interface ProtocolMessage {
  id?: string;
  type: string;
}

/**
 * A socket speaking graphql-ws by hand, for what the client library hides: completing one
 * subscription of several, or not reading at all. Resolves once acknowledged.
 */
async function openProtocolSocket(server: TestServer): Promise<{ socket: WebSocket; messages: ProtocolMessage[]; watch(id: string, topicId: string): void }> {
  const socket = new WebSocket(server.wsUrl, 'graphql-transport-ws');
  const messages: ProtocolMessage[] = [];
  socket.on('message', (data) => messages.push(JSON.parse(String(data)) as ProtocolMessage));
  await once(socket, 'open');
  socket.send(JSON.stringify({ type: 'connection_init' }));
  await until(() => messages.some((message) => message.type === 'connection_ack'));
  const watch = (id: string, topicId: string) => socket.send(JSON.stringify({ id, type: 'subscribe', payload: { query: WATCH, variables: { topicId } } }));
  return { socket, messages, watch };
}

describe('live tallies', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { VOTING_CLOSE_CHECK_MS: '100' } });
  });
  afterAll(() => server.close());

  /** A visitor watching a new topic with one approved poem. */
  async function watchNewTopic() {
    const topic = await seedTopic(server.db);
    const poem = await seedApprovedPoem(server, topic.id);
    const socket = await openSocket(server);
    const updates = socket.subscribe<TopicVotes>(WATCH, { topicId: topic.id });
    await subscriptionsSettle();
    return { topic, poem, socket, updates };
  }

  /** Seats writes to other sockets ahead of whatever joins next, keeping the write round busy for about `ms`. */
  function keepWritesBusy(ms: number): void {
    const round = server.server.runtime.writeRound;
    for (let index = 0; index < ms / 10; index += 1) {
      const seat = round.join(() => {
        busyFor(10);
        seat.leave();
        return true;
      });
    }
    round.wake();
  }

  it('streams coalesced batches of the latest counts to a visitor, with versions', async () => {
    const topic = await seedTopic(server.db);
    const [poem, other] = [await seedApprovedPoem(server, topic.id), await seedApprovedPoem(server, topic.id)];
    const voters = await signedInPoets(server, 12);
    const visitor = await openSocket(server);
    const updates = visitor.subscribe<TopicVotes>(WATCH, { topicId: topic.id });
    await subscriptionsSettle();

    await Promise.all(voters.map((voter) => gql(server, SET_VOTE, { poemId: poem?.id, voted: true }, { token: voter.token })));
    await gql(server, SET_VOTE, { poemId: other?.id, voted: true }, { token: voters[0]?.token });

    const latest = new Map<string, { voteCount: number; voteVersion: number }>();
    let batches = 0;
    while ((latest.get(poem?.id as string)?.voteCount ?? 0) < 12 || !latest.has(other?.id as string)) {
      const update = await updates.next(3000);
      batches += 1;
      for (const tally of update.topicVotes.tallies) {
        const known = latest.get(tally.poemId);
        if (!known || known.voteVersion < tally.voteVersion) latest.set(tally.poemId, tally);
      }
    }
    expect(latest.get(poem?.id as string)).toMatchObject({ voteCount: 12, voteVersion: 12 });
    expect(latest.get(other?.id as string)).toMatchObject({ voteCount: 1 });
    expect(batches).toBeLessThan(13);
    await visitor.dispose();
  });

  it('publishes at most four batches a second, the latest count last', async () => {
    const [topicId, poemId] = [randomUUID(), randomUUID()];
    const batches = hubEvents(server, 'votes.tallied');
    const mine = (event: EventOf<'votes.tallied'>) => event.tallies.some(([topic]) => topic === topicId);
    const started = performance.now();
    for (let version = 1; version <= 60; version += 1) {
      server.server.runtime.tallies.record({ topicId, poemId, voteCount: version, voteVersion: version, frozen: false });
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const seconds = (performance.now() - started) / 1000;
    await batches.waitFor((event) => event.tallies.some(([topic, , , version]) => topic === topicId && version === 60));
    batches.stop();
    const versions = batches.received.filter(mine).map((event) => event.tallies[0]?.[3]);
    expect(versions.length).toBeLessThanOrEqual(Math.ceil(seconds * 4) + 1);
    expect(versions).toEqual([...versions].sort((a, b) => (a ?? 0) - (b ?? 0)));
    expect(versions.at(-1)).toBe(60);
  });

  it("hands watchers at most five batches a second however many instances publish, each poem's newest count", async () => {
    const [topicId, poemId, otherPoemId] = [randomUUID(), randomUUID(), randomUUID()];
    const relayed = hubEvents(server, 'votes.relayed');
    const started = performance.now();
    // As if many instances published at once: 40 batches in about half a second, versions out of order.
    for (let batch = 1; batch <= 40; batch += 1) {
      const version = batch % 2 === 0 ? batch : batch + 40;
      await publish(server.db, { type: 'votes.tallied', origin: 'another instance', tallies: [[topicId, poemId, version, version, 0], [topicId, otherPoemId, 1, batch, 0]] });
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const newest = (event: EventOf<'votes.relayed'>, poem: string) => event.tallies.find((entry) => entry[1] === poem)?.[3];
    await relayed.waitFor((event) => newest(event, otherPoemId) === 40);
    const seconds = (performance.now() - started) / 1000;
    relayed.stop();
    const mine = relayed.received.filter((event) => event.tallies.some(([topic]) => topic === topicId));
    expect(mine.length).toBeLessThanOrEqual(Math.ceil(seconds * 5) + 1);
    expect(Math.max(...mine.map((event) => newest(event, poemId) ?? 0))).toBe(79);
  });

  it('writes each batch to every watcher of a topic, and a watcher that comes later only what comes after it', async () => {
    const { topic, poem, socket, updates } = await watchNewTopic();
    const other = await seedApprovedPoem(server, topic.id);
    const second = await openSocket(server);
    const secondUpdates = second.subscribe<TopicVotes>(WATCH, { topicId: topic.id });
    await subscriptionsSettle();
    const { hub } = server.server.runtime;
    hub.deliverLocally({ type: 'votes.relayed', tallies: [[topic.id, other.id, 5, 5, 0]] });
    for (const watcher of [updates, secondUpdates]) expect((await watcher.next(3000)).topicVotes.tallies).toEqual([{ poemId: other.id, voteCount: 5, voteVersion: 5, frozen: false }]);

    const late = await openSocket(server);
    const lateUpdates = late.subscribe<TopicVotes>(WATCH, { topicId: topic.id });
    await subscriptionsSettle();
    hub.deliverLocally({ type: 'votes.relayed', tallies: [[topic.id, poem.id, 2, 2, 0]] });
    for (const watcher of [updates, secondUpdates, lateUpdates]) expect((await watcher.next(3000)).topicVotes.tallies).toEqual([{ poemId: poem.id, voteCount: 2, voteVersion: 2, frozen: false }]);
    await Promise.all([socket, second, late].map((each) => each.dispose()));
  });

  it('sends a watcher the writes have not reached yet one message with both batches, each poem at its newest count', async () => {
    const { topic, poem, socket, updates } = await watchNewTopic();
    const other = await seedApprovedPoem(server, topic.id);
    const { hub } = server.server.runtime;
    // Both batches are handed out before the write round runs.
    hub.deliverLocally({ type: 'votes.relayed', tallies: [[topic.id, poem.id, 1, 1, 0], [topic.id, other.id, 5, 5, 0]] });
    hub.deliverLocally({ type: 'votes.relayed', tallies: [[topic.id, poem.id, 2, 2, 0]] });
    const update = await updates.next(3000);
    expect(update.topicVotes.tallies).toHaveLength(2);
    expect(update.topicVotes.tallies).toEqual(
      expect.arrayContaining([
        { poemId: poem.id, voteCount: 2, voteVersion: 2, frozen: false },
        { poemId: other.id, voteCount: 5, voteVersion: 5, frozen: false },
      ]),
    );
    expect(await updates.staysQuiet(500)).toBe(true);
    await socket.dispose();
  });

  it('catches what a watcher is owed up with the counts recorded since, when the write round reaches it', async () => {
    const { topic, poem, socket, updates } = await watchNewTopic();
    const other = await seedApprovedPoem(server, topic.id);
    const { hub, tallies } = server.server.runtime;
    // A batch handed out just now, so the next one waits about 200 ms.
    tallies.record({ topicId: topic.id, poemId: other.id, voteCount: 1, voteVersion: 1, frozen: false });
    await updates.next(3000);
    // The watcher is owed a batch with the first count, and the second count waits for the next
    // batch: the round reaches the watcher first, and writes the second.
    hub.deliverLocally({ type: 'votes.relayed', tallies: [[topic.id, poem.id, 1, 1, 0]] });
    tallies.record({ topicId: topic.id, poemId: poem.id, voteCount: 2, voteVersion: 2, frozen: false });
    const first = await updates.next(3000);
    expect(first.topicVotes.tallies).toEqual([{ poemId: poem.id, voteCount: 2, voteVersion: 2, frozen: false }]);
    await socket.dispose();
  });

  it("never lets a topic's closing overtake tallies still being written to a watcher", async () => {
    const { topic, poem, socket, updates } = await watchNewTopic();
    const { hub } = server.server.runtime;
    keepWritesBusy(200);
    hub.deliverLocally({ type: 'votes.relayed', tallies: [[topic.id, poem.id, 7, 7, 0]] });
    hub.deliverLocally({ type: 'topic.closed', topicId: topic.id });
    const first = await updates.next(3000);
    const second = await updates.next(3000);
    expect(first.topicVotes).toMatchObject({ tallies: [{ poemId: poem.id, voteCount: 7, voteVersion: 7 }], closed: null });
    expect(second.topicVotes.closed).toMatchObject({ votingOpen: true });
    await socket.dispose();
  });

  it('stops sending a subscription tallies once its client completes it, while the socket stays open', async () => {
    const topic = await seedTopic(server.db);
    const poem = await seedApprovedPoem(server, topic.id);
    const { socket, messages, watch } = await openProtocolSocket(server);
    const nexts = (id: string) => messages.filter((message) => message.type === 'next' && message.id === id).length;
    watch('ending', topic.id);
    watch('staying', topic.id);
    await subscriptionsSettle();
    const { hub } = server.server.runtime;
    hub.deliverLocally({ type: 'votes.relayed', tallies: [[topic.id, poem.id, 1, 1, 0]] });
    await until(() => nexts('ending') === 1 && nexts('staying') === 1);

    socket.send(JSON.stringify({ id: 'ending', type: 'complete' }));
    await subscriptionsSettle();
    hub.deliverLocally({ type: 'votes.relayed', tallies: [[topic.id, poem.id, 2, 2, 0]] });
    await until(() => nexts('staying') === 2);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(nexts('ending')).toBe(1);
    socket.close();
  });

  it('closes a watcher that has fallen more than 4 MB behind with 1013, Try Again Later', async () => {
    const topic = await seedTopic(server.db);
    const { socket, watch } = await openProtocolSocket(server);
    const closed = once(socket, 'close') as Promise<[number]>;
    watch('slow', topic.id);
    await subscriptionsSettle();
    // The client stops reading; batches of 2,000 tallies (about 150 KB each) keep coming. About 45
    // of them fill the kernel's buffers and then 4 MB more here.
    socket.pause();
    const { hub, log } = server.server.runtime;
    let closing = false;
    const warn = log.warn;
    log.warn = ((...args: Parameters<typeof warn>) => {
      if (args[1] === 'closing a socket too far behind') closing = true;
      return warn.apply(log, args);
    }) as typeof warn;
    const poemIds = Array.from({ length: 2000 }, () => randomUUID());
    // Delivering stops once the server closes the socket: its close frame waits behind what the
    // client has not read, and the server gives the closing handshake 30 s.
    for (let version = 1; version <= 100 && !closing; version += 1) {
      hub.deliverLocally({ type: 'votes.relayed', tallies: poemIds.map((poemId) => [topic.id, poemId, version, version, 0]) });
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    log.warn = warn;
    expect(closing).toBe(true);
    socket.resume();
    const [code] = await closed;
    expect(code).toBe(1013);
  });

  it("never sends a watcher another topic's tallies", async () => {
    const watched = await seedTopic(server.db);
    const elsewhere = await seedTopic(server.db);
    const poem = await seedApprovedPoem(server, elsewhere.id);
    const [voter] = await signedInPoets(server, 1);
    const socket = await openSocket(server);
    const updates = socket.subscribe<TopicVotes>(WATCH, { topicId: watched.id });
    await subscriptionsSettle();
    await gql(server, SET_VOTE, { poemId: poem.id, voted: true }, { token: voter?.token });
    expect(await updates.staysQuiet(800)).toBe(true);
    await socket.dispose();
  });

  it('decides a topic once when its voting ends: most votes wins, a tie goes to the poem that got there first', async () => {
    const topic = await seedTopic(server.db, { votingEndsAt: new Date(Date.now() + 2500) });
    const [early, late, third] = [await seedApprovedPoem(server, topic.id), await seedApprovedPoem(server, topic.id), await seedApprovedPoem(server, topic.id)];
    const voters = await signedInPoets(server, 4);
    const socket = await openSocket(server);
    const updates = socket.subscribe<TopicVotes>(WATCH, { topicId: topic.id });
    for (const voter of voters.slice(0, 2)) await gql(server, SET_VOTE, { poemId: early?.id, voted: true }, { token: voter.token });
    for (const voter of voters.slice(2, 4)) await gql(server, SET_VOTE, { poemId: late?.id, voted: true }, { token: voter.token });
    await gql(server, SET_VOTE, { poemId: third?.id, voted: true }, { token: voters[0]?.token });

    let closed: TopicVotes['topicVotes']['closed'] = null;
    while (!closed) closed = (await updates.next(6000)).topicVotes.closed;
    expect(closed).toMatchObject({ winner: { id: early?.id }, votingOpen: false });
    const refused = await gql(server, SET_VOTE, { poemId: third?.id, voted: false }, { token: voters[0]?.token });
    expect(refused.errors?.[0]?.message).toBe('Voting on this topic has closed.');
    const [results] = await server.db.select({ value: count() }).from(topicResults).where(eq(topicResults.topicId, topic.id));
    expect(results?.value).toBe(1);
    await socket.dispose();
  });
});

const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

onPostgres('live tallies across server processes on one PostgreSQL', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('brings a vote cast through one process to a watcher of the other', async () => {
    const other = await startServerProcess(server.env);
    try {
      const topic = await seedTopic(server.db);
      const poem = await seedApprovedPoem(server, topic.id);
      const [voter] = await signedInPoets(server, 1);
      const watcher = await openSocket(other);
      const updates = watcher.subscribe<TopicVotes>(WATCH, { topicId: topic.id });
      await new Promise((resolve) => setTimeout(resolve, 200));
      await gql(server, SET_VOTE, { poemId: poem.id, voted: true }, { token: voter?.token });
      expect((await updates.next(5000)).topicVotes.tallies).toEqual([{ poemId: poem.id, voteCount: 1, voteVersion: 1, frozen: false }]);
      await watcher.dispose();
      const [rows] = await server.db.select({ value: count() }).from(votes).where(eq(votes.poemId, poem.id));
      const [row] = await server.db.select({ voteCount: submissions.voteCount }).from(submissions).where(eq(submissions.id, poem.id));
      expect(row?.voteCount).toBe(rows?.value);
    } finally {
      await other.stop();
    }
  });
});
