import path from 'node:path';
import { and, eq, exists, isNull, ne } from 'drizzle-orm';
import type { JobRun } from '../jobs/queue';
import { posterImages, submissions, videoRenditions, type SubmissionRow } from '../db/schema';
import { packageStream } from '../media/hls';
import { importAndAttach } from '../media/imports';
import { makePosters } from '../media/posters';
import { probeMedia, UnreadableMediaError } from '../media/probe';
import type { MediaTools } from '../media/tools';
import { POSTER_MAX_LINES } from '../media/transcode';
import type { Runtime } from '../runtime';
import { importPosters, replacePosters, thumbnailOf, type StoredPoster } from './processing';

/** Processed videos made before streams: packaged from their renditions, without encoding again. */
const withoutStream = and(eq(submissions.processingState, 'ready'), isNull(submissions.streamKey), ne(submissions.status, 'withdrawn'));

/**
 * Queues the packaging of every processed video that has renditions and no stream yet. Run at
 * start-up on every instance: a video queued twice is packaged once (packageExistingVideo).
 */
export async function queueUnpackagedVideos(runtime: Pick<Runtime, 'db' | 'jobs' | 'log'>): Promise<void> {
  const queued = await runtime.db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: submissions.id })
      .from(submissions)
      .where(and(withoutStream, exists(tx.select({ one: videoRenditions.height }).from(videoRenditions).where(eq(videoRenditions.submissionId, submissions.id)))));
    for (const row of rows) await runtime.jobs.send(tx, 'package-stream', { submissionId: row.id });
    return rows.length;
  });
  if (queued > 0) runtime.log.info({ videos: queued }, 'processed videos without a stream are queued to be packaged');
}

/**
 * The packaging job of a video processed before streams: its HLS package from its renditions as
 * they are, and its posters in sizes when it has none. Until it is done, and if it fails, the
 * video plays from its MP4 renditions.
 */
export async function packageExistingVideo(runtime: Runtime, tools: MediaTools, submissionId: string, run: JobRun): Promise<void> {
  const [submission] = await runtime.db.select().from(submissions).where(and(eq(submissions.id, submissionId), withoutStream));
  if (!submission) return;
  const renditions = await runtime.db.select().from(videoRenditions).where(eq(videoRenditions.submissionId, submissionId));
  const [hasPosters] = await runtime.db.select({ one: posterImages.width }).from(posterImages).where(eq(posterImages.submissionId, submissionId)).limit(1);
  // A rendition whose file is gone (its video being made again meanwhile) leaves nothing to package.
  const stored = await Promise.all(renditions.map((rendition) => runtime.media.stat(rendition.fileKey)));
  if (renditions.length === 0 || stored.includes(null)) return;

  const scratch = `stream-${submissionId}`;
  try {
    const folder = await runtime.media.scratchFolder(scratch);
    const files = await Promise.all(renditions.map(async ({ height, fileKey }) => ({ height, file: await runtime.media.localCopy(fileKey, folder) })));
    const streamFolder = path.join(folder, 'stream');
    await packageStream(tools, files, streamFolder, run.signal);
    const posters = hasPosters ? [] : await postersOf(tools, files, folder, run.signal);
    await importAndAttach(runtime.media, async (importer) => {
      const stored = await importPosters(posters, importer);
      const streamKey = await importer.streamFolder(streamFolder);
      return attachStream(runtime, submission, streamKey, stored);
    });
  } finally {
    await runtime.media.removeScratchFolder(scratch);
  }
}

/** Posters from the largest rendition of at most POSTER_MAX_LINES, as processing takes them. */
async function postersOf(tools: MediaTools, files: { height: number; file: string }[], folder: string, signal: AbortSignal) {
  const bySize = [...files].sort((a, b) => b.height - a.height);
  const source = bySize.find((file) => file.height <= POSTER_MAX_LINES) ?? bySize[bySize.length - 1];
  if (!source) return [];
  const { picture, pictureSeconds, durationSeconds } = await probeMedia(tools, source.file, 'mov', signal);
  if (!picture) throw new UnreadableMediaError('the rendition has no picture');
  return makePosters(tools, source.file, picture, Math.min(1, (pictureSeconds ?? durationSeconds ?? 0) / 2), folder, signal);
}

/**
 * Records the stream (and new posters, the largest JPEG as the thumbnail in place of the old one)
 * of a video still processed and without a stream; undefined when it is not.
 */
async function attachStream(runtime: Runtime, submission: SubmissionRow, streamKey: string, posters: StoredPoster[]): Promise<string[] | undefined> {
  return runtime.db.transaction(async (tx) => {
    const thumbnail = thumbnailOf(posters);
    const [row] = await tx
      .update(submissions)
      .set({ streamKey, ...(thumbnail ? { thumbnailKey: thumbnail.key } : {}) })
      .where(and(eq(submissions.id, submission.id), withoutStream))
      .returning({ id: submissions.id });
    if (!row) return undefined;
    if (!thumbnail) return [];
    return [...(await replacePosters(tx, submission.id, posters)), ...(submission.thumbnailKey ? [submission.thumbnailKey] : [])];
  });
}
