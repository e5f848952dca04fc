import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { ConfigError } from '../config';
import type { Logger } from '../logger';
import { survivesLostConnections, type Database, type DatabaseConnection } from './client';
import * as schema from './schema';

/** How often the replica is asked whether it answers and how far behind it is. */
export const REPLICA_CHECK_MS = 1_000;
/** A check not answered within this counts as the replica not answering. */
const CHECK_TIMEOUT_MS = 1_000;
const POOL_SIZE = 20;

/**
 * Where public reads go: a streaming replica while it answers and keeps within the allowed lag,
 * the primary otherwise. Reads that must see the reader's own write never come here.
 */
export interface PublicReads {
  /** The handle for a public read now. */
  readonly db: Database;
  /** Whether reads go to the replica now. */
  readonly onReplica: boolean;
  /** The replica's lag at the last check in milliseconds; undefined when it did not answer, or without a replica. */
  readonly lagMs: number | undefined;
  close(): Promise<void>;
}

/** Where reads go and why: the replica, or the primary because the replica is behind or does not answer. */
export type ReadsState = 'replica' | 'behind' | 'unreachable';

export interface PublicReadsOptions {
  url: string;
  maxLagMs: number;
  log: Logger;
  /** Called each time the state changes, the first check's included: each change is logged too. */
  onChange(state: ReadsState): void;
}

/** Public reads on the primary alone, when no replica is configured. */
export function primaryReads(primary: Database): PublicReads {
  return { db: primary, onReplica: false, lagMs: undefined, close: async () => undefined };
}

/**
 * Opens the replica at `options.url` for public reads, after checking it is a streaming replica of
 * `primary`'s database: a URL naming the primary itself, or any server not in recovery, is refused.
 */
export async function openReplicaReads(primary: DatabaseConnection, options: PublicReadsOptions): Promise<PublicReads> {
  const pool = new pg.Pool({ connectionString: options.url, max: POOL_SIZE, connectionTimeoutMillis: CHECK_TIMEOUT_MS, statement_timeout: 5_000 });
  survivesLostConnections(pool, options.log, 'replica');
  try {
    await requireReplicaOf(primary, pool);
  } catch (error) {
    await pool.end();
    throw error;
  }
  const reads = new ReplicaReads(primary, pool, drizzlePg({ client: pool, schema }) as unknown as Database, options);
  await reads.check();
  return reads;
}

async function requireReplicaOf(primary: DatabaseConnection, replica: pg.Pool): Promise<void> {
  const identity = `select pg_is_in_recovery() as recovering, (select system_identifier::text from pg_control_system()) as system, current_database() as database`;
  const [{ rows: primaryRows }, { rows: replicaRows }] = await Promise.all([primary.executeSql(identity), replica.query(identity)]);
  const ours = primaryRows[0] as { system: string; database: string };
  const theirs = replicaRows[0] as { recovering: boolean; system: string; database: string };
  if (!theirs.recovering) {
    throw new ConfigError('REPLICA_DATABASE_URL names a server that is not a streaming replica (it is not in recovery): the primary itself, or another writable server');
  }
  if (theirs.system !== ours.system || theirs.database !== ours.database) {
    throw new ConfigError(`REPLICA_DATABASE_URL names a replica of another database (${theirs.database} of system ${theirs.system}, not ${ours.database} of ${ours.system})`);
  }
}

type Query = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

/** A WAL position ('16/B374D848') as a number: exact below 2^53 bytes of WAL. */
const lsnValue = (lsn: string) => {
  const [high = '0', low = '0'] = lsn.split('/');
  return parseInt(high, 16) * 2 ** 32 + parseInt(low, 16);
};

/** Positions kept while the replica stays behind: an hour of checks a second. */
const MOST_PENDING = 3_600;

/**
 * A replica's lag, from the primary's WAL position read at each measure: how long ago the primary
 * was first seen past what the replica has replayed now. It is the lag to within the time between
 * two measures, and unlike the age of the last replayed commit it does not mistake an idle primary
 * for a replica behind.
 */
export class LagMeter {
  /** The primary's positions the replica had not replayed at the last measure, oldest first, with when each was read. */
  private pending: { lsn: number; at: number }[] = [];

  /** `primaryLsn`: the primary's pg_current_wal_lsn(), read just before. */
  async lagMs(primaryLsn: string, onReplica: Query): Promise<number> {
    const position = lsnValue(primaryLsn);
    if (position !== this.pending.at(-1)?.lsn) this.pending.push({ lsn: position, at: Date.now() });
    if (this.pending.length > MOST_PENDING) this.pending.splice(1, 1);
    const { rows } = await onReplica('select pg_last_wal_replay_lsn()::text as replayed');
    const replayed = (rows[0] as { replayed: string | null } | undefined)?.replayed;
    const replayedValue = replayed ? lsnValue(replayed) : 0;
    this.pending = this.pending.filter((seen) => seen.lsn > replayedValue);
    const oldest = this.pending[0];
    return oldest ? Date.now() - oldest.at : 0;
  }
}

class ReplicaReads implements PublicReads {
  lagMs: number | undefined;
  private state: ReadsState | undefined;
  private readonly lag = new LagMeter();
  private readonly timer: NodeJS.Timeout;
  private checking: Promise<void> | undefined;

  constructor(
    private readonly primary: DatabaseConnection,
    private readonly pool: pg.Pool,
    private readonly replicaDb: Database,
    private readonly options: PublicReadsOptions,
  ) {
    this.timer = setInterval(() => void this.check(), REPLICA_CHECK_MS);
    this.timer.unref();
  }

  get onReplica(): boolean {
    return this.state === 'replica';
  }

  get db(): Database {
    return this.onReplica ? this.replicaDb : this.primary.db;
  }

  /** Measures the lag and moves reads if it or the replica's answering changed. */
  check(): Promise<void> {
    return (this.checking ??= this.measure().finally(() => (this.checking = undefined)));
  }

  private async measure(): Promise<void> {
    let primaryLsn: string;
    try {
      const { rows } = await this.primary.executeSql('select pg_current_wal_lsn()::text as lsn');
      primaryLsn = (rows[0] as { lsn: string }).lsn;
    } catch {
      // The primary away is not the replica's fault: reads stay where they are, and fail or not with the primary.
      return;
    }
    try {
      this.lagMs = await withTimeout(
        this.lag.lagMs(primaryLsn, (text, values) => this.pool.query(text, values)),
        CHECK_TIMEOUT_MS,
      );
    } catch (error) {
      this.lagMs = undefined;
      this.become('unreachable', { err: error });
      return;
    }
    this.become(this.lagMs > this.options.maxLagMs ? 'behind' : 'replica', { lagMs: this.lagMs });
  }

  private become(state: ReadsState, details: Record<string, unknown>): void {
    if (state === this.state) return;
    this.state = state;
    const { log, maxLagMs } = this.options;
    const fields = { ...details, maxLagMs };
    if (state === 'replica') log.info(fields, 'public reads go to the replica');
    else if (state === 'behind') log.warn(fields, 'the replica is behind: public reads go to the primary until it catches up');
    else log.warn(fields, 'the replica does not answer: public reads go to the primary until it does');
    this.options.onChange(state);
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.checking;
    await this.pool.end();
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
