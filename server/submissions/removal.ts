import { and, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { submissions } from '../db/schema';

/**
 * Deletes the poems of `userId` that never went public (pending, rejected or withdrawn), with
 * their history, in the caller's transaction, so a deleted account leaves none of them behind and
 * none can be approved later. Returns their media keys, for the caller to delete once committed.
 */
export async function deleteUnpublishedSubmissions(tx: Queryable, userId: string): Promise<string[]> {
  const removed = await tx
    .delete(submissions)
    .where(and(eq(submissions.userId, userId), inArray(submissions.status, ['pending', 'rejected', 'withdrawn'])))
    .returning({
      videoKey: submissions.videoKey,
      high: submissions.highQualityVideoKey,
      medium: submissions.mediumQualityVideoKey,
      low: submissions.lowQualityVideoKey,
      thumbnail: submissions.thumbnailKey,
    });
  return removed.flatMap((row) => [row.videoKey, row.high, row.medium, row.low, row.thumbnail].filter((key): key is string => key !== null));
}
