import path from 'node:path';
import { and, count, eq, inArray, lt, ne } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import type { JobRun } from '../jobs/queue';
import { posterImages, submissions, users, videoRenditions, type SubmissionRow } from '../db/schema';
import { publish } from '../events/hub';
import { packageStream } from '../media/hls';
import { importAndAttach, type Importer } from '../media/imports';
import { RefusedMediaError } from '../media/limits';
import type { PosterFile } from '../media/posters';
import { UnreadableMediaError } from '../media/probe';
import { demuxerOf } from '../media/sniff';
import type { MediaTools } from '../media/tools';
import { transcodeVideo } from '../media/transcode';
import { Metrics } from '../metrics/metrics';
import type { Runtime } from '../runtime';
import { processingFailedMail } from './mails';
import { mayMailPoet } from './view';

/** What the poet and admins are told when a video cannot be processed. */
export const PROCESSING_ERRORS = {
  unreadable: 'The file could not be read as a video. It may be damaged, or in a format we cannot play.',
  gaveUp: 'The video could not be processed after several attempts.',
} as const;

const UNFINISHED = ['queued', 'processing'] as const;

/**
 * The rules renditions and posters are made by; raised when they change, so that files made under
 * older rules are made again (1: limits, and nothing of the upload's metadata carried over; 2:
 * renditions held to a peak bitrate, first segments of 2 s, and the cards' playlist in the stream).
 */
export const MEDIA_PROCESSING_VERSION = 2;
/** The first version whose stream has the cards' playlist. */
export const CARD_STREAM_VERSION = 2;
/** Videos made again under new rules wait behind every poet's new uploads. */
const REPROCESSING_PRIORITY = -1000;

/**
 * Queues the processing of a submission's video in `tx`. Each poet's videos take turns with
 * everyone else's: a job's priority falls with the poet's videos already waiting, so one poet's
 * long queue never holds back another poet's first video.
 */
export async function queueVideoProcessing(runtime: Pick<Runtime, 'jobs'>, tx: Queryable, submission: Pick<SubmissionRow, 'id' | 'userId'>): Promise<void> {
  const [waiting] = await tx
    .select({ count: count() })
    .from(submissions)
    .where(
      and(
        eq(submissions.userId, submission.userId),
        ne(submissions.id, submission.id),
        ne(submissions.status, 'withdrawn'),
        inArray(submissions.processingState, UNFINISHED),
      ),
    );
  await runtime.jobs.send(tx, 'transcode-video', { submissionId: submission.id }, { priority: -(waiting?.count ?? 0) });
}

/**
 * Queues once, across instances, every video whose renditions were made under older rules; they
 * keep playing their old files until the new ones replace them.
 */
export async function queueOutdatedVideos(runtime: Pick<Runtime, 'db' | 'jobs' | 'log'>): Promise<void> {
  const queued = await runtime.db.transaction(async (tx) => {
    const rows = await tx
      .update(submissions)
      .set({ processingState: 'queued' })
      .where(and(eq(submissions.processingState, 'ready'), lt(submissions.processingVersion, MEDIA_PROCESSING_VERSION), ne(submissions.status, 'withdrawn')))
      .returning({ id: submissions.id });
    for (const row of rows) await runtime.jobs.send(tx, 'transcode-video', { submissionId: row.id }, { priority: REPROCESSING_PRIORITY });
    return rows.length;
  });
  if (queued > 0) runtime.log.info({ videos: queued }, 'videos made under older rules are queued to be made again');
}

/** The submission when its video still needs processing: not withdrawn, deleted, done or failed. */
async function findUnprocessed(runtime: Runtime, submissionId: string): Promise<SubmissionRow | undefined> {
  const [row] = await runtime.db
    .select()
    .from(submissions)
    .where(and(eq(submissions.id, submissionId), ne(submissions.status, 'withdrawn'), inArray(submissions.processingState, UNFINISHED)));
  return row;
}

/**
 * The shortest video a submission may have: MIN_POEM_SECONDS while it awaits review. A poem already
 * decided (demo content, a video made again under new rules) keeps its place whatever its length.
 */
const shortestAllowed = (runtime: Runtime, submission: SubmissionRow) => (submission.status === 'pending' ? runtime.config.minPoemSeconds : 0);

