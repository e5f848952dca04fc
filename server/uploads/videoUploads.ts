import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { and, asc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Queryable } from '../db/client';
import { isUuid } from '../db/ids';
import { videoUploads } from '../db/schema';
import { NotFoundError, UserInputError } from '../errors';
import { sniffVideo } from '../media/sniff';
import { MediaTypeError } from '../media/store';
import type { Runtime } from '../runtime';
import { rateLimitedError } from '../security/rateLimits';

/** Ten minutes of the studio's take (8 Mbps video, 128 kbps audio) with room to spare; people are told "600 MB". */
export const MAX_VIDEO_BYTES = 600 * 1024 * 1024;
export const MAX_VIDEO_TEXT = '600 MB';
/** How long a poet has to finish an upload and submit it, from when it began. */
export const UPLOAD_LIFETIME_HOURS = 24;
/**
 * Unfinished uploads a poet may hold at once: a take and a retry. Beginning another discards the
 * oldest, so the disk an unfinished poet can hold is bounded without ever leaving them stuck.
 */
export const UNFINISHED_PER_POET = 2;

export type VideoUpload = typeof videoUploads.$inferSelect;

/** Where unfinished uploads' bytes live (one file and its info file per upload); finished ones move to the media store. */
export function uploadsDirOf(config: Pick<Config, 'dataDir'>): string {
  return path.join(config.dataDir, 'uploads');
}

/** Deletes an upload's unfinished bytes and the upload store's note of them; nothing when they are gone already. */
export async function removeUploadBytes(uploadsDir: string, id: string): Promise<void> {
  await Promise.all([rm(path.join(uploadsDir, id), { force: true }), rm(path.join(uploadsDir, `${id}.json`), { force: true })]);
}

export const UPLOAD_MESSAGES = {
  notFound: 'This upload was not found. Please upload the video again.',
  unfinished: 'This upload has not finished yet. Please wait for it to finish.',
  used: 'This upload has already been submitted.',
  notVideo: 'Please select a video file.',
  tooLarge: `Videos can be at most ${MAX_VIDEO_TEXT}.`,
} as const;

/**
 * Begins a poet's upload of `declaredBytes`: counts it against the poet's uploads and bytes for the
 * day at once (so abandoning an upload gives nothing back), discards their oldest unfinished upload
 * beyond UNFINISHED_PER_POET, and records it. Returns the new upload's id.
 */
export async function beginUpload(runtime: Pick<Runtime, 'db' | 'limits' | 'media' | 'config'>, poetId: string, declaredBytes: number, fileName: string): Promise<string> {
  const { db, limits } = runtime;
  if (!Number.isSafeInteger(declaredBytes) || declaredBytes <= 0) throw new UserInputError('Please select a video file to upload.', 'video');
  if (declaredBytes > MAX_VIDEO_BYTES) throw new UserInputError(UPLOAD_MESSAGES.tooLarge, 'video');
  const bytesLeft = await limits.remaining('uploadBytesPerPoet', poetId);
  if (bytesLeft.remaining < declaredBytes) throw rateLimitedError('uploadBytesPerPoet', bytesLeft.retryAfterSeconds);
  await limits.consume('uploadsPerPoet', poetId);
  try {
    await limits.consume('uploadBytesPerPoet', poetId, declaredBytes);
  } catch (error) {
    // Another upload took the bytes in between: this one was refused and counts nothing.
    await limits.refund('uploadBytesPerPoet', poetId, declaredBytes);
    throw error;
  }
  await discardOldestUnfinished(runtime, poetId);
  const id = randomUUID();
  await db.insert(videoUploads).values({
    id,
    userId: poetId,
    declaredBytes,
    fileName,
    expiresAt: sql`now() + make_interval(hours => ${UPLOAD_LIFETIME_HOURS})`,
  });
  return id;
}

const unfinishedOf = (poetId: string) =>
  and(eq(videoUploads.userId, poetId), isNull(videoUploads.completedAt), gt(videoUploads.expiresAt, sql`now()`));

/** Ends the poet's oldest unfinished uploads so that, with the one beginning, they hold at most UNFINISHED_PER_POET. */
async function discardOldestUnfinished(runtime: Pick<Runtime, 'db' | 'media' | 'config'>, poetId: string): Promise<void> {
  const unfinished = await runtime.db
    .select({ id: videoUploads.id })
    .from(videoUploads)
    .where(unfinishedOf(poetId))
    .orderBy(asc(videoUploads.createdAt));
  for (const { id } of unfinished.slice(0, Math.max(0, unfinished.length - (UNFINISHED_PER_POET - 1)))) {
    await discardUpload(runtime, id);
  }
}

