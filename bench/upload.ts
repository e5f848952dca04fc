/**
 * bench/upload: one 100 MB video upload through the real multipart GraphQL endpoint. Reports the
 * server's peak memory growth while it streams the file to disk, and the throughput.
 * Runs on PGlite, or on PostgreSQL when BENCH_DATABASE_URL is set.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startTestServer } from '../tests/utils/server';
import { seedTopic, seedUser, signIn } from '../tests/utils/scenarios';

const MB = 1024 * 1024;
const SIZE_MB = Number(process.env.UPLOAD_MB ?? 100);
const CHUNK = 256 * 1024;
const fixture = readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '../tests/fixtures/poem.mp4'));

/** A multipart body produced chunk by chunk, so the client never holds the file in memory. */
function multipartBody(boundary: string, operations: string, totalBytes: number): ReadableStream<Uint8Array> {
  const preamble = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="operations"\r\n\r\n${operations}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="map"\r\n\r\n{"0":["variables.input.video"]}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="0"; filename="poem.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
  );
  const filler = randomBytes(CHUNK);
  let sent = 0;
  let stage: 'preamble' | 'file' | 'end' | 'done' = 'preamble';
  return new ReadableStream({
    pull(controller) {
      if (stage === 'preamble') {
        controller.enqueue(preamble);
        controller.enqueue(fixture);
        sent = fixture.length;
        stage = 'file';
      } else if (stage === 'file') {
        const size = Math.min(CHUNK, totalBytes - sent);
        controller.enqueue(filler.subarray(0, size));
        sent += size;
        if (sent >= totalBytes) stage = 'end';
      } else if (stage === 'end') {
        controller.enqueue(Buffer.from(`\r\n--${boundary}--\r\n`));
        stage = 'done';
      } else {
        controller.close();
      }
    },
  });
}

async function main(): Promise<void> {
  const server = await startTestServer({ env: process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {} });
  try {
    const poet = await signIn(server, await seedUser(server.db, { name: 'Bench Poet' }));
    const topic = await seedTopic(server.db, { active: true });
    const operations = JSON.stringify({
      query: 'mutation ($input: SubmitPoemInput!) { submitPoem(input: $input) { submission { id fileSize } } }',
      variables: { input: { topicId: topic.id, title: 'A long poem', transcript: 'Words, many of them.', video: null } },
    });
    const boundary = `----spoken-bench-${randomBytes(8).toString('hex')}`;

    global.gc?.();
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 20);

    const started = performance.now();
    const response = await fetch(server.graphqlUrl, {
      method: 'POST',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'apollo-require-preflight': 'true',
        authorization: `Bearer ${poet.token}`,
      },
      body: multipartBody(boundary, operations, SIZE_MB * MB),
      duplex: 'half',
    } as RequestInit);
    const result = (await response.json()) as { data?: { submitPoem: { submission: { fileSize: number } } }; errors?: unknown };
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);

    if (!result.data || result.data.submitPoem.submission.fileSize !== SIZE_MB * MB) {
      throw new Error(`upload failed: ${JSON.stringify(result.errors ?? result)}`);
    }
    const figures = {
      bench: 'upload',
      mb: SIZE_MB,
      rss_growth_mb: Math.round(((peak - baseline) / MB) * 10) / 10,
      mb_per_s: Math.round((SIZE_MB / seconds) * 10) / 10,
    };
    console.log(`uploaded ${SIZE_MB} MB in ${seconds.toFixed(2)} s on ${server.engine}`);
    console.log(`process memory: ${(baseline / MB).toFixed(0)} MB before, ${(peak / MB).toFixed(0)} MB at peak (client and server share this process)`);
    console.log(JSON.stringify(figures));
  } finally {
    await server.close();
  }
}

await main();
