import { findTopicOpenForSubmissions } from '../../server/topics/topics';
import { seedTopic } from '../utils/scenarios';
import { withTestServer } from '../utils/withTestServer';

// The rule the submissions domain asks before taking a poem, checked here on its own.
describe('a topic open for submissions', () => {
  const given = withTestServer();

  const refusal = (topicId: string) =>
    findTopicOpenForSubmissions(given.server.db, topicId).then(
      () => undefined,
      (error: { message: string; extensions: Record<string, unknown> }) => ({ message: error.message, ...error.extensions }),
    );

  it('is an active topic before its deadline, or with none', async () => {
    const open = await seedTopic(given.server.db, { deadline: new Date(Date.now() + 60_000) });
    const openEnded = await seedTopic(given.server.db, { deadline: null });
    expect(await findTopicOpenForSubmissions(given.server.db, open.id)).toMatchObject({ id: open.id });
    expect(await findTopicOpenForSubmissions(given.server.db, openEnded.id)).toMatchObject({ id: openEnded.id });
  });

  it('asks the poet to select a topic when it is unknown, malformed or inactive', async () => {
    const hidden = await seedTopic(given.server.db, { active: false });
    const expected = { message: 'Please select a topic before submitting.', code: 'BAD_USER_INPUT', field: 'topicId' };
    expect(await refusal('00000000-0000-4000-8000-000000000000')).toEqual(expected);
    expect(await refusal('')).toEqual(expected);
    expect(await refusal(hidden.id)).toEqual(expected);
  });

  it('says submissions have closed once the deadline has passed', async () => {
    const closed = await seedTopic(given.server.db, { deadline: new Date(Date.now() - 1000) });
    expect(await refusal(closed.id)).toEqual({ message: 'Submissions for this topic have closed.', code: 'BAD_USER_INPUT', field: 'topicId' });
  });
});
