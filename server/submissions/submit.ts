import { and, eq, sql } from 'drizzle-orm';
import { lockLiveAccount } from '../accounts/accountLocks';
import { countPoem } from '../accounts/poemCounts';
import { findActiveBeat } from '../beats/beats';
import type { Context } from '../context';
import type { Queryable } from '../db/client';
import { isUuid } from '../db/ids';
import { submissions } from '../db/schema';
import { AuthenticationError, ConflictError, NotFoundError, UserInputError } from '../errors';
import { publish } from '../events/hub';
import { requireViewer } from '../sessions/viewer';
import { findTopicOpenForSubmissions } from '../topics/topics';
import { finishedFileOf, findOwnUpload, markUploadUsed, UPLOAD_MESSAGES, type VideoUpload } from '../uploads/videoUploads';
import { recordEvent } from './history';
import { queueVideoProcessing } from './processing';
import { findSubmissionView, requireSubmissionView, type SubmissionView } from './view';

export const LIMITS = { titleMax: 120, transcriptMax: 5000 } as const;
export interface SubmitPoemInput {
  topicId: string;
  beatId?: string | null;
  title: string;
  transcript: string;
  /** A finished upload of the poet's own (server/uploads), not yet submitted. */
  uploadId: string;
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

type PoemRequest = Pick<typeof submissions.$inferSelect, 'title' | 'transcript' | 'topicId' | 'beatId'>;

/**
 * The submission a used upload made, when `request` asks for the same poem again: a retry whose
 * answer was lost. A used upload asked for anything else is refused, so each take is one poem.
 */
async function earlierSubmissionOf(tx: Queryable, upload: VideoUpload, request: PoemRequest): Promise<string> {
  const [earlier] = upload.submissionId
    ? await tx.select().from(submissions).where(eq(submissions.id, upload.submissionId))
    : [];
  const same = earlier && (['title', 'transcript', 'topicId', 'beatId'] as const).every((field) => earlier[field] === request[field]);
  if (!same) throw new ConflictError(UPLOAD_MESSAGES.used);
  return earlier.id;
}

/**
 * Takes a poet's video poem for review, naming a finished upload of theirs. Everything is checked
 * and written in one transaction: the upload is locked and marked used with the row and its
 * transcoding job, so a refusal writes nothing and an upload makes at most one submission. Asked
 * again for the same poem, it answers with that submission. The upload's bytes were counted
 * against the poet's day when it began.
 */
export async function submitPoem(context: Context, input: SubmitPoemInput): Promise<SubmissionView> {
  const poet = requireViewer(context).user;
  const title = validText(input.title, 'title');
  const transcript = validText(input.transcript, 'transcript');
  if (!isUuid(input.topicId)) throw new UserInputError('Please select a topic before submitting.', 'topicId');
  if (input.beatId && !isUuid(input.beatId)) throw new UserInputError('Please choose one of the active beats.', 'beatId');
  const request: PoemRequest = { title, transcript, topicId: input.topicId, beatId: input.beatId || null };
  const { db } = context.runtime;

  const id = await db.transaction(async (tx) => {
    // The poet may have been blocked or deleted: locked until commit, so neither can come between.
    if (!(await lockLiveAccount(tx, poet.id))) throw new AuthenticationError();
    const upload = await findOwnUpload(tx, input.uploadId, poet.id, { forUpdate: true });
    if (!upload) throw new NotFoundError(UPLOAD_MESSAGES.notFound);
    // Before the topic's checks: a retry is answered even if the topic has closed since.
    if (upload.usedAt) return earlierSubmissionOf(tx, upload, request);
    const file = finishedFileOf(upload);
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
        videoKey: file.mediaKey,
        fileName: upload.fileName,
        fileSize: upload.declaredBytes,
        fileType: file.fileType,
      })
      .returning({ id: submissions.id });
    if (!row) throw new Error('submission insert returned nothing');
    await markUploadUsed(tx, upload.id, row.id);
    await countPoem(tx, poet.id, 'submitted');
    await recordEvent(tx, row.id, 'submitted', poet.id);
    await queueVideoProcessing(context.runtime, tx, { id: row.id, userId: poet.id });
    await publish(tx, { type: 'submission.changed', submissionId: row.id, userId: poet.id });
    return row.id;
  });
  return await requireSubmissionView(db, id);
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
