import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { submissions } from '../db/schema';
import { publish } from '../events/hub';

/** Shows an approved poem as 'paid' once its R50 is paid, in the caller's transaction. */
export async function markSubmissionPaid(tx: Queryable, submissionId: string, userId: string): Promise<void> {
  await tx
    .update(submissions)
    .set({ status: 'paid', updatedAt: sql`now()` })
    .where(and(eq(submissions.id, submissionId), eq(submissions.status, 'approved')));
  await publish(tx, { type: 'submission.changed', submissionId, userId });
}
