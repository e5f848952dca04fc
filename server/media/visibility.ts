import { and, eq, exists, inArray, isNull, or } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { beats, submissions, videoRenditions } from '../db/schema';

/**
 * True when anyone may fetch the file under `key`: it is the file of an active beat, or a video,
 * rendition or thumbnail of a poem on public view (approved or paid, not taken down).
 */
export async function isPublicMedia(db: Queryable, key: string): Promise<boolean> {
  const [beat, poem] = await Promise.all([
    db
      .select({ id: beats.id })
      .from(beats)
      .where(and(eq(beats.fileKey, key), eq(beats.active, true)))
      .limit(1),
    db
      .select({ id: submissions.id })
      .from(submissions)
      .where(
        and(
          inArray(submissions.status, ['approved', 'paid']),
          isNull(submissions.takenDownAt),
          or(
            eq(submissions.videoKey, key),
            eq(submissions.thumbnailKey, key),
            exists(
              db
                .select({ one: videoRenditions.height })
                .from(videoRenditions)
                .where(and(eq(videoRenditions.submissionId, submissions.id), eq(videoRenditions.fileKey, key))),
            ),
          ),
        ),
      )
      .limit(1),
  ]);
  return beat.length > 0 || poem.length > 0;
}
