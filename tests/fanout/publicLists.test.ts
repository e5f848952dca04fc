import { BEATS_CHANNEL, pageChannel, poemListChannel } from '../../server/fanout/publicLists';
import { REGISTER, registration } from '../utils/accounts';
import { untilWatching, waitForListeners } from '../utils/events';
import { gql } from '../utils/graphql';
import { openSocket, runOnSocket, type Socket, type Subscription } from '../utils/sockets';
import { seedBeat, seedProcessedSubmission, seedTopic } from '../utils/scenarios';
import { withTestServer } from '../utils/withTestServer';

const POEM_LIST = `subscription PoemList($topicId: ID!) {
  poemListChanged(topicId: $topicId) { topicId published { id title voteCount viewerHasVoted viewerIsPoet } removed }
}`;
const BEATS = 'subscription { beatsChanged { id title } }';
const PAGE = 'subscription Page($key: PageKey!) { pageChanged(key: $key) { key content } }';
const USERS = 'subscription { usersChanged { userId } }';

const APPROVE = 'mutation Approve($id: ID!) { approveSubmission(input: { id: $id }) { submission { status } } }';
const REJECT = 'mutation Reject($id: ID!) { rejectSubmission(input: { id: $id, reason: "Off topic" }) { submission { status } } }';
const TAKE_DOWN = 'mutation TakeDown($id: ID!) { takeDownSubmission(input: { id: $id, reason: "Breaks the rules" }) { submission { takenDown } } }';
const WITHDRAW = 'mutation Withdraw($id: ID!) { withdrawSubmission(input: { id: $id }) { submission { status } } }';
const SET_BEAT_ACTIVE = 'mutation SetBeat($id: ID!, $active: Boolean!) { setBeatActive(input: { id: $id, active: $active }) { beat { id } } }';
const UPDATE_PAGE = 'mutation UpdatePage($key: PageKey!, $content: String!) { updatePage(input: { key: $key, content: $content }) { page { key } } }';
const BLOCK = 'mutation Block($userId: ID!) { setUserBlocked(input: { userId: $userId, blocked: true }) { user { id } } }';

interface PoemListChange {
  poemListChanged: { topicId: string; published: { id: string; title: string; voteCount: number; viewerHasVoted: boolean; viewerIsPoet: boolean }[]; removed: string[] };
}

