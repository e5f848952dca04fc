import { and, eq, exists, inArray, isNull, or } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { beats, posterImages, submissions, topics, videoRenditions } from '../db/schema';
import type { Runtime } from '../runtime';
import { streamFolderOf } from './store';

/**
 * Whether a public poem's original upload is public too. Only where the server cannot make
 * renditions (a development machine without ffmpeg) is the upload all there is to play; everywhere
 * else only our own renditions and posters are published, and the upload stays with its poet and admins.
 */
export function originalsArePublic(runtime: Pick<Runtime, 'mediaTools'>): boolean {
  return runtime.mediaTools === null;
}

/**
 * True when anyone may fetch the file under `key`: it is the file of an active beat, or a rendition,
 * a poster or a file of the stream folder of a poem on public view (approved or paid, not taken
 * down, on an active topic), or that poem's original upload when `originalsPublic` (see
 * originalsArePublic).
 */
export async function isPublicMedia(db: Queryable, key: string, { originalsPublic }: { originalsPublic: boolean }): Promise<boolean> {
  const streamFolder = streamFolderOf(key);
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
          exists(db.select({ one: topics.id }).from(topics).where(and(eq(topics.id, submissions.topicId), eq(topics.active, true)))),
          or(
            originalsPublic ? eq(submissions.videoKey, key) : undefined,
            eq(submissions.thumbnailKey, key),
            streamFolder ? eq(submissions.streamKey, streamFolder) : undefined,
            exists(
              db
                .select({ one: posterImages.width })
                .from(posterImages)
                .where(and(eq(posterImages.submissionId, submissions.id), eq(posterImages.fileKey, key))),
            ),
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
