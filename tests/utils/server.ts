import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer, type RunningServer } from '../../server/app';
import { copyMigratedPglite } from './pgliteTemplate';
import { startServerProcess, type ServerProcess } from './process';
import { loadConfig } from '../../server/config';
import type { Database } from '../../server/db/client';
import type { Logger } from '../../server/logger';
import { withPostgresClient as withClient } from '../../server/db/client';

export const TEST_ADMIN_PASSCODE = 'test-admin-passcode';

export interface TestServer {
  url: string;
  graphqlUrl: string;
  wsUrl: string;
  engine: 'pglite' | 'postgres';
  /** For seed scenarios only: tests otherwise talk to the server over the network. */
  db: Database;
  server: RunningServer;
  /** The environment the server was started with, to start a second instance on the same database. */
  env: Record<string, string>;
  close(): Promise<void>;
}

export interface TestServerOptions {
  env?: Record<string, string>;
  /**
   * Start on this server's database and data directory instead of fresh ones. On PostgreSQL both
   * servers then run at once, as two instances do. The embedded engine can be opened by one server
   * only, so on PGlite the other server is stopped first: the new one is a restart on its data.
   */
  shareDatabaseWith?: TestServer;
  /** The built web app to serve, for tests that bring their own index.html; web/dist unless given. */
  webDistDir?: string;
  /** Where the server logs, for tests that read its log lines; LOG_LEVEL on stdout unless given. */
  log?: Logger;
}

/** A database and data directory, dropped when the last server using them closes. */
interface Storage {
  url: string | undefined;
  dataDir: string;
  users: number;
  drop(): Promise<void>;
}

const storageOf = new WeakMap<TestServer, Storage>();

/**
 * Starts the real server on a free port with a fresh database: PGlite by default, a new database on
 * the PostgreSQL server named by TEST_DATABASE_URL when it is set.
 */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const shared = options.shareDatabaseWith;
  const sharedStorage = shared && storageOf.get(shared);
  if (shared && !sharedStorage) throw new Error('shareDatabaseWith needs a server started by startTestServer');
  const storage = sharedStorage ?? (await freshStorage());
  storage.users += 1;
  if (shared?.engine === 'pglite') await shared.server.close();
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    PORT: '0',
    DATA_DIR: storage.dataDir,
    ROOT_SECRET: shared?.env.ROOT_SECRET ?? randomBytes(32).toString('hex'),
    ADMIN_PASSCODE: TEST_ADMIN_PASSCODE,
    SEED_DEMO: 'false',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    // Media jobs run only where a test asks for them (tests/media): elsewhere they would change
    // submissions and files while the test looks at them.
    WORKER: 'off',
    // The tests' clips (tests/utils/clips.ts, the demo's) last a few seconds: no shortest poem unless a test sets one.
    MIN_POEM_SECONDS: '0',
    ...(storage.url ? { DATABASE_URL: storage.url } : {}),
    // Production refuses to start without it; no test server sits behind a proxy unless it says so.
    TRUST_PROXY: 'none',
    ...options.env,
  };
  const release = async () => {
    storage.users -= 1;
    if (storage.users === 0) await storage.drop();
  };
  let server: RunningServer;
  try {
    server = await startServer(loadConfig(env), { webDistDir: options.webDistDir, log: options.log });
  } catch (error) {
    await release();
    throw error;
  }
  let closing: Promise<void> | undefined;
  const testServer: TestServer = {
    url: server.url,
    graphqlUrl: `${server.url}/graphql`,
    wsUrl: `${server.url.replace(/^http/, 'ws')}/graphql`,
    engine: server.connection.engine,
    db: server.runtime.db,
    server,
    env,
    close: () => (closing ??= server.close().then(release)),
  };
  storageOf.set(testServer, storage);
  return testServer;
}

async function freshStorage(): Promise<Storage> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'spoken-test-'));
  const database = await freshDatabase();
  if (!database.url) await copyMigratedPglite(path.join(dataDir, 'db'));
  return {
    url: database.url,
    dataDir,
    users: 0,
    drop: async () => {
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function freshDatabase(): Promise<{ url: string | undefined; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return { url: undefined, drop: async () => undefined };
  const name = `spoken_t_${randomBytes(6).toString('hex')}`;
  await withClient(adminUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => withClient(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`)).then(() => undefined),
  };
}

/**
 * Starts `server/main.ts` as a separate process on `shared`'s database and data directory, as
 * shareDatabaseWith does for a server in this process: on PGlite `shared` is stopped first. The
 * storage stays until the process and every server on it have stopped.
 */
export async function startTestServerProcess(shared: TestServer, env: Record<string, string> = {}): Promise<ServerProcess> {
  const storage = storageOf.get(shared);
  if (!storage) throw new Error('startTestServerProcess needs a server started by startTestServer');
  storage.users += 1;
  const release = async () => {
    storage.users -= 1;
    if (storage.users === 0) await storage.drop();
  };
  try {
    if (shared.engine === 'pglite') await shared.server.close();
    const started = await startServerProcess({ ...shared.env, ...env }, 120_000);
    return { ...started, stop: () => started.stop().then(release), kill: () => started.kill().then(release) };
  } catch (error) {
    await release();
    throw error;
  }
}
