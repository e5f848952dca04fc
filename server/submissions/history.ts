import { asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../db/client';
import { submissionEvents, users, type SubmissionEventRow, type UserRow } from '../db/schema';

export type SubmissionEventKind = SubmissionEventRow['kind'];

/** Records one change of a submission in the caller's transaction. */
export async function recordEvent(
  tx: Queryable,
  submissionId: string,
  kind: SubmissionEventKind,
  actorId: string | null,
  detail?: string | null,
): Promise<void> {
  // clock_timestamp, not the transaction's now(), so changes made in one transaction keep their order.
  await tx.insert(submissionEvents).values({ submissionId, kind, actorId, detail: detail ?? null, createdAt: sql`clock_timestamp()` });
}

export type SubmissionEventView = SubmissionEventRow & { actor: UserRow | null };

/** A submission's history, oldest first, with who made each change. */
export async function historyOf(db: Queryable, submissionId: string): Promise<SubmissionEventView[]> {
  const actor = alias(users, 'actor');
  const rows = await db
    .select({ event: submissionEvents, actor })
    .from(submissionEvents)
    .leftJoin(actor, eq(actor.id, submissionEvents.actorId))
    .where(eq(submissionEvents.submissionId, submissionId))
    .orderBy(asc(submissionEvents.createdAt), asc(submissionEvents.id));
  return rows.map((row) => ({ ...row.event, actor: row.actor }));
}
