/**
 * bench/votes: concurrent clients voting over HTTP against a server process on PostgreSQL.
 * 1. Throughput: CONCURRENCY clients vote as fast as they can for DURATION_S seconds.
 * 2. Latency at a fixed 500 votes/s for DURATION_S seconds.
 * 3. The raw limit: the same writes (vote row + conditional count update in one transaction) issued
 *    directly with pg at the same concurrency.
 * 4. With POOLER=1, the throughput run again through PgBouncer in transaction mode (Debian's, started
 *    by the bench in front of the same server, 20 server connections as the app's pool) with a new
 *    server process (DATABASE_POOLER=transaction): `pooled_per_s`, `pooled_ratio` (over direct).
 * 5. With REPLICA=1, everything on a primary of the bench's own with a streaming replica
 *    (bench/replica.ts), whose lag is sampled during the throughput run: `replica_lag_p95_ms`.
 * The connections the database holds for the bench's database at the end of each run are printed.
 * Needs PostgreSQL: BENCH_DATABASE_URL (a database the bench may create databases from), default
 * postgres://postgres@127.0.0.1:5432/test.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from '../server/db/client';
import { STATEMENT_TIMEOUT_MS } from '../server/db/client';
import { startPgBouncer } from '../tests/utils/postgresCluster';
import { closeHttpClient } from './http';
import { sampleLag, startBenchReplica } from './replica';
import { cpuMeter } from './procStats';
import { atFixedRate, pairs, percentile, round, voteOverHttp, type VotePair } from './voteLoad';
import { startServerProcess } from '../tests/utils/process';
import { seedApprovedPoem, seedTopic, signedInPoets } from '../tests/utils/scenarios';
import { startTestServer } from '../tests/utils/server';

const DURATION_S = Number(process.env.DURATION_S ?? 10);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 48);
const RATE = Number(process.env.RATE ?? 500);
const VOTERS = Number(process.env.VOTERS ?? 400);
const POEMS = Number(process.env.POEMS ?? 240);
const POOLER = process.env.POOLER === '1';
const REPLICA = process.env.REPLICA === '1';
process.env.TEST_DATABASE_URL ??= process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function throughput(url: string, source: Iterator<VotePair>): Promise<{ perSecond: number; latencies: number[] }> {
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

/** Connections the server holds open to the bench's database, the bench's own included. */
async function databaseConnections(db: Database): Promise<number> {
  const { rows } = (await db.execute(sql`select count(*)::int as n from pg_stat_activity where datname = current_database()`)) as unknown as { rows: { n: number }[] };
  return rows[0]?.n ?? 0;
}

/** The throughput run again, through PgBouncer, by a server process in DATABASE_POOLER=transaction. */
async function pooledThroughput(seededEnv: Record<string, string>, db: Database, source: Iterator<VotePair>): Promise<{ perSecond: number; connections: number }> {
  const direct = seededEnv.DATABASE_URL as string;
  const name = new URL(direct).pathname.slice(1);
  await db.execute(sql.raw(`alter database ${name} set statement_timeout = '${STATEMENT_TIMEOUT_MS}ms'`));
  const bouncer = await startPgBouncer({ port: Number(new URL(direct).port || 5432) }, { poolSize: 20 });
  let pooledServer: Awaited<ReturnType<typeof startServerProcess>> | undefined;
  try {
    pooledServer = await startServerProcess({ ...seededEnv, DATABASE_URL: bouncer.url(name), DIRECT_DATABASE_URL: direct, DATABASE_POOLER: 'transaction' });
    const warmup = Array.from({ length: 200 }, () => source.next().value).filter((pair) => pair !== undefined);
    await Promise.all(warmup.map((pair) => voteOverHttp(pooledServer?.graphqlUrl as string, pair)));
    const pooled = await throughput(pooledServer.graphqlUrl, source);
    return { perSecond: pooled.perSecond, connections: await databaseConnections(db) };
  } finally {
    await pooledServer?.stop();
    await bouncer.close();
  }
}

async function main(): Promise<void> {
  const benchReplica = REPLICA ? await startBenchReplica() : undefined;
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
    const lag = benchReplica && (await sampleLag(benchReplica));
    const fast = await throughput(serverProcess.graphqlUrl, source);
    const lagSeen = await lag?.stop();
    const fastCpuShare = fastCpu();
    const directConnections = await databaseConnections(seeded.db);
    const steadyCpu = cpuMeter([serverProcess.pid]);
    const steady = await atFixedRate(serverProcess.graphqlUrl, source, RATE, DURATION_S);
    const steadyCpuShare = steadyCpu();
    const raw = await rawLimit(seeded.env.DATABASE_URL as string, voters.map((voter) => voter.user.id), rawPoems.map((poem) => poem.id));
    await serverProcess.stop();
    serverProcess = undefined;
    const pooled = POOLER ? await pooledThroughput(seeded.env, seeded.db, source) : undefined;

    const figures = {
      bench: 'votes',
      votes_per_s: round(fast.perSecond),
      p50_ms: round(percentile(steady, 50)),
      p95_ms: round(percentile(steady, 95)),
      p99_ms: round(percentile(steady, 99)),
      raw_per_s: round(raw),
      ratio: Math.round((fast.perSecond / raw) * 100) / 100,
      ...(pooled && { pooled_per_s: round(pooled.perSecond), pooled_ratio: Math.round((pooled.perSecond / fast.perSecond) * 100) / 100 }),
      ...(lagSeen && { replica_lag_p95_ms: lagSeen.p95Ms }),
    };
    console.log(`throughput: ${figures.votes_per_s} votes/s with ${CONCURRENCY} clients over ${DURATION_S} s (p50 ${round(percentile(fast.latencies, 50))} ms, p95 ${round(percentile(fast.latencies, 95))} ms)`);
    console.log(`at ${RATE} votes/s for ${DURATION_S} s: p50 ${figures.p50_ms} ms, p95 ${figures.p95_ms} ms, p99 ${figures.p99_ms} ms`);
    // The server's CPU per vote at the fixed rate: steadier from run to run than throughput on shared cores.
    console.log(`server CPU: ${Math.round(fastCpuShare * 100)}% of a core at full speed; ${((steadyCpuShare * 1000) / RATE).toFixed(2)} ms per vote at ${RATE} votes/s`);
    console.log(`raw limit (pg, same writes, ${CONCURRENCY} connections): ${figures.raw_per_s} votes/s; ratio ${figures.ratio}`);
    console.log(`database connections at the end of the throughput run: ${directConnections} direct`);
    if (pooled) console.log(`through PgBouncer: ${figures.pooled_per_s} votes/s (${figures.pooled_ratio} of direct); ${pooled.connections} database connections at the end`);
    if (lagSeen) console.log(`replica lag during the throughput run: p95 ${lagSeen.p95Ms} ms, max ${lagSeen.maxMs} ms (${lagSeen.samples} samples)`);
    console.log(JSON.stringify(figures));
  } finally {
    closeHttpClient();
    await serverProcess?.stop();
    await seeded.close();
    await benchReplica?.close();
  }
}

await main();
