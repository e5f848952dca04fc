import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';

/** An entry's fields as the chain hashes them: the text PostgreSQL gives each, in a fixed order. */
interface ChainedEntry {
  seq: string;
  id: string;
  createdAt: string;
  actorId: string | null;
  actorName: string | null;
  action: string;
  subjectType: string;
  subjectId: string | null;
  submissionId: string | null;
  before: string | null;
  after: string | null;
  reason: string | null;
  hash: string;
}

const BATCH = 1000;

/**
 * The entries after `afterSeq`, oldest first, with their fields as text. Built-in casts only: the
 * verifier recomputes each hash itself rather than trust the database's functions, which whoever
 * owns the table could replace.
 */
async function entriesAfter(db: Queryable, afterSeq: string): Promise<ChainedEntry[]> {
  const { rows } = (await db.execute(sql`
    select seq::text as seq, id::text as id,
           to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "createdAt",
           actor_id::text as "actorId", actor_name as "actorName", action, subject_type as "subjectType",
           subject_id as "subjectId", submission_id::text as "submissionId", before::text as before,
           after::text as after, reason, hash
      from audit_log where audit_log.seq > ${afterSeq}::bigint order by audit_log.seq limit ${BATCH}`)) as unknown as { rows: ChainedEntry[] };
  return rows;
}

/** `value` as the chain writes a field: `<bytes>:<text>`, or '-' for none (as audit_log_field in migration 0018). */
const field = (value: string | null) => (value === null ? '-' : `${Buffer.byteLength(value)}:${value}`);

/** SHA-256 (hex) of the previous entry's hash followed by `entry`'s fields (as audit_log_entry_hash in migration 0018). */
export function entryHash(entry: Omit<ChainedEntry, 'hash'>, previous: string): string {
  const fields = [entry.seq, entry.id, entry.createdAt, entry.actorId, entry.actorName, entry.action, entry.subjectType, entry.subjectId, entry.submissionId, entry.before, entry.after, entry.reason];
  return createHash('sha256').update(previous + fields.map(field).join('')).digest('hex');
}

export type ChainCheck =
  | { whole: true; entries: number; head: { seq: string; hash: string } | null }
  | { whole: false; entries: number; broken: { seq: string; id: string; problem: string } };

/**
 * Walks the audit log's hash chain from its first entry and names the first entry where it
 * breaks: an entry changed, or one before it changed, removed or slipped in out of place. The
 * head it reports lets an operator who wrote it down earlier see that nothing was cut off the end.
 */
export async function verifyAuditChain(db: Queryable): Promise<ChainCheck> {
  let previous = { seq: '0', hash: '' };
  let entries = 0;
  for (let batch = await entriesAfter(db, previous.seq); batch.length > 0; batch = await entriesAfter(db, previous.seq)) {
    for (const entry of batch) {
      const broken = (problem: string): ChainCheck => ({ whole: false, entries, broken: { seq: entry.seq, id: entry.id, problem } });
      if (BigInt(entry.seq) !== BigInt(previous.seq) + 1n) return broken(`the entries from ${BigInt(previous.seq) + 1n} to ${BigInt(entry.seq) - 1n} are missing`);
      if (entryHash(entry, previous.hash) !== entry.hash) return broken('its hash does not match its content and the entry before it: one of them was changed');
      previous = { seq: entry.seq, hash: entry.hash };
      entries += 1;
    }
  }
  return { whole: true, entries, head: entries > 0 ? previous : null };
}
