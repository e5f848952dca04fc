import { and, count, eq, sql } from 'drizzle-orm';
import { rewards, sessions, submissions, users, votes } from '../../server/db/schema';
import { errorCode, gql } from '../utils/graphql';
import { seedApprovedPoem, seedSubmission, seedTopic, signedInPoets, type SignedIn } from '../utils/scenarios';
import { withTestServer } from '../utils/withTestServer';

const SET_VOTE = `mutation Vote($poemId: ID!, $voted: Boolean!) {
  setVote(input: { poemId: $poemId, voted: $voted }) {
    voted
    tally { poemId voteCount voteVersion frozen }
    poem { id voteCount voteVersion viewerHasVoted frozen }
  }
}`;
const POEMS = `query Poems($topicId: ID!, $search: String, $sort: PoemSort, $first: Int, $offset: Int) {
  votingPoems(topicId: $topicId, search: $search, sort: $sort, first: $first, offset: $offset) { totalCount nodes { id title voteCount viewerHasVoted } }
}`;

type Tally = { voteCount: number; voteVersion: number; frozen: boolean };
type Voted = { setVote: { voted: boolean; tally: Tally & { poemId: string }; poem: Tally & { viewerHasVoted: boolean } } };

describe('voting', () => {
  const given = withTestServer();
  let topicId: string;
  let voters: SignedIn[];
  beforeAll(async () => {
    topicId = (await seedTopic(given.server.db, { title: 'Rain' })).id;
    voters = await signedInPoets(given.server, 3);
  });

  const vote = (token: string | undefined, poemId: string, voted = true) => gql<Voted>(given.server, SET_VOTE, { poemId, voted }, { token });
  const rowsOf = async (poemId: string) => (await given.server.db.select({ value: count() }).from(votes).where(eq(votes.poemId, poemId)))[0]?.value;

  it('counts a vote, keeps a repeated one idempotent, and takes it back', async () => {
    const poem = await seedApprovedPoem(given.server, topicId);
    const [voter] = voters as [SignedIn];
    expect((await vote(voter.token, poem.id)).data?.setVote).toEqual({
      voted: true,
      tally: { poemId: poem.id, voteCount: 1, voteVersion: 1, frozen: false },
      poem: { id: poem.id, voteCount: 1, voteVersion: 1, viewerHasVoted: true, frozen: false },
    });
    expect((await vote(voter.token, poem.id)).data?.setVote).toMatchObject({ voted: true, tally: { voteCount: 1, voteVersion: 1 }, poem: { voteCount: 1 } });
    expect((await vote(voter.token, poem.id, false)).data?.setVote).toMatchObject({
      voted: false,
      tally: { voteCount: 0, voteVersion: 2 },
      poem: { voteCount: 0, voteVersion: 2, viewerHasVoted: false },
    });
    expect((await vote(voter.token, poem.id, false)).data?.setVote).toMatchObject({ voted: false, tally: { voteCount: 0, voteVersion: 2 } });
    expect(await rowsOf(poem.id)).toBe(0);
  });

  it("checks the session in the vote's own statement: a logged-out, expired, blocked or deleted one is refused at once, changing nothing", async () => {
    const poem = await seedApprovedPoem(given.server, topicId);
    const refusedAfter = async (end: (voter: SignedIn) => Promise<unknown>) => {
      const [voter] = await signedInPoets(given.server, 1);
      expect((await vote(voter?.token, poem.id, false)).errors).toBeUndefined();
      await end(voter as SignedIn);
      const refused = await vote(voter?.token, poem.id);
      expect(refused.errors?.[0]).toMatchObject({ message: 'You must be logged in to vote', extensions: { code: 'UNAUTHENTICATED' } });
      expect((await vote(voter?.token, poem.id, false)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    };
    await refusedAfter((voter) => gql(given.server, 'mutation { logout { ok } }', {}, { token: voter.token }));
    await refusedAfter((voter) => given.server.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.userId, voter.user.id)));
    await refusedAfter((voter) => given.server.db.update(users).set({ blockedAt: new Date() }).where(eq(users.id, voter.user.id)));
    await refusedAfter((voter) => given.server.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, voter.user.id)));
    expect(await rowsOf(poem.id)).toBe(0);
    expect((await vote(undefined, poem.id)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await vote('not a token', poem.id)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('tells a poet which poems are their own, and nobody else', async () => {
    const [poet, other] = voters as [SignedIn, SignedIn];
    const own = await seedSubmission(given.server.db, { userId: poet.user.id, topicId, status: 'approved' });
    const query = `query ($id: ID!) { poem(id: $id) { viewerIsPoet } }`;
    const read = async (token?: string) => (await gql<{ poem: { viewerIsPoet: boolean } }>(given.server, query, { id: own.id }, { token })).data?.poem.viewerIsPoet;
    expect(await read(poet.token)).toBe(true);
    expect(await read(other.token)).toBe(false);
    expect(await read()).toBe(false);
  });

  it('keeps a hash of the network address with each vote, never the address', async () => {
    const poem = await seedApprovedPoem(given.server, topicId);
    await vote(voters[0]?.token, poem.id);
    const [row] = await given.server.db.select().from(votes).where(eq(votes.poemId, poem.id));
    expect(row?.ipHash).toMatch(/^[\w-]{43}$/);
    expect(JSON.stringify(row)).not.toMatch(/127\.0\.0\.1|::1/);
  });

  it('refuses with the spec messages, changing nothing', async () => {
    const [voter] = voters as [SignedIn];
    const pending = await seedSubmission(given.server.db, { userId: voter.user.id, topicId });
    const own = await seedSubmission(given.server.db, { userId: voter.user.id, topicId, status: 'approved' });
    const other = await seedApprovedPoem(given.server, topicId);
    const closedTopic = await seedTopic(given.server.db, { votingEndsAt: new Date(Date.now() - 1000) });
    const closed = await seedApprovedPoem(given.server, closedTopic.id);
    const takenDown = await seedApprovedPoem(given.server, topicId, { takenDownAt: new Date() });

    const cases: [string | undefined, string, string, string][] = [
      [undefined, other.id, 'UNAUTHENTICATED', 'You must be logged in to vote'],
      [voter.token, pending.id, 'FORBIDDEN', 'Only approved poems can receive votes'],
      [voter.token, own.id, 'FORBIDDEN', 'You cannot vote for your own poem'],
      [voter.token, '00000000-0000-4000-8000-000000000000', 'NOT_FOUND', 'This poem is not available for voting'],
      [voter.token, takenDown.id, 'NOT_FOUND', 'This poem is not available for voting'],
      [voter.token, closed.id, 'CONFLICT', 'Voting on this topic has closed.'],
    ];
    for (const [token, poemId, code, message] of cases) {
      const response = await vote(token, poemId);
      expect({ code: errorCode(response), message: response.errors?.[0]?.message }).toEqual({ code, message });
      expect(await rowsOf(poemId)).toBe(0);
    }
  });

  it("lists a topic's public poems searched, sorted and paginated, with the viewer's votes", async () => {
    const topic = await seedTopic(given.server.db);
    const [first, second, third] = [
      await seedApprovedPoem(given.server, topic.id, { title: 'Salt and Thunder', submittedAt: new Date('2026-01-01T10:00:00Z') }),
      await seedApprovedPoem(given.server, topic.id, { title: 'Quiet Harbour', transcript: 'the THUNDER rolls', submittedAt: new Date('2026-01-02T10:00:00Z') }),
      await seedApprovedPoem(given.server, topic.id, { title: 'Morning', submittedAt: new Date('2026-01-03T10:00:00Z') }),
    ];
    await seedSubmission(given.server.db, { userId: voters[1]?.user.id as string, topicId: topic.id, title: 'Pending thunder' });
    await vote(voters[0]?.token, second?.id as string);
    await vote(voters[1]?.token, second?.id as string);
    await vote(voters[0]?.token, third?.id as string);

    const byVotes = await gql<{ votingPoems: { totalCount: number; nodes: { id: string; viewerHasVoted: boolean }[] } }>(
      given.server, POEMS, { topicId: topic.id }, { token: voters[0]?.token },
    );
    expect(byVotes.data?.votingPoems.totalCount).toBe(3);
    expect(byVotes.data?.votingPoems.nodes.map((poem) => [poem.id, poem.viewerHasVoted])).toEqual([[second?.id, true], [third?.id, true], [first?.id, false]]);
    const oldest = await gql<{ votingPoems: { nodes: { id: string }[] } }>(given.server, POEMS, { topicId: topic.id, sort: 'OLDEST', first: 2, offset: 1 });
    expect(oldest.data?.votingPoems.nodes.map((poem) => poem.id)).toEqual([second?.id, third?.id]);
    const pastTheEnd = await gql<{ votingPoems: { totalCount: number; nodes: unknown[] } }>(given.server, POEMS, { topicId: topic.id, first: 2, offset: 3 });
    expect(pastTheEnd.data?.votingPoems).toEqual({ totalCount: 3, nodes: [] });
    const search = await gql<{ votingPoems: { totalCount: number; nodes: { title: string }[] } }>(given.server, POEMS, { topicId: topic.id, search: 'thunder', sort: 'NEWEST' });
    expect(search.data?.votingPoems.nodes.map((poem) => poem.title)).toEqual(['Quiet Harbour', 'Salt and Thunder']);
    expect(search.data?.votingPoems.totalCount).toBe(2);
    await given.server.db.update(users).set({ publicName: 'Ada Lark' }).where(eq(users.id, first?.userId as string));
    const byPoet = await gql<{ votingPoems: { totalCount: number; nodes: { title: string }[] } }>(given.server, POEMS, { topicId: topic.id, search: 'lark' });
    expect(byPoet.data?.votingPoems).toEqual({ totalCount: 1, nodes: [expect.objectContaining({ title: 'Salt and Thunder' })] });
  });
});

/** Hundreds of accounts made one by one and their votes on the embedded database, on a 2-core machine that may be busy. */
const CONCURRENCY_TIMEOUT_MS = 180_000;

describe('voting under concurrency', () => {
  const given = withTestServer();

  const vote = (token: string, poemId: string, voted = true) => gql(given.server, SET_VOTE, { poemId, voted }, { token });

  async function countsMatchRows(topicId: string): Promise<void> {
    const poems = await given.server.db
      .select({ id: submissions.id, voteCount: submissions.voteCount, rows: sql<number>`(select count(*)::int from votes where votes.poem_id = ${submissions.id})` })
      .from(submissions)
      .where(eq(submissions.topicId, topicId));
    for (const poem of poems) expect(poem.voteCount).toBe(poem.rows);
  }

  it('keeps every count equal to its vote rows when 200 users set and clear votes at once on 10 poems', async () => {
    const topic = await seedTopic(given.server.db);
    const poems = await Promise.all(Array.from({ length: 10 }, () => seedApprovedPoem(given.server, topic.id)));
    const users = await signedInPoets(given.server, 200);
    const requests = users.flatMap((user, index) => {
      const poem = poems[index % poems.length]?.id as string;
      const other = poems[(index + 3) % poems.length]?.id as string;
      return [vote(user.token, poem), vote(user.token, other), vote(user.token, poem, index % 2 === 0 ? false : true), vote(user.token, other)];
    });
    const results = await Promise.all(requests);
    expect(results.filter((result) => result.errors)).toEqual([]);
    await countsMatchRows(topic.id);
  }, CONCURRENCY_TIMEOUT_MS);

  it('stops one poem at exactly 500 when 600 users vote at once, and pays its bounty once', async () => {
    const topic = await seedTopic(given.server.db);
    const poem = await seedApprovedPoem(given.server, topic.id);
    const users = await signedInPoets(given.server, 600);
    const results = await Promise.all(users.map((user) => vote(user.token, poem.id)));
    expect(results.filter((result) => !result.errors)).toHaveLength(500);
    expect(results.filter((result) => result.errors?.[0]?.message === 'This poem has reached 500 votes: its votes are final.')).toHaveLength(100);
    const [row] = await given.server.db.select().from(submissions).where(eq(submissions.id, poem.id));
    expect(row?.voteCount).toBe(500);
    expect(row?.reachedTargetAt).toBeInstanceOf(Date);
    await countsMatchRows(topic.id);
    const bounties = await given.server.db.select().from(rewards).where(and(eq(rewards.topicId, topic.id), eq(rewards.kind, 'bounty')));
    expect(bounties).toMatchObject([{ submissionId: poem.id, amountCents: 100_000, status: 'pending' }]);
    const frozen = await vote(users[0]?.token as string, poem.id, false);
    expect(frozen.errors?.[0]?.extensions?.code).toBe('CONFLICT');
  }, CONCURRENCY_TIMEOUT_MS);

  it('pays one bounty when two poems of a topic race to 500', async () => {
    const topic = await seedTopic(given.server.db);
    const racers = [await seedApprovedPoem(given.server, topic.id), await seedApprovedPoem(given.server, topic.id)];
    const earlyVoters = await signedInPoets(given.server, 499);
    for (const racer of racers) {
      await given.server.db.insert(votes).values(earlyVoters.map((voter) => ({ poemId: racer.id, userId: voter.user.id })));
      await given.server.db.update(submissions).set({ voteCount: 499, voteVersion: 499 }).where(eq(submissions.id, racer.id));
    }
    const finalVoters = await signedInPoets(given.server, 20);
    await Promise.all(finalVoters.flatMap((voter) => racers.map((racer) => vote(voter.token, racer.id))));
    const counts = await given.server.db.select({ voteCount: submissions.voteCount }).from(submissions).where(eq(submissions.topicId, topic.id));
    expect(counts.map((row) => row.voteCount)).toEqual([500, 500]);
    const [bounties] = await given.server.db.select({ value: count() }).from(rewards).where(and(eq(rewards.topicId, topic.id), eq(rewards.kind, 'bounty')));
    expect(bounties?.value).toBe(1);
    await countsMatchRows(topic.id);
  }, CONCURRENCY_TIMEOUT_MS);
});

