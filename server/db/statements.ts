/**
 * A named SQL statement for the hottest paths. PostgreSQL parses and plans it once per connection
 * and the server skips query building; everything else goes through Drizzle. Behind a pooler in
 * transaction mode it is sent unnamed (server/db/client.ts), still in one round trip.
 */
export interface Statement<Row> {
  readonly name: string;
  readonly text: string;
  /** Only carries the row type. */
  readonly row?: Row;
}

export function statement<Row>(name: string, text: string): Statement<Row> {
  return { name, text };
}
