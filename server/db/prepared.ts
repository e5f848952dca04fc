import type { Queryable } from './client';

/**
 * A statement built by `prepare` once for each database (or transaction) it runs on, and prepared
 * on the server there, for the reads every page makes: Drizzle then builds its SQL once, not once
 * per read.
 */
export function preparedPerDatabase<Statement>(prepare: (db: Queryable) => Statement): (db: Queryable) => Statement {
  const statements = new WeakMap<Queryable, Statement>();
  return (db) => {
    let statement = statements.get(db);
    if (!statement) statements.set(db, (statement = prepare(db)));
    return statement;
  };
}
