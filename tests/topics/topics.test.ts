import { eq } from 'drizzle-orm';
import { topicResults, topics } from '../../server/db/schema';
import { errorCode, gql, type GraphQLResponse } from '../utils/graphql';
import { seedSubmission, seedTopic } from '../utils/scenarios';
import { withTestServer } from '../utils/withTestServer';

const TOPIC_FIELDS = `
  id title description active deadline votingEndsAt acceptingSubmissions votingOpen submissionCount createdAt updatedAt
`;
const TOPICS = `{ topics { id title } }`;
const TOPIC = `query Topic($id: ID!) { topic(id: $id) { ${TOPIC_FIELDS} } }`;
const ADMIN_TOPICS = `{ adminTopics { id title active submissionCount } }`;
const CREATE = `mutation Create($input: CreateTopicInput!) { createTopic(input: $input) { topic { ${TOPIC_FIELDS} } } }`;
const UPDATE = `mutation Update($input: UpdateTopicInput!) { updateTopic(input: $input) { topic { ${TOPIC_FIELDS} } } }`;
const SET_ACTIVE = `mutation SetActive($input: SetTopicActiveInput!) { setTopicActive(input: $input) { topic { id active } } }`;
const DELETE = `mutation Delete($input: TopicIdInput!) { deleteTopic(input: $input) { topicId } }`;

interface TopicData {
  id: string;
  title: string;
  description: string;
  active: boolean;
  deadline: string | null;
  votingEndsAt: string | null;
  acceptingSubmissions: boolean;
  votingOpen: boolean;
  submissionCount: number | null;
  createdAt: string;
  updatedAt: string;
}

