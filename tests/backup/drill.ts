import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { withPostgresClient } from '../../server/db/client';
import { localMediaKeys } from '../../server/media/store';
import type { TestServer } from '../utils/server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ScriptRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `npm run <script> -- ...args` as an operator would, with `env` beside PATH. */
export function runScript(script: 'backup' | 'restore', args: string[], env: Record<string, string>): Promise<ScriptRun> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', script, '--', ...args], { cwd: root, env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

export type Query = <Row>(sql: string) => Promise<Row[]>;

/** What an operator's shell would have set for `server`: where its data is, and its keys. */
export function sourceEnv(server: TestServer): Record<string, string> {
  const { DATA_DIR, DATABASE_URL } = server.env;
  return { DATA_DIR: DATA_DIR as string, ...(DATABASE_URL ? { DATABASE_URL } : {}), ...keysOf(server) };
}

/** The keys of `server`, which a restore of its backup is given. */
export const keysOf = (server: TestServer) => ({ ROOT_SECRET: server.env.ROOT_SECRET as string });

/** An empty place to restore into: a new DATA_DIR and, on PostgreSQL, a new database. */
export interface Target {
  env: { DATA_DIR: string; DATABASE_URL?: string };
  /** Runs `work` with a way to query the target's database (opening the embedded one, so no server may have it open). */
  withQuery<T>(work: (query: Query) => Promise<T>): Promise<T>;
  drop(): Promise<void>;
}

export async function emptyTarget(): Promise<Target> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'spoken-restore-'));
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    return {
      env: { DATA_DIR: dataDir },
      withQuery: async (work) => {
        const client = new PGlite(path.join(dataDir, 'db'));
        try {
          return await work(async (sql) => (await client.query(sql)).rows as never);
        } finally {
          await client.close();
        }
      },
      drop: () => rm(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `spoken_r_${randomBytes(6).toString('hex')}`;
  await withPostgresClient(adminUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    withQuery: (work) => withPostgresClient(url.toString(), (client) => work(async (sql) => (await client.query(sql)).rows)),
    drop: async () => {
      await withPostgresClient(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Every row of every table of the application, the migrations and the job queue, as JSON text,
 * sorted within each table.
 */
export async function everyRow(query: Query): Promise<Record<string, string[]>> {
  const tables = await query<{ name: string }>(
    `select format('%I.%I', table_schema, table_name) as name from information_schema.tables
     where table_schema in ('public', 'drizzle', 'pgboss') and table_type = 'BASE TABLE' order by 1`,
  );
  const rows: Record<string, string[]> = {};
  for (const { name } of tables) {
    rows[name] = (await query<{ row: string }>(`select row_to_json(t)::text as row from ${name} t`)).map((row) => row.row).sort();
  }
  return rows;
}

/** The sha256 of every stored media file under `mediaDir`, by key. */
export async function mediaChecksums(mediaDir: string): Promise<Record<string, string>> {
  const sums: Record<string, string> = {};
  for (const key of await localMediaKeys(mediaDir)) sums[key] = createHash('sha256').update(await readFile(path.join(mediaDir, key))).digest('hex');
  return sums;
}
