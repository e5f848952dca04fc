import { and, eq, sql } from 'drizzle-orm';
import { lockLiveAccount } from '../accounts/accountLocks';
import { countPoem } from '../accounts/poemCounts';
import { findActiveBeat } from '../beats/beats';
import type { Context } from '../context';
import { isUuid } from '../db/ids';
import { submissions } from '../db/schema';
import { AuthenticationError, ConflictError, NotFoundError, UserInputError } from '../errors';
import { publish } from '../events/hub';
import { sniffVideo } from '../media/sniff';
import { MediaTooLargeError, MediaTypeError, type StoredMedia } from '../media/store';
import { receivedFile, safeFileName, type PendingUpload } from '../media/upload';
import { rateLimitedError } from '../security/rateLimits';
import { requireViewer } from '../sessions/viewer';
import { findTopicOpenForSubmissions } from '../topics/topics';
import { recordEvent } from './history';
import { queueVideoProcessing } from './processing';
import { findSubmissionView, requireSubmissionView, type SubmissionView } from './view';

export const MAX_VIDEO_BYTES = 100 * 1024 * 1024;
export const LIMITS = { titleMax: 120, transcriptMax: 5000 } as const;
export interface SubmitPoemInput {
  topicId: string;
  beatId?: string | null;
  title: string;
  transcript: string;
  video: PendingUpload;
}

function validText(value: string, field: 'title' | 'transcript'): string {
  const text = value.trim();
  if (text === '') throw new UserInputError('Please fill in all required fields.', field);
  const max = field === 'title' ? LIMITS.titleMax : LIMITS.transcriptMax;
  if (text.length > max) {
    throw new UserInputError(`The ${field} must be at most ${max} characters.`, field);
  }
  return text;
}

/**
 * Takes a poet's video poem for review. Everything but the file is checked first, and the upload
 * is counted against the poet's daily limits; the video then streams to storage, recognised by its
 * content and stopped at 100 MB (or at what is left of the poet's bytes for the day), and only then
 * is the row written, with its transcoding job. A failure at any point leaves no row, no job and no
 * file, and counts no bytes.
 */
export async function submitPoem(context: Context, input: SubmitPoemInput): Promise<SubmissionView> {
  const poet = requireViewer(context).user;
  const title = validText(input.title, 'title');
  const transcript = validText(input.transcript, 'transcript');
  if (!isUuid(input.topicId)) throw new UserInputError('Please select a topic before submitting.', 'topicId');
  if (input.beatId && !isUuid(input.beatId)) throw new UserInputError('Please choose one of the active beats.', 'beatId');
  const { db, media } = context.runtime;
  await findTopicOpenForSubmissions(db, input.topicId);
  if (input.beatId) await findActiveBeat(db, input.beatId);

  const { limits } = context.runtime;
  await limits.consume('uploadsPerPoet', poet.id);
  const bytesLeft = await limits.remaining('uploadBytesPerPoet', poet.id);
  if (bytesLeft.remaining === 0) throw rateLimitedError('uploadBytesPerPoet', bytesLeft.retryAfterSeconds);

  const stored = await storeVideo(context, input.video, bytesLeft);
  try {
    const id = await withBytesCounted(context, poet.id, stored.size, () => db.transaction(async (tx) => {
      // Checked again inside the transaction: the topic or beat may have closed during the upload,
      // and the poet been blocked or deleted (locked until commit, so neither can come between).
      if (!(await lockLiveAccount(tx, poet.id))) throw new AuthenticationError();
      const topic = await findTopicOpenForSubmissions(tx, input.topicId);
      const beat = input.beatId ? await findActiveBeat(tx, input.beatId) : null;
      const [row] = await tx
        .insert(submissions)
        .values({
          userId: poet.id,
          title,
          transcript,
          topicId: topic.id,
          topicTitle: topic.title,
          beatId: beat?.id ?? null,
          beatTitle: beat?.title ?? null,
          videoKey: stored.key,
          fileName: stored.fileName,
          fileSize: stored.size,
          fileType: stored.type.mime,
        })
        .returning({ id: submissions.id });
      if (!row) throw new Error('submission insert returned nothing');
      await countPoem(tx, poet.id, 'submitted');
      await recordEvent(tx, row.id, 'submitted', poet.id);
      await queueVideoProcessing(context.runtime, tx, { id: row.id, userId: poet.id });
      await publish(tx, { type: 'submission.changed', submissionId: row.id, userId: poet.id });
      return row.id;
    }));
    return await requireSubmissionView(db, id);
  } catch (error) {
    await media.delete(stored.key);
    throw error;
  }
}

/** Streams the video to storage, stopped at 100 MB or at the poet's bytes left for the day, whichever is less. */
async function storeVideo(
  context: Context,
  pending: PendingUpload,
  bytesLeft: { remaining: number; retryAfterSeconds: number },
): Promise<StoredMedia & { fileName: string }> {
  const upload = await receivedFile(pending);
  if (!upload) throw new UserInputError('Please select a video file to upload.', 'video');
  const cappedByDay = bytesLeft.remaining < MAX_VIDEO_BYTES;
  try {
    const stored = await context.runtime.media.put(upload.createReadStream(), {
      folder: 'videos',
      maxBytes: cappedByDay ? bytesLeft.remaining : MAX_VIDEO_BYTES,
      recognise: sniffVideo,
    });
    const fileName = safeFileName(upload.filename, 200) || `poem.${stored.type.extension}`;
    return { ...stored, fileName };
  } catch (error) {
    if (error instanceof MediaTypeError) throw new UserInputError('Please select a video file.', 'video');
    if (error instanceof MediaTooLargeError) {
      throw cappedByDay ? rateLimitedError('uploadBytesPerPoet', bytesLeft.retryAfterSeconds) : new UserInputError('Videos can be at most 100 MB.', 'video');
    }
    throw error;
  }
}

/**
 * Counts a stored video's bytes against the poet's day while `work` writes its row, and takes them
 * back if either fails: concurrent uploads cannot pass the day's bytes together.
 */
async function withBytesCounted<T>(context: Context, poetId: string, bytes: number, work: () => Promise<T>): Promise<T> {
  const { limits } = context.runtime;
  try {
    await limits.consume('uploadBytesPerPoet', poetId, bytes);
    return await work();
  } catch (error) {
    await limits.refund('uploadBytesPerPoet', poetId, bytes);
    throw error;
  }
}

/** Takes back one of the caller's own pending submissions. Its video stays private, for the record. */
export async function withdrawSubmission(context: Context, id: string): Promise<SubmissionView> {
  const poet = requireViewer(context).user;
  const existing = isUuid(id) ? await findSubmissionView(context.runtime.db, id) : undefined;
  if (!existing || existing.userId !== poet.id) throw new NotFoundError('Submission not found.');
  await context.runtime.db.transaction(async (tx) => {
    const [row] = await tx
      .update(submissions)
      .set({ status: 'withdrawn', updatedAt: sql`now()` })
      .where(and(eq(submissions.id, id), eq(submissions.status, 'pending')))
      .returning({ id: submissions.id });
    if (!row) throw new ConflictError('Only a submission waiting for review can be withdrawn.');
    await recordEvent(tx, id, 'withdrawn', poet.id);
    await publish(tx, { type: 'submission.changed', submissionId: id, userId: poet.id });
  });
  return requireSubmissionView(context.runtime.db, id);
}
