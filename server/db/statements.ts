import { createHash } from 'node:crypto';
import { pgErrorOf } from '../errors';

const UNDEFINED_FUNCTION = '42883';

/**
 * A named SQL statement for the hottest paths. PostgreSQL parses and plans it once per connection
 * and the server skips query building; everything else goes through Drizzle. Behind a pooler in
 * transaction mode, and on the embedded engine, it is sent unnamed (server/db/client.ts), still in
 * one round trip, and planned on every run: unless its work is in a function (routineStatement).
 */
export interface Statement<Row> {
  readonly name: string;
  readonly text: string;
  /** The function `text` calls, which the connection creates before the statement first runs. */
  readonly routine?: Routine;
  /** Only carries the row type. */
  readonly row?: Row;
}

/** A PL/pgSQL function a statement calls. */
export interface Routine {
  readonly name: string;
  /** `create or replace function …`: running it again changes nothing. */
  readonly definition: string;
}

export function statement<Row>(name: string, text: string): Statement<Row> {
  return { name, text };
}

/** One column of a routine's answer: its name as the rows carry it, and its SQL type. */
export type RoutineColumn = readonly [name: string, type: string];

/**
 * A statement whose work runs in a PL/pgSQL function: PostgreSQL plans a function's query once per
 * server connection and keeps the plan, where a statement sent unnamed (behind a pooler in
 * transaction mode, and on the embedded engine) is parsed and planned on every run. `query` is one
 * statement reading the parameters as $1, $2, …; its columns must be `columns`, in order and type.
 * Where names clash, `query`'s own columns win over the answer's. The function's name carries a
 * hash of all this, so two versions of the server sharing a database (a rolling deploy) each call
 * their own.
 */
export function routineStatement<Row>(name: string, parameterTypes: readonly string[], columns: readonly RoutineColumn[], query: string): Statement<Row> {
  const signature = `(${parameterTypes.join(', ')}) returns table (${columns.map(([column, type]) => `"${column}" ${type}`).join(', ')})`;
  const body = `#variable_conflict use_column\nbegin\n  return query ${query};\nend`;
  const routineName = `${name}_${createHash('sha256').update(`${signature}\n${body}`).digest('hex').slice(0, 12)}`;
  return {
    name: routineName,
    text: `select * from ${routineName}(${parameterTypes.map((_type, index) => `$${index + 1}`).join(', ')})`,
    routine: { name: routineName, definition: `create or replace function ${routineName}${signature} language plpgsql as $routine$\n${body}\n$routine$` },
  };
}

/**
 * Runs statements on one database connection (`execute`), creating each routine once, before its
 * first use: `create` runs a routine's definition (and may take a lock so that instances starting
 * together create it one at a time). Uses that come while it is being created wait for the same
 * creation; a failed creation is tried again by the next use. A routine the database no longer has
 * (dropped by hand, or a database restored under a running instance) is created again.
 */
export function routineRunner(create: (routine: Routine) => Promise<void>) {
  const creations = new Map<string, Promise<void>>();
  const created = (routine: Routine): Promise<void> => {
    let creation = creations.get(routine.name);
    if (!creation) {
      creation = create(routine).catch((error: unknown) => {
        creations.delete(routine.name);
        throw error;
      });
      creations.set(routine.name, creation);
    }
    return creation;
  };
  return async <Result>(routine: Routine | undefined, execute: () => Promise<Result>): Promise<Result> => {
    if (!routine) return execute();
    await created(routine);
    try {
      return await execute();
    } catch (error) {
      if (pgErrorOf(error)?.code !== UNDEFINED_FUNCTION) throw error;
      creations.delete(routine.name);
      await created(routine);
      return execute();
    }
  };
}
