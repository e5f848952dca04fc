import { openAsBlob } from 'node:fs';
import { access, chmod, rm } from 'node:fs/promises';
import { connect, createServer, type Socket } from 'node:net';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { PGlite } from '@electric-sql/pglite';
import type { DatabaseConnection } from '../db/client';
import type { Logger } from '../logger';
import { LATEST_MIGRATION_SQL } from './manifest';

export const PGLITE_DUMP_PATH = 'database/pglite.tar';

/** The embedded database under DATA_DIR, as the server opens it (runtime.ts). */
export const pgliteDir = (dataDir: string) => path.join(dataDir, 'db');
/**
 * Where a running server hands out snapshots of its embedded database. Only one process may open
 * that database, so a backup asks the server that has it open. A socket file in DATA_DIR reaches
 * only those who may read DATA_DIR, and so the database files, anyway.
 */
export const snapshotSocket = (dataDir: string) => path.join(dataDir, 'backup.sock');

export interface Snapshot {
  /** When the database's latest migration was made, or null before any. */
  migrationWhen: number | null;
  size: number;
  data: Readable;
}

async function takeSnapshot(connection: Pick<DatabaseConnection, 'executeSql' | 'dumpDataDir'>): Promise<{ migrationWhen: number | null; data: Blob }> {
  if (!connection.dumpDataDir) throw new Error('only the embedded database is dumped this way');
  const [row] = (await connection.executeSql(LATEST_MIGRATION_SQL)).rows as { when: string | null }[];
  // A checkpoint first, so that a restore replays little of the log; the dump is whole either way.
  await connection.executeSql('checkpoint');
  return { migrationWhen: row?.when ? Number(row.when) : null, data: await connection.dumpDataDir() };
}

/**
 * Serves snapshots of the running server's embedded database on DATA_DIR/backup.sock: each
 * connection gets one line of JSON (`migrationWhen`, `size`) and then the dump's bytes, or a line
 * with `error`. Returns how to stop serving.
 */
export async function serveSnapshots(connection: DatabaseConnection, dataDir: string, log: Logger): Promise<() => Promise<void>> {
  const socketFile = snapshotSocket(dataDir);
  const server = createServer((socket) => {
    socket.on('error', () => undefined);
    sendSnapshot(connection, socket).catch((error: unknown) => {
      log.error({ err: error }, 'backup snapshot failed');
      socket.end(`${JSON.stringify({ error: 'the server could not take a snapshot of its database; its log says why' })}\n`);
    });
  });
  // Only this process has the database open, so a socket file left here is a stopped server's.
  await rm(socketFile, { force: true });
  try {
    await new Promise<void>((resolve, reject) => server.once('error', reject).listen(socketFile, resolve));
    await chmod(socketFile, 0o600);
  } catch (error) {
    log.warn({ err: error, socket: socketFile }, 'cannot serve backups while running (is DATA_DIR a long path?): back up with the server stopped');
    return async () => undefined;
  }
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await rm(socketFile, { force: true });
  };
}

async function sendSnapshot(connection: DatabaseConnection, socket: Socket): Promise<void> {
  const { migrationWhen, data } = await takeSnapshot(connection);
  const bytes = Buffer.from(await data.arrayBuffer());
  socket.write(`${JSON.stringify({ migrationWhen, size: bytes.length })}\n`);
  // One write of the whole dump, which the socket sends as fast as the backup reads, however busy
  // the server is; a stream of small chunks would wait for a turn of the server's work each.
  socket.end(bytes);
}

/**
 * A snapshot of the embedded database under `dataDir`: from the server that has it open, or, when
 * no server answers, from the data directory itself.
 */
export async function snapshotPglite(dataDir: string): Promise<Snapshot> {
  const socket = await connectIfServing(snapshotSocket(dataDir));
  if (socket) return readSnapshot(socket);
  const client = new PGlite(pgliteDir(dataDir));
  try {
    await client.waitReady;
    const { migrationWhen, data } = await takeSnapshot({ executeSql: (text) => client.exec(text).then((results) => ({ rows: results.at(-1)?.rows ?? [] })), dumpDataDir: () => client.dumpDataDir('none') });
    return { migrationWhen, size: data.size, data: Readable.fromWeb(data.stream() as WebReadableStream) };
  } finally {
    await client.close();
  }
}

/** A connection to a server's snapshot socket, or null when no server is listening there. */
export async function connectIfServing(socketFile: string): Promise<Socket | null> {
  return new Promise((resolve, reject) => {
    const socket = connect(socketFile);
    socket.once('connect', () => {
      socket.removeAllListeners('error');
      resolve(socket);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => (error.code === 'ENOENT' || error.code === 'ECONNREFUSED' ? resolve(null) : reject(error)));
  });
}

/** Reads the server's first line, then hands on the rest of the socket as the dump. */
function readSnapshot(socket: Socket): Promise<Snapshot> {
  return new Promise((resolve, reject) => {
    let head = Buffer.alloc(0);
    const onData = (chunk: Buffer) => {
      head = Buffer.concat([head, chunk]);
      const end = head.indexOf(10);
      if (end < 0) return;
      socket.off('data', onData).off('end', onEnd);
      socket.pause();
      const line = JSON.parse(head.subarray(0, end).toString('utf8')) as { migrationWhen: number | null; size: number } | { error: string };
      if ('error' in line) {
        socket.destroy();
        reject(new Error(`The running server could not take a snapshot: ${line.error}`));
        return;
      }
      const data = new PassThrough();
      data.write(head.subarray(end + 1));
      socket.pipe(data);
      resolve({ migrationWhen: line.migrationWhen, size: line.size, data });
    };
    const onEnd = () => reject(new Error('The running server closed the backup connection without a snapshot'));
    socket.on('data', onData).once('end', onEnd).once('error', reject);
  });
}

/**
 * Makes the embedded database in `folder` (which must not exist yet) from a dump, and opens it
 * once to be sure it starts.
 */
export async function loadPglite(dump: string, folder: string): Promise<void> {
  const client = new PGlite(folder, { loadDataDir: await openAsBlob(dump) });
  await client.waitReady;
  await client.query('select 1');
  await client.close();
}

/** Whether the embedded database under `dataDir` exists. */
export function pgliteExists(dataDir: string): Promise<boolean> {
  return access(path.join(pgliteDir(dataDir), 'PG_VERSION')).then(
    () => true,
    () => false,
  );
}