describe('lists that stay live', () => {
  const given = withTestServer({ people: true });
  const sockets: Socket[] = [];
  afterAll(() => Promise.all(sockets.map((socket) => socket.dispose())));

  const as = async (token?: string) => {
    const socket = await openSocket(given.server, token ? { token } : {});
    sockets.push(socket);
    return socket;
  };
  const admin$ = async (query: string, variables: Record<string, unknown>) => {
    const response = await gql(given.server, query, variables, { token: given.admin.token });
    if (response.errors) throw new Error(JSON.stringify(response.errors));
  };
  const pendingPoem = (topicId: string) => seedProcessedSubmission(given.server.db, { userId: given.poet.user.id, topicId });

  /** A visitor, a poet and an admin watching one topic's poem list. */
  const watchPoemList = async (topicId: string): Promise<Subscription<PoemListChange>[]> => {
    const watchers = [await as(), await as(given.otherPoet.token), await as(given.admin.token)].map((socket) =>
      socket.subscribe<PoemListChange>(POEM_LIST, { topicId }),
    );
    await untilWatching(given.server, poemListChannel(topicId), watchers.length);
    return watchers;
  };

  const publishedPoem = (id: string, title: string) => ({ id, title, voteCount: 0, viewerHasVoted: false, viewerIsPoet: false });

  it('sends everyone watching a topic a poem that goes up for voting, and its id when it is taken down', async () => {
    const topic = await seedTopic(given.server.db);
    const watchers = await watchPoemList(topic.id);
    const poem = await seedProcessedSubmission(given.server.db, { userId: given.poet.user.id, topicId: topic.id, title: 'Salt on the Wind' });

    await admin$(APPROVE, { id: poem.id });
    for (const watcher of watchers) {
      expect(await watcher.next()).toEqual({ poemListChanged: { topicId: topic.id, published: [publishedPoem(poem.id, 'Salt on the Wind')], removed: [] } });
    }

    await admin$(TAKE_DOWN, { id: poem.id });
    for (const watcher of watchers) expect(await watcher.next()).toEqual({ poemListChanged: { topicId: topic.id, published: [], removed: [poem.id] } });
  });

  it('tells no one anything of a poem that is submitted, rejected, withdrawn or approved on a hidden topic', async () => {
    const topic = await seedTopic(given.server.db);
    const hidden = await seedTopic(given.server.db, { active: false });
    const watchers = await watchPoemList(topic.id);
    const adminOfHidden = (await as(given.admin.token)).subscribe<PoemListChange>(POEM_LIST, { topicId: hidden.id });
    await untilWatching(given.server, poemListChannel(hidden.id));

    await admin$(REJECT, { id: (await pendingPoem(topic.id)).id });
    const withdrawn = await pendingPoem(topic.id);
    const withdrawal = await gql(given.server, WITHDRAW, { id: withdrawn.id }, { token: given.poet.token });
    expect(withdrawal.errors).toBeUndefined();
    await admin$(APPROVE, { id: (await pendingPoem(hidden.id)).id });
    // Events arrive in order: the first anyone hears of on the topic is the next poem that goes public.
    const next = await pendingPoem(topic.id);
    await admin$(APPROVE, { id: next.id });
    for (const watcher of watchers) {
      expect(await watcher.next()).toEqual({ poemListChanged: { topicId: topic.id, published: [publishedPoem(next.id, next.title)], removed: [] } });
    }
    expect(await adminOfHidden.staysQuiet(300)).toBe(true);
  });

  it('refuses to watch the poems of a hidden or unknown topic', async () => {
    const hidden = await seedTopic(given.server.db, { active: false });
    const visitor = await as();
    for (const topicId of [hidden.id, '00000000-0000-4000-8000-000000000000']) {
      const refused = await runOnSocket(visitor, POEM_LIST, { topicId });
      expect(refused.errors?.[0]).toMatchObject({ message: 'Topic not found.', extensions: { code: 'NOT_FOUND' } });
    }
  });

  it('sends the active beats again when an admin switches one off', async () => {
    const kept = await seedBeat(given.server, { title: 'Amapiano Dawn' });
    const dropped = await seedBeat(given.server, { title: 'Kwaito Dusk' });
    const beats = (await as()).subscribe<{ beatsChanged: { id: string; title: string }[] }>(BEATS);
    await untilWatching(given.server, BEATS_CHANNEL);

    await admin$(SET_BEAT_ACTIVE, { id: dropped.id, active: false });
    const ids = (await beats.next()).beatsChanged.map((beat) => beat.id);
    expect(ids).toContain(kept.id);
    expect(ids).not.toContain(dropped.id);
  });

  it('sends a text page to its readers when an admin saves it, and nothing to readers of other pages', async () => {
    const visitor = await as();
    const help = visitor.subscribe<{ pageChanged: { key: string; content: string } }>(PAGE, { key: 'HELP' });
    const terms = visitor.subscribe(PAGE, { key: 'TERMS' });
    await untilWatching(given.server, pageChannel('help'));
    await untilWatching(given.server, pageChannel('terms'));

    await admin$(UPDATE_PAGE, { key: 'HELP', content: 'Ask us anything.' });
    expect(await help.next()).toEqual({ pageChanged: { key: 'HELP', content: 'Ask us anything.' } });
    expect(await terms.staysQuiet(300)).toBe(true);
  });

  it('tells admins of each sign-up and block, and refuses the stream to poets and visitors', async () => {
    const users = (await as(given.admin.token)).subscribe<{ usersChanged: { userId: string } }>(USERS);
    await waitForListeners(given.server, 'account.changed');

    const signUp = await gql(given.server, REGISTER, { input: registration() });
    expect(signUp.errors).toBeUndefined();
    const { userId } = (await users.next()).usersChanged;
    expect(userId).toMatch(/^[0-9a-f-]{36}$/);
    await admin$(BLOCK, { userId });
    expect(await users.next()).toEqual({ usersChanged: { userId } });

    const asPoet = await runOnSocket(await as(given.poet.token), USERS);
    expect(asPoet.errors?.[0]?.extensions?.['code']).toBe('FORBIDDEN');
    const asVisitor = await runOnSocket(await as(), USERS);
    expect(asVisitor.errors?.[0]?.extensions?.['code']).toBe('UNAUTHENTICATED');
  });
});