const scratchFolderOf = (submissionId: string) => `submission-${submissionId}`;

/** Aborts when the submission is withdrawn while its video is being processed. */
function abortOnWithdrawal(runtime: Runtime, submissionId: string, signal: AbortSignal): { signal: AbortSignal; withdrawn: () => boolean; stop: () => void } {
  const withdrawal = new AbortController();
  const stop = runtime.hub.on('submission.changed', (event) => {
    if (event.submissionId !== submissionId) return;
    findUnprocessed(runtime, submissionId).then(
      (row) => {
        if (!row) withdrawal.abort(new Error('the submission was withdrawn'));
      },
      (error: unknown) => runtime.log.warn({ err: error, submissionId }, 'could not check a submission being processed'),
    );
  });
  return { signal: AbortSignal.any([signal, withdrawal.signal]), withdrawn: () => withdrawal.signal.aborted, stop };
}

/**
 * The transcoding job of a poem's video: renditions, posters in sizes, the HLS package and the
 * duration, attached in one transaction. A submission withdrawn or deleted before or during the work ends the job quietly
 * and leaves no files; a file ffprobe cannot read, or one over the limits, marks the submission at
 * once, without retries. Anything else throws, so the queue tries once more.
 */
export async function processSubmissionVideo(runtime: Runtime, tools: MediaTools, submissionId: string, run: JobRun): Promise<void> {
  const submission = await findUnprocessed(runtime, submissionId);
  if (!submission || !(await runtime.media.stat(submission.videoKey))) return;
  await setProcessing(runtime, submission);

  const scratch = scratchFolderOf(submissionId);
  const watch = abortOnWithdrawal(runtime, submissionId, run.signal);
  try {
    const format = demuxerOf(submission.fileType);
    if (!format) throw new UnreadableMediaError(`no demuxer for ${submission.fileType}`);
    const folder = await runtime.media.scratchFolder(scratch);
    const source = await runtime.media.localCopy(submission.videoKey, folder);
    const video = await Metrics.timed(runtime.metrics.transcodeSeconds, () =>
      transcodeVideo(tools, source, format, folder, watch.signal, { minSeconds: shortestAllowed(runtime, submission) }),
    );
    const streamFolder = path.join(folder, 'stream');
    await packageStream(tools, video.renditions, streamFolder, watch.signal);
    await importAndAttach(runtime.media, async (importer) => {
      const renditions = await Promise.all(
        video.renditions.map(async (rendition) => ({ height: rendition.height, ...(await importer.file(rendition.file, 'renditions')) })),
      );
      const posters = await importPosters(video.posters, importer);
      const streamKey = await importer.streamFolder(streamFolder);
      return attachResults(runtime, submission, { renditions, posters, streamKey, durationSeconds: video.durationSeconds });
    });
  } catch (error) {
    if (watch.withdrawn()) return;
    if (error instanceof RefusedMediaError) {
      runtime.log.info({ submissionId, reason: error.reason }, 'a submitted video is over the limits');
      await markProcessingFailed(runtime, submissionId, error.reason);
      return;
    }
    if (error instanceof UnreadableMediaError) {
      runtime.log.warn({ submissionId, reason: error.message }, 'a submitted video could not be read');
      await markProcessingFailed(runtime, submissionId, PROCESSING_ERRORS.unreadable);
      return;
    }
    throw error;
  } finally {
    watch.stop();
    await runtime.media.removeScratchFolder(scratch);
  }
}

async function setProcessing(runtime: Runtime, submission: SubmissionRow): Promise<void> {
  await runtime.db.transaction(async (tx) => {
    await tx.update(submissions).set({ processingState: 'processing' }).where(eq(submissions.id, submission.id));
    await publish(tx, { type: 'submission.changed', submissionId: submission.id, userId: submission.userId });
  });
}

export interface StoredPoster {
  width: number;
  height: number;
  type: string;
  key: string;
  size: number;
}

/** Moves the posters into the store. */
export function importPosters(posters: PosterFile[], importer: Importer): Promise<StoredPoster[]> {
  return Promise.all(posters.map(async ({ width, height, type, file }) => ({ width, height, type, ...(await importer.file(file, 'posters')) })));
}

