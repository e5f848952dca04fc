import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { makeClip } from '../utils/clips';
import { gql } from '../utils/graphql';
import { jobsAbout } from '../utils/jobs';
import { mediaFilesOf } from '../utils/mediaFiles';
import type { ServerProcess } from '../utils/process';
import { poetsAndAdmin, seedTopic } from '../utils/scenarios';
import { startTestServer, startTestServerProcess, type TestServer } from '../utils/server';
import { until } from '../utils/until';
import { submitPoemGql } from '../utils/videoUpload';

const SUBMIT = `mutation Submit($input: SubmitPoemInput!) { submitPoem(input: $input) { submission { id } } }`;
const SUBMISSION = `query Submission($id: ID!) { submission(id: $id) { processingState renditions { height } } }`;
// Short, so the job of the killed server is taken over within the test.
const WORKER_ENV = { WORKER: 'in-process', JOB_TAKEOVER_AFTER_S: '5' };

/** The size of the largest file in `folder`, or 0 when there is none yet. */
async function largestFileIn(folder: string): Promise<number> {
  try {
    const sizes = await Promise.all((await readdir(folder)).map(async (name) => (await stat(path.join(folder, name))).size));
    return Math.max(0, ...sizes);
  } catch {
    return 0;
  }
}

describe('a transcode interrupted by a server dying', () => {
  let seed: TestServer;
  const running: ServerProcess[] = [];
  afterAll(async () => {
    await Promise.all(running.map((server) => server.stop()));
    await seed.close();
  });

  it('is finished after a restart, leaving only the finished files', async () => {
    seed = await startTestServer();
    const { poet } = await poetsAndAdmin(seed);
    const topic = await seedTopic(seed.db);
    const clip = await makeClip({ seconds: 3, width: 1280, height: 720, container: 'mp4' });

    const first = await startTestServerProcess(seed, WORKER_ENV);
    const submitted = await submitPoemGql<{ submitPoem: { submission: { id: string } } }>(
      first,
      SUBMIT,
      { input: { topicId: topic.id, title: 'Interrupted', transcript: 'The lights went out mid-verse.' } },
      { 'input.video': { content: clip, name: 'interrupted.mp4' } },
      { token: poet.token },
    );
    const id = submitted.data?.submitPoem.submission.id as string;
    const scratch = path.join(seed.env.DATA_DIR ?? '', 'media', '.work', `submission-${id}`);
    await until(async () => (await largestFileIn(scratch)) > 0, 'ffmpeg wrote no output', { timeoutMs: 60_000 });
    await first.kill();

    const second = await startTestServerProcess(seed, WORKER_ENV);
    running.push(second);
    const ready = await until(
      async () => {
        const response = await gql<{ submission: { processingState: string; renditions: { height: number }[] } }>(second, SUBMISSION, { id }, { token: poet.token });
        const state = response.data?.submission.processingState;
        if (state === 'FAILED') throw new Error(`the job failed after the restart:\n${second.output()}`);
        return state === 'READY' && response.data?.submission;
      },
      'the job did not finish after the restart',
      { timeoutMs: 120_000 },
    );
    expect(ready.renditions.map((rendition) => rendition.height)).toEqual([720, 480, 360, 240]);
    await second.stop();
    running.pop();

    const files = await mediaFilesOf(seed);
    expect(files.filter((file) => file.startsWith('.work'))).toEqual([]);
    expect(files.filter((file) => file.startsWith('renditions/'))).toHaveLength(4);
    expect(files.filter((file) => file.startsWith('posters/'))).toHaveLength(6);
    const after = await startTestServer({ shareDatabaseWith: seed });
    try {
      expect(await jobsAbout(after, 'transcode-video', id)).toEqual([{ name: 'transcode-video', state: 'completed', retryCount: 1 }]);
    } finally {
      await after.close();
    }
  }, 300_000);
});
