/**
 * bench/listRefetch: what one poem going public costs when WATCHERS open screens read their list
 * again. Each watcher sends the home page's list query (the topic's 7 most-voted poems, as a
 * visitor) at a random moment within the spread, as web/src/lib/useSpreadRefetch does; the bench
 * runs each spread in SPREADS_MS (0 is every screen at once) against a server process on
 * PostgreSQL and reports how long the last screen waited, latency from each screen's own moment
 * (its wait in the client's connection queue included, as a browser would see it), and the
 * server's CPU.
 * Settings: WATCHERS (10000), POEMS (60), SPREADS_MS (0,2000,5000), BENCH_DATABASE_URL.
 */
import { closeHttpClient, post } from './http';
import { cpuMeter } from './procStats';
import { percentile, round } from './voteLoad';
import { startServerProcess } from '../tests/utils/process';
import { seedApprovedPoem, seedTopic } from '../tests/utils/scenarios';
import { startTestServer } from '../tests/utils/server';

const WATCHERS = Number(process.env.WATCHERS ?? 10_000);
const POEMS = Number(process.env.POEMS ?? 60);
const SPREADS_MS = (process.env.SPREADS_MS ?? '0,2000,5000').split(',').map(Number);
const HOME_LIST = `query HomeTopPoemsQuery($topicId: ID!, $first: Int!) {
  votingPoems(topicId: $topicId, sort: VOTES, first: $first) { totalCount nodes { id title authorName voteCount voteVersion frozen viewerHasVoted viewerIsPoet thumbnailUrl renditions { height url } } }
}`;
process.env.TEST_DATABASE_URL ??= process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Every watcher reads the list once, each at its own random moment within `spreadMs`. */
async function refetchWave(url: string, body: string, spreadMs: number): Promise<{ latencies: number[]; lastMs: number; failures: number }> {
  const started = performance.now();
  const latencies: number[] = [];
  let failures = 0;
  await Promise.all(
    Array.from({ length: WATCHERS }, async () => {
      await sleep(Math.random() * spreadMs);
      const at = performance.now();
      const answer = await post(url, body).catch(() => '');
      if (!answer.includes('"votingPoems"')) failures += 1;
      latencies.push(performance.now() - at);
    }),
  );
  return { latencies: latencies.sort((a, b) => a - b), lastMs: performance.now() - started, failures };
}

async function main(): Promise<void> {
  const seeded = await startTestServer();
  let serverProcess: Awaited<ReturnType<typeof startServerProcess>> | undefined;
  try {
    const topic = await seedTopic(seeded.db, { title: 'Bench' });
    for (let index = 0; index < POEMS; index += 1) await seedApprovedPoem(seeded, topic.id, { voteCount: index });
    serverProcess = await startServerProcess(seeded.env);
    const body = JSON.stringify({ query: HOME_LIST, variables: { topicId: topic.id, first: 7 } });
    await Promise.all(Array.from({ length: 200 }, () => post(serverProcess?.graphqlUrl as string, body)));

    const results = [];
    for (const spreadMs of SPREADS_MS) {
      await sleep(1000);
      const cpu = cpuMeter([serverProcess.pid]);
      const wave = await refetchWave(serverProcess.graphqlUrl, body, spreadMs);
      const figures = {
        spread_ms: spreadMs,
        last_answer_ms: Math.round(wave.lastMs),
        p50_ms: round(percentile(wave.latencies, 50)),
        p95_ms: round(percentile(wave.latencies, 95)),
        p99_ms: round(percentile(wave.latencies, 99)),
        failures: wave.failures,
        server_cpu: Math.round(cpu() * 100) / 100,
      };
      console.log(
        `${WATCHERS} screens within ${spreadMs} ms: last answered at ${figures.last_answer_ms} ms; p50 ${figures.p50_ms} ms, p95 ${figures.p95_ms} ms, p99 ${figures.p99_ms} ms; ${figures.failures} failed; server ${Math.round(figures.server_cpu * 100)}% of a core`,
      );
      results.push(figures);
    }
    console.log(JSON.stringify({ bench: 'listRefetch', watchers: WATCHERS, results }));
  } finally {
    closeHttpClient();
    await serverProcess?.stop();
    await seeded.close();
  }
}

await main();
