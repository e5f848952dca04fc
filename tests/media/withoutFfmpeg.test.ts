import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gql } from '../utils/graphql';
import type { ServerProcess } from '../utils/process';
import { poetsAndAdmin, seedTopic } from '../utils/scenarios';
import { startTestServer, startTestServerProcess, type TestServer } from '../utils/server';
import { uploadGql } from '../utils/upload';

const video = readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/poem.mp4'));
const SUBMIT = `mutation Submit($input: SubmitPoemInput!) {
  submitPoem(input: $input) { submission { id processingState videoUrl renditions { height } } }
}`;
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

  it('starts, warns once, and serves videos as uploaded', async () => {
    const { poet } = await poetsAndAdmin(seed);
    const topic = await seedTopic(seed.db);
    server = await startTestServerProcess(seed, { WORKER: 'in-process', PATH: '/nonexistent' });
    expect(server.output().split(WARNING)).toHaveLength(2);

    const response = await uploadGql<{ submitPoem: { submission: { processingState: string; videoUrl: string; renditions: unknown[] } } }>(
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
    expect((await gql(server, '{ __typename }')).status).toBe(200);
    expect(server.output().split(WARNING)).toHaveLength(2);
  });
});
