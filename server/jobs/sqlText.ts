import { sql, type SQL } from 'drizzle-orm';

/**
 * SQL text with numbered placeholders ($1, $2, …) and their values, as one Drizzle query: so a
 * library that writes its own statements can run them in a Drizzle transaction.
 */
export function sqlFromText(text: string, values: readonly unknown[]): SQL {
  // Splitting on a captured group keeps the numbers: even indexes are text, odd ones placeholders.
  const pieces = text.split(/\$(\d+)/);
  return sql.join(
    pieces.map((piece, index) => (index % 2 === 0 ? sql.raw(piece) : sql.param(driverValue(values[Number(piece) - 1])))),
  );
}

// Both drivers take text for json parameters; only node-postgres would serialise a plain object itself.
function driverValue(value: unknown): unknown {
  return value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date) ? JSON.stringify(value) : value;
}
