import { eq } from 'drizzle-orm';
import { submissions, videoRenditions } from '../../server/db/schema';
import { MEDIA_PROCESSING_VERSION } from '../../server/submissions/processing';
import { makeClip } from '../utils/clips';
import { jobsAbout, queueDrained } from '../utils/jobs';
import { mediaFilesOf } from '../utils/mediaFiles';
import { poetsAndAdmin, seedTopic } from '../utils/scenarios';
import { startTestServer, type TestServer } from '../utils/server';
import { submitPoemGql } from '../utils/videoUpload';

const SUBMIT = `mutation Submit($input: SubmitPoemInput!) { submitPoem(input: $input) { submission { id } } }`;
const WORKER = { WORKER: 'in-process' };

async function filesOf(server: TestServer, id: string) {
  const [row] = await server.db.select().from(submissions).where(eq(submissions.id, id));
  const renditions = await server.db.select().from(videoRenditions).where(eq(videoRenditions.submissionId, id));
  return { row, keys: [row?.thumbnailKey, ...renditions.map((rendition) => rendition.fileKey)].sort() };
}

describe('videos made under older rules', () => {
  const servers: TestServer[] = [];
  afterAll(async () => {
    for (const server of servers.reverse()) await server.close();
  });
  const start = async (shareDatabaseWith?: TestServer) => {
    const server = await startTestServer({ env: WORKER, shareDatabaseWith });
    servers.push(server);
    return server;
  };

  it('are made again once, at start-up, their old files replaced', async () => {
    const first = await start();
    const { poet } = await poetsAndAdmin(first);
    const topic = await seedTopic(first.db);
    const response = await submitPoemGql<{ submitPoem: { submission: { id: string } } }>(
      first,
      SUBMIT,
      { input: { topicId: topic.id, title: 'Old rules', transcript: 'Made before the change.' } },
      { 'input.video': { content: await makeClip({ seconds: 1, width: 640, height: 360, container: 'mp4' }), name: 'old.mp4' } },
      { token: poet.token },
    );
    const id = response.data?.submitPoem.submission.id as string;
    await queueDrained(first, 'transcode-video');
    // As a video processed before processing_version existed.
    await first.db.update(submissions).set({ processingVersion: 0 }).where(eq(submissions.id, id));
    const before = await filesOf(first, id);

    const second = await start(first);
    await queueDrained(second, 'transcode-video');
    const after = await filesOf(second, id);
    expect(after.row).toMatchObject({ processingState: 'ready', processingVersion: MEDIA_PROCESSING_VERSION });
    expect(after.keys).toHaveLength(before.keys.length);
    expect(after.keys.filter((key) => before.keys.includes(key))).toEqual([]);
    const files = await mediaFilesOf(second);
    expect(before.keys.filter((key) => key && files.includes(key))).toEqual([]);
    expect(after.keys.every((key) => key && files.includes(key))).toBe(true);

    const third = await start(second);
    await queueDrained(third, 'transcode-video');
    expect((await jobsAbout(third, 'transcode-video', id)).map((job) => job.state)).toEqual(['completed', 'completed']);
    expect((await filesOf(third, id)).keys).toEqual(after.keys);
  }, 180_000);
});
