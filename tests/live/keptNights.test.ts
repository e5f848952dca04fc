import { waitForListeners, untilWatching } from '../utils/events';
import { errorCode, gql } from '../utils/graphql';
import { seedApprovedPoem, seedTopic, signedInPoets, type SignedIn } from '../utils/scenarios';
import { startTestServer, type TestServer } from '../utils/server';
import { openSocket, type Socket } from '../utils/sockets';
import { withTestServer } from '../utils/withTestServer';
import { topicVotesChannel } from '../../server/fanout/tallies';

const NIGHT_FIELDS = 'version stage { id voteCount } round { number open }';
/** What a returning phone asks (web/live/src/votePage.ts PhoneCatchUpQuery): the night, and the tallies changed since it lost them. */
const CATCH_UP = `query ($topicId: ID!, $since: Float!) {
  viewer { id }
  liveShow(topicId: $topicId) { topic { votingOpen } ${NIGHT_FIELDS} }
  topicTalliesSince(topicId: $topicId, since: $since) { poemId voteCount voteVersion }
}`;
const WATCH_NIGHT = `subscription ($topicId: ID!) { liveShowChanged(topicId: $topicId) { ${NIGHT_FIELDS} } }`;
const WATCH_VOTES = 'subscription ($topicId: ID!) { topicVotes(topicId: $topicId) { tallies { poemId voteCount } } }';
const SPOTLIGHT = 'mutation ($topicId: ID!, $poemId: ID) { spotlightPoem(input: { topicId: $topicId, poemId: $poemId }) { show { version } } }';
const OPEN = 'mutation ($topicId: ID!) { openLiveRound(input: { topicId: $topicId, seconds: 120, roomOnly: false }) { show { version } } }';
const HIDE = 'mutation ($id: ID!) { setTopicActive(input: { id: $id, active: false }) { topic { id } } }';
const VOTE = 'mutation ($poemId: ID!) { setVote(input: { poemId: $poemId, voted: true }) { voted } }';

interface Night {
  version: number;
  stage: { id: string; voteCount: number } | null;
  round: { number: number; open: boolean } | null;
}
interface CatchUp {
  viewer: { id: string } | null;
  liveShow: Night & { topic: { votingOpen: boolean } };
  topicTalliesSince: { poemId: string; voteCount: number; voteVersion: number }[];
}

const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

onPostgres("a slam night's phones on two instances, each keeping the night", () => {
  const given = withTestServer({ people: true });
  let second: TestServer;
  let phone: SignedIn;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    second = await startTestServer({ shareDatabaseWith: given.server });
    [phone] = (await signedInPoets(given.server, 1)) as [SignedIn];
  });
  afterAll(async () => {
    await Promise.all(sockets.map((socket) => socket.dispose()));
    await second?.close();
  });

  const host = async (query: string, variables: Record<string, unknown>) => {
    const { errors } = await gql(given.server, query, variables, { token: given.admin.token });
    expect(errors).toBeUndefined();
  };
  const catchUp = async (topicId: string, token?: string) =>
    gql<CatchUp>(second, CATCH_UP, { topicId, since: Date.now() - 15_000 }, token ? { token } : {});

  /** A topic with a night running and two poems, its night read (and kept) on the second instance, watched there by a phone. */
  async function nightWatchedOnSecond() {
    const topic = await seedTopic(given.server.db, { active: true });
    const poems = [await seedApprovedPoem(given.server, topic.id), await seedApprovedPoem(given.server, topic.id)] as const;
    await host(OPEN, { topicId: topic.id });
    expect((await catchUp(topic.id, phone.token)).data?.liveShow.round).toEqual({ number: 1, open: true });
    const socket = await openSocket(second, { token: phone.token });
    sockets.push(socket);
    const listeners = second.server.runtime.hub.listenerCount('live.changed');
    const night = socket.subscribe<{ liveShowChanged: Night }>(WATCH_NIGHT, { topicId: topic.id });
    await waitForListeners(second, 'live.changed', listeners + 1);
    return { topicId: topic.id, poems, socket, night };
  }

  it("shows a host's change on one instance at once to a phone watching the other and to one catching up there", async () => {
    const { topicId, poems, night } = await nightWatchedOnSecond();

    await host(OPEN, { topicId });
    expect((await night.next()).liveShowChanged.round).toEqual({ number: 2, open: true });
    expect((await catchUp(topicId, phone.token)).data?.liveShow.round).toEqual({ number: 2, open: true });

    await host(SPOTLIGHT, { topicId, poemId: poems[1].id });
    expect((await night.next()).liveShowChanged.stage?.id).toBe(poems[1].id);
    expect((await catchUp(topicId, phone.token)).data?.liveShow.stage?.id).toBe(poems[1].id);
  });

  it("answers the kept stage poem with the counts of votes cast since, and a returning phone with the tallies it missed", async () => {
    const { topicId, poems, socket } = await nightWatchedOnSecond();
    await host(SPOTLIGHT, { topicId, poemId: poems[0].id });
    expect((await catchUp(topicId, phone.token)).data?.liveShow.stage).toEqual({ id: poems[0].id, voteCount: 0 });
    const tallies = socket.subscribe<{ topicVotes: { tallies: { poemId: string; voteCount: number }[] } }>(WATCH_VOTES, { topicId });
    await untilWatching(second, topicVotesChannel(topicId));

    const [voter] = (await signedInPoets(given.server, 1)) as [SignedIn];
    expect((await gql(given.server, VOTE, { poemId: poems[0].id }, { token: voter.token })).errors).toBeUndefined();
    expect((await tallies.next()).topicVotes.tallies).toContainEqual({ poemId: poems[0].id, voteCount: 1 });

    const { data } = await catchUp(topicId, phone.token);
    expect(data?.liveShow.stage).toEqual({ id: poems[0].id, voteCount: 1 });
    expect(data?.topicTalliesSince).toContainEqual(expect.objectContaining({ poemId: poems[0].id, voteCount: 1 }));
    expect(data?.viewer?.id).toBe(phone.user.id);
  });

  it('refuses a topic hidden on one instance at once on the other, to watchers, to a phone catching up and to new subscribers', async () => {
    const { topicId, night } = await nightWatchedOnSecond();
    // A visitor's read keeps the night there too.
    expect((await catchUp(topicId)).data?.liveShow.round?.open).toBe(true);

    expect((await gql(given.server, HIDE, { id: topicId }, { token: given.admin.token })).errors).toBeUndefined();
    await expect(night.next()).rejects.toBeDefined();
    expect(errorCode(await catchUp(topicId))).toBe('NOT_FOUND');
    expect(errorCode(await catchUp(topicId, phone.token))).toBe('NOT_FOUND');
    const visitor = await openSocket(second);
    sockets.push(visitor);
    expect(await visitor.subscribe(WATCH_VOTES, { topicId }).errors).toEqual([expect.objectContaining({ message: 'Topic not found.' })]);
    // The host still sees it.
    expect((await gql<CatchUp>(second, CATCH_UP, { topicId, since: Date.now() }, { token: given.admin.token })).data?.liveShow.round?.open).toBe(true);
  });
});
