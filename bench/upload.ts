/**
 * bench/upload: a 500 MB video uploaded resumably through the real /uploads/videos endpoint, in
 * the web app's 8 MB pieces, to a server in a process of its own, then submitted; then a second
 * one whose connection is cut mid-piece at half and which resumes from where the server stopped.
 * Reports the server's peak memory growth while it streams to disk, the throughput, and what the
 * resumed upload sent twice.
 * Runs on PGlite, or on PostgreSQL when BENCH_DATABASE_URL is set.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gql } from '../tests/utils/graphql';
import { seedTopic, seedUser, signIn } from '../tests/utils/scenarios';
import { startTestServer, startTestServerProcess, type TestServer } from '../tests/utils/server';
import { rssKb } from './procStats';
import { beginVideoUpload, CHUNK_BYTES, cutVideoPatch, settledOffset, tusRequest, uploadIdOf, videoUploadsUrl } from '../tests/utils/videoUpload';

const MB = 1024 * 1024;
const SIZE_MB = Number(process.env.UPLOAD_MB ?? 500);
const SIZE = SIZE_MB * MB;
const fixture = readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '../tests/fixtures/poem.mp4'));
const filler = randomBytes(CHUNK_BYTES);
const head = Buffer.from(filler);
fixture.copy(head);
// Made once and sliced (slices share the bytes), so the client makes no garbage per piece.
const pieces = { head: new Blob([head]), filler: new Blob([filler]) };

/** The piece of the video at `offset`: a real video's header, then noise. */
function pieceAt(offset: number, length: number): Blob {
  return (offset === 0 ? pieces.head : pieces.filler).slice(0, length);
}

/** Sends the upload from `offset` to its end; resolves with the bytes sent. */
async function sendFrom(server: Target, id: string, offset: number, token: string): Promise<number> {
  let sent = 0;
  for (let at = offset; at < SIZE; at += CHUNK_BYTES) {
    const body = pieceAt(at, Math.min(CHUNK_BYTES, SIZE - at));
    const answer = await tusRequest(videoUploadsUrl(server, id), 'PATCH', { 'upload-offset': String(at) }, { token, body });
    if (answer.status !== 204) throw new Error(`piece at ${at} refused: ${answer.status} ${answer.body}`);
    sent += body.size;
  }
  return sent;
}

async function submit(server: Target, topicId: string, uploadId: string, token: string): Promise<void> {
  const result = await gql<{ submitPoem: { submission: { fileSize: number } } }>(
    server,
    'mutation ($input: SubmitPoemInput!) { submitPoem(input: $input) { submission { fileSize } } }',
    { input: { topicId, title: 'A long poem', transcript: 'Words, many of them.', uploadId } },
    { token },
  );
  if (result.data?.submitPoem.submission.fileSize !== SIZE) throw new Error(`submission failed: ${JSON.stringify(result.errors ?? result)}`);
}

/** Runs `work` while sampling the server process's memory; its peak growth in MB and the seconds taken. */
async function measured(pid: number, work: () => Promise<void>): Promise<{ rssGrowthMb: number; seconds: number }> {
  const baseline = rssKb(pid);
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssKb(pid));
  }, 20);
  const started = performance.now();
  try {
    await work();
  } finally {
    clearInterval(sampler);
  }
  peak = Math.max(peak, rssKb(pid));
  return { rssGrowthMb: (peak - baseline) / 1024, seconds: (performance.now() - started) / 1000 };
}

type Target = Pick<TestServer, 'url' | 'graphqlUrl'>;

const round = (value: number) => Math.round(value * 10) / 10;

async function main(): Promise<void> {
  const seeded = await startTestServer({ env: process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {} });
  const { token } = await signIn(seeded, await seedUser(seeded.db, { name: 'Bench Poet' }));
  const topic = await seedTopic(seeded.db, { active: true });
  // The server runs in a process of its own, so its memory is measured apart from the client's.
  const server = await startTestServerProcess(seeded);
  try {

    const whole = await measured(server.pid, async () => {
      const id = uploadIdOf(await beginVideoUpload(server, SIZE, 'poem.mp4', { token }));
      await sendFrom(server, id, 0, token);
      await submit(server, topic.id, id, token);
    });
    console.log(`uploaded and submitted ${SIZE_MB} MB in ${whole.seconds.toFixed(2)} s on ${seeded.engine}; the server's memory grew ${whole.rssGrowthMb.toFixed(1)} MB`);

    const id = uploadIdOf(await beginVideoUpload(server, SIZE, 'poem.mp4', { token }));
    const half = Math.floor(SIZE / 2 / CHUNK_BYTES) * CHUNK_BYTES;
    let sent = 0;
    for (let at = 0; at < half; at += CHUNK_BYTES) {
      const answer = await tusRequest(videoUploadsUrl(server, id), 'PATCH', { 'upload-offset': String(at) }, { token, body: pieceAt(at, CHUNK_BYTES) });
      if (answer.status !== 204) throw new Error(`piece at ${at} refused: ${answer.status}`);
      sent += CHUNK_BYTES;
    }
    await cutVideoPatch(server, id, half, filler, CHUNK_BYTES / 2, { token });
    sent += CHUNK_BYTES / 2;
    const resumedAt = await settledOffset(server, id, { token });
    sent += await sendFrom(server, id, resumedAt, token);
    await submit(server, topic.id, id, token);
    const resentMb = (sent - SIZE) / MB;
    console.log(`cut at ${(half / MB + CHUNK_BYTES / 2 / MB).toFixed(0)} MB sent; the server held ${(resumedAt / MB).toFixed(1)} MB and the upload resumed there, sending ${resentMb.toFixed(2)} MB twice`);

    console.log(
      JSON.stringify({
        bench: 'upload',
        resumable_mb: SIZE_MB,
        resumable_rss_growth_mb: round(whole.rssGrowthMb),
        mb_per_s: round(SIZE_MB / whole.seconds),
        resumed_resent_mb: round(resentMb),
      }),
    );
  } finally {
    await server.stop();
    await seeded.close();
  }
}

await main();
