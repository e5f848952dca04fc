/**
 * bench/transcode: a 60-second 1080p clip through every rendition on a server process, and what
 * that does to votes.
 * 1. Vote latency at a fixed RATE votes/s for DURATION_S seconds with nothing else running.
 * 2. The clip is uploaded; once its job runs, the same votes for the same time while it transcodes.
 * 3. Seconds of video processed per wall-clock second, from the job's start to its renditions, posters and stream.
 * Needs PostgreSQL like bench/votes: BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { submissions } from '../server/db/schema';
import { startServerProcess } from '../tests/utils/process';
import { seedApprovedPoem, seedTopic, signedInPoets } from '../tests/utils/scenarios';
import { startTestServer } from '../tests/utils/server';
import { submitPoemGql } from '../tests/utils/videoUpload';
import { closeHttpClient } from './http';
import { atFixedRate, pairs, percentile, round } from './voteLoad';

const CLIP_SECONDS = 60;
const DURATION_S = Number(process.env.DURATION_S ?? 10);
const RATE = Number(process.env.RATE ?? 50);
process.env.TEST_DATABASE_URL ??= process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** A 1080p test pattern with a tone, H.264/AAC as a phone would upload it. */
async function makeClip(): Promise<Buffer> {
  const folder = await mkdtemp(path.join(tmpdir(), 'spoken-bench-'));
  const file = path.join(folder, 'clip.mp4');
  try {
    await promisify(execFile)('ffmpeg', [
      '-v', 'error', '-y',
      '-f', 'lavfi', '-i', `testsrc2=size=1920x1080:rate=30:duration=${CLIP_SECONDS}`,
      '-f', 'lavfi', '-i', `sine=frequency=440:duration=${CLIP_SECONDS}`,
      '-c:v', 'libx264', '-preset', 'ultrafast', '-b:v', '8M', '-c:a', 'aac', '-shortest', file,
    ]);
    return await readFile(file);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const seeded = await startTestServer();
  let serverProcess: Awaited<ReturnType<typeof startServerProcess>> | undefined;
  try {
    const topic = await seedTopic(seeded.db, { title: 'Bench' });
    const poems = await Promise.all(Array.from({ length: 120 }, () => seedApprovedPoem(seeded, topic.id)));
    const voters = await signedInPoets(seeded, 200);
    const clip = await makeClip();
    serverProcess = await startServerProcess({ ...seeded.env, WORKER: 'in-process' });
    const url = serverProcess.graphqlUrl;
    const source = pairs(voters.map((voter) => voter.token), poems.map((poem) => poem.id));

    await atFixedRate(url, source, RATE, 5);
    const idle = await atFixedRate(url, source, RATE, DURATION_S);

    const poet = voters[0];
    if (!poet) throw new Error('no voters were seeded');
    const submitted = await submitPoemGql<{ submitPoem: { submission: { id: string } } }>(
      serverProcess,
      'mutation ($input: SubmitPoemInput!) { submitPoem(input: $input) { submission { id } } }',
      { input: { topicId: topic.id, title: 'Sixty seconds', transcript: 'A minute of test pattern.' } },
      { 'input.video': { content: clip, name: 'sixty-seconds.mp4' } },
      { token: poet.token },
    );
    const id = submitted.data?.submitPoem.submission.id;
    if (!id) throw new Error(`the upload failed: ${JSON.stringify(submitted.errors)}`);
    const stateOf = async () => (await seeded.db.select({ state: submissions.processingState }).from(submissions).where(eq(submissions.id, id)))[0]?.state;
    const waitFor = async (state: string) => {
      while ((await stateOf()) !== state) {
        if ((await stateOf()) === 'failed') throw new Error('the transcode failed');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    await waitFor('processing');
    const jobStarted = performance.now();
    const busy = await atFixedRate(url, source, RATE, DURATION_S);
    const stillRunning = (await stateOf()) === 'processing';
    await waitFor('ready');
    const wallSeconds = (performance.now() - jobStarted) / 1000;

    const figures = {
      bench: 'transcode',
      video_s_per_wall_s: Math.round((CLIP_SECONDS / wallSeconds) * 100) / 100,
      vote_p95_ms_idle: round(percentile(idle, 95)),
      vote_p95_ms_transcoding: round(percentile(busy, 95)),
    };
    console.log(`transcode: ${CLIP_SECONDS} s of 1080p to 1080/720/480/360/240 renditions, posters in sizes and an HLS package in ${round(wallSeconds)} s (${figures.video_s_per_wall_s} video s per wall s)`);
    console.log(`votes at ${RATE}/s for ${DURATION_S} s, idle: p50 ${round(percentile(idle, 50))} ms, p95 ${figures.vote_p95_ms_idle} ms, p99 ${round(percentile(idle, 99))} ms`);
    console.log(
      `votes at ${RATE}/s for ${DURATION_S} s, transcoding: p50 ${round(percentile(busy, 50))} ms, p95 ${figures.vote_p95_ms_transcoding} ms, p99 ${round(percentile(busy, 99))} ms` +
        (stillRunning ? '' : ' (the transcode ended before these votes did)'),
    );
    console.log(JSON.stringify(figures));
  } finally {
    closeHttpClient();
    await serverProcess?.stop();
    await seeded.close();
  }
}

await main();