/**
 * The poet's own upload that has not expired, for continuing or reading it, or locked (`forUpdate`)
 * for the submission being written; undefined for anyone else's, an expired one, or an id that is
 * none, which callers answer alike.
 */
export async function findOwnUpload(db: Queryable, id: string, poetId: string, { forUpdate = false } = {}): Promise<VideoUpload | undefined> {
  if (!isUuid(id)) return undefined;
  const query = db
    .select()
    .from(videoUploads)
    .where(and(eq(videoUploads.id, id), eq(videoUploads.userId, poetId), gt(videoUploads.expiresAt, sql`now()`)));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/**
 * Takes the finished bytes of upload `id`: recognises a video from its content, moves it into the
 * media store and deletes the unfinished file. Bytes that are not a video are deleted with the
 * upload, and refused.
 */
export async function completeUpload(runtime: Pick<Runtime, 'db' | 'media' | 'config'>, id: string): Promise<void> {
  const { db, media } = runtime;
  const uploadsDir = uploadsDirOf(runtime.config);
  const [row] = await db
    .select()
    .from(videoUploads)
    .where(and(eq(videoUploads.id, id), isNull(videoUploads.completedAt), gt(videoUploads.expiresAt, sql`now()`)));
  if (!row) {
    await removeUploadBytes(uploadsDir, id);
    throw new NotFoundError(UPLOAD_MESSAGES.notFound);
  }
  let stored;
  try {
    stored = await media.put(createReadStream(path.join(uploadsDir, id)), { folder: 'videos', maxBytes: row.declaredBytes, recognise: sniffVideo });
  } catch (error) {
    if (!(error instanceof MediaTypeError)) throw error;
    await discardUpload(runtime, id);
    throw new UserInputError(UPLOAD_MESSAGES.notVideo, 'video');
  }
  const [completed] = await db
    .update(videoUploads)
    .set({ completedAt: sql`now()`, fileType: stored.type.mime, mediaKey: stored.key })
    .where(and(eq(videoUploads.id, id), isNull(videoUploads.completedAt), gt(videoUploads.expiresAt, sql`now()`)))
    .returning({ id: videoUploads.id });
  await removeUploadBytes(uploadsDir, id);
  if (!completed) {
    // Discarded while its bytes were moving: they go too.
    await media.delete(stored.key);
    throw new NotFoundError(UPLOAD_MESSAGES.notFound);
  }
}

/** Ends an upload that was never submitted: its row goes, with its bytes wherever they are. */
export async function discardUpload(runtime: Pick<Runtime, 'db' | 'media' | 'config'>, id: string): Promise<void> {
  const [gone] = await runtime.db
    .delete(videoUploads)
    .where(and(eq(videoUploads.id, id), isNull(videoUploads.usedAt)))
    .returning({ mediaKey: videoUploads.mediaKey });
  await removeUploadBytes(uploadsDirOf(runtime.config), id);
  if (gone?.mediaKey) await runtime.media.delete(gone.mediaKey);
}

/** Ends every upload of the poet's that no submission took, with its bytes, as their account is deleted. */
export async function discardUnsentUploads(runtime: Pick<Runtime, 'db' | 'media' | 'config'>, poetId: string): Promise<void> {
  const unsent = await runtime.db
    .select({ id: videoUploads.id })
    .from(videoUploads)
    .where(and(eq(videoUploads.userId, poetId), isNull(videoUploads.usedAt)));
  for (const { id } of unsent) await discardUpload(runtime, id);
}

/**
 * Reclaims uploads past their lifetime: the bytes of those never submitted are deleted, and the
 * rows of all of them (a submitted one's file belongs to its submission now).
 */
export async function reclaimExpiredUploads(runtime: Pick<Runtime, 'db' | 'media' | 'config'>): Promise<void> {
  const expired = await runtime.db
    .select({ id: videoUploads.id, usedAt: videoUploads.usedAt })
    .from(videoUploads)
    .where(lte(videoUploads.expiresAt, sql`now()`));
  for (const { id, usedAt } of expired) {
    if (usedAt) await runtime.db.delete(videoUploads).where(eq(videoUploads.id, id));
    else await discardUpload(runtime, id);
  }
}

/** The media file of a finished upload; refuses one whose bytes have not all arrived. */
export function finishedFileOf(upload: VideoUpload): { mediaKey: string; fileType: string } {
  if (!upload.mediaKey || !upload.fileType) throw new UserInputError(UPLOAD_MESSAGES.unfinished, 'video');
  return { mediaKey: upload.mediaKey, fileType: upload.fileType };
}

export async function markUploadUsed(tx: Queryable, id: string, submissionId: string): Promise<void> {
  await tx.update(videoUploads).set({ usedAt: sql`now()`, submissionId }).where(eq(videoUploads.id, id));
}
