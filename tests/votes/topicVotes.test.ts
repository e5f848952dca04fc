import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { count, eq } from 'drizzle-orm';
import type WebSocket from 'ws';
import { topicResults, topics, votes, submissions } from '../../server/db/schema';
import { publish } from '../../server/events/hub';
import type { EventOf } from '../../server/events/types';
import { TOPIC_NOT_FOUND } from '../../server/topics/topics';
import { topicVotesChannel, type TallyOfPoem } from '../../server/fanout/tallies';
import { MIN_WRITE_INTERVAL_MS } from '../../server/fanout/writeRound';
import { hubEvents, untilWatching } from '../utils/events';
import { gql } from '../utils/graphql';
import { openBareSocket, openSocket } from '../utils/sockets';
import { until } from '../utils/until';
import { startServerProcess } from '../utils/process';
import { seedApprovedPoem, seedTopic, signedInPoets } from '../utils/scenarios';
import type { TestServer } from '../utils/server';
import { withTestServer } from '../utils/withTestServer';

const SET_VOTE = `mutation Vote($poemId: ID!, $voted: Boolean!) { setVote(input: { poemId: $poemId, voted: $voted }) { poem { voteCount } } }`;
const WATCH = `subscription Watch($topicId: ID!) {
  topicVotes(topicId: $topicId) { topicId tallies { poemId voteCount voteVersion frozen nightVoteCount } closed { winner { id } decidedAt votingOpen } }
}`;

interface TopicVotes {
  topicVotes: {
    topicId: string;
    tallies: { poemId: string; voteCount: number; voteVersion: number; frozen: boolean }[];
    closed: { winner: { id: string } | null; decidedAt: string; votingOpen: boolean } | null;
  };
}

const TALLIES_SINCE = `query TalliesSince($topicId: ID!, $since: Float!) { topicTalliesSince(topicId: $topicId, since: $since) { poemId voteCount voteVersion frozen nightVoteCount } }`;

const tally = (poemId: string, count: number): TallyOfPoem => ({ poemId, voteCount: count, voteVersion: count, frozen: false, nightVoteCount: 0 });

interface ProtocolMessage {
  id?: string;
  type: string;
}

/**
 * A bare socket that watches topics under ids of its own choosing, to complete one subscription of
 * several or to stop reading. Resolves once acknowledged.
 */
async function openProtocolSocket(server: TestServer): Promise<{ socket: WebSocket; messages: ProtocolMessage[]; watch(id: string, topicId: string): void }> {
  const socket = openBareSocket(server);
  const messages: ProtocolMessage[] = [];
  socket.on('message', (data) => messages.push(JSON.parse(String(data)) as ProtocolMessage));
  await until(() => messages.some((message) => message.type === 'connection_ack'), 'no connection_ack');
  const watch = (id: string, topicId: string) => socket.send(JSON.stringify({ id, type: 'subscribe', payload: { query: WATCH, variables: { topicId } } }));
  return { socket, messages, watch };
}

