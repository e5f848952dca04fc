import { createHash } from 'node:crypto';
import { DrizzleQueryError } from 'drizzle-orm';
import { pino } from 'pino';
import { pgErrorOf } from './errors';

/** What a database error may tell a log: never its message, detail or bound values, which quote the data. */
export interface DatabaseErrorForLog {
  type: string;
  message: string;
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
  statement?: string;
  stack?: string;
}

const MAX_CAUSES = 5;

function causesOf(error: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let current = error; current && chain.length < MAX_CAUSES; current = (current as { cause?: unknown }).cause) chain.push(current);
  return chain;
}

/** The SQL text a failed query carried: Drizzle keeps it on its wrapper, PGlite on its own error. */
function queryOf(chain: unknown[]): string | undefined {
  for (const error of chain) {
    const query = error instanceof DrizzleQueryError ? error.query : (error as { query?: unknown }).query;
    if (typeof query === 'string') return query;
  }
  return undefined;
}

/**
 * A short name for a statement: its verb, the first table it names and a digest of its text, e.g.
 * `insert mail_messages 3f2a9c1b`. The text itself holds no values (they are bound), but it is long.
 */
export function statementIdOf(query: string): string {
  const verb = /^\s*(\w+)/.exec(query)?.[1]?.toLowerCase() ?? 'query';
  const table = /\b(?:into|from|update)\s+"?([\w.]+)"?/i.exec(query)?.[1];
  const digest = createHash('sha256').update(query).digest('hex').slice(0, 8);
  return [verb, table, digest].filter(Boolean).join(' ');
}

/** Only the call frames of a stack: its first lines repeat the message. */
function framesOf(error: unknown): string | undefined {
  const stack = (error as { stack?: unknown }).stack;
  return typeof stack === 'string' ? stack.split('\n').filter((line) => /^\s+at /.test(line)).join('\n') : undefined;
}

/**
 * `error` as a log may hold it, when it is (or wraps) a database error; undefined otherwise. Drizzle's
 * message and PGlite's error carry the statement's bound values (a person's address, a password hash,
 * a whole mail), and PostgreSQL's detail quotes the row ('Key (email)=(…) already exists').
 */
export function databaseErrorForLog(error: unknown): DatabaseErrorForLog | undefined {
  const chain = causesOf(error);
  const pgError = pgErrorOf(error) as (ReturnType<typeof pgErrorOf> & { table?: string; column?: string }) | undefined;
  const query = queryOf(chain);
  const wrapped = chain.some((link) => link instanceof DrizzleQueryError || (typeof link === 'object' && link !== null && 'params' in link));
  if (!pgError && !wrapped) return undefined;
  const code = pgError?.code;
  return {
    type: (error as Error).constructor?.name ?? 'Error',
    message: code ? `database error ${code}` : 'database error',
    code,
    constraint: pgError?.constraint,
    table: pgError?.table,
    column: pgError?.column,
    statement: query === undefined ? undefined : statementIdOf(query),
    stack: framesOf(error),
  };
}

/** The serializer of every error the server logs (`err`): database errors without their data, others as pino has them. */
export function serializeError(error: unknown): unknown {
  return databaseErrorForLog(error) ?? pino.stdSerializers.err(error as Error);
}

/** One line about `error` to keep beside a record (a failed job), with no data from a database error. */
export function errorText(error: unknown): string {
  const database = databaseErrorForLog(error);
  if (database) return [database.message, database.constraint, database.statement].filter(Boolean).join(', ');
  return error instanceof Error ? error.message : String(error);
}
