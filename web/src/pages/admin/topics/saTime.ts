/**
 * Topic dates are entered and shown in South African time (Africa/Johannesburg, UTC+2 all year, no
 * daylight saving), whatever zone the admin's browser is in: a datetime-local input has no zone, so
 * its value is converted here explicitly.
 */
const SA_OFFSET_MS = 2 * 60 * 60 * 1000;

/** An instant as a datetime-local value in South African time: `2026-12-01T17:00`; '' for none. */
export function toSaInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return '';
  return new Date(time + SA_OFFSET_MS).toISOString().slice(0, 16);
}

/** A datetime-local value read as South African time, as an ISO instant; null when empty or malformed. */
export function fromSaInput(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim());
  if (!match) return null;
  const [year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0] = match.slice(1).map((part) => (part ? Number(part) : 0));
  const utc = Date.UTC(year, month - 1, day, hour, minute, second) - SA_OFFSET_MS;
  return Number.isNaN(utc) ? null : new Date(utc).toISOString();
}
