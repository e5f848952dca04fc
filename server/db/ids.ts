const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * True when `id` can be a row id. Ids come from clients; Postgres rejects a malformed uuid with an
 * error, so callers treat one as "no such row" before asking.
 */
export function isUuid(id: string): boolean {
  return UUID.test(id);
}
