/**
 * bench/upload: a 500 MB video uploaded resumably through the real /uploads/videos endpoint, in
 * the web app's 8 MB pieces, then submitted; then a second one whose connection is cut mid-piece at
 * half and which resumes from where the server stopped. Reports the process's peak memory growth
 * while the server streams to disk, the throughput, and what the resumed upload sent twice.
 * Runs on PGlite, or on PostgreSQL when BENCH_DATABASE_URL is set.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gql } from '../tests/utils/graphql';
import { seedTopic, seedUser, signIn } from '../tests/utils/scenarios';
import { startTestServer, type TestServer } from '../tests/utils/server';
import { beginVideoUpload, CHUNK_BYTES, cutVideoPatch, settledOffset, tusRequest, uploadIdOf, videoUploadsUrl } from '../tests/utils/videoUpload';

const MB = 1024 * 1024;
const SIZE_MB = Number(process.env.UPLOAD_MB ?? 500);
const SIZE = SIZE_MB * MB;
const fixture = readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '../tests/fixtures/poem.mp4'));
const filler = randomBytes(CHUNK_BYTES);

/** The piece of the video at `offset`: a real video's header, then noise, made as needed so the client holds no file. */
function pieceAt(offset: number, length: number): Uint8Array {
  const piece = Buffer.from(filler.subarray(0, length));
  if (offset < fixture.length) fixture.copy(piece, 0, offset, Math.min(fixture.length, offset + length));
  return piece;
}

/** Sends the upload from `offset` to its end; resolves with the bytes sent. */
async function sendFrom(server: TestServer, id: string, offset: number, token: string): Promise<number> {
  let sent = 0;
  for (let at = offset; at < SIZE; at += CHUNK_BYTES) {
    const body = pieceAt(at, Math.min(CHUNK_BYTES, SIZE - at));
    const answer = await tusRequest(videoUploadsUrl(server, id), 'PATCH', { 'upload-offset': String(at) }, { token, body });
    if (answer.status !== 204) throw new Error(`piece at ${at} refused: ${answer.status} ${answer.body}`);
    sent += body.length;
  }
  return sent;
}

async function submit(server: TestServer, topicId: string, uploadId: string, token: string): Promise<void> {
  const result = await gql<{ submitPoem: { submission: { fileSize: number } } }>(
    server,
    'mutation ($input: SubmitPoemInput!) { submitPoem(input: $input) { submission { fileSize } } }',
    { input: { topicId, title: 'A long poem', transcript: 'Words, many of them.', uploadId } },
    { token },
  );
  if (result.data?.submitPoem.submission.fileSize !== SIZE) throw new Error(`submission failed: ${JSON.stringify(result.errors ?? result)}`);
}

/** Runs `work` while sampling the process's memory; the peak growth in MB and the seconds taken. */
async function measured(work: () => Promise<void>): Promise<{ rssGrowthMb: number; seconds: number }> {
  global.gc?.();
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  const started = performance.now();
  try {
    await work();
  } finally {
    clearInterval(sampler);
  }
  peak = Math.max(peak, process.memoryUsage().rss);
  return { rssGrowthMb: (peak - baseline) / MB, seconds: (performance.now() - started) / 1000 };
}

const round = (value: number) => Math.round(value * 10) / 10;

async function main(): Promise<void> {
  const server = await startTestServer({ env: process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {} });
  try {
    const { token } = await signIn(server, await seedUser(server.db, { name: 'Bench Poet' }));
    const topic = await seedTopic(server.db, { active: true });

    const whole = await measured(async () => {
      const id = uploadIdOf(await beginVideoUpload(server, SIZE, 'poem.mp4', { token }));
      await sendFrom(server, id, 0, token);
      await submit(server, topic.id, id, token);
    });
    console.log(`uploaded and submitted ${SIZE_MB} MB in ${whole.seconds.toFixed(2)} s on ${server.engine}; memory grew ${whole.rssGrowthMb.toFixed(1)} MB (client and server share this process)`);

    const id = uploadIdOf(await beginVideoUpload(server, SIZE, 'poem.mp4', { token }));
    const half = Math.floor(SIZE / 2 / CHUNK_BYTES) * CHUNK_BYTES;
    let sent = 0;
    for (let at = 0; at < half; at += CHUNK_BYTES) {
      const answer = await tusRequest(videoUploadsUrl(server, id), 'PATCH', { 'upload-offset': String(at) }, { token, body: pieceAt(at, CHUNK_BYTES) });
      if (answer.status !== 204) throw new Error(`piece at ${at} refused: ${answer.status}`);
      sent += CHUNK_BYTES;
    }
    await cutVideoPatch(server, id, half, pieceAt(half, CHUNK_BYTES), CHUNK_BYTES / 2, { token });
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
    await server.close();
  }
}

await main();