const DAY = 24 * 60 * 60 * 1000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY);
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('topics', () => {
  const given = withTestServer({ people: true });

  const asAdmin = <T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}) =>
    gql<T>(given.server, query, variables, { token: given.admin.token });
  const create = async (input: Record<string, unknown>): Promise<TopicData> => {
    const response = await asAdmin<{ createTopic: { topic: TopicData } }>(CREATE, { input });
    if (!response.data) throw new Error(JSON.stringify(response.errors));
    return response.data.createTopic.topic;
  };
  const storedTopic = async (id: string) => (await given.server.db.select().from(topics).where(eq(topics.id, id)))[0];
  const firstError = (response: GraphQLResponse<unknown>) => ({
    code: errorCode(response),
    message: response.errors?.[0]?.message,
    field: response.errors?.[0]?.extensions?.field,
  });

  describe('for the public', () => {
    it('lists active topics oldest first, so the default first topic stays put as topics are added', async () => {
      const first = await seedTopic(given.server.db, { title: 'Home', createdAt: new Date(Date.now() - 3 * DAY) });
      const hidden = await seedTopic(given.server.db, { title: 'Draft', active: false, createdAt: new Date(Date.now() - 2 * DAY) });
      const second = await seedTopic(given.server.db, { title: 'Rain', createdAt: new Date(Date.now() - DAY) });
      const listed = (await gql<{ topics: { id: string }[] }>(given.server, TOPICS)).data?.topics.map((topic) => topic.id) ?? [];
      expect(listed).not.toContain(hidden.id);
      expect(listed.indexOf(first.id)).toBeLessThan(listed.indexOf(second.id));
      expect(listed.indexOf(first.id)).toBeGreaterThanOrEqual(0);
    });

    it('shows an inactive topic to admins only; visitors and poets get null', async () => {
      const draft = await seedTopic(given.server.db, { title: 'Unannounced', active: false });
      expect((await gql(given.server, TOPIC, { id: draft.id })).data).toEqual({ topic: null });
      expect((await gql(given.server, TOPIC, { id: draft.id }, { token: given.poet.token })).data).toEqual({ topic: null });
      expect((await asAdmin(TOPIC, { id: draft.id })).data).toMatchObject({ topic: { id: draft.id, active: false } });
    });

    it('answers null for an unknown or malformed topic id', async () => {
      expect((await gql(given.server, TOPIC, { id: UNKNOWN_ID })).data).toEqual({ topic: null });
      expect((await gql(given.server, TOPIC, { id: 'not-a-uuid' })).data).toEqual({ topic: null });
    });

    it('accepts submissions while active and before the deadline; voting is open until votingEndsAt', async () => {
      const cases = [
        { seed: { active: true, deadline: null, votingEndsAt: null }, accepting: true, voting: true },
        { seed: { active: true, deadline: daysFromNow(1), votingEndsAt: daysFromNow(2) }, accepting: true, voting: true },
        { seed: { active: true, deadline: daysFromNow(-2), votingEndsAt: daysFromNow(1) }, accepting: false, voting: true },
        { seed: { active: true, deadline: daysFromNow(-2), votingEndsAt: daysFromNow(-1) }, accepting: false, voting: false },
        { seed: { active: false, deadline: daysFromNow(1), votingEndsAt: null }, accepting: false, voting: true },
      ];
      for (const { seed, accepting, voting } of cases) {
        const topic = await seedTopic(given.server.db, seed);
        const shown = await asAdmin<{ topic: TopicData }>(TOPIC, { id: topic.id });
        expect({ seed, acceptingSubmissions: shown.data?.topic.acceptingSubmissions, votingOpen: shown.data?.topic.votingOpen })
          .toEqual({ seed, acceptingSubmissions: accepting, votingOpen: voting });
      }
    });

    it('gives the public no submission count', async () => {
      const topic = await seedTopic(given.server.db);
      expect((await gql<{ topic: TopicData }>(given.server, TOPIC, { id: topic.id })).data?.topic.submissionCount).toBeNull();
    });
  });

  describe('creating', () => {
    it('creates a hidden topic with a trimmed title, and carries its dates as ISO instants', async () => {
      const topic = await create({
        title: '  Township Mornings  ',
        description: '  What wakes your street?  ',
        deadline: '2099-12-01T18:00:00+02:00',
        votingEndsAt: '2099-12-15T18:00:00+02:00',
      });
      expect(topic).toMatchObject({
        title: 'Township Mornings',
        description: 'What wakes your street?',
        active: false,
        deadline: '2099-12-01T16:00:00.000Z',
        votingEndsAt: '2099-12-15T16:00:00.000Z',
        acceptingSubmissions: false,
        votingOpen: true,
        submissionCount: 0,
      });
      expect(await storedTopic(topic.id)).toMatchObject({ createdBy: given.admin.user.id, active: false });
      const listed = (await gql<{ topics: { id: string }[] }>(given.server, TOPICS)).data?.topics.map((row) => row.id);
      expect(listed).not.toContain(topic.id);
    });

    it('creates an active topic when asked, with an empty description and open-ended dates by default', async () => {
      const topic = await create({ title: 'Ubuntu', active: true });
      expect(topic).toMatchObject({ active: true, description: '', deadline: null, votingEndsAt: null, acceptingSubmissions: true });
      const listed = (await gql<{ topics: { id: string }[] }>(given.server, TOPICS)).data?.topics.map((row) => row.id);
      expect(listed).toContain(topic.id);
    });

    it('requires a title of at most 120 characters and a description of at most 2000', async () => {
      const before = await given.server.db.select().from(topics).orderBy(topics.id);
      expect(firstError(await asAdmin(CREATE, { input: { title: '   ' } }))).toEqual({
        code: 'BAD_USER_INPUT',
        message: 'Topic title is required',
        field: 'title',
      });
      expect(firstError(await asAdmin(CREATE, { input: { title: 'x'.repeat(121) } }))).toEqual({
        code: 'BAD_USER_INPUT',
        message: 'Topic title must be at most 120 characters.',
        field: 'title',
      });
      expect(firstError(await asAdmin(CREATE, { input: { title: 'Rain', description: 'y'.repeat(2001) } }))).toMatchObject({
        code: 'BAD_USER_INPUT',
        message: 'Topic description must be at most 2,000 characters.',
        field: 'description',
      });
      expect(await given.server.db.select().from(topics).orderBy(topics.id)).toEqual(before);
      expect((await create({ title: `  ${'x'.repeat(120)}  `, description: 'y'.repeat(2000) })).title).toHaveLength(120);
    });

    it('refuses a voting end before the submission deadline, and allows one at the deadline', async () => {
      const refused = await asAdmin(CREATE, {
        input: { title: 'Matric', deadline: '2099-11-30T12:00:00+02:00', votingEndsAt: '2099-11-30T11:59:00+02:00' },
      });
      expect(firstError(refused)).toEqual({
        code: 'BAD_USER_INPUT',
        message: 'Voting cannot end before the submission deadline.',
        field: 'votingEndsAt',
      });
      const same = await create({ title: 'Matric', deadline: '2099-11-30T12:00:00+02:00', votingEndsAt: '2099-11-30T10:00:00Z' });
      expect(same.votingEndsAt).toBe(same.deadline);
    });

    it('refuses a date without its offset, which would be read in the wrong time zone', async () => {
      const response = await asAdmin(CREATE, { input: { title: 'Rain', deadline: '2099-12-01T18:00:00' } });
      expect(errorCode(response)).toBe('BAD_USER_INPUT');
      expect(response.errors?.[0]?.message).toMatch(/with its offset/);
    });
  });

  describe('updating', () => {
    it('changes only the fields given, and a null date removes it', async () => {
      const topic = await create({ title: 'Load-shedding', description: 'Stage six', deadline: '2099-01-01T00:00:00+02:00' });
      const renamed = await asAdmin<{ updateTopic: { topic: TopicData } }>(UPDATE, { input: { id: topic.id, title: ' Stage Six ' } });
      expect(renamed.data?.updateTopic.topic).toMatchObject({
        title: 'Stage Six',
        description: 'Stage six',
        deadline: '2098-12-31T22:00:00.000Z',
        active: false,
      });
      expect(new Date(renamed.data?.updateTopic.topic.updatedAt ?? 0).getTime()).toBeGreaterThanOrEqual(new Date(topic.updatedAt).getTime());

      const cleared = await asAdmin<{ updateTopic: { topic: TopicData } }>(UPDATE, {
        input: { id: topic.id, deadline: null, description: null, active: true },
      });
      expect(cleared.data?.updateTopic.topic).toMatchObject({ title: 'Stage Six', description: '', deadline: null, active: true });
    });

    it('applies the title, description and date rules, the dates against what is stored', async () => {
      const topic = await create({ title: 'The Sea', deadline: '2099-06-01T12:00:00+02:00' });
      const attempts = [
        { input: { id: topic.id, title: '' }, message: 'Topic title is required' },
        { input: { id: topic.id, title: null }, message: 'Topic title is required' },
        { input: { id: topic.id, title: 'x'.repeat(121) }, message: 'Topic title must be at most 120 characters.' },
        { input: { id: topic.id, votingEndsAt: '2099-05-31T12:00:00+02:00' }, message: 'Voting cannot end before the submission deadline.' },
      ];
      for (const { input, message } of attempts) {
        const response = await asAdmin(UPDATE, { input });
        expect({ input, code: errorCode(response), message: response.errors?.[0]?.message }).toEqual({ input, code: 'BAD_USER_INPUT', message });
      }
      expect(await storedTopic(topic.id)).toMatchObject({ title: 'The Sea', votingEndsAt: null });
    });

    it("keeps a decided topic's voting closed: its end may move only within the past", async () => {
      const topic = await seedTopic(given.server.db, { votingEndsAt: daysFromNow(-2) });
      await given.server.db.insert(topicResults).values({ topicId: topic.id, submissionId: null, voteCount: 0 });
      for (const votingEndsAt of [null, daysFromNow(1).toISOString()]) {
        expect(firstError(await asAdmin(UPDATE, { input: { id: topic.id, votingEndsAt } }))).toMatchObject({
          code: 'CONFLICT',
          message: 'Voting on this topic has been decided and cannot be reopened.',
        });
      }
      expect((await storedTopic(topic.id))?.votingEndsAt?.getTime()).toBe(topic.votingEndsAt?.getTime());
      const earlier = daysFromNow(-3).toISOString();
      expect((await asAdmin<{ updateTopic: { topic: TopicData } }>(UPDATE, { input: { id: topic.id, votingEndsAt: earlier } })).data?.updateTopic.topic.votingEndsAt).toBe(earlier);
    });

    it('answers NOT_FOUND for an unknown topic', async () => {
      for (const id of [UNKNOWN_ID, 'nope']) {
        expect(firstError(await asAdmin(UPDATE, { input: { id, title: 'Rain' } }))).toMatchObject({ code: 'NOT_FOUND', message: 'Topic not found.' });
        expect(firstError(await asAdmin(SET_ACTIVE, { input: { id, active: true } }))).toMatchObject({ code: 'NOT_FOUND', message: 'Topic not found.' });
        expect(firstError(await asAdmin(DELETE, { input: { id } }))).toMatchObject({ code: 'NOT_FOUND', message: 'Topic not found.' });
      }
    });

    it('activates and deactivates a topic, which joins and leaves the public list', async () => {
      const topic = await create({ title: 'Grandmother’s Hands' });
      const publicIds = async () => (await gql<{ topics: { id: string }[] }>(given.server, TOPICS)).data?.topics.map((row) => row.id);
      expect((await asAdmin(SET_ACTIVE, { input: { id: topic.id, active: true } })).data).toEqual({ setTopicActive: { topic: { id: topic.id, active: true } } });
      expect(await publicIds()).toContain(topic.id);
      expect((await asAdmin(SET_ACTIVE, { input: { id: topic.id, active: false } })).data).toEqual({ setTopicActive: { topic: { id: topic.id, active: false } } });
      expect(await publicIds()).not.toContain(topic.id);
    });
  });

  describe('for admins', () => {
    it('lists every topic newest first, with how many poems were submitted on each', async () => {
      const older = await seedTopic(given.server.db, { title: 'Older', active: false, createdAt: new Date(Date.now() + DAY) });
      const newer = await seedTopic(given.server.db, { title: 'Newer', createdAt: new Date(Date.now() + 2 * DAY) });
      await seedSubmission(given.server.db, { userId: given.poet.user.id, topicId: newer.id });
      await seedSubmission(given.server.db, { userId: given.poet.user.id, topicId: newer.id, status: 'rejected' });
      const listed = (await asAdmin<{ adminTopics: { id: string; active: boolean; submissionCount: number }[] }>(ADMIN_TOPICS)).data?.adminTopics ?? [];
      expect(listed.slice(0, 2)).toEqual([
        { id: newer.id, title: 'Newer', active: true, submissionCount: 2 },
        { id: older.id, title: 'Older', active: false, submissionCount: 0 },
      ]);
    });
  });

  describe('deleting', () => {
    it('deletes a topic nobody has submitted to', async () => {
      const topic = await create({ title: 'Taxi Rank' });
      expect((await asAdmin(DELETE, { input: { id: topic.id } })).data).toEqual({ deleteTopic: { topicId: topic.id } });
      expect(await storedTopic(topic.id)).toBeUndefined();
    });

    it('refuses to delete a topic with submissions, and keeps the topic and its poems', async () => {
      const topic = await seedTopic(given.server.db, { title: 'Rain' });
      const poem = await seedSubmission(given.server.db, {
        userId: given.poet.user.id,
        topicId: topic.id,
        status: 'withdrawn',
        videoKey: 'videos/00000000-0000-4000-8000-000000000000.mp4',
      });
      expect(firstError(await asAdmin(DELETE, { input: { id: topic.id } }))).toEqual({
        code: 'CONFLICT',
        message: 'This topic has submissions, so it cannot be deleted. Deactivate it instead.',
        field: undefined,
      });
      expect(await storedTopic(topic.id)).toBeDefined();
      expect(poem.topicId).toBe(topic.id);
      const count = (await asAdmin<{ adminTopics: { id: string; submissionCount: number }[] }>(ADMIN_TOPICS)).data?.adminTopics.find(
        (row) => row.id === topic.id,
      )?.submissionCount;
      expect(count).toBe(1);
    });
  });

  describe('who may manage topics', () => {
    const operations = (topicId: string) => [
      { name: 'adminTopics', query: ADMIN_TOPICS, variables: {} },
      { name: 'createTopic', query: CREATE, variables: { input: { title: 'Sneaky' } } },
      { name: 'updateTopic', query: UPDATE, variables: { input: { id: topicId, title: 'Renamed' } } },
      { name: 'setTopicActive', query: SET_ACTIVE, variables: { input: { id: topicId, active: false } } },
      { name: 'deleteTopic', query: DELETE, variables: { input: { id: topicId } } },
    ];

    it('refuses visitors (UNAUTHENTICATED) and poets (FORBIDDEN), writing nothing', async () => {
      const topic = await seedTopic(given.server.db, { title: 'Guarded' });
      const before = await given.server.db.select().from(topics).orderBy(topics.id);
      for (const { name, query, variables } of operations(topic.id)) {
        const visitor = await gql(given.server, query, variables);
        const asPoet = await gql(given.server, query, variables, { token: given.poet.token });
        expect({ name, visitor: errorCode(visitor), poet: errorCode(asPoet), data: [visitor.data, asPoet.data] }).toEqual({
          name,
          visitor: 'UNAUTHENTICATED',
          poet: 'FORBIDDEN',
          data: [null, null],
        });
      }
      expect(await given.server.db.select().from(topics).orderBy(topics.id)).toEqual(before);
    });

    it('lets admins do each of them', async () => {
      const topic = await seedTopic(given.server.db, { title: 'Allowed' });
      for (const { name, query, variables } of operations(topic.id)) {
        const response = await asAdmin(query, variables);
        expect({ name, errors: response.errors }).toEqual({ name, errors: undefined });
      }
      expect(await storedTopic(topic.id)).toBeUndefined();
    });
  });
});
