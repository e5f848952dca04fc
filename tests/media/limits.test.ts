import { sql } from 'drizzle-orm';
import { REFUSALS } from '../../server/media/limits';
import { makeClip, type ClipOptions } from '../utils/clips';
import { gql } from '../utils/graphql';
import { jobsAbout, queueDrained } from '../utils/jobs';
import { mediaFilesOf } from '../utils/mediaFiles';
import { seedTopic, type SignedIn } from '../utils/scenarios';
import { submitPoemGql } from '../utils/videoUpload';
import { withTestServer } from '../utils/withTestServer';

const SUBMIT = `mutation Submit($input: SubmitPoemInput!) { submitPoem(input: $input) { submission { id } } }`;
const SUBMISSION = `query Submission($id: ID!) { submission(id: $id) { processingState processingError renditions { height } } }`;

describe('limits before work, and fair turns', () => {
  const given = withTestServer({ env: { WORKER: 'in-process' }, people: true });
  let topicId: string;
  beforeAll(async () => {
    topicId = (await seedTopic(given.server.db)).id;
  });

  const submit = async (who: SignedIn, content: Buffer, title: string, name = 'poem.mp4'): Promise<string> => {
    const response = await submitPoemGql<{ submitPoem: { submission: { id: string } } }>(
      given.server,
      SUBMIT,
      { input: { topicId, title, transcript: 'Every word counted.' } },
      { 'input.video': { content, name } },
      { token: who.token },
    );
    expect(response.errors).toBeUndefined();
    return response.data?.submitPoem.submission.id as string;
  };

  const tooMuch: [string, ClipOptions, string][] = [
    ['over ten minutes long', { seconds: 602, width: 32, height: 32, rate: 1, container: 'mp4' }, REFUSALS.tooLong],
    ['over ten minutes long, in a recording that states no length', { seconds: 602, width: 32, height: 32, rate: 1, container: 'webm', unknownDuration: true }, REFUSALS.tooLong],
    ['wider than 4096 pixels', { seconds: 1, width: 4112, height: 64, container: 'mp4' }, REFUSALS.tooLarge],
    ['faster than 60 frames a second', { seconds: 1, width: 64, height: 64, rate: 90, container: 'mp4' }, REFUSALS.tooFast],
    ['made of two pictures', { seconds: 1, width: 64, height: 64, container: 'mp4', secondVideo: true }, REFUSALS.streams],
  ];
  it.each(tooMuch)('refuses a video %s before any work, telling the poet why, without retries', async (_what, clip, reason) => {
    const filesBefore = await mediaFilesOf(given.server);
    const id = await submit(given.poet, await makeClip(clip), 'Too much', `poem.${clip.container}`);
    await queueDrained(given.server, 'transcode-video');

    const response = await gql<{ submission: { processingState: string; processingError: string; renditions: unknown[] } }>(given.server, SUBMISSION, { id }, { token: given.poet.token });
    expect(response.data?.submission).toEqual({ processingState: 'FAILED', processingError: reason, renditions: [] });
    expect(await jobsAbout(given.server, 'transcode-video', id)).toEqual([{ name: 'transcode-video', state: 'completed', retryCount: 0 }]);
    const added = (await mediaFilesOf(given.server)).filter((file) => !filesBefore.includes(file));
    expect(added).toEqual([expect.stringMatching(/^videos\//)]);
  }, 120_000);

  it("takes one poet's short video before the third of another poet's five longer ones", async () => {
    const longer = await makeClip({ seconds: 3, width: 640, height: 360, container: 'mp4' });
    const short = await makeClip({ seconds: 1, width: 320, height: 240, container: 'mp4' });
    const names = new Map<string, string>();
    for (let index = 1; index <= 5; index += 1) names.set(await submit(given.poet, longer, `A${index}`), `A${index}`);
    names.set(await submit(given.otherPoet, short, 'B1'), 'B1');
    await queueDrained(given.server, 'transcode-video', 180_000);

    const completed = (await given.server.db.execute(sql`
      select data->>'submissionId' as id from pgboss.job
      where name = 'transcode-video' and state = 'completed' and data->>'submissionId' in ${[...names.keys()]}
      order by completed_on`)) as unknown as { rows: { id: string }[] };
    const order = completed.rows.map((row) => names.get(row.id));
    console.info(`transcodes finished in this order: ${order.join(', ')}`);
    expect(order).toHaveLength(6);
    expect(order.indexOf('B1')).toBeLessThan(order.indexOf('A3'));
    expect(order.filter((name) => name !== 'B1')).toEqual(['A1', 'A2', 'A3', 'A4', 'A5']);
  }, 240_000);
});
