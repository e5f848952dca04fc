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
 * The connections the database holds for the bench's database at the end of each run are printed,
 * and the CPU each vote cost in the throughput runs: the server's, the database backends' (of the
 * bench's database, read from /proc) and, pooled, PgBouncer's. Unlike votes a second these hardly
 * depend on what else the machine runs.
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
import { cpuMeter, cpuSeconds } from './procStats';
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

/** CPU seconds of `pid` so far; 0 once it has exited. */
function cpuSecondsOf(pid: number): number {
  try {
    return cpuSeconds(pid);
  } catch {
    return 0;
  }
}

/** The backends serving the bench's database now, the bench's own excluded. */
async function backendPids(db: Database): Promise<number[]> {
  const { rows } = (await db.execute(sql`select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`)) as unknown as { rows: { pid: number }[] };
  return rows.map((row) => row.pid);
}

/**
 * Starts measuring the CPU of the bench database's backends; the returned function gives the CPU
 * seconds they used since. A backend that started meanwhile counts whole; one that ended meanwhile
 * is lost, so it is read while the connections being measured are still open.
 */
async function databaseCpuMeter(db: Database): Promise<() => Promise<number>> {
  const before = new Map((await backendPids(db)).map((pid) => [pid, cpuSecondsOf(pid)]));
  return async () => (await backendPids(db)).reduce((total, pid) => total + cpuSecondsOf(pid) - (before.get(pid) ?? 0), 0);
}

/** Milliseconds of CPU per vote. */
const msPerVote = (cpuSecondsUsed: number, votes: number) => Math.round((cpuSecondsUsed * 1000 * 100) / Math.max(1, votes)) / 100;

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

async function rawLimit(db: Database, databaseUrl: string, userIds: string[], poemIds: string[]): Promise<{ perSecond: number; databaseMsPerVote: number }> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: CONCURRENCY });
  const databaseCpu = await databaseCpuMeter(db);
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
  const perSecond = done / ((performance.now() - started) / 1000);
  const databaseMsPerVote = msPerVote(await databaseCpu(), done);
  await pool.end();
  return { perSecond, databaseMsPerVote };
}

/** Connections the server holds open to the bench's database, the bench's own included. */
async function databaseConnections(db: Database): Promise<number> {
  const { rows } = (await db.execute(sql`select count(*)::int as n from pg_stat_activity where datname = current_database()`)) as unknown as { rows: { n: number }[] };
  return rows[0]?.n ?? 0;
}

/** The throughput run again, through PgBouncer, by a server process in DATABASE_POOLER=transaction. */
interface PooledRun {
  perSecond: number;
  connections: number;
  /** CPU per vote, in milliseconds: the server's, the database backends', PgBouncer's. */
  serverMs: number;
  databaseMs: number;
  poolerMs: number;
}

