import { gql } from '../utils/graphql';
import { openSocket, type Socket, type Subscription, untilSubscribed } from '../utils/sockets';
import { withTestServer } from '../utils/withTestServer';

const TOPICS_CHANGED = 'subscription { topicsChanged { topicId deleted topic { id title active } } }';
const CREATE = `mutation Create($input: CreateTopicInput!) { createTopic(input: $input) { topic { id } } }`;
const UPDATE = `mutation Update($input: UpdateTopicInput!) { updateTopic(input: $input) { topic { id } } }`;
const SET_ACTIVE = `mutation SetActive($input: SetTopicActiveInput!) { setTopicActive(input: $input) { topic { id } } }`;
const DELETE = `mutation Delete($input: TopicIdInput!) { deleteTopic(input: $input) { topicId } }`;

interface Change {
  topicsChanged: { topicId: string; deleted: boolean; topic: { id: string; title: string; active: boolean } | null };
}

describe('live topic changes', () => {
  const given = withTestServer({ people: true });
  const sockets: Socket[] = [];
  afterAll(() => Promise.all(sockets.map((socket) => socket.dispose())));

  const admin$ = async <T = Record<string, unknown>>(query: string, input: Record<string, unknown>) => {
    const response = await gql<T>(given.server, query, { input }, { token: given.admin.token });
    if (!response.data) throw new Error(JSON.stringify(response.errors));
    return response.data;
  };
  const createTopic = async (input: Record<string, unknown>) =>
    (await admin$<{ createTopic: { topic: { id: string } } }>(CREATE, input)).createTopic.topic.id;

  const watch = async (token?: string): Promise<Subscription<Change>> => {
    const socket = await openSocket(given.server, token ? { token } : {});
    sockets.push(socket);
    const running = given.server.server.subscriptionCount();
    const changes = socket.subscribe<Change>(TOPICS_CHANGED);
    await untilSubscribed(given.server, running + 1);
    return changes;
  };

  it('tells a visitor about an activated topic, then its deactivation so it can be dropped', async () => {
    const visitor = await watch();
    const id = await createTopic({ title: 'Township Mornings' });

    await admin$(SET_ACTIVE, { id, active: true });
    expect(await visitor.next()).toEqual({
      topicsChanged: { topicId: id, deleted: false, topic: { id, title: 'Township Mornings', active: true } },
    });

    await admin$(UPDATE, { id, title: 'Township Mornings, Soweto' });
    expect(await visitor.next()).toMatchObject({ topicsChanged: { topic: { title: 'Township Mornings, Soweto', active: true } } });

    await admin$(SET_ACTIVE, { id, active: false });
    expect(await visitor.next()).toEqual({
      topicsChanged: { topicId: id, deleted: false, topic: { id, title: 'Township Mornings, Soweto', active: false } },
    });
  });

  it('tells admins about inactive topics, and visitors and poets nothing of them', async () => {
    const visitor = await watch();
    const asPoet = await watch(given.poet.token);
    const asAdmin = await watch(given.admin.token);

    const draft = await createTopic({ title: 'Draft: Matric' });
    expect(await asAdmin.next()).toEqual({ topicsChanged: { topicId: draft, deleted: false, topic: { id: draft, title: 'Draft: Matric', active: false } } });
    await admin$(UPDATE, { id: draft, description: 'Still a draft' });
    expect(await asAdmin.next()).toMatchObject({ topicsChanged: { topicId: draft, topic: { active: false } } });
    await admin$(DELETE, { id: draft });
    expect(await asAdmin.next()).toEqual({ topicsChanged: { topicId: draft, deleted: true, topic: null } });

    // Changes arrive in order: the first thing the public hears of is the topic created active.
    const live = await createTopic({ title: 'Rain', active: true });
    for (const subscriber of [visitor, asPoet, asAdmin]) {
      expect(await subscriber.next()).toMatchObject({ topicsChanged: { topicId: live, topic: { active: true } } });
    }
  });

  it('tells a visitor when an active topic is deleted', async () => {
    const id = await createTopic({ title: 'Taxi Rank', active: true });
    const visitor = await watch();
    await admin$(DELETE, { id });
    expect(await visitor.next()).toEqual({ topicsChanged: { topicId: id, deleted: true, topic: null } });
  });

  it('sends nothing for a refused change', async () => {
    const visitor = await watch();
    const refused = await gql(given.server, CREATE, { input: { title: '', active: true } }, { token: given.admin.token });
    expect(refused.errors?.[0]?.message).toBe('Topic title is required');
    // Changes arrive in order: the first the visitor hears of is the next accepted one.
    const accepted = await createTopic({ title: 'Accepted', active: true });
    expect(await visitor.next()).toMatchObject({ topicsChanged: { topicId: accepted } });
  });
});
