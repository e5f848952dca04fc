import { and, eq, like, sql } from 'drizzle-orm';
import { mailMessages } from '../../server/db/schema';
import { REFUSALS, VIDEO_LIMITS } from '../../server/media/limits';
import { APPROVAL_REWARD_CENTS, BOUNTY_REWARD_CENTS } from '../../server/rewards/ledger';
import { queueVideoProcessing } from '../../server/submissions/processing';
import { MAX_VIDEO_BYTES } from '../../server/uploads/videoUploads';
import { BOUNTY_TARGET } from '../../server/votes/votes';
import { makeClip, type ClipOptions } from '../utils/clips';
import { gql } from '../utils/graphql';
import { jobsAbout, queueDrained } from '../utils/jobs';
import { mediaFilesOf, storeMediaFile } from '../utils/mediaFiles';
import { seedSubmission, seedTopic, type SignedIn } from '../utils/scenarios';
import { openSocket } from '../utils/sockets';
import { submitPoemGql } from '../utils/videoUpload';
import { withTestServer, type TestSetup } from '../utils/withTestServer';

const SUBMIT = `mutation Submit($input: SubmitPoemInput!) { submitPoem(input: $input) { submission { id } } }`;
const SUBMISSION = `query Submission($id: ID!) { submission(id: $id) { processingState processingError renditions { height } } }`;

/** A poet's video submitted through `given`'s server on `topicId`: its submission's id. */
async function submitVideo(given: TestSetup, topicId: string, who: SignedIn, content: Buffer, title: string, name = 'poem.mp4'): Promise<string> {
  const response = await submitPoemGql<{ submitPoem: { submission: { id: string } } }>(
    given.server,
    SUBMIT,
    { input: { topicId, title, transcript: 'Every word counted.' } },
    { 'input.video': { content, name } },
    { token: who.token },
  );
  expect(response.errors).toBeUndefined();
  return response.data?.submitPoem.submission.id as string;
}

describe('limits before work, and fair turns', () => {
  const given = withTestServer({ env: { WORKER: 'in-process' }, people: true });
  let topicId: string;
  beforeAll(async () => {
    topicId = (await seedTopic(given.server.db)).id;
  });
  const submit = (who: SignedIn, content: Buffer, title: string, name?: string) => submitVideo(given, topicId, who, content, title, name);

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

describe('the shortest poem', () => {
  const given = withTestServer({ env: { WORKER: 'in-process', MIN_POEM_SECONDS: '30' }, people: true });
  let topicId: string;
  beforeAll(async () => {
    topicId = (await seedTopic(given.server.db)).id;
  });

  it('is stated to anyone with the other rules the server holds poems and rewards to', async () => {
    const rules = await gql(given.server, '{ siteRules { approvalCents bountyCents bountyTarget maxVideoBytes minPoemSeconds maxPoemSeconds } }');
    expect(rules.data).toEqual({
      siteRules: {
        approvalCents: APPROVAL_REWARD_CENTS,
        bountyCents: BOUNTY_REWARD_CENTS,
        bountyTarget: BOUNTY_TARGET,
        maxVideoBytes: MAX_VIDEO_BYTES,
        minPoemSeconds: 30,
        maxPoemSeconds: VIDEO_LIMITS.maxSeconds,
      },
    });
  });

  it('refuses an 8-second take before any work, telling the poet live and by mail, without retries', async () => {
    const socket = await openSocket(given.server, { token: given.poet.token });
    const changes = socket.subscribe<{ mySubmissionChanged: { id: string; processingState: string; processingError: string | null } }>(
      'subscription { mySubmissionChanged { id processingState processingError } }',
    );
    const filesBefore = await mediaFilesOf(given.server);
    // As the studio records it: WebM whose container states no length.
    const take = await makeClip({ seconds: 8, width: 64, height: 64, container: 'webm', unknownDuration: true });
    const id = await submitVideo(given, topicId, given.poet, take, 'Too soon over', 'take.webm');

    let change = (await changes.next(60_000)).mySubmissionChanged;
    while (change.processingState !== 'FAILED') change = (await changes.next(60_000)).mySubmissionChanged;
    await socket.dispose();
    const reason = 'The video is shorter than 30 seconds. Please record a poem of at least 30 seconds.';
    expect(REFUSALS.tooShort(30)).toBe(reason);
    expect(change).toEqual({ id, processingState: 'FAILED', processingError: reason });

    const mails = await given.server.db
      .select()
      .from(mailMessages)
      .where(and(eq(mailMessages.toAddress, given.poet.user.email), like(mailMessages.subject, 'We could not process%Too soon over%')));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(reason);
    await queueDrained(given.server, 'transcode-video');
    expect(await jobsAbout(given.server, 'transcode-video', id)).toEqual([{ name: 'transcode-video', state: 'completed', retryCount: 0 }]);
    const added = (await mediaFilesOf(given.server)).filter((file) => !filesBefore.includes(file));
    expect(added).toEqual([expect.stringMatching(/^videos\//)]);
  }, 120_000);

  it('still makes the video of a poem already approved, whatever its length', async () => {
    const take = await makeClip({ seconds: 8, width: 64, height: 64, container: 'mp4' });
    const poem = await seedSubmission(given.server.db, { userId: given.poet.user.id, topicId, status: 'approved', videoKey: await storeMediaFile(given.server, take, 'videos') });
    await given.server.db.transaction((tx) => queueVideoProcessing(given.server.server.runtime, tx, poem));
    await queueDrained(given.server, 'transcode-video');

    const response = await gql<{ submission: { processingState: string; processingError: string | null } }>(given.server, SUBMISSION, { id: poem.id }, { token: given.poet.token });
    expect(response.data?.submission).toMatchObject({ processingState: 'READY', processingError: null });
  }, 120_000);
});
