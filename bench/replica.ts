import pg from 'pg';
import { LagMeter } from '../server/db/replica';
import { caughtUp, removeServers, startPrimary, startReplica, type PostgresServer } from '../tests/utils/postgresCluster';
import { percentile, round } from './voteLoad';

/**
 * A primary and a streaming replica of the bench's own (tests/utils/postgresCluster.ts), started
 * when the bench is run with REPLICA=1: the bench's databases are then made on that primary
 * (TEST_DATABASE_URL), which, like the tests' servers, does not wait for the disk (fsync off).
 */
export interface BenchReplica {
  primary: PostgresServer;
  replica: PostgresServer;
  /** The replica's URL of the database `databaseUrl` (on the primary) names. */
  urlOf(databaseUrl: string): string;
  /** Waits until the replica has replayed all the primary has written. */
  caughtUp(): Promise<void>;
  close(): Promise<void>;
}

export async function startBenchReplica(): Promise<BenchReplica> {
  const primary = await startPrimary();
  const replica = await startReplica(primary);
  process.env.TEST_DATABASE_URL = primary.url();
  return {
    primary,
    replica,
    urlOf: (databaseUrl) => replica.url(new URL(databaseUrl).pathname.slice(1)),
    caughtUp: () => caughtUp(primary, replica),
    close: () => removeServers(replica, primary),
  };
}

export interface LagSampler {
  /** Stops sampling: the p95 of the lag seen, in milliseconds, and how many samples. */
  stop(): Promise<{ p95Ms: number; maxMs: number; samples: number }>;
}

/** Samples the replica's lag every `everyMs`, measured as the app measures it (server/db/replica.ts). */
export async function sampleLag(bench: BenchReplica, everyMs = 100): Promise<LagSampler> {
  const onPrimary = new pg.Client({ connectionString: bench.primary.url() });
  const onReplica = new pg.Client({ connectionString: bench.replica.url() });
  await Promise.all([onPrimary.connect(), onReplica.connect()]);
  // A bench that fails stops the servers under the sampler: its error, not theirs, is the one to see.
  for (const client of [onPrimary, onReplica]) client.on('error', () => undefined);
  const meter = new LagMeter();
  const lags: number[] = [];
  let running = true;
  const sampling = (async () => {
    while (running) {
      const { rows } = await onPrimary.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn');
      lags.push(await meter.lagMs(rows[0]?.lsn as string, (text, values) => onReplica.query(text, values)));
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })().catch(() => undefined);
  return {
    async stop() {
      running = false;
      await sampling;
      await Promise.all([onPrimary.end(), onReplica.end()]);
      lags.sort((a, b) => a - b);
      return { p95Ms: round(percentile(lags, 95)), maxMs: round(lags.at(-1) ?? 0), samples: lags.length };
    },
  };
}
