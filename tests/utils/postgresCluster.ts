import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { chown, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { withPostgresClient } from '../../server/db/client';
import { until } from './until';

const run = promisify(execFile);

/**
 * PostgreSQL servers of a test's own, in a temporary directory: a primary made with initdb, its
 * streaming replicas made with pg_basebackup, and PgBouncer in front. PostgreSQL and PgBouncer
 * refuse to run as root, so as root (CI) they run as Debian's `postgres` user through runuser.
 */

async function serverBinDir(): Promise<string> {
  const root = '/usr/lib/postgresql';
  const versions = (await readdir(root).catch(() => [])).filter((name) => /^\d+$/.test(name)).sort((a, b) => Number(b) - Number(a));
  if (!versions[0]) throw new Error(`PostgreSQL's server programs are not under ${root} (apt-get install postgresql)`);
  return path.join(root, versions[0], 'bin');
}

const asRoot = process.getuid?.() === 0;

async function postgresUserIds(): Promise<{ uid: number; gid: number } | undefined> {
  if (!asRoot) return undefined;
  const [{ stdout: uid }, { stdout: gid }] = await Promise.all([run('id', ['-u', 'postgres']), run('id', ['-g', 'postgres'])]);
  return { uid: Number(uid), gid: Number(gid) };
}

/** `program` with `args`, as the postgres user when the tests run as root. */
function asServerUser(program: string, args: string[]): [string, string[]] {
  return asRoot ? ['runuser', ['-u', 'postgres', '--', program, ...args]] : [program, args];
}

async function runAsServerUser(program: string, args: string[]): Promise<void> {
  const [file, argv] = asServerUser(program, args);
  await run(file, argv);
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function ownedTempDir(prefix: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), prefix));
  const ids = await postgresUserIds();
  if (ids) await chown(dir, ids.uid, ids.gid);
  return dir;
}

export interface PostgresServer {
  port: number;
  dataDir: string;
  /** The URL of `database` on this server, as the superuser postgres. */
  url(database?: string): string;
  start(): Promise<void>;
  stop(): Promise<void>;
}

class PgCtlServer implements PostgresServer {
  constructor(
    private readonly bin: string,
    readonly dataDir: string,
    readonly port: number,
  ) {}

  url(database = 'postgres'): string {
    return `postgres://postgres@127.0.0.1:${this.port}/${database}`;
  }

  async start(): Promise<void> {
    await runAsServerUser(path.join(this.bin, 'pg_ctl'), ['start', '-w', '-s', '-D', this.dataDir, '-l', path.join(this.dataDir, 'server.log'), '-o', `-p ${this.port}`]);
  }

  async stop(): Promise<void> {
    await runAsServerUser(path.join(this.bin, 'pg_ctl'), ['stop', '-w', '-s', '-m', 'fast', '-D', this.dataDir]).catch(() => undefined);
  }
}

const SERVER_SETTINGS = [
  "listen_addresses = '127.0.0.1'",
  // The socket goes beside the data: the system's socket directory may not be the server user's to write.
  "unix_socket_directories = '.'",
  'wal_level = replica',
  'max_wal_senders = 5',
  'hot_standby = on',
  // Test data is thrown away: not waiting for the disk keeps the servers quick on a busy machine.
  'fsync = off',
  'synchronous_commit = off',
  'full_page_writes = off',
  'shared_buffers = 32MB',
  'max_connections = 100',
];

