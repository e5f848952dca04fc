import { inArray } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { integrityScores } from '../db/schema';

/** The stored integrity scores of these submissions, by id; a submission never scored is absent. */
export async function storedScores(db: Queryable, submissionIds: string[]): Promise<Map<string, number>> {
  if (submissionIds.length === 0) return new Map();
  const rows = await db
    .select({ id: integrityScores.submissionId, score: integrityScores.score })
    .from(integrityScores)
    .where(inArray(integrityScores.submissionId, submissionIds));
  return new Map(rows.map((row) => [row.id, row.score]));
}
