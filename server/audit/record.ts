import type { Queryable } from '../db/client';
import { auditLog } from '../db/schema';

/** Who did it: the signed-in admin, or null for the server's own scheduled work. */
export interface AuditActor {
  id: string;
  name: string;
}

export interface AuditEntry {
  actor: AuditActor | null;
  /** `<subject>.<verb>`, e.g. 'submission.approve', 'topic.update', 'votes.void'. */
  action: string;
  subjectType: string;
  subjectId?: string | null;
  /** The poem concerned, when there is one, so its review page lists the entry. */
  submissionId?: string | null;
  /** The fields the action changed, as they were and as they became. Never secrets or bank numbers in full. */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  reason?: string | null;
}

/**
 * Appends one entry to the audit log. Call it in the transaction that makes the change, so the
 * change and its record commit together or not at all. Rows are never updated or deleted (a
 * trigger refuses it), so record what is true once the action commits.
 */
export async function recordAudit(tx: Queryable, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: entry.actor?.id ?? null,
    actorName: entry.actor?.name ?? null,
    action: entry.action,
    subjectType: entry.subjectType,
    subjectId: entry.subjectId ?? null,
    submissionId: entry.submissionId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    reason: entry.reason ?? null,
  });
}

/** The admin as the log names them: their name is kept even once the account is gone. */
export function actorOf(user: { id: string; name: string }): AuditActor {
  return { id: user.id, name: user.name };
}

type Fields = Record<string, unknown>;

const comparable = (value: unknown) => (value instanceof Date ? value.toISOString() : JSON.stringify(value ?? null));

/** Of `fields`, those whose value in `before` differs from `after`'s: the entry's before and after. */
export function changedFields(before: Fields, after: Fields, fields: readonly string[] = Object.keys(after)): { before: Fields; after: Fields } {
  const changed = fields.filter((field) => comparable(before[field]) !== comparable(after[field]));
  return {
    before: Object.fromEntries(changed.map((field) => [field, before[field] ?? null])),
    after: Object.fromEntries(changed.map((field) => [field, after[field] ?? null])),
  };
}

/** Just the named fields of a row, as a created or deleted thing's entry shows it. */
export function pick<T extends object, K extends keyof T>(row: T, fields: readonly K[]): Pick<T, K> {
  return Object.fromEntries(fields.map((field) => [field, row[field]])) as Pick<T, K>;
}