/** A primary of its own on a free port, trusting local connections, replication ones included. */
export async function startPrimary(): Promise<PostgresServer> {
  const bin = await serverBinDir();
  const root = await ownedTempDir('spoken-pg-');
  const dataDir = path.join(root, 'primary');
  await runAsServerUser(path.join(bin, 'initdb'), ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const settings = [...SERVER_SETTINGS].join('\n');
  await runAsServerUser('sh', ['-c', `printf '%s\\n' "$1" >> "$2/postgresql.conf" && printf '%s\\n' 'host replication all 127.0.0.1/32 trust' >> "$2/pg_hba.conf"`, 'sh', settings, dataDir]);
  const server = new PgCtlServer(bin, dataDir, await freePort());
  await server.start();
  return server;
}

/** A streaming replica of `primary` on a free port, copied with pg_basebackup; `applyDelay` holds back its replay. */
export async function startReplica(primary: PostgresServer, options: { applyDelay?: string } = {}): Promise<PostgresServer> {
  const bin = await serverBinDir();
  const dataDir = path.join(path.dirname(primary.dataDir), `replica-${Date.now()}`);
  await runAsServerUser(path.join(bin, 'pg_basebackup'), ['-h', '127.0.0.1', '-p', String(primary.port), '-U', 'postgres', '-D', dataDir, '-R', '-X', 'stream', '--checkpoint=fast', '--no-sync']);
  if (options.applyDelay) {
    await runAsServerUser('sh', ['-c', `printf '%s\\n' "recovery_min_apply_delay = '$1'" >> "$2/postgresql.conf"`, 'sh', options.applyDelay, dataDir]);
  }
  const server = new PgCtlServer(bin, dataDir, await freePort());
  await server.start();
  return server;
}

/** Stops the servers and removes their shared directory. */
export async function removeServers(...servers: (PostgresServer | undefined)[]): Promise<void> {
  await Promise.all(servers.map((server) => server?.stop()));
  const first = servers.find((server) => server !== undefined);
  if (first) await rm(path.dirname(first.dataDir), { recursive: true, force: true });
}

/** Creates `name` on `server`, with `settings` applied to every session of it. */
export async function createDatabase(server: PostgresServer, name: string, settings: Record<string, string> = {}): Promise<string> {
  await withPostgresClient(server.url(), async (client) => {
    await client.query(`create database ${name}`);
    for (const [key, value] of Object.entries(settings)) await client.query(`alter database ${name} set ${key} = '${value}'`);
  });
  return server.url(name);
}

/** Waits until `replica` has replayed everything `primary` has written so far. */
export async function caughtUp(primary: PostgresServer, replica: PostgresServer): Promise<void> {
  const lsn = await withPostgresClient(primary.url(), async (client) => (await client.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn')).rows[0]?.lsn);
  await until(async () =>
    withPostgresClient(replica.url(), async (client) => (await client.query<{ done: boolean }>('select pg_last_wal_replay_lsn() >= $1::pg_lsn as done', [lsn])).rows[0]?.done === true),
    'the replica did not catch up',
    { timeoutMs: 15_000 },
  );
}

export interface PgBouncer {
  port: number;
  /** The URL of `database` through the pooler. */
  url(database: string): string;
  /** The processes running it now (as root, runuser and PgBouncer under it), to read their CPU. */
  pids(): number[];
  start(): Promise<void>;
  /** Stops it at once, as a crash or a restart does: open client connections are cut. */
  stop(): Promise<void>;
  close(): Promise<void>;
}

/** The processes `pid` started that still run. */
function childPids(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/** Debian's PgBouncer in transaction mode in front of the PostgreSQL server on 127.0.0.1:`server.port`, on a free port. */
export async function startPgBouncer(server: Pick<PostgresServer, 'port'>, options: { poolSize?: number } = {}): Promise<PgBouncer> {
  const dir = await ownedTempDir('spoken-pgbouncer-');
  const port = await freePort();
  const config = path.join(dir, 'pgbouncer.ini');
  await writeFile(
    config,
    [
      '[databases]',
      `* = host=127.0.0.1 port=${server.port}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      "unix_socket_dir = ''",
      'auth_type = trust',
      `auth_file = ${path.join(dir, 'users.txt')}`,
      'pool_mode = transaction',
      `default_pool_size = ${options.poolSize ?? 20}`,
      'max_client_conn = 500',
      'ignore_startup_parameters = extra_float_digits',
      `logfile = ${path.join(dir, 'pgbouncer.log')}`,
      '',
    ].join('\n'),
  );
  await writeFile(path.join(dir, 'users.txt'), '"postgres" ""\n');
  const ids = await postgresUserIds();
  if (ids) await Promise.all(['pgbouncer.ini', 'users.txt'].map((file) => chown(path.join(dir, file), ids.uid, ids.gid)));
  let child: ChildProcess | undefined;
  const bouncer: PgBouncer = {
    port,
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    pids: () => (child?.pid ? [child.pid, ...childPids(child.pid)] : []),
    async start() {
      const [file, argv] = asServerUser('/usr/sbin/pgbouncer', [config]);
      const started = spawn(file, argv, { stdio: 'ignore' });
      child = started;
      await until(() => withPostgresClient(bouncer.url('postgres'), async () => true).catch(() => false), 'PgBouncer did not start', { timeoutMs: 10_000, intervalMs: 100 });
    },
    async stop() {
      const running = child;
      child = undefined;
      if (!running || running.exitCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      // SIGTERM: PgBouncer exits at once, cutting every connection, as a crash would (runuser passes it on).
      running.kill('SIGTERM');
      await exited;
    },
    async close() {
      await bouncer.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
  await bouncer.start();
  return bouncer;
}
