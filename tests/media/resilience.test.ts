import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import pg from 'pg';
import { videoRenditions } from '../../server/db/schema';
import { PROCESSING_ERRORS } from '../../server/submissions/processing';
import { describeMedia, makeClip, withHugeTitle } from '../utils/clips';
import { gql } from '../utils/graphql';
import { urisOf } from '../utils/hls';
import { mediaFilesOf } from '../utils/mediaFiles';
import type { ServerProcess } from '../utils/process';
import { poetsAndAdmin, seedTopic, type SignedIn } from '../utils/scenarios';
import { startTestServer, startTestServerProcess, type TestServer } from '../utils/server';
import { until } from '../utils/until';
import { submitPoemGql } from '../utils/videoUpload';

const run = promisify(execFile);
const SUBMIT = `mutation Submit($input: SubmitPoemInput!) { submitPoem(input: $input) { submission { id } } }`;
const SUBMISSION = `query Submission($id: ID!) { submission(id: $id) { processingState processingError renditions { height url } cardStream } }`;

interface Processed {
  processingState: string;
  processingError: string | null;
  renditions: { height: number; url: string }[];
  cardStream: string | null;
}

/** Asks the server's health check every 100 ms until stopped, counting the times nothing answered at all. */
function watchAnswers(server: ServerProcess) {
  let asked = 0;
  let unanswered = 0;
  let watching = true;
  const done = (async () => {
    while (watching) {
      asked += 1;
      await fetch(`${server.url}/healthz`, { signal: AbortSignal.timeout(5_000) }).then(
        (response) => response.body?.cancel(),
        () => (unanswered += 1),
      );
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  return async () => {
    watching = false;
    await done;
    return { asked, unanswered };
  };
}

/** The ids of the ffmpeg processes `pid` is running now, however far below it (the sandbox puts two processes between). */
async function ffmpegRunBy(pid: number): Promise<number[]> {
  const { stdout } = await run('ps', ['-e', '-o', 'pid=,ppid=,comm=']);
  const processes = stdout.trim().split('\n').map((line) => line.trim().split(/\s+/));
  const below = new Set([pid]);
  for (let size = 0; size !== below.size; ) {
    size = below.size;
    for (const [child, parent] of processes) if (below.has(Number(parent))) below.add(Number(child));
  }
  return processes.filter(([child, , name]) => name === 'ffmpeg' && below.has(Number(child))).map(([child]) => Number(child));
}

describe('media processing no file can break', () => {
  let seed: TestServer;
  let server: ServerProcess;
  let poet: SignedIn;
  let topicId: string;
  beforeAll(async () => {
    seed = await startTestServer();
    ({ poet } = await poetsAndAdmin(seed));
    topicId = (await seedTopic(seed.db)).id;
    server = await startTestServerProcess(seed, { WORKER: 'in-process', JOB_TAKEOVER_AFTER_S: '5' });
  });
  afterAll(async () => {
    await server?.stop();
    await seed?.close();
  });

  const submit = async (content: Buffer, title: string): Promise<string> => {
    const response = await submitPoemGql<{ submitPoem: { submission: { id: string } } }>(
      server,
      SUBMIT,
      { input: { topicId, title, transcript: 'Said once, and meant.' } },
      { 'input.video': { content, name: 'poem.mp4' } },
      { token: poet.token },
    );
    expect(response.errors).toBeUndefined();
    return response.data?.submitPoem.submission.id as string;
  };
  const processed = (id: string, timeoutMs = 120_000) =>
    until(
      async () => {
        const response = await gql<{ submission: Processed }>(server, SUBMISSION, { id }, { token: poet.token }).catch((error: unknown) => {
          throw new Error(`the server did not answer (${String(error)}):\n${server.output()}`);
        });
        const submission = response.data?.submission;
        return submission && ['READY', 'FAILED'].includes(submission.processingState) && submission;
      },
      `the video was not processed:\n${server.output()}`,
      { timeoutMs, intervalMs: 250 },
    );

  it('processes a file whose title is 90 MB of control bytes, answering throughout, and publishes no trace of it', async () => {
    const clip = withHugeTitle(await makeClip({ seconds: 2, width: 640, height: 360, container: 'mp4' }), 90_000_000);
    const answers = watchAnswers(server);
    const id = await submit(clip, 'Static');

    const done = await processed(id);
    expect(done).toMatchObject({ processingState: 'READY', processingError: null });
    expect(await answers()).toMatchObject({ unanswered: 0 });
    for (const rendition of done.renditions) {
      const file = Buffer.from(await (await fetch(`${server.url}${rendition.url}`)).arrayBuffer());
      expect(file.length).toBeLessThan(1_000_000);
      expect(file.includes(Buffer.alloc(64, 1))).toBe(false);
      expect((await describeMedia(`${server.url}${rendition.url}`)).streams.map((stream) => stream.codec)).toEqual(['h264', 'aac']);
    }
    // The cards' playlist is copied from the same file: as small, and as clean of the title.
    expect(done.cardStream).toMatch(/\/card\.m3u8\?/);
    const folder = `${server.url}${done.cardStream?.slice(0, done.cardStream.lastIndexOf('/') + 1)}`;
    const playlist = await (await fetch(`${server.url}${done.cardStream}`)).text();
    const files = await Promise.all(urisOf(playlist).map(async (file) => Buffer.from(await (await fetch(`${folder}${file}`)).arrayBuffer())));
    expect(files.length).toBeGreaterThan(1);
    const card = Buffer.concat(files);
    expect(card.length).toBeLessThan(1_000_000);
    expect(card.includes(Buffer.alloc(64, 1))).toBe(false);
  }, 300_000);

  it('marks a video FAILED, after one retry, when ffmpeg dies on both tries, answering throughout', async () => {
    const answers = watchAnswers(server);
    const id = await submit(await makeClip({ seconds: 8, width: 1280, height: 720, container: 'mp4' }), 'Killed twice');
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      const [ffmpeg] = await until(async () => {
        const running = await ffmpegRunBy(server.pid);
        return running.length > 0 && running;
      }, `attempt ${attempt} ran no ffmpeg`, { timeoutMs: 120_000, intervalMs: 50 });
      process.kill(ffmpeg ?? 0, 'SIGKILL');
      await until(async () => (await ffmpegRunBy(server.pid)).length === 0, 'the killed ffmpeg is still there', { timeoutMs: 10_000, intervalMs: 50 });
    }

    expect(await processed(id)).toMatchObject({ processingState: 'FAILED', processingError: PROCESSING_ERRORS.gaveUp, renditions: [] });
    expect(await answers()).toMatchObject({ unanswered: 0 });
    expect(server.output()).not.toMatch(/uncaught|unhandled/i);
  }, 300_000);

  const onPostgres = process.env.TEST_DATABASE_URL ? it : it.skip;
  onPostgres('finishes a video whose database went away mid-job, once it is back, answering throughout', async () => {
    const database = new URL(seed.env.DATABASE_URL ?? '').pathname.slice(1);
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      const answers = watchAnswers(server);
      const id = await submit(await makeClip({ seconds: 4, width: 1280, height: 720, container: 'mp4' }), 'Power cut');
      await until(async () => (await ffmpegRunBy(server.pid)).length > 0, 'no ffmpeg ran', { timeoutMs: 120_000, intervalMs: 50 });

      // As a restart does: every connection cut, and none taken until the job has finished its
      // files and needs the database to record them.
      await admin.query(`alter database ${database} with allow_connections false`);
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [database]);
      let quietSince = Date.now();
      await until(
        async () => {
          if ((await ffmpegRunBy(server.pid)).length > 0) quietSince = Date.now();
          return Date.now() - quietSince > 3_000;
        },
        'ffmpeg did not finish',
        { timeoutMs: 120_000, intervalMs: 50 },
      );
      await admin.query(`alter database ${database} with allow_connections true`);

      expect(await processed(id)).toMatchObject({ processingState: 'READY', processingError: null });
      expect(await answers()).toMatchObject({ unanswered: 0 });
      expect(server.output()).not.toMatch(/uncaught|unhandled/i);
      expect(server.output()).toContain('the database went away during a job');
      // The files of the try the outage cut short are gone: every rendition on disk is one a poem has.
      const kept = (await seed.db.select({ key: videoRenditions.fileKey }).from(videoRenditions)).map((row) => row.key);
      expect((await mediaFilesOf(seed)).filter((file) => file.startsWith('renditions/')).sort()).toEqual(kept.sort());
    } finally {
      await admin.query(`alter database ${database} with allow_connections true`);
      await admin.end();
    }
  }, 300_000);
});
