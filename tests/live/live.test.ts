import { and, count, eq } from 'drizzle-orm';
import pg from 'pg';
import { auditLog, liveRounds, votes } from '../../server/db/schema';
import { keptNightsOf } from '../../server/live/keptNights';
import { gql, type GraphQLResponse } from '../utils/graphql';
import { seedApprovedPoem, seedTopic, signedInPoets, poetsAndAdmin, type SignedIn } from '../utils/scenarios';
import { waitForListeners } from '../utils/events';
import { until } from '../utils/until';
import { openSocket } from '../utils/sockets';
import { withTestServer } from '../utils/withTestServer';

const SHOW_FIELDS = 'topicId running version revealedAt stage { id title } winner { id voteCount nightVoteCount } winnerDecidedBy round { number roomOnly open closesAt closedAt }';
const SHOW = `query ($topicId: ID!) { liveShow(topicId: $topicId) { ${SHOW_FIELDS} } }`;
const RUNNING = `{ runningLiveShows { topicId } }`;
const CODE = `query ($topicId: ID!) { liveJoinCode(topicId: $topicId) { code changesAt goodUntil } }`;
const SPOTLIGHT = `mutation ($topicId: ID!, $poemId: ID) { spotlightPoem(input: { topicId: $topicId, poemId: $poemId }) { show { ${SHOW_FIELDS} } } }`;
const OPEN = `mutation ($topicId: ID!, $seconds: Int!, $roomOnly: Boolean!) {
  openLiveRound(input: { topicId: $topicId, seconds: $seconds, roomOnly: $roomOnly }) { show { ${SHOW_FIELDS} } } }`;
const CLOSE = `mutation ($topicId: ID!) { closeLiveRound(input: { topicId: $topicId }) { show { ${SHOW_FIELDS} } } }`;
const REVEAL = `mutation ($topicId: ID!) { revealLiveWinner(input: { topicId: $topicId }) { show { ${SHOW_FIELDS} } } }`;
const REVEAL_BY = `mutation ($topicId: ID!, $decidedBy: LiveResultBasis!) { revealLiveWinner(input: { topicId: $topicId, decidedBy: $decidedBy }) { show { ${SHOW_FIELDS} } } }`;
const END = `mutation ($topicId: ID!) { endLiveShow(input: { topicId: $topicId }) { show { ${SHOW_FIELDS} } } }`;
const VOTE = `mutation ($poemId: ID!, $voted: Boolean!, $joinCode: String) {
  setVote(input: { poemId: $poemId, voted: $voted, joinCode: $joinCode }) { voted tally { voteCount } } }`;
const NIGHT_VOTE = `mutation ($poemId: ID!, $joinCode: String) { setVote(input: { poemId: $poemId, voted: true, joinCode: $joinCode }) { tally { voteCount nightVoteCount } } }`;
const COUNTS = `query ($topicId: ID!) { votingPoems(topicId: $topicId, sort: OLDEST) { nodes { id voteCount nightVoteCount } } }`;
const WATCH = `subscription ($topicId: ID!) { liveShowChanged(topicId: $topicId) { ${SHOW_FIELDS} } }`;

interface Show {
  topicId: string;
  running: boolean;
  version: number;
  revealedAt: string | null;
  stage: { id: string; title: string } | null;
  winner: { id: string } | null;
  round: { number: number; roomOnly: boolean; open: boolean; closesAt: string; closedAt: string | null } | null;
}

const firstError = (response: GraphQLResponse<unknown>) => response.errors?.[0];

