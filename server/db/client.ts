import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { ConfigError, type Config, type PostgresSettings } from '../config';
import type { Logger } from '../logger';
import * as schema from './schema';
import { routineRunner, type Statement } from './statements';

export type Schema = typeof schema;
/** The Drizzle handle services use, whichever engine is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Anything a query can run on: the database or an open transaction. */
export type Queryable = Database | Transaction;

export type NotificationHandler = (payload: string) => void;

export interface DatabaseConnection {
  engine: 'pglite' | 'postgres';
  db: Database;
  /**
   * Receives NOTIFY payloads sent on `channel`, which Postgres delivers only after commit.
   * `onResumed` is called each time listening starts again after its connection dropped: what was
   * sent meanwhile is lost.
   */
  listen(channel: string, handler: NotificationHandler, onResumed?: () => void): Promise<() => Promise<void>>;
  /** Runs a prepared hot-path statement outside any transaction, creating the function it calls first if it calls one. */
  run<Row>(statement: Statement<Row>, values: unknown[]): Promise<Row[]>;
  /**
   * Runs SQL text as given, for a library that brings its own: without values it may hold several
   * statements, which run in order; the rows are the last statement's.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  ping(): Promise<void>;
  /** The PostgreSQL pool's connections now; undefined on the embedded engine, which has one connection and no pool. */
  poolUse(): PoolUse | undefined;
  /**
   * The embedded engine's data directory as an uncompressed tar, taken between two statements, so
   * it is the database at one moment (backup/pglite.ts). Absent on PostgreSQL, which pg_dump reads.
   */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

export interface PoolUse {
  /** Connections open, in use or idle. */
  total: number;
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
  max: number;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
// Any constants work; they only have to be the same on every instance sharing a database.
const MIGRATION_LOCK_KEY = 7_236_001;
// Instances starting together would otherwise replace the same function at once, which PostgreSQL refuses.
const ROUTINE_LOCK_KEY = 7_236_002;

export interface OpenDatabaseOptions {
  /** postgres:// URL; without it the embedded engine is used. */
  url?: string;
  /** With `url`: where LISTEN and the migrations' lock go, and whether `url` is a pooler; `url` itself, unpooled, unless given. */
  postgres?: Pick<PostgresSettings, 'directUrl' | 'pooler'>;
  /** Where the embedded engine keeps its files; in memory when absent. */
  dataDir?: string;
  log: Logger;
}

/** Opens the database and brings its schema up to date. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseConnection> {
  if (!options.url) return openPglite(options.dataDir);
  return openPostgres(options.url, options.postgres ?? { directUrl: options.url, pooler: 'none' }, options.log);
}

/** The configured database: DATABASE_URL's, or the embedded one under DATA_DIR/db. */
export function openConfiguredDatabase(config: Pick<Config, 'databaseUrl' | 'postgres' | 'dataDir'>, log: Logger): Promise<DatabaseConnection> {
  return openDatabase({ url: config.databaseUrl, postgres: config.postgres, dataDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'db'), log });
}

async function openPglite(dataDir: string | undefined): Promise<DatabaseConnection> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = dataDir ? new PGlite(dataDir) : new PGlite();
  await client.waitReady;
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder });
  const runRoutine = routineRunner(async (routine) => void (await client.exec(routine.definition)));
  return {
    engine: 'pglite',
    db: db as unknown as Database,
    listen: (channel, handler) => client.listen(channel, handler),
    run: <Row>(statement: Statement<Row>, values: unknown[]) => runRoutine(statement.routine, async () => (await client.query<Row>(statement.text, values)).rows),
    executeSql: async (text, values) =>
      values && values.length > 0 ? client.query(text, values) : { rows: (await client.exec(text)).at(-1)?.rows ?? [] },
    ping: async () => {
      await client.query('select 1');
    },
    poolUse: () => undefined,
    dumpDataDir: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}

/**
 * How long one statement may run on PostgreSQL before the server cancels it, so no request can
 * hold a connection (and its locks) for long. The slowest statements the product makes (a topic's
 * results, the payouts export) take milliseconds. Migrations run without it. PGlite accepts the
 * setting but cannot enforce it (it has no timer signals), so the embedded engine has none.
 */
export const STATEMENT_TIMEOUT_MS = 5000;

/** Connections an instance opens to PostgreSQL itself: each is a server process there. */
const POOL_SIZE = 20;
/**
 * Connections an instance opens to a pooler, more than it has server connections (its
 * default_pool_size): a client connection costs PgBouncer a few kilobytes, and a statement waiting
 * in PgBouncer gets a server connection the moment one is free, where one waiting here would first
 * cross to the pooler, leaving that connection idle meanwhile.
 */
const POOLED_POOL_SIZE = 50;

/**
 * A client that sends every statement unnamed. PgBouncer 1.18 in transaction mode runs each
 * transaction on whichever server connection is free, where a statement prepared by name on
 * another one does not exist. An unnamed statement is parsed, bound and run in the same round trip,
 * so the vote still takes one; only the plan is not kept, but for the statements that run in a
 * function (routineStatement), whose plans every server connection keeps.
 */
class UnnamedStatementClient extends pg.Client {
  override query: pg.Client['query'] = ((config: unknown, ...rest: unknown[]) => {
    const named = typeof config === 'object' && config !== null && 'name' in config && !('submit' in config);
    return (pg.Client.prototype.query as (...args: unknown[]) => unknown).call(this, named ? { ...config, name: undefined } : config, ...rest);
  }) as pg.Client['query'];
}

