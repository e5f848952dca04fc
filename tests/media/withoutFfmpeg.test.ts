import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gql } from '../utils/graphql';
import type { ServerProcess } from '../utils/process';
import { poetsAndAdmin, seedTopic } from '../utils/scenarios';
import { startTestServer, startTestServerProcess, type TestServer } from '../utils/server';
import { submitPoemGql } from '../utils/videoUpload';

const video = readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/poem.mp4'));
const SUBMIT = `mutation Submit($input: SubmitPoemInput!) {
  submitPoem(input: $input) { submission { id processingState videoUrl renditions { height } } }
}`;
const APPROVE = `mutation Approve($id: ID!) { approveSubmission(input: { id: $id }) { submission { status } } }`;
const POEM = `query Poem($id: ID!) { poem(id: $id) { videoUrl } }`;
const WARNING = 'not on PATH: videos play as uploaded';

describe('a server without ffmpeg', () => {
  let seed: TestServer;
  let server: ServerProcess;
  beforeAll(async () => {
    seed = await startTestServer();
  });
  afterAll(async () => {
    await server.stop();
    await seed.close();
  });

  it('starts, warns once, and serves videos as uploaded: once approved, publicly', async () => {
    const { poet, admin } = await poetsAndAdmin(seed);
    const topic = await seedTopic(seed.db);
    server = await startTestServerProcess(seed, { WORKER: 'in-process', PATH: '/nonexistent' });
    expect(server.output().split(WARNING)).toHaveLength(2);

    const response = await submitPoemGql<{ submitPoem: { submission: { id: string; processingState: string; videoUrl: string; renditions: unknown[] } } }>(
      server,
      SUBMIT,
      { input: { topicId: topic.id, title: 'Unplugged', transcript: 'No machines tonight.' } },
      { 'input.video': { content: video, name: 'unplugged.mp4' } },
      { token: poet.token },
    );
    const submission = response.data?.submitPoem.submission;
    expect(submission).toMatchObject({ processingState: 'QUEUED', renditions: [] });
    const original = await fetch(`${server.url}${submission?.videoUrl}`);
    expect(Buffer.from(await original.arrayBuffer()).equals(video)).toBe(true);

    // Nothing will process it, so it is approved as it is, and its upload is what the public plays.
    const id = submission?.id as string;
    expect((await gql(server, APPROVE, { id }, { token: admin.token })).data).toEqual({ approveSubmission: { submission: { status: 'APPROVED' } } });
    const poem = await gql<{ poem: { videoUrl: string } }>(server, POEM, { id });
    expect(poem.data?.poem.videoUrl).toMatch(/^\/media\/videos\/[0-9a-f-]{36}\.mp4$/);
    const played = await fetch(`${server.url}${poem.data?.poem.videoUrl}`);
    expect(Buffer.from(await played.arrayBuffer()).equals(video)).toBe(true);
    expect((await gql(server, '{ __typename }')).status).toBe(200);
    expect(server.output().split(WARNING)).toHaveLength(2);
  });
});