describe('slam night', () => {
  const given = withTestServer();
  let admin: SignedIn;
  let poet: SignedIn;
  beforeAll(async () => {
    ({ admin, poet } = await poetsAndAdmin(given.server));
  });

  /** An active topic with `howMany` approved poems. */
  async function night(howMany = 2) {
    const topic = await seedTopic(given.server.db, { active: true });
    const poems = [];
    for (let index = 0; index < howMany; index += 1) poems.push(await seedApprovedPoem(given.server, topic.id));
    return { topicId: topic.id, poems };
  }
  const host = <T = Record<string, { show: Show }>>(query: string, variables: Record<string, unknown>) =>
    gql<T>(given.server, query, variables, { token: admin.token });
  const vote = (voter: SignedIn, poemId: string, joinCode?: string, voted = true) =>
    gql<{ setVote: { voted: boolean; tally: { voteCount: number } } }>(given.server, VOTE, { poemId, voted, joinCode }, { token: voter.token });
  const votesOn = async (poemId: string) => (await given.server.db.select({ n: count() }).from(votes).where(eq(votes.poemId, poemId)))[0]?.n;

  it('is not running until a host uses a control, and then votes count only in an open round', async () => {
    const { topicId, poems } = await night();
    const [first, second] = poems as [(typeof poems)[number], (typeof poems)[number]];
    expect((await gql<{ liveShow: Show }>(given.server, SHOW, { topicId })).data?.liveShow).toMatchObject({ running: false, round: null, version: 0 });

    const spotlit = await host(SPOTLIGHT, { topicId, poemId: first.id });
    expect(spotlit.data?.spotlightPoem?.show).toMatchObject({ running: true, stage: { id: first.id }, round: null });
    expect((await gql<{ runningLiveShows: { topicId: string }[] }>(given.server, RUNNING)).data?.runningLiveShows).toContainEqual({ topicId });

    expect(firstError(await vote(poet, first.id))).toMatchObject({ message: 'Voting opens when the host opens a round.', extensions: { code: 'CONFLICT' } });
    const opened = await host(OPEN, { topicId, seconds: 60, roomOnly: false });
    expect(opened.data?.openLiveRound?.show.round).toMatchObject({ number: 1, roomOnly: false, open: true, closedAt: null });
    expect((await vote(poet, first.id)).data?.setVote).toEqual({ voted: true, tally: { voteCount: 1 } });

    await host(CLOSE, { topicId });
    expect(firstError(await vote(poet, second.id))).toMatchObject({ message: 'This round has closed. Wait for the host to open the next one.' });
    expect(firstError(await vote(poet, first.id, undefined, false))).toMatchObject({ message: 'This round has closed. Wait for the host to open the next one.' });
    expect(await votesOn(first.id)).toBe(1);
    expect(await votesOn(second.id)).toBe(0);
    expect(firstError(await host(CLOSE, { topicId }))).toMatchObject({ message: 'No round is open.', extensions: { code: 'CONFLICT' } });

    const before = (await gql<{ liveShow: Show }>(given.server, SHOW, { topicId })).data?.liveShow.version ?? 0;
    const ended = (await host(END, { topicId })).data?.endLiveShow?.show;
    // Still numbered after the end, so a screen keeping the highest version takes the end in.
    expect(ended).toMatchObject({ running: false, stage: null, round: null, revealedAt: null });
    expect(ended?.version).toBeGreaterThan(before);
    expect((await vote(poet, second.id)).data?.setVote.voted).toBe(true);
    expect((await gql<{ runningLiveShows: { topicId: string }[] }>(given.server, RUNNING)).data?.runningLiveShows).not.toContainEqual({ topicId });
  });

  it('closes a round when its countdown ends', async () => {
    const { topicId, poems } = await night(1);
    await host(OPEN, { topicId, seconds: 10, roomOnly: false });
    // The countdown ran out: the round's close is moved into the past, behind the server's back,
    // so its kept night is forgotten as a change would have it.
    await given.server.db.update(liveRounds).set({ closesAt: new Date(Date.now() - 1000) }).where(eq(liveRounds.topicId, topicId));
    keptNightsOf(given.server.server.runtime).forgetAll();
    expect(firstError(await vote(poet, poems[0]!.id))).toMatchObject({ message: 'This round has closed. Wait for the host to open the next one.' });
    expect((await gql<{ liveShow: Show }>(given.server, SHOW, { topicId })).data?.liveShow.round?.open).toBe(false);
  });

  it('counts a room-only vote only with a code shown in the last minute, and stops a guesser', async () => {
    const { topicId, poems } = await night(3);
    const [voter, guesser] = (await signedInPoets(given.server, 2)) as [SignedIn, SignedIn];
    expect((await host<{ liveJoinCode: null }>(CODE, { topicId })).data?.liveJoinCode).toBeNull();
    await host(OPEN, { topicId, seconds: 120, roomOnly: true });
    const shown = (await host<{ liveJoinCode: { code: string; changesAt: string; goodUntil: string } }>(CODE, { topicId })).data?.liveJoinCode;
    expect(shown?.code).toMatch(/^\d{4}$/);
    expect(Date.parse(shown!.goodUntil) - Date.parse(shown!.changesAt)).toBe(40_000);
    // Every instance and every call in the slot shows the same code.
    expect((await host<{ liveJoinCode: { code: string } }>(CODE, { topicId })).data?.liveJoinCode.code).toBe(shown?.code);

    expect(firstError(await vote(voter, poems[0]!.id))).toMatchObject({ message: 'This round is for the room only: enter the code shown on the screen.', extensions: { code: 'BAD_USER_INPUT', field: 'joinCode' } });
    const wrong = shown!.code === '0000' ? '0001' : '0000';
    expect(firstError(await vote(voter, poems[0]!.id, wrong))).toMatchObject({ message: 'That code is not the one on the screen now. Enter the code shown on the screen.', extensions: { field: 'joinCode' } });
    expect((await vote(voter, poems[0]!.id, shown!.code)).data?.setVote.voted).toBe(true);
    expect(await votesOn(poems[0]!.id)).toBe(1);

    // A stale code: shown more than a minute ago.
    await given.server.db.execute(`update live_join_codes set good_until = now() - interval '1 second'`);
    expect(firstError(await vote(voter, poems[1]!.id, shown!.code))).toMatchObject({ message: 'That code is not the one on the screen now. Enter the code shown on the screen.' });
    const fresh = (await host<{ liveJoinCode: { code: string } }>(CODE, { topicId })).data?.liveJoinCode.code;
    await given.server.db.execute(`update live_join_codes set good_until = now() + interval '1 minute'`);

    // Ten wrong codes, and the right one is refused too until the window ends.
    for (let attempt = 0; attempt < 10; attempt += 1) await vote(guesser, poems[2]!.id, wrong);
    const limited = await vote(guesser, poems[2]!.id, fresh ?? shown!.code);
    expect(firstError(limited)).toMatchObject({ extensions: { code: 'RATE_LIMITED' } });
    expect(firstError(limited)?.message).toMatch(/^Too many wrong codes\. Please try again in \d+ minutes?\.$/);
    expect(await votesOn(poems[2]!.id)).toBe(0);
  });

  (process.env.TEST_DATABASE_URL ? it : it.skip)('judges a right code sent while a wrong one is being counted after that one, so it cannot slip in under the limit', async () => {
    const { topicId, poems } = await night(1);
    const poemId = poems[0]!.id;
    const [guesser] = (await signedInPoets(given.server, 1)) as [SignedIn];
    await host(OPEN, { topicId, seconds: 120, roomOnly: true });
    const code = (await host<{ liveJoinCode: { code: string } }>(CODE, { topicId })).data?.liveJoinCode.code as string;
    const wrong = code === '0000' ? '0001' : '0000';
    for (let attempt = 0; attempt < 9; attempt += 1) expect(firstError(await vote(guesser, poemId, wrong))?.extensions?.code).toBe('BAD_USER_INPUT');

    const holder = new pg.Client({ connectionString: given.server.env.DATABASE_URL });
    const watcher = new pg.Client({ connectionString: given.server.env.DATABASE_URL });
    await Promise.all([holder.connect(), watcher.connect()]);
    try {
      const waiting = async (count: number) => {
        const { rows } = await watcher.query<{ waiting: number }>(
          `select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
        );
        return (rows[0]?.waiting ?? 0) >= count;
      };
      // The guesser's count of wrong codes held, as by a slow count: the tenth wrong code waits to be counted.
      await holder.query('begin');
      await holder.query('select hits from rate_limits where key = $1 for update', [`joinCodeMissesPerUser:${guesser.user.id}`]);
      const tenth = vote(guesser, poemId, wrong);
      await until(() => waiting(1), 'the tenth wrong code never waited to be counted', { timeoutMs: 20_000 });
      const right = vote(guesser, poemId, code);
      // The right code waits behind the wrong one, unless it is judged without it.
      await until(() => Promise.race([right.then(() => true), waiting(2)]), 'the right code neither waited nor was answered', { timeoutMs: 20_000 });
      await holder.query('commit');
      expect(firstError(await tenth)?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(firstError(await right)).toMatchObject({ extensions: { code: 'RATE_LIMITED' } });
    } finally {
      await Promise.all([holder.end(), watcher.end()]);
    }
    expect(await votesOn(poemId)).toBe(0);
  }, 60_000);

  it('reveals the leader with the final tallies and refuses votes after', async () => {
    const { topicId, poems } = await night(2);
    const voters = await signedInPoets(given.server, 2);
    await host(OPEN, { topicId, seconds: 60, roomOnly: false });
    for (const voter of voters) await vote(voter, poems[1]!.id);
    await vote(voters[0]!, poems[0]!.id);
    const revealed = (await host(REVEAL, { topicId })).data?.revealLiveWinner?.show;
    expect(revealed).toMatchObject({ winner: { id: poems[1]!.id }, round: { open: false } });
    expect(revealed?.revealedAt).not.toBeNull();
    expect(firstError(await vote(poet, poems[0]!.id))).toMatchObject({ message: 'The winner has been revealed: voting is closed.' });
    // A new round takes the reveal down.
    expect((await host(OPEN, { topicId, seconds: 60, roomOnly: false })).data?.openLiveRound?.show).toMatchObject({ revealedAt: null, winner: null, round: { number: 2 } });
  });

  it('reveals the winner by the votes cast in the night’s rounds unless the host chooses the overall tally, and records the result', async () => {
    const { topicId, poems } = await night(2);
    const [a, b] = poems as [(typeof poems)[number], (typeof poems)[number]];
    const voters = (await signedInPoets(given.server, 4)) as [SignedIn, SignedIn, SignedIn, SignedIn];
    // Online, before the night: 3 votes for A.
    for (const voter of voters.slice(0, 3)) await vote(voter, a.id);
    // The room votes 3 to 1 for B.
    await host(OPEN, { topicId, seconds: 60, roomOnly: true });
    const code = (await host<{ liveJoinCode: { code: string } }>(CODE, { topicId })).data?.liveJoinCode.code;
    for (const voter of voters.slice(0, 3)) await vote(voter, b.id, code);
    expect((await gql<{ setVote: unknown }>(given.server, NIGHT_VOTE, { poemId: a.id, joinCode: code }, { token: voters[3].token })).data?.setVote).toEqual({
      tally: { voteCount: 4, nightVoteCount: 1 },
    });
    const counts = await gql<{ votingPoems: { nodes: { id: string }[] } }>(given.server, COUNTS, { topicId });
    expect(counts.data?.votingPoems.nodes).toEqual([
      { id: a.id, voteCount: 4, nightVoteCount: 1 },
      { id: b.id, voteCount: 3, nightVoteCount: 3 },
    ]);

    const tonight = (await host(REVEAL, { topicId })).data?.revealLiveWinner?.show;
    expect(tonight).toMatchObject({ winner: { id: b.id, voteCount: 3, nightVoteCount: 3 }, winnerDecidedBy: 'NIGHT' });
    const [entry] = await given.server.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'live_show.reveal'), eq(auditLog.subjectId, topicId)));
    expect(entry).toMatchObject({
      actorId: admin.user.id,
      submissionId: b.id,
      after: { revealedPoemId: b.id, decidedBy: 'night', tallies: { [a.id]: { night: 1, overall: 4 }, [b.id]: { night: 3, overall: 3 } } },
    });

    await host(OPEN, { topicId, seconds: 60, roomOnly: false });
    const overall = (await host(REVEAL_BY, { topicId, decidedBy: 'OVERALL' })).data?.revealLiveWinner?.show;
    expect(overall).toMatchObject({ winner: { id: a.id, voteCount: 4 }, winnerDecidedBy: 'OVERALL' });
    // The topic's own result waits for its voting to close, by every vote.
    expect((await gql<{ topicVoting: unknown }>(given.server, `query ($topicId: ID!) { topicVoting(topicId: $topicId) { winner { id } } }`, { topicId })).data?.topicVoting).toEqual({ winner: null });

    // The next night counts from 0 again; a vote from before it, taken back, leaves its count as it was.
    await host(END, { topicId });
    await host(OPEN, { topicId, seconds: 60, roomOnly: false });
    const countsOfA = async () => (await gql<{ votingPoems: { nodes: unknown[] } }>(given.server, COUNTS, { topicId })).data?.votingPoems.nodes[0];
    expect(await countsOfA()).toEqual({ id: a.id, voteCount: 4, nightVoteCount: 0 });
    await vote(voters[0], a.id, undefined, false);
    expect(await countsOfA()).toEqual({ id: a.id, voteCount: 3, nightVoteCount: 0 });
    await vote(voters[0], a.id);
    expect(await countsOfA()).toEqual({ id: a.id, voteCount: 4, nightVoteCount: 1 });
    await vote(voters[0], a.id, undefined, false);
    expect(await countsOfA()).toEqual({ id: a.id, voteCount: 3, nightVoteCount: 0 });
    // A blocked voter's votes stop counting: tonight's from the night's count too, older ones only from the tally.
    await vote(voters[3], b.id);
    await host(`mutation ($userId: ID!) { setUserBlocked(input: { userId: $userId, blocked: true }) { user { id } } }`, { userId: voters[3].user.id });
    expect((await gql<{ votingPoems: { nodes: unknown[] } }>(given.server, COUNTS, { topicId })).data?.votingPoems.nodes).toEqual([
      { id: a.id, voteCount: 2, nightVoteCount: 0 },
      { id: b.id, voteCount: 3, nightVoteCount: 0 },
    ]);
  });

  it('tells every watcher of a change at once', async () => {
    const { topicId, poems } = await night(1);
    const socket = await openSocket(given.server);
    try {
      const changes = socket.subscribe<{ liveShowChanged: Show }>(WATCH, { topicId });
      await waitForListeners(given.server, 'live.changed');
      await host(SPOTLIGHT, { topicId, poemId: poems[0]!.id });
      expect((await changes.next(5000)).liveShowChanged).toMatchObject({ running: true, stage: { id: poems[0]!.id } });
      await host(OPEN, { topicId, seconds: 30, roomOnly: true });
      expect((await changes.next(5000)).liveShowChanged.round).toMatchObject({ number: 1, roomOnly: true, open: true });
      // Hidden mid-night: its watchers are told the topic is gone.
      await host(`mutation ($id: ID!) { setTopicActive(input: { id: $id, active: false }) { topic { id } } }`, { id: topicId });
      await expect(changes.next(5000)).rejects.toThrow('Topic not found.');
    } finally {
      await socket.dispose();
    }
  });

  it('refuses bad input and non-hosts, and changes nothing', async () => {
    const { topicId, poems } = await night(1);
    const hidden = await seedTopic(given.server.db, { active: false });
    const other = await night(1);

    expect(firstError(await gql(given.server, OPEN, { topicId, seconds: 60, roomOnly: false }, { token: poet.token }))).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
    expect(firstError(await gql(given.server, CODE, { topicId }, { token: poet.token }))).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
    expect(firstError(await gql(given.server, SPOTLIGHT, { topicId, poemId: poems[0]!.id }))).toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
    for (const seconds of [9, 3601]) {
      expect(firstError(await host(OPEN, { topicId, seconds, roomOnly: false }))).toMatchObject({ message: 'A round lasts 10 to 3600 seconds.', extensions: { code: 'BAD_USER_INPUT' } });
    }
    expect(firstError(await host(SPOTLIGHT, { topicId, poemId: other.poems[0]!.id }))).toMatchObject({ message: 'Only an approved poem of this topic can go on stage.' });
    expect(firstError(await host(OPEN, { topicId: hidden.id, seconds: 60, roomOnly: false }))).toMatchObject({ message: 'This topic is hidden: make it active before running a night on it.' });
    expect(firstError(await host(REVEAL, { topicId }))).toMatchObject({ message: 'No night is running on this topic.' });
    for (const id of [hidden.id, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      expect(firstError(await gql(given.server, SHOW, { topicId: id }))).toMatchObject({ message: 'Topic not found.', extensions: { code: 'NOT_FOUND' } });
    }
    expect((await gql<{ liveShow: Show }>(given.server, SHOW, { topicId })).data?.liveShow).toMatchObject({ running: false, version: 0 });
    expect(await given.server.db.select().from(liveRounds).where(eq(liveRounds.topicId, topicId))).toEqual([]);
  });
});