/**
 * A pooler cannot pass statement_timeout on to the server (PgBouncer refuses it as a startup
 * parameter), so behind one the database or role must set it; the server refuses to start without.
 */
async function requireStatementTimeout(pool: pg.Pool): Promise<void> {
  const { rows } = await pool.query<{ ms: string }>(`select extract(epoch from current_setting('statement_timeout')::interval) * 1000 as ms`);
  const ms = Number(rows[0]?.ms ?? 0);
  if (ms > 0) return;
  throw new ConfigError(
    `DATABASE_POOLER=transaction: the database sets no statement_timeout, and the app cannot set it through the pooler. Run: alter database <name> set statement_timeout = '${STATEMENT_TIMEOUT_MS}ms' (or alter role … set)`,
  );
}

/**
 * Logs a pool's lost connections rather than ending the process. A connection the pool has handed
 * out has no listener for its errors of its own: one lost between a transaction's statements would
 * throw from its socket. Its next statement fails instead, and the pool drops it once released.
 */
export function survivesLostConnections(pool: pg.Pool, log: Logger, name: string): void {
  pool.on('error', (error) => log.error({ err: error }, `idle ${name} connection failed`));
  pool.on('connect', (client) => client.on('error', (error) => log.debug({ err: error }, `a ${name} connection in use was lost`)));
}

async function openPostgres(url: string, settings: Pick<PostgresSettings, 'directUrl' | 'pooler'>, log: Logger): Promise<DatabaseConnection> {
  await migrateUnderLock(settings.directUrl);
  const pooled = settings.pooler === 'transaction';
  const poolSize = pooled ? POOLED_POOL_SIZE : POOL_SIZE;
  const pool = pooled
    ? new pg.Pool({ connectionString: url, max: poolSize, Client: UnnamedStatementClient })
    : new pg.Pool({ connectionString: url, max: poolSize, statement_timeout: STATEMENT_TIMEOUT_MS });
  survivesLostConnections(pool, log, 'database');
  if (pooled) {
    await requireStatementTimeout(pool).catch(async (error: unknown) => {
      await pool.end();
      throw error;
    });
  }
  const db = drizzlePg({ client: pool, schema });
  const listeners: PostgresListener[] = [];
  // One transaction (statements sent together run as one), holding the lock until the function is in place.
  const runRoutine = routineRunner(async (routine) => void (await pool.query(`select pg_advisory_xact_lock(${ROUTINE_LOCK_KEY}); ${routine.definition}`)));
  return {
    engine: 'postgres',
    db: db as unknown as Database,
    listen: async (channel, handler, onResumed) => {
      const listener = new PostgresListener(settings.directUrl, channel, handler, log, onResumed);
      await listener.start();
      listeners.push(listener);
      return () => listener.stop();
    },
    run: <Row>(statement: Statement<Row>, values: unknown[]) =>
      runRoutine(statement.routine, async () => (await pool.query<Row & pg.QueryResultRow>({ name: statement.name, text: statement.text, values })).rows),
    executeSql: async (text, values) => {
      const result: pg.QueryResult | pg.QueryResult[] = await pool.query(text, values);
      return { rows: (Array.isArray(result) ? result.at(-1)?.rows : result.rows) ?? [] };
    },
    ping: async () => {
      await pool.query('select 1');
    },
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: poolSize }),
    close: async () => {
      await Promise.all(listeners.map((listener) => listener.stop()));
      await pool.end();
    },
  };
}

/** Runs `work` on a connection of its own to the PostgreSQL database at `url`, closed afterwards. */
export async function withPostgresClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Several instances may start at once against one database; only one migrates at a time, on a
 * connection of its own that holds the lock.
 */
async function migrateUnderLock(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // A database that sets a statement_timeout for the pooler's sake must not cut a migration short.
    await client.query('set statement_timeout = 0');
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    await client.end();
  }
}

/**
 * A dedicated connection holding LISTEN. Pool connections cannot listen: they are handed to other
 * queries between uses. Reconnects with backoff if the connection drops.
 */
class PostgresListener {
  private client: pg.Client | undefined;
  private stopped = false;
  private retryTimer: NodeJS.Timeout | undefined;
  private listening = false;

  constructor(
    private readonly url: string,
    private readonly channel: string,
    private readonly handler: NotificationHandler,
    private readonly log: Logger,
    private readonly onResumed: () => void = () => undefined,
  ) {}

  async start(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url });
    client.on('notification', (message) => {
      if (message.channel === this.channel && message.payload !== undefined) this.handler(message.payload);
    });
    client.on('error', (error) => {
      this.log.warn({ err: error, channel: this.channel }, 'listen connection lost');
      this.reconnect(client);
    });
    client.on('end', () => this.reconnect(client));
    await client.connect();
    await client.query(`listen ${pg.escapeIdentifier(this.channel)}`);
    this.client = client;
    if (this.listening) this.onResumed();
    this.listening = true;
  }

  private reconnect(failed: pg.Client, delayMs = 500): void {
    if (this.stopped || this.client !== failed) return;
    this.client = undefined;
    failed.removeAllListeners();
    failed.end().catch(() => undefined);
    this.retryTimer = setTimeout(() => {
      this.start().catch((error: unknown) => {
        this.log.warn({ err: error, channel: this.channel }, 'listen reconnect failed');
        const placeholder = new pg.Client();
        this.client = placeholder;
        this.reconnect(placeholder, Math.min(delayMs * 2, 10_000));
      });
    }, delayMs);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = undefined;
    if (client) {
      client.removeAllListeners();
      client.on('error', () => undefined);
      await client.end().catch(() => undefined);
    }
  }
}
