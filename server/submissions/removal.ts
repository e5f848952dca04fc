import { and, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { posterImages, submissions, videoRenditions } from '../db/schema';

/**
 * Deletes the poems of `userId` that never went public (pending, rejected or withdrawn), with
 * their history, renditions, posters and streams, in the caller's transaction, so a deleted
 * account leaves none of them behind and none can be approved later. Returns their media keys, for the caller to delete
 * once committed.
 */
export async function deleteUnpublishedSubmissions(tx: Queryable, userId: string): Promise<string[]> {
  const unpublished = and(eq(submissions.userId, userId), inArray(submissions.status, ['pending', 'rejected', 'withdrawn']));
  const renditions = await tx
    .select({ fileKey: videoRenditions.fileKey })
    .from(videoRenditions)
    .innerJoin(submissions, eq(submissions.id, videoRenditions.submissionId))
    .where(unpublished);
  const posters = await tx
    .select({ fileKey: posterImages.fileKey })
    .from(posterImages)
    .innerJoin(submissions, eq(submissions.id, posterImages.submissionId))
    .where(unpublished);
  const removed = await tx
    .delete(submissions)
    .where(unpublished)
    .returning({ videoKey: submissions.videoKey, thumbnailKey: submissions.thumbnailKey, streamKey: submissions.streamKey });
  return [
    ...removed.flatMap((row) => [row.videoKey, row.thumbnailKey, row.streamKey].filter((key): key is string => key !== null)),
    ...renditions.map((rendition) => rendition.fileKey),
    ...posters.map((poster) => poster.fileKey),
  ];
}