/** The JPEG poster kept as the thumbnail (for share cards and every client that knows no other size): the largest. */
export function thumbnailOf(posters: StoredPoster[]): StoredPoster | undefined {
  return posters.filter((poster) => poster.type === 'image/jpeg').sort((a, b) => b.width - a.width)[0];
}

/** Puts a submission's posters in place of its earlier ones in `tx`, returning the keys of those replaced. */
export async function replacePosters(tx: Queryable, submissionId: string, posters: StoredPoster[]): Promise<string[]> {
  const earlier = await tx.delete(posterImages).where(eq(posterImages.submissionId, submissionId)).returning({ key: posterImages.fileKey });
  if (posters.length > 0) {
    await tx
      .insert(posterImages)
      .values(posters.map((poster) => ({ submissionId, width: poster.width, height: poster.height, type: poster.type, fileKey: poster.key, fileSize: poster.size })));
  }
  return earlier.map((poster) => poster.key);
}

interface ProcessedVideo {
  renditions: { height: number; key: string; size: number }[];
  posters: StoredPoster[];
  streamKey: string;
  durationSeconds: number;
}

/**
 * Attaches the new files in place of any earlier ones and returns the keys of those it replaced,
 * to delete; undefined when the submission was withdrawn or deleted meanwhile: nothing is attached then.
 */
async function attachResults(runtime: Runtime, submission: SubmissionRow, video: ProcessedVideo): Promise<string[] | undefined> {
  return runtime.db.transaction(async (tx) => {
    const [row] = await tx
      .update(submissions)
      .set({
        processingState: 'ready',
        processingError: null,
        thumbnailKey: thumbnailOf(video.posters)?.key ?? null,
        streamKey: video.streamKey,
        durationSeconds: video.durationSeconds,
        processingVersion: MEDIA_PROCESSING_VERSION,
      })
      .where(and(eq(submissions.id, submission.id), ne(submissions.status, 'withdrawn'), inArray(submissions.processingState, UNFINISHED)))
      .returning({ id: submissions.id });
    if (!row) return undefined;
    const earlier = await tx.delete(videoRenditions).where(eq(videoRenditions.submissionId, submission.id)).returning({ key: videoRenditions.fileKey });
    await tx
      .insert(videoRenditions)
      .values(video.renditions.map((rendition) => ({ submissionId: submission.id, height: rendition.height, fileKey: rendition.key, fileSize: rendition.size })));
    const earlierPosters = await replacePosters(tx, submission.id, video.posters);
    await publish(tx, { type: 'submission.changed', submissionId: submission.id, userId: submission.userId });
    return [
      ...earlier.map((rendition) => rendition.key),
      ...earlierPosters,
      ...[submission.thumbnailKey, submission.streamKey].filter((key): key is string => key !== null),
    ];
  });
}

/**
 * Marks a submission's video as impossible to process, with `problem` for the poet and admins,
 * and mails the poet. Nothing happens to a withdrawn, deleted or already processed submission.
 */
export async function markProcessingFailed(runtime: Runtime, submissionId: string, problem: string): Promise<void> {
  await runtime.db.transaction(async (tx) => {
    const [row] = await tx
      .update(submissions)
      .set({ processingState: 'failed', processingError: problem })
      .where(and(eq(submissions.id, submissionId), ne(submissions.status, 'withdrawn'), inArray(submissions.processingState, UNFINISHED)))
      .returning({ title: submissions.title, userId: submissions.userId });
    if (!row) return;
    await publish(tx, { type: 'submission.changed', submissionId, userId: row.userId });
    const [poet] = await tx.select().from(users).where(eq(users.id, row.userId));
    if (poet && mayMailPoet(poet)) await runtime.mailer.queue(tx, processingFailedMail(poet, row.title, problem, runtime.config.publicUrl));
  });
}

/** Ends a video's processing once every attempt has failed or timed out, clearing what the last one left. */
export async function giveUpProcessing(runtime: Runtime, submissionId: string): Promise<void> {
  await runtime.media.removeScratchFolder(scratchFolderOf(submissionId));
  await markProcessingFailed(runtime, submissionId, PROCESSING_ERRORS.gaveUp);
}
