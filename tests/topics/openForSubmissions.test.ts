import { findTopicOpenForSubmissions } from '../../server/topics/topics';
import { seedTopic } from '../utils/scenarios';
import { startTestServer, type TestServer } from '../utils/server';

// The rule the submissions domain asks before taking a poem, checked here on its own.
describe('a topic open for submissions', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const refusal = (topicId: string) =>
    findTopicOpenForSubmissions(server.db, topicId).then(
      () => undefined,
      (error: { message: string; extensions: Record<string, unknown> }) => ({ message: error.message, ...error.extensions }),
    );

  it('is an active topic before its deadline, or with none', async () => {
    const open = await seedTopic(server.db, { deadline: new Date(Date.now() + 60_000) });
    const openEnded = await seedTopic(server.db, { deadline: null });
    expect(await findTopicOpenForSubmissions(server.db, open.id)).toMatchObject({ id: open.id });
    expect(await findTopicOpenForSubmissions(server.db, openEnded.id)).toMatchObject({ id: openEnded.id });
  });

  it('asks the poet to select a topic when it is unknown, malformed or inactive', async () => {
    const hidden = await seedTopic(server.db, { active: false });
    const expected = { message: 'Please select a topic before submitting.', code: 'BAD_USER_INPUT', field: 'topicId' };
    expect(await refusal('00000000-0000-4000-8000-000000000000')).toEqual(expected);
    expect(await refusal('')).toEqual(expected);
    expect(await refusal(hidden.id)).toEqual(expected);
  });

  it('says submissions have closed once the deadline has passed', async () => {
    const closed = await seedTopic(server.db, { deadline: new Date(Date.now() - 1000) });
    expect(await refusal(closed.id)).toEqual({ message: 'Submissions for this topic have closed.', code: 'BAD_USER_INPUT', field: 'topicId' });
  });
});