async function pooledThroughput(seededEnv: Record<string, string>, db: Database, source: Iterator<VotePair>): Promise<PooledRun> {
  const direct = seededEnv.DATABASE_URL as string;
  const name = new URL(direct).pathname.slice(1);
  await db.execute(sql.raw(`alter database ${name} set statement_timeout = '${STATEMENT_TIMEOUT_MS}ms'`));
  const bouncer = await startPgBouncer({ port: Number(new URL(direct).port || 5432) }, { poolSize: 20 });
  let pooledServer: Awaited<ReturnType<typeof startServerProcess>> | undefined;
  try {
    pooledServer = await startServerProcess({ ...seededEnv, DATABASE_URL: bouncer.url(name), DIRECT_DATABASE_URL: direct, DATABASE_POOLER: 'transaction' });
    const warmup = Array.from({ length: 200 }, () => source.next().value).filter((pair) => pair !== undefined);
    await Promise.all(warmup.map((pair) => voteOverHttp(pooledServer?.graphqlUrl as string, pair)));
    const serverBefore = cpuSecondsOf(pooledServer.pid);
    const databaseCpu = await databaseCpuMeter(db);
    const poolerPids = bouncer.pids();
    const poolerBefore = poolerPids.reduce((total, pid) => total + cpuSecondsOf(pid), 0);
    const pooled = await throughput(pooledServer.graphqlUrl, source);
    const votes = pooled.latencies.length;
    const serverMs = msPerVote(cpuSecondsOf(pooledServer.pid) - serverBefore, votes);
    const databaseMs = msPerVote(await databaseCpu(), votes);
    const poolerMs = msPerVote(poolerPids.reduce((total, pid) => total + cpuSecondsOf(pid), 0) - poolerBefore, votes);
    return { perSecond: pooled.perSecond, connections: await databaseConnections(db), serverMs, databaseMs, poolerMs };
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
    const fastServerBefore = cpuSecondsOf(serverProcess.pid);
    const fastDatabaseCpu = await databaseCpuMeter(seeded.db);
    const lag = benchReplica && (await sampleLag(benchReplica));
    const fast = await throughput(serverProcess.graphqlUrl, source);
    const fastServerMs = msPerVote(cpuSecondsOf(serverProcess.pid) - fastServerBefore, fast.latencies.length);
    const lagSeen = await lag?.stop();
    const fastCpuShare = fastCpu();
    const fastDatabaseMs = msPerVote(await fastDatabaseCpu(), fast.latencies.length);
    const directConnections = await databaseConnections(seeded.db);
    const steadyCpu = cpuMeter([serverProcess.pid]);
    const steady = await atFixedRate(serverProcess.graphqlUrl, source, RATE, DURATION_S);
    const steadyCpuShare = steadyCpu();
    const raw = await rawLimit(seeded.db, seeded.env.DATABASE_URL as string, voters.map((voter) => voter.user.id), rawPoems.map((poem) => poem.id));
    await serverProcess.stop();
    serverProcess = undefined;
    const pooled = POOLER ? await pooledThroughput(seeded.env, seeded.db, source) : undefined;

    const figures = {
      bench: 'votes',
      votes_per_s: round(fast.perSecond),
      p50_ms: round(percentile(steady, 50)),
      p95_ms: round(percentile(steady, 95)),
      p99_ms: round(percentile(steady, 99)),
      raw_per_s: round(raw.perSecond),
      ratio: Math.round((fast.perSecond / raw.perSecond) * 100) / 100,
      server_cpu_ms_per_vote: fastServerMs,
      database_cpu_ms_per_vote: fastDatabaseMs,
      raw_database_cpu_ms_per_vote: raw.databaseMsPerVote,
      ...(pooled && {
        pooled_per_s: round(pooled.perSecond),
        pooled_ratio: Math.round((pooled.perSecond / fast.perSecond) * 100) / 100,
        pooled_server_cpu_ms_per_vote: pooled.serverMs,
        pooled_database_cpu_ms_per_vote: pooled.databaseMs,
        pooler_cpu_ms_per_vote: pooled.poolerMs,
      }),
      ...(lagSeen && { replica_lag_p95_ms: lagSeen.p95Ms }),
    };
    console.log(`throughput: ${figures.votes_per_s} votes/s with ${CONCURRENCY} clients over ${DURATION_S} s (p50 ${round(percentile(fast.latencies, 50))} ms, p95 ${round(percentile(fast.latencies, 95))} ms)`);
    console.log(`at ${RATE} votes/s for ${DURATION_S} s: p50 ${figures.p50_ms} ms, p95 ${figures.p95_ms} ms, p99 ${figures.p99_ms} ms`);
    // The server's CPU per vote at the fixed rate: steadier from run to run than throughput on shared cores.
    console.log(`server CPU: ${Math.round(fastCpuShare * 100)}% of a core at full speed; ${((steadyCpuShare * 1000) / RATE).toFixed(2)} ms per vote at ${RATE} votes/s`);
    console.log(`CPU per vote at full speed: server ${figures.server_cpu_ms_per_vote} ms, database ${figures.database_cpu_ms_per_vote} ms`);
    console.log(`raw limit (pg, same writes, ${CONCURRENCY} connections): ${figures.raw_per_s} votes/s, database ${figures.raw_database_cpu_ms_per_vote} ms of CPU a vote; ratio ${figures.ratio}`);
    console.log(`database connections at the end of the throughput run: ${directConnections} direct`);
    if (pooled) {
      console.log(`through PgBouncer: ${figures.pooled_per_s} votes/s (${figures.pooled_ratio} of direct); ${pooled.connections} database connections at the end`);
      console.log(`CPU per vote through PgBouncer: server ${pooled.serverMs} ms, database ${pooled.databaseMs} ms, PgBouncer ${pooled.poolerMs} ms`);
    }
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
