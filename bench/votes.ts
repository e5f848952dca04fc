/**
 * bench/votes: concurrent clients voting over HTTP against a server process on PostgreSQL.
 * 1. Throughput: CONCURRENCY clients vote as fast as they can for DURATION_S seconds.
 * 2. Latency at a fixed 500 votes/s for DURATION_S seconds.
 * 3. The raw limit: the same writes (vote row + conditional count update in one transaction) issued
 *    directly with pg at the same concurrency.
 * Needs PostgreSQL: BENCH_DATABASE_URL (a database the bench may create databases from), default
 * postgres://postgres@127.0.0.1:5432/test.
 */
import pg from 'pg';
import { closeHttpClient, post } from './http';
import { cpuMeter } from './procStats';
import { startServerProcess } from '../tests/utils/process';
import { seedApprovedPoem, seedTopic, signedInPoets } from '../tests/utils/scenarios';
import { startTestServer } from '../tests/utils/server';

const DURATION_S = Number(process.env.DURATION_S ?? 10);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 48);
const RATE = Number(process.env.RATE ?? 500);
const VOTERS = Number(process.env.VOTERS ?? 400);
const POEMS = Number(process.env.POEMS ?? 240);
process.env.TEST_DATABASE_URL ??= process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const SET_VOTE = JSON.stringify({
  query: 'mutation ($input: SetVoteInput!) { setVote(input: $input) { voted tally { voteCount } } }',
});

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}
const round = (value: number) => Math.round(value * 10) / 10;

/**
 * Every (voter, poem) pair once, in rounds: each round every voter votes once, each for the poem
 * after the previous voter's, so neighbouring votes go to different poems (load spreads over the
 * topic) and each voter votes once a round (as people do, within their vote limit).
 */
function* pairs(tokens: string[], poemIds: string[]): Generator<{ token: string; poemId: string }> {
  for (let round = 0; round < poemIds.length; round += 1) {
    for (const [index, token] of tokens.entries()) yield { token, poemId: poemIds[(index + round) % poemIds.length] as string };
  }
}

async function voteOverHttp(url: string, pair: { token: string; poemId: string }): Promise<number> {
  const started = performance.now();
  const body = `${SET_VOTE.slice(0, -1)},"variables":{"input":{"poemId":"${pair.poemId}","voted":true}}}`;
  const result = JSON.parse(await post(url, body, pair.token)) as { errors?: { message: string }[] };
  if (result.errors) throw new Error(result.errors[0]?.message);
  return performance.now() - started;
}

async function throughput(url: string, source: Iterator<{ token: string; poemId: string }>): Promise<{ perSecond: number; latencies: number[] }> {
  const latencies: number[] = [];
  const deadline = performance.now() + DURATION_S * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < deadline) {
        const next = source.next();
        if (next.done) return;
        latencies.push(await voteOverHttp(url, next.value));
      }
    }),
  );
  return { perSecond: latencies.length / ((performance.now() - started) / 1000), latencies: latencies.sort((a, b) => a - b) };
}

async function atFixedRate(url: string, source: Iterator<{ token: string; poemId: string }>): Promise<number[]> {
  const latencies: number[] = [];
  const inFlight: Promise<void>[] = [];
  const started = performance.now();
  for (let index = 0; index < RATE * DURATION_S; index += 1) {
    const due = started + (index * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const next = source.next();
    if (next.done) break;
    inFlight.push(voteOverHttp(url, next.value).then((ms) => void latencies.push(ms)));
  }
  await Promise.all(inFlight);
  return latencies.sort((a, b) => a - b);
}

async function rawLimit(databaseUrl: string, userIds: string[], poemIds: string[]): Promise<number> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: CONCURRENCY });
  const source = (function* () {
    for (const userId of userIds) for (const poemId of poemIds) yield { userId, poemId };
  })();
  let done = 0;
  const deadline = performance.now() + DURATION_S * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      const client = await pool.connect();
      try {
        while (performance.now() < deadline) {
          const next = source.next();
          if (next.done) return;
          await client.query('begin');
          await client.query('insert into votes (poem_id, user_id) values ($1, $2) on conflict do nothing', [next.value.poemId, next.value.userId]);
          await client.query(
            'update submissions set vote_count = vote_count + 1, vote_version = vote_version + 1 where id = $1 and vote_count < 500 returning vote_count',
            [next.value.poemId],
          );
          await client.query('commit');
          done += 1;
        }
      } finally {
        client.release();
      }
    }),
  );
  await pool.end();
  return done / ((performance.now() - started) / 1000);
}

async function main(): Promise<void> {
  const seeded = await startTestServer();
  let serverProcess: Awaited<ReturnType<typeof startServerProcess>> | undefined;
  try {
    const topic = await seedTopic(seeded.db, { title: 'Bench' });
    const rawTopic = await seedTopic(seeded.db, { title: 'Bench raw' });
    const poems = await Promise.all(Array.from({ length: POEMS }, () => seedApprovedPoem(seeded, topic.id)));
    const rawPoems = await Promise.all(Array.from({ length: POEMS }, () => seedApprovedPoem(seeded, rawTopic.id)));
    const voters = await signedInPoets(seeded, VOTERS);
    serverProcess = await startServerProcess(seeded.env);

    const source = pairs(voters.map((voter) => voter.token), poems.map((poem) => poem.id));
    const warmup = Array.from({ length: 200 }, () => source.next().value).filter((pair) => pair !== undefined);
    await Promise.all(warmup.map((pair) => voteOverHttp(serverProcess?.graphqlUrl as string, pair)));

    const fastCpu = cpuMeter([serverProcess.pid]);
    const fast = await throughput(serverProcess.graphqlUrl, source);
    const fastCpuShare = fastCpu();
    const steadyCpu = cpuMeter([serverProcess.pid]);
    const steady = await atFixedRate(serverProcess.graphqlUrl, source);
    const steadyCpuShare = steadyCpu();
    const raw = await rawLimit(seeded.env.DATABASE_URL as string, voters.map((voter) => voter.user.id), rawPoems.map((poem) => poem.id));

    const figures = {
      bench: 'votes',
      votes_per_s: round(fast.perSecond),
      p50_ms: round(percentile(steady, 50)),
      p95_ms: round(percentile(steady, 95)),
      p99_ms: round(percentile(steady, 99)),
      raw_per_s: round(raw),
      ratio: Math.round((fast.perSecond / raw) * 100) / 100,
    };
    console.log(`throughput: ${figures.votes_per_s} votes/s with ${CONCURRENCY} clients over ${DURATION_S} s (p50 ${round(percentile(fast.latencies, 50))} ms, p95 ${round(percentile(fast.latencies, 95))} ms)`);
    console.log(`at ${RATE} votes/s for ${DURATION_S} s: p50 ${figures.p50_ms} ms, p95 ${figures.p95_ms} ms, p99 ${figures.p99_ms} ms`);
    // The server's CPU per vote at the fixed rate: steadier from run to run than throughput on shared cores.
    console.log(`server CPU: ${Math.round(fastCpuShare * 100)}% of a core at full speed; ${((steadyCpuShare * 1000) / RATE).toFixed(2)} ms per vote at ${RATE} votes/s`);
    console.log(`raw limit (pg, same writes, ${CONCURRENCY} connections): ${figures.raw_per_s} votes/s; ratio ${figures.ratio}`);
    console.log(JSON.stringify(figures));
  } finally {
    closeHttpClient();
    await serverProcess?.stop();
    await seeded.close();
  }
}

await main();