describe('live tallies', () => {
  const given = withTestServer({ env: { VOTING_CLOSE_CHECK_MS: '100' } });

  const watching = (topicId: string) => given.server.server.fanout.watcherCount(topicVotesChannel(topicId));

  /** Hands tallies to the watchers of a topic on this instance, as a batch of votes would. */
  const handOut = (topicId: string, ...tallies: [poemId: string, count: number][]) =>
    given.server.server.fanout.publish(topicVotesChannel(topicId), { tallies: tallies.map(([poemId, count]) => tally(poemId, count)), closed: false });

  const talliesSince = async (topicId: string, since: number): Promise<TallyOfPoem[]> => {
    const answer = await gql<{ topicTalliesSince: TallyOfPoem[] }>(given.server, TALLIES_SINCE, { topicId, since });
    expect(answer.errors).toBeUndefined();
    return answer.data?.topicTalliesSince ?? [];
  };

  /** A visitor watching a new topic with one approved poem. */
  async function watchNewTopic() {
    const topic = await seedTopic(given.server.db);
    const poem = await seedApprovedPoem(given.server, topic.id);
    const socket = await openSocket(given.server);
    const updates = socket.subscribe<TopicVotes>(WATCH, { topicId: topic.id });
    await untilWatching(given.server, topicVotesChannel(topic.id));
    return { topic, poem, socket, updates };
  }

  it('streams coalesced batches of the latest counts to a visitor, with versions', async () => {
    const topic = await seedTopic(given.server.db);
    const [poem, other] = [await seedApprovedPoem(given.server, topic.id), await seedApprovedPoem(given.server, topic.id)];
    const voters = await signedInPoets(given.server, 12);
    const visitor = await openSocket(given.server);
    const updates = visitor.subscribe<TopicVotes>(WATCH, { topicId: topic.id });
    await untilWatching(given.server, topicVotesChannel(topic.id));

    await Promise.all(voters.map((voter) => gql(given.server, SET_VOTE, { poemId: poem?.id, voted: true }, { token: voter.token })));
    await gql(given.server, SET_VOTE, { poemId: other?.id, voted: true }, { token: voters[0]?.token });

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
    const batches = hubEvents(given.server, 'votes.tallied');
    const mine = (event: EventOf<'votes.tallied'>) => event.tallies.some(([topic]) => topic === topicId);
    const started = performance.now();
    for (let version = 1; version <= 60; version += 1) {
      given.server.server.runtime.tallies.record({ topicId, poemId, voteCount: version, voteVersion: version, frozen: false, nightVoteCount: 0 });
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

  it("writes a watcher at most one batch per interval however many instances publish, each poem's newest count", async () => {
    const { topic, socket, updates } = await watchNewTopic();
    const [poemId, otherPoemId] = [randomUUID(), randomUUID()];
    const started = performance.now();
    // As if many instances published at once: 40 batches in about half a second, versions out of order.
    for (let batch = 1; batch <= 40; batch += 1) {
      const version = batch % 2 === 0 ? batch : batch + 40;
      await publish(given.server.db, { type: 'votes.tallied', origin: 'another instance', tallies: [[topic.id, poemId, version, version, 0, 0], [topic.id, otherPoemId, 1, batch, 0, 0]] });
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const newest = new Map<string, number>();
    let messages = 0;
    while (newest.get(otherPoemId) !== 40) {
      messages += 1;
      for (const { poemId: poem, voteVersion } of (await updates.next(3000)).topicVotes.tallies) newest.set(poem, Math.max(voteVersion, newest.get(poem) ?? 0));
    }
    const seconds = (performance.now() - started) / 1000;
    expect(messages).toBeLessThanOrEqual(Math.ceil((seconds * 1000) / MIN_WRITE_INTERVAL_MS) + 1);
    expect(newest.get(poemId)).toBe(79);
    await socket.dispose();
  });

  it('writes each batch to every watcher of a topic, and a watcher that comes later only what comes after it', async () => {
    const { topic, poem, socket, updates } = await watchNewTopic();
    const other = await seedApprovedPoem(given.server, topic.id);
    const second = await openSocket(given.server);
    const secondUpdates = second.subscribe<TopicVotes>(WATCH, { topicId: topic.id });
    await untilWatching(given.server, topicVotesChannel(topic.id), 2);
    handOut(topic.id, [other.id, 5]);
    for (const watcher of [updates, secondUpdates]) expect((await watcher.next(3000)).topicVotes.tallies).toEqual([tally(other.id, 5)]);

    const late = await openSocket(given.server);
    const lateUpdates = late.subscribe<TopicVotes>(WATCH, { topicId: topic.id });
    await untilWatching(given.server, topicVotesChannel(topic.id), 3);
    handOut(topic.id, [poem.id, 2]);
    for (const watcher of [updates, secondUpdates, lateUpdates]) expect((await watcher.next(3000)).topicVotes.tallies).toEqual([tally(poem.id, 2)]);
    await Promise.all([socket, second, late].map((each) => each.dispose()));
  });

  it('sends a watcher the writes have not reached yet one message with both batches, each poem at its newest count', async () => {
    const { topic, poem, socket, updates } = await watchNewTopic();
    const other = await seedApprovedPoem(given.server, topic.id);
    // Both batches are handed out before the write round runs, then a third once the first message has come.
    handOut(topic.id, [poem.id, 1], [other.id, 5]);
    handOut(topic.id, [poem.id, 2]);
    const update = await updates.next(3000);
    expect(update.topicVotes.tallies).toHaveLength(2);
    expect(update.topicVotes.tallies).toEqual(expect.arrayContaining([tally(poem.id, 2), tally(other.id, 5)]));
    handOut(topic.id, [other.id, 6]);
    expect((await updates.next(3000)).topicVotes.tallies).toEqual([tally(other.id, 6)]);
    await socket.dispose();
  });

  it("sends a topic's closing with the tallies a watcher is still owed, in one message", async () => {
    const { topic, poem, socket, updates } = await watchNewTopic();
    handOut(topic.id, [poem.id, 7]);
    given.server.server.fanout.publish(topicVotesChannel(topic.id), { tallies: [], closed: true });
    expect((await updates.next(3000)).topicVotes).toMatchObject({ tallies: [tally(poem.id, 7)], closed: { votingOpen: true } });
    await socket.dispose();
  });

  it('makes shared results with no viewer: a field that depends on the viewer answers as for a visitor, for every watcher', async () => {
    const topic = await seedTopic(given.server.db, { votingEndsAt: new Date(Date.now() + 60_000) });
    const [poet, fan] = await signedInPoets(given.server, 2);
    const poem = await seedApprovedPoem(given.server, topic.id, { userId: poet?.user.id });
    expect((await gql(given.server, SET_VOTE, { poemId: poem.id, voted: true }, { token: fan?.token })).errors).toBeUndefined();
    const viewerFields = `subscription ($topicId: ID!) { topicVotes(topicId: $topicId) { closed { winner { id viewerIsPoet viewerHasVoted } } } }`;
    type Closed = { topicVotes: { closed: { winner: { id: string; viewerIsPoet: boolean; viewerHasVoted: boolean } } | null } };
    // The poet subscribes first: a result made with the first subscriber's viewer would say it is theirs.
    const sockets = [await openSocket(given.server, { token: poet?.token }), await openSocket(given.server, { token: fan?.token }), await openSocket(given.server)];
    const watchers = [];
    for (const [index, socket] of sockets.entries()) {
      watchers.push(socket.subscribe<Closed>(viewerFields, { topicId: topic.id }));
      await untilWatching(given.server, topicVotesChannel(topic.id), index + 1);
    }
    await given.server.db.update(topics).set({ votingEndsAt: new Date(Date.now() - 1000) }).where(eq(topics.id, topic.id));
    for (const watcher of watchers) {
      let closed: Closed['topicVotes']['closed'] = null;
      while (!closed) closed = (await watcher.next(6000)).topicVotes.closed;
      expect(closed.winner).toEqual({ id: poem.id, viewerIsPoet: false, viewerHasVoted: false });
    }
    await Promise.all(sockets.map((socket) => socket.dispose()));
  });

  it('stops sending a subscription tallies once its client completes it, while the socket stays open', async () => {
    const topic = await seedTopic(given.server.db);
    const poem = await seedApprovedPoem(given.server, topic.id);
    const { socket, messages, watch } = await openProtocolSocket(given.server);
    const nexts = (id: string) => messages.filter((message) => message.type === 'next' && message.id === id).length;
    watch('ending', topic.id);
    watch('staying', topic.id);
    await untilWatching(given.server, topicVotesChannel(topic.id), 2);
    handOut(topic.id, [poem.id, 1]);
    await until(() => nexts('ending') === 1 && nexts('staying') === 1, 'the first batch not sent to both subscriptions');

    socket.send(JSON.stringify({ id: 'ending', type: 'complete' }));
    await until(() => watching(topic.id) === 1, 'the completed subscription still watching');
    handOut(topic.id, [poem.id, 2]);
    await until(() => nexts('staying') === 2, 'the second batch not sent');
    // 'ending' joined first, so the round would have written it before 'staying', on the same socket.
    expect(nexts('ending')).toBe(1);
    socket.close();
  });

  it('closes a watcher that has fallen more than 4 MB behind with 1013, Try Again Later', async () => {
    const topic = await seedTopic(given.server.db);
    const { socket, watch } = await openProtocolSocket(given.server);
    const closed = once(socket, 'close') as Promise<[number]>;
    watch('slow', topic.id);
    await untilWatching(given.server, topicVotesChannel(topic.id));
    // The client stops reading; batches of 6,000 tallies (about 450 KB each) keep coming, written at
    // most ten a second. About 15 of them fill the kernel's buffers and then 4 MB more here.
    socket.pause();
    const { log } = given.server.server.runtime;
    let closing = false;
    const warn = log.warn;
    log.warn = ((...args: Parameters<typeof warn>) => {
      if (args[1] === 'closing a socket too far behind') closing = true;
      return warn.apply(log, args);
    }) as typeof warn;
    const poemIds = Array.from({ length: 6000 }, () => randomUUID());
    // Delivering stops once the server closes the socket: its close frame waits behind what the
    // client has not read, and the server gives the closing handshake 30 s.
    for (let version = 1; version <= 100 && !closing; version += 1) {
      handOut(topic.id, ...poemIds.map((poemId): [string, number] => [poemId, version]));
      await new Promise((resolve) => setTimeout(resolve, MIN_WRITE_INTERVAL_MS));
    }
    log.warn = warn;
    expect(closing).toBe(true);
    socket.resume();
    const [code] = await closed;
    expect(code).toBe(1013);
  });

  it("never sends a watcher another topic's tallies", async () => {
    const { topic: watched, poem: watchedPoem, socket, updates } = await watchNewTopic();
    const elsewhere = await seedTopic(given.server.db);
    const poem = await seedApprovedPoem(given.server, elsewhere.id);
    const [voter] = await signedInPoets(given.server, 1);
    await gql(given.server, SET_VOTE, { poemId: poem.id, voted: true }, { token: voter?.token });
    await gql(given.server, SET_VOTE, { poemId: watchedPoem.id, voted: true }, { token: voter?.token });
    // The other topic's tally was recorded first: had it been sent, it would have come first or with this one.
    expect((await updates.next(3000)).topicVotes).toMatchObject({ topicId: watched.id, tallies: [tally(watchedPoem.id, 1)] });
    await socket.dispose();
  });

  it('tells a page rendered earlier the counts that changed since, and every public poem when asked from before the server remembers', async () => {
    const topic = await seedTopic(given.server.db);
    const [poem, other] = [await seedApprovedPoem(given.server, topic.id), await seedApprovedPoem(given.server, topic.id)];
    const [first, second] = await signedInPoets(given.server, 2);
    await gql(given.server, SET_VOTE, { poemId: other?.id, voted: true }, { token: first?.token });
    await until(async () => (await talliesSince(topic.id, Date.now() - 60_000)).length > 0, 'the first vote to be handed out');
    const renderedAt = Date.now();

    await Promise.all([first, second].map((voter) => gql(given.server, SET_VOTE, { poemId: poem?.id, voted: true }, { token: voter?.token })));
    await until(async () => (await talliesSince(topic.id, renderedAt)).some((each) => each.voteCount === 2), 'the votes to be handed out');
    // The poem voted on since, at its count now; the other poem, voted on before, only ever at its count now.
    const since = await talliesSince(topic.id, renderedAt);
    expect(since).toContainEqual(tally(poem.id, 2));
    expect(since.filter((each) => each.poemId !== poem.id)).toEqual(since.some((each) => each.poemId === other.id) ? [tally(other.id, 1)] : []);
    // From before this server started: every public poem's count, read from the database.
    const everyPoem = await talliesSince(topic.id, renderedAt - 24 * 3600_000);
    expect(everyPoem.sort((a, b) => a.voteCount - b.voteCount)).toEqual([tally(other.id, 1), tally(poem.id, 2)]);

    const hidden = await seedTopic(given.server.db, { active: false });
    const refused = await gql(given.server, TALLIES_SINCE, { topicId: hidden.id, since: renderedAt });
    expect(refused.errors?.map((error) => error.message)).toEqual([TOPIC_NOT_FOUND]);
  });

  it('decides a topic once when its voting ends: most votes wins, a tie goes to the poem that got there first', async () => {
    const topic = await seedTopic(given.server.db, { votingEndsAt: new Date(Date.now() + 2500) });
    const [early, late, third] = [await seedApprovedPoem(given.server, topic.id), await seedApprovedPoem(given.server, topic.id), await seedApprovedPoem(given.server, topic.id)];
    const voters = await signedInPoets(given.server, 4);
    const socket = await openSocket(given.server);
    const updates = socket.subscribe<TopicVotes>(WATCH, { topicId: topic.id });
    await untilWatching(given.server, topicVotesChannel(topic.id));
    for (const voter of voters.slice(0, 2)) await gql(given.server, SET_VOTE, { poemId: early?.id, voted: true }, { token: voter.token });
    for (const voter of voters.slice(2, 4)) await gql(given.server, SET_VOTE, { poemId: late?.id, voted: true }, { token: voter.token });
    await gql(given.server, SET_VOTE, { poemId: third?.id, voted: true }, { token: voters[0]?.token });

    let closed: TopicVotes['topicVotes']['closed'] = null;
    while (!closed) closed = (await updates.next(6000)).topicVotes.closed;
    expect(closed).toMatchObject({ winner: { id: early?.id }, votingOpen: false });
    const refused = await gql(given.server, SET_VOTE, { poemId: third?.id, voted: false }, { token: voters[0]?.token });
    expect(refused.errors?.[0]?.message).toBe('Voting on this topic has closed.');
    const [results] = await given.server.db.select({ value: count() }).from(topicResults).where(eq(topicResults.topicId, topic.id));
    expect(results?.value).toBe(1);
    await socket.dispose();
  });
});

const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

onPostgres('live tallies across server processes on one PostgreSQL', () => {
  const given = withTestServer();

  it('brings a vote cast through one process to a watcher of the other', async () => {
    const other = await startServerProcess(given.server.env);
    try {
      const topic = await seedTopic(given.server.db);
      const poem = await seedApprovedPoem(given.server, topic.id);
      const [voter] = await signedInPoets(given.server, 1);
      const watcher = await openSocket(other);
      const updates = watcher.subscribe<TopicVotes>(WATCH, { topicId: topic.id });
      // The other process's watcher has joined once a batch published from here reaches it.
      const probe = randomUUID();
      const published = setInterval(() => void publish(given.server.db, { type: 'votes.tallied', origin: 'probe', tallies: [[topic.id, probe, 0, 1, 0, 0]] }), 50);
      await updates.next(10_000).finally(() => clearInterval(published));
      await gql(given.server, SET_VOTE, { poemId: poem.id, voted: true }, { token: voter?.token });
      let update = await updates.next(5000);
      while (update.topicVotes.tallies.every((each) => each.poemId === probe)) update = await updates.next(5000);
      expect(update.topicVotes.tallies.filter((each) => each.poemId !== probe)).toEqual([tally(poem.id, 1)]);
      await watcher.dispose();
      const [rows] = await given.server.db.select({ value: count() }).from(votes).where(eq(votes.poemId, poem.id));
      const [row] = await given.server.db.select({ voteCount: submissions.voteCount }).from(submissions).where(eq(submissions.id, poem.id));
      expect(row?.voteCount).toBe(rows?.value);
    } finally {
      await other.stop();
    }
  });
});
