import { and, count, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { auditLog, integrityScores, rewards, submissions, topicResults, topics, users, votes } from '../../server/db/schema';
import { gql } from '../utils/graphql';
import { fingerprint } from '../utils/schemaOperations';
import { seedApprovedPoem, seedTopic, seedVoterIds, seedVotes, signedInPoets, type SignedIn } from '../utils/scenarios';
import { openSocket } from '../utils/sockets';
import { until } from '../utils/until';
import { withTestServer } from '../utils/withTestServer';

const VOID = `mutation Void($input: VoidVotesInput!) {
  voidVotes(input: $input) {
    voiding { id topicId poemId reason voteCount }
    tallies { poemId voteCount frozen }
    bountyPoemId bountyMoved winnerPoemId
    rewardCase { id reward { id status } }
  }
}`;
const PREVIEW = `query Preview($input: VoteSelectionInput!) { voidVotesPreview(input: $input) { voteCount poemCount } }`;
const VOIDINGS = `query Voidings($poemId: ID!) { poemVoidings(poemId: $poemId) { voteCount reason } }`;
const CASES = `{ openRewardCases { id reward { id status submissionId } voiding { reason voteCount } } }`;
const RESOLVE = `mutation Resolve($input: ResolveRewardCaseInput!) { resolveRewardCase(input: $input) { rewardCase { id resolution resolvedAt } } }`;
const SET_VOTE = `mutation Vote($poemId: ID!, $voted: Boolean!) { setVote(input: { poemId: $poemId, voted: $voted }) { poem { voteCount viewerHasVoted } } }`;
const PAY = `mutation Pay($id: ID!) { markRewardPaid(input: { id: $id }) { reward { status } } }`;
const WATCH = `subscription Watch($topicId: ID!) { topicVotes(topicId: $topicId) { tallies { poemId voteCount frozen } closed { winner { id } } } }`;

interface Voided {
  voidVotes: {
    voiding: { id: string; voteCount: number; reason: string };
    tallies: { poemId: string; voteCount: number; frozen: boolean }[];
    bountyPoemId: string | null;
    bountyMoved: boolean;
    winnerPoemId: string | null;
    rewardCase: { id: string; reward: { id: string; status: string } } | null;
  };
}
interface Watched {
  topicVotes: { tallies: { poemId: string; voteCount: number; frozen: boolean }[]; closed: { winner: { id: string } | null } | null };
}

describe('voiding votes', () => {
  const given = withTestServer({ people: true, mailbox: true });
  const db = () => given.server.db;
  const asAdmin = <T>(query: string, variables: Record<string, unknown>) => gql<T>(given.server, query, variables, { token: given.admin.token });
  const voidVotes = (input: Record<string, unknown>) => asAdmin<Voided>(VOID, { input });

  const bountiesOf = (topicId: string) =>
    db().select({ submissionId: rewards.submissionId, status: rewards.status, payableAt: rewards.payableAt, createdAt: rewards.createdAt }).from(rewards).where(and(eq(rewards.topicId, topicId), eq(rewards.kind, 'bounty')));
  /** Each poem's count equals its votes that still count. */
  async function countsMatchRows(topicId: string) {
    const rows = await db()
      .select({ id: submissions.id, voteCount: submissions.voteCount, counting: sql<number>`(select count(*)::int from votes v where v.poem_id = ${submissions.id} and v.voiding_id is null)` })
      .from(submissions)
      .where(eq(submissions.topicId, topicId));
    for (const row of rows) expect(row.counting).toBe(row.voteCount);
  }
  /** The poet of a seeded poem, who may be mailed. */
  const poetEmail = async (poemId: string) =>
    (await db().select({ email: users.email }).from(users).innerJoin(submissions, eq(submissions.userId, users.id)).where(eq(submissions.id, poemId)))[0]?.email as string;

  // First, while no mail from an earlier test is still being delivered (the fingerprint covers the outbox).
  it('refuses bad input with a clear message and changes nothing', async () => {
    const topic = await seedTopic(db());
    const other = await seedTopic(db());
    const poem = await seedApprovedPoem(given.server, topic.id);
    const elsewhere = await seedApprovedPoem(given.server, other.id);
    await seedVotes(db(), poem.id, await seedVoterIds(db(), 3), { ipHash: 'farm' });
    const reason = 'A good reason';
    const before = await fingerprint(given.server);
    const refusals: [Record<string, unknown>, string][] = [
      [{ topicId: '00000000-0000-4000-8000-000000000000', addressGroup: 'farm', reason }, 'Topic not found.'],
      [{ topicId: 'nope', addressGroup: 'farm', reason }, 'Topic not found.'],
      [{ topicId: topic.id, poemId: '00000000-0000-4000-8000-000000000000', addressGroup: 'farm', reason }, 'Poem not found.'],
      [{ topicId: topic.id, poemId: elsewhere.id, addressGroup: 'farm', reason }, 'That poem is not in this topic.'],
      [{ topicId: topic.id, addressGroup: 'farm', reason: ' no ' }, 'Please give a reason of at least 5 characters.'],
      [{ topicId: topic.id, addressGroup: 'farm', reason: 'x'.repeat(501) }, 'The reason must be at most 500 characters.'],
      [{ topicId: topic.id, reason }, 'Choose exactly one set of votes: an address group, a time window, accounts or blocked accounts.'],
      [{ topicId: topic.id, addressGroup: 'farm', blockedAccounts: true, reason }, 'Choose exactly one set of votes: an address group, a time window, accounts or blocked accounts.'],
      [{ topicId: topic.id, burstFrom: '2026-11-02T10:00:00Z', burstTo: '2026-11-01T10:00:00Z', reason }, 'The time window must end after it starts.'],
      [{ topicId: topic.id, userIds: [], reason }, 'Choose between 1 and 1000 accounts.'],
      [{ topicId: topic.id, emails: [' ', ''], reason }, 'Choose between 1 and 1000 accounts.'],
      [{ topicId: topic.id, emails: ['nobody@example.org', 'Nobody@Example.org', 'ghost@example.org'], reason }, 'No account has the emails nobody@example.org, ghost@example.org.'],
      [{ topicId: topic.id, addressGroup: 'nobody', reason }, 'No votes that still count match this selection.'],
      [{ topicId: other.id, addressGroup: 'farm', reason }, 'No votes that still count match this selection.'],
    ];
    for (const [input, message] of refusals) expect([input, (await voidVotes(input)).errors?.[0]?.message]).toEqual([input, message]);
    expect(await fingerprint(given.server)).toBe(before);
    // Voided once, the same votes match nothing a second time.
    expect((await voidVotes({ topicId: topic.id, addressGroup: 'farm', reason })).errors).toBeUndefined();
    expect((await voidVotes({ topicId: topic.id, addressGroup: 'farm', reason })).errors?.[0]?.message).toBe('No votes that still count match this selection.');
  });

  it('voids bought votes that pushed a poem past 500: the bounty moves to the rightful poem, the winner and ledger are corrected, watchers and the poet are told', async () => {
    const topic = await seedTopic(db(), { title: 'Harvest' });
    const bought = await seedApprovedPoem(given.server, topic.id, { title: 'Bought' });
    const rightful = await seedApprovedPoem(given.server, topic.id, { title: 'Rightful' });
    const [farmVoter] = (await signedInPoets(given.server, 1)) as [SignedIn];
    // 479 honest votes and 20 from one farm, then the 500th cast for real: the bounty is awarded.
    await seedVotes(db(), bought.id, await seedVoterIds(db(), 479), { ipHash: 'home' });
    await seedVotes(db(), bought.id, [farmVoter.user.id, ...(await seedVoterIds(db(), 19))], { ipHash: 'farm' });
    const [last] = (await signedInPoets(given.server, 1)) as [SignedIn];
    expect((await gql(given.server, SET_VOTE, { poemId: bought.id, voted: true }, { token: last.token })).errors).toBeUndefined();
    await until(async () => (await bountiesOf(topic.id)).length === 1, 'the bounty was not awarded');
    const [awarded] = await bountiesOf(topic.id);
    expect(awarded && awarded.payableAt.getTime() - awarded.createdAt.getTime()).toBe(24 * 3_600_000);
    expect((await given.mailbox.next(await poetEmail(bought.id), /reached 500 votes/)).text).toContain('payable after a 24-hour review');
    // Another poem reached 500 honestly, later; then voting closed with the bought poem as winner.
    await seedVotes(db(), rightful.id, await seedVoterIds(db(), 500), { ipHash: 'home', from: new Date(Date.now() - 60_000) });
    await db().insert(topicResults).values({ topicId: topic.id, submissionId: bought.id, voteCount: 500 });

    const socket = await openSocket(given.server);
    const watcher = socket.subscribe<Watched>(WATCH, { topicId: topic.id });
    await until(() => given.server.server.subscriptionCount() > 0, 'not watching');

    const preview = await asAdmin<{ voidVotesPreview: { voteCount: number; poemCount: number } }>(PREVIEW, { input: { topicId: topic.id, poemId: bought.id, addressGroup: 'farm' } });
    expect(preview.data?.voidVotesPreview).toEqual({ voteCount: 20, poemCount: 1 });
    const reason = '  Bought from a click farm  ';
    const voided = await voidVotes({ topicId: topic.id, poemId: bought.id, addressGroup: 'farm', reason });
    expect(voided.errors).toBeUndefined();
    expect(voided.data?.voidVotes).toMatchObject({
      voiding: { voteCount: 20, reason: 'Bought from a click farm' },
      tallies: [{ poemId: bought.id, voteCount: 480, frozen: false }],
      bountyPoemId: rightful.id,
      bountyMoved: true,
      winnerPoemId: rightful.id,
      rewardCase: null,
    });

    // Kept, not deleted; counts equal the votes that count; the ledger holds one void and one pending bounty.
    expect((await db().select({ value: count() }).from(votes).where(eq(votes.poemId, bought.id)))[0]?.value).toBe(500);
    expect((await db().select({ value: count() }).from(votes).where(and(eq(votes.poemId, bought.id), isNotNull(votes.voidingId))))[0]?.value).toBe(20);
    await countsMatchRows(topic.id);
    const bounties = await bountiesOf(topic.id);
    expect(bounties.map(({ submissionId, status }) => ({ submissionId, status })).sort((a, b) => a.status.localeCompare(b.status))).toEqual([
      { submissionId: rightful.id, status: 'pending' },
      { submissionId: bought.id, status: 'void' },
    ]);
    expect((await db().select().from(topicResults).where(eq(topicResults.topicId, topic.id)))[0]).toMatchObject({ submissionId: rightful.id, voteCount: 500 });
    const [audit] = await db().select().from(auditLog).where(and(eq(auditLog.action, 'votes.void'), eq(auditLog.subjectId, bought.id)));
    expect(audit).toMatchObject({ subjectType: 'poem', subjectId: bought.id, reason: 'Bought from a click farm', before: { tallies: { [bought.id]: 500 }, bountyPoemId: bought.id } });
    // Its integrity score is made again without the voided votes.
    const [score] = await db().select().from(integrityScores).where(eq(integrityScores.submissionId, bought.id));
    expect(score?.computedAt.getTime()).toBeGreaterThanOrEqual(audit?.createdAt.getTime() ?? Infinity);

    // Every watcher sees the corrected tally, and the corrected winner.
    const seen: Watched['topicVotes'][] = [];
    await until(async () => {
      seen.push((await watcher.next(5000)).topicVotes);
      return seen.some((update) => update.tallies.some((tally) => tally.poemId === bought.id && tally.voteCount === 480 && !tally.frozen)) && seen.some((update) => update.closed?.winner?.id === rightful.id);
    }, 'the watcher was not sent the corrected tally and winner');
    watcher.unsubscribe();
    await socket.dispose();

    // The poets are told; the public page lists the voiding, never the voters.
    expect((await given.mailbox.next(await poetEmail(bought.id), /20 votes on "Bought" were voided/)).text).toContain('Bought from a click farm');
    expect((await given.mailbox.next(await poetEmail(rightful.id), /reached 500 votes/)).text).toContain('24-hour review');
    expect((await gql(given.server, VOIDINGS, { poemId: bought.id })).data).toEqual({ poemVoidings: [{ voteCount: 20, reason: 'Bought from a click farm' }] });
    expect((await gql(given.server, VOIDINGS, { poemId: rightful.id })).data).toEqual({ poemVoidings: [] });

    // A voided vote cannot be cast again, nor taken back to cast it again.
    const again = await gql<{ setVote: { poem: { voteCount: number; viewerHasVoted: boolean } } }>(given.server, SET_VOTE, { poemId: bought.id, voted: true }, { token: farmVoter.token });
    expect(again.data?.setVote.poem).toEqual({ voteCount: 480, viewerHasVoted: true });
    const takeBack = await gql(given.server, SET_VOTE, { poemId: bought.id, voted: false }, { token: farmVoter.token });
    expect(takeBack.errors?.[0]).toMatchObject({ message: 'Your vote on this poem was voided: it no longer counts and cannot be taken back.', extensions: { code: 'CONFLICT' } });
    expect((await db().select({ value: count() }).from(votes).where(and(eq(votes.userId, farmVoter.user.id), isNotNull(votes.voidingId))))[0]?.value).toBe(1);

    // The rightful bounty is in its review window: paying it is refused.
    const [pending] = await db().select({ id: rewards.id }).from(rewards).where(and(eq(rewards.submissionId, rightful.id), eq(rewards.kind, 'bounty')));
    const early = await asAdmin(PAY, { id: pending?.id });
    expect(early.errors?.[0]).toMatchObject({ extensions: { code: 'CONFLICT' } });
    expect(early.errors?.[0]?.message).toMatch(/^This reward is in its review window and can be paid from /);
    expect((await bountiesOf(topic.id)).find((bounty) => bounty.submissionId === rightful.id)?.status).toBe('pending');
  });

  it("voids blocked accounts' votes across a topic: a poem falling below 500 with no other at 500 takes the bounty to none and takes votes again", async () => {
    const topic = await seedTopic(db());
    const poem = await seedApprovedPoem(given.server, topic.id);
    await seedVotes(db(), poem.id, await seedVoterIds(db(), 490));
    await seedVotes(db(), poem.id, await seedVoterIds(db(), 10, { blocked: true }));
    await db().insert(rewards).values({ userId: poem.userId, submissionId: poem.id, topicId: topic.id, kind: 'bounty', amountCents: 100_000 });

    const voided = await voidVotes({ topicId: topic.id, blockedAccounts: true, reason: 'Accounts blocked for rigging' });
    expect(voided.data?.voidVotes).toMatchObject({ voiding: { voteCount: 10 }, tallies: [{ poemId: poem.id, voteCount: 490, frozen: false }], bountyPoemId: null, bountyMoved: true, winnerPoemId: null });
    expect((await bountiesOf(topic.id)).map((bounty) => bounty.status)).toEqual(['void']);
    const [voter] = (await signedInPoets(given.server, 1)) as [SignedIn];
    expect((await gql<{ setVote: { poem: { voteCount: number } } }>(given.server, SET_VOTE, { poemId: poem.id, voted: true }, { token: voter.token })).data?.setVote.poem.voteCount).toBe(491);
    await countsMatchRows(topic.id);
  });

  it("shows a poem's voidings only while the poem is on public view: none once it is taken down or its topic hidden", async () => {
    const topic = await seedTopic(db());
    const poem = await seedApprovedPoem(given.server, topic.id);
    await seedVotes(db(), poem.id, await seedVoterIds(db(), 3), { ipHash: 'hidden-farm' });
    await voidVotes({ topicId: topic.id, addressGroup: 'hidden-farm', reason: 'Votes from one farm' });
    const shown = async () => (await gql(given.server, VOIDINGS, { poemId: poem.id })).data;
    expect(await shown()).toEqual({ poemVoidings: [{ voteCount: 3, reason: 'Votes from one farm' }] });

    await db().update(submissions).set({ takenDownAt: new Date() }).where(eq(submissions.id, poem.id));
    expect(await shown()).toEqual({ poemVoidings: [] });
    await db().update(submissions).set({ takenDownAt: null }).where(eq(submissions.id, poem.id));
    await db().update(topics).set({ active: false }).where(eq(topics.id, topic.id));
    expect(await shown()).toEqual({ poemVoidings: [] });
  });

  it('voids the votes across a topic of accounts named by their email addresses, however they are spelled', async () => {
    const topic = await seedTopic(db());
    const [first, second] = [await seedApprovedPoem(given.server, topic.id), await seedApprovedPoem(given.server, topic.id)];
    const named = await seedVoterIds(db(), 3);
    await seedVotes(db(), first.id, [...named, ...(await seedVoterIds(db(), 4))]);
    await seedVotes(db(), second.id, named.slice(0, 2));
    const emails = (await db().select({ email: users.email }).from(users).where(inArray(users.id, named))).map(({ email }) => email);
    const pasted = [...emails.map((email) => ` ${email.toUpperCase()} `), emails[0] as string];

    expect((await asAdmin<{ voidVotesPreview: unknown }>(PREVIEW, { input: { topicId: topic.id, emails: pasted } })).data?.voidVotesPreview).toEqual({ voteCount: 5, poemCount: 2 });
    const voided = await voidVotes({ topicId: topic.id, emails: pasted, reason: 'Votes bought from a click farm' });
    expect(voided.data?.voidVotes.voiding.voteCount).toBe(5);
    expect(new Map(voided.data?.voidVotes.tallies.map((tally) => [tally.poemId, tally.voteCount]))).toEqual(new Map([[first.id, 4], [second.id, 0]]));
    await countsMatchRows(topic.id);
  });

  it('opens a case for a bounty already paid, which admins resolve in writing, once', async () => {
    const topic = await seedTopic(db());
    const poem = await seedApprovedPoem(given.server, topic.id);
    await seedVotes(db(), poem.id, await seedVoterIds(db(), 495));
    await seedVotes(db(), poem.id, await seedVoterIds(db(), 5), { ipHash: 'farm' });
    const [bounty] = await db()
      .insert(rewards)
      .values({ userId: poem.userId, submissionId: poem.id, topicId: topic.id, kind: 'bounty', amountCents: 100_000, status: 'paid', paidAt: new Date() })
      .returning();

    const voided = await voidVotes({ topicId: topic.id, addressGroup: 'farm', reason: 'Votes from one address' });
    expect(voided.data?.voidVotes).toMatchObject({ bountyPoemId: poem.id, bountyMoved: false, rewardCase: { reward: { id: bounty?.id, status: 'PAID' } } });
    const cases = await asAdmin<{ openRewardCases: { id: string }[] }>(CASES, {});
    expect(cases.data?.openRewardCases).toMatchObject([{ reward: { id: bounty?.id, status: 'PAID', submissionId: poem.id }, voiding: { reason: 'Votes from one address', voteCount: 5 } }]);
    const caseId = cases.data?.openRewardCases[0]?.id;

    expect((await asAdmin(RESOLVE, { input: { id: caseId, resolution: ' ok ' } })).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const resolved = await asAdmin(RESOLVE, { input: { id: caseId, resolution: 'The poet repaid R1000 by EFT on 1 December.' } });
    expect(resolved.data).toMatchObject({ resolveRewardCase: { rewardCase: { id: caseId, resolution: 'The poet repaid R1000 by EFT on 1 December.' } } });
    expect((await asAdmin(RESOLVE, { input: { id: caseId, resolution: 'Resolved a second time.' } })).errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect((await asAdmin<{ openRewardCases: unknown[] }>(CASES, {})).data?.openRewardCases).toEqual([]);
    expect(await db().select().from(auditLog).where(eq(auditLog.action, 'reward_case.resolve'))).toMatchObject([{ subjectId: caseId, submissionId: poem.id }]);
    expect((await bountiesOf(topic.id))[0]?.status).toBe('paid');
  });

  it('loses and double-counts no vote cast or taken back while a voiding runs', async () => {
    const topic = await seedTopic(db());
    const poem = await seedApprovedPoem(given.server, topic.id);
    const withdrawing = await signedInPoets(given.server, 10);
    await seedVotes(db(), poem.id, withdrawing.map((voter) => voter.user.id), { ipHash: 'farm' });
    await seedVotes(db(), poem.id, await seedVoterIds(db(), 40), { ipHash: 'farm' });
    const casting = await signedInPoets(given.server, 20);
    const [voided, ...others] = await Promise.all([
      voidVotes({ topicId: topic.id, poemId: poem.id, addressGroup: 'farm', reason: 'One address, fifty votes' }),
      ...casting.map((voter) => gql(given.server, SET_VOTE, { poemId: poem.id, voted: true }, { token: voter.token })),
      ...withdrawing.map((voter) => gql(given.server, SET_VOTE, { poemId: poem.id, voted: false }, { token: voter.token })),
    ]);
    expect(voided?.errors).toBeUndefined();
    // A vote taken back after the voiding was voided already: refused as such, nothing else.
    expect(others.flatMap((answer) => answer.errors ?? []).filter((error) => !error.message.startsWith('Your vote on this poem was voided'))).toEqual([]);
    await countsMatchRows(topic.id);
    const voidedRows = (await db().select({ value: count() }).from(votes).where(and(eq(votes.poemId, poem.id), isNotNull(votes.voidingId))))[0]?.value;
    expect(voidedRows).toBe((voided?.data as Voided).voidVotes.voiding.voteCount);
    const counting = (await db().select({ value: count() }).from(votes).where(and(eq(votes.poemId, poem.id), isNull(votes.voidingId))))[0]?.value;
    expect(counting).toBe(20);
  });
});
