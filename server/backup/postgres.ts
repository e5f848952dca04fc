import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { LATEST_MIGRATION_SQL, RestoreRefusedError } from './manifest';
import { copyCheckedScript } from './psqlScript';
import { withPostgresClient as withClient } from '../db/client';

export const POSTGRES_DUMP_PATH = 'database/postgres.sql';

/**
 * Runs a PostgreSQL client program (pg_dump, psql) on the database at `url`, passed in the
 * environment rather than on the command line, where other users could read its password. The
 * program gets PATH and the connection settings (libpq's PG* variables) only, none of the server's secrets.
 * Resolves when it exits cleanly; rejects with the end of what it wrote to stderr otherwise.
 */
function runClient(program: string, args: string[], url: string, stdout: 'ignore' | number): Promise<void> {
  const given = Object.entries(process.env).filter(([name]) => /^PG[A-Z]+$/.test(name));
  const env = { ...Object.fromEntries(given), PATH: process.env.PATH ?? '', ...libpqEnvironment(url) };
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { stdio: ['ignore', stdout, 'pipe'], env });
    let stderr = '';
    child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (stderr = (stderr + chunk).slice(-4000)));
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'ENOENT' ? new Error(`${program} is not installed: it comes with PostgreSQL's client programs (Debian: apt-get install postgresql-client)`) : error),
    );
    child.once('close', (code) => (code === 0 ? resolve() : reject(new Error(`${program} failed: ${stderr.trim() || `exit code ${code}`}`))));
  });
}

/** The settings of a postgres:// URL as the variables libpq reads (PGHOST, PGSSLMODE and so on). */
export function libpqEnvironment(url: string): Record<string, string> {
  const parsed = new URL(url);
  const env: Record<string, string> = { PGAPPNAME: 'spoken-backup' };
  if (parsed.hostname) env.PGHOST = decodeURIComponent(parsed.hostname.replace(/^\[(.*)\]$/, '$1'));
  if (parsed.port) env.PGPORT = parsed.port;
  if (parsed.username) env.PGUSER = decodeURIComponent(parsed.username);
  if (parsed.password) env.PGPASSWORD = decodeURIComponent(parsed.password);
  const database = decodeURIComponent(parsed.pathname.replace(/^\//, ''));
  if (database) env.PGDATABASE = database;
  for (const [name, value] of parsed.searchParams) {
    const variable = LIBPQ_PARAMETERS[name];
    if (variable) env[variable] = value;
    else if (name === 'host') env.PGHOST = value;
  }
  return env;
}

const LIBPQ_PARAMETERS: Record<string, string> = {
  sslmode: 'PGSSLMODE',
  sslrootcert: 'PGSSLROOTCERT',
  sslcert: 'PGSSLCERT',
  sslkey: 'PGSSLKEY',
  options: 'PGOPTIONS',
};

/**
 * Dumps the database into the file open as `fd`, as SQL. pg_dump reads everything in one
 * transaction, so the dump is the database as it was at one moment while the server goes on serving.
 * Its version must be at least the server's; it says so itself when it is not.
 */
export function dumpPostgres(url: string, fd: number): Promise<void> {
  return runClient('pg_dump', ['--format=plain', '--no-owner', '--no-privileges', '--quote-all-identifiers'], url, fd);
}

/** When the database's latest migration was made, or null before any. */
export async function postgresMigrationWhen(url: string): Promise<number | null> {
  return withClient(url, async (client) => {
    const { rows } = await client.query<{ when: string | null }>(LATEST_MIGRATION_SQL).catch(() => ({ rows: [{ when: null }] }));
    return rows[0]?.when ? Number(rows[0].when) : null;
  });
}

/** Tables, sequences and views outside PostgreSQL's own schemas: a database a restore may fill holds none. */
export async function postgresRelationCount(url: string): Promise<number> {
  return withClient(url, async (client) => {
    const { rows } = await client.query<{ count: number }>(
      `select count(*)::int as count from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where c.relkind in ('r', 'p', 'v', 'm', 'S') and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_toast%' and n.nspname not like 'pg\\_temp%'`,
    );
    return rows[0]?.count ?? 0;
  });
}

/**
 * Runs the dump in `file` on the database at `url` in one transaction: all of it or, on any error,
 * none. With `replace`, the same transaction first drops every schema of the database's own.
 * psql runs restricted to SQL (`\restrict` with a key nobody else sees), so no line of the dump
 * can run a shell command or read a file.
 */
export async function restorePostgres(url: string, file: string, replace: boolean): Promise<void> {
  const script = `${file}.checked`;
  await copyCheckedScript(file, script);
  const clear = replace ? await dropSchemasSql(url) : [];
  const restriction = `\\restrict ${randomBytes(24).toString('hex')}`;
  const args = ['--no-psqlrc', '--quiet', '--single-transaction', '--set=ON_ERROR_STOP=1', '--command', restriction, ...clear.flatMap((sql) => ['--command', sql]), '--file', script];
  try {
    await runClient('psql', args, url, 'ignore');
  } catch (error) {
    const { message } = error as Error;
    if (message.includes('invalid command \\restrict')) {
      throw new RestoreRefusedError(
        "This psql cannot restrict itself to SQL (\\restrict), so it could run commands a changed dump holds: install PostgreSQL's client programs 17.6, 16.10, 15.14 or newer. Nothing was restored.",
      );
    }
    throw new RestoreRefusedError(`The database refused the backup, so nothing was restored: ${message}`);
  }
}

async function dropSchemasSql(url: string): Promise<string[]> {
  const schemas = await withClient(url, async (client) => {
    const { rows } = await client.query<{ name: string }>(
      `select nspname as name from pg_namespace where nspname not in ('pg_catalog', 'information_schema') and nspname not like 'pg\\_%'`,
    );
    return rows.map((row) => row.name);
  });
  return [...schemas.map((name) => `drop schema ${pg.escapeIdentifier(name)} cascade`), 'create schema public'];
}
