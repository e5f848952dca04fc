import { eq } from 'drizzle-orm';
import type { Context } from '../context';
import { isUuid } from '../db/ids';
import { beats, type BeatRow } from '../db/schema';
import { NotFoundError } from '../errors';
import { publish } from '../events/hub';

const notFound = () => new NotFoundError('Beat not found.');

/** Offers a beat to poets or withdraws it. Poems already made over it are unaffected. */
export async function setBeatActive(context: Context, input: { id: string; active: boolean }): Promise<BeatRow> {
  if (!isUuid(input.id)) throw notFound();
  return context.runtime.db.transaction(async (tx) => {
    const [beat] = await tx.update(beats).set({ active: input.active }).where(eq(beats.id, input.id)).returning();
    if (!beat) throw notFound();
    await publish(tx, { type: 'beats.changed', beatId: beat.id });
    return beat;
  });
}

/**
 * Deletes a beat, then its file once the row is gone for good. Poems made over it keep the beat's
 * title: the database clears their link to it and leaves `beat_title`.
 */
export async function deleteBeat(context: Context, input: { id: string }): Promise<string> {
  if (!isUuid(input.id)) throw notFound();
  const { db, media } = context.runtime;
  const beat = await db.transaction(async (tx) => {
    const [deleted] = await tx.delete(beats).where(eq(beats.id, input.id)).returning();
    if (!deleted) throw notFound();
    await publish(tx, { type: 'beats.changed', beatId: deleted.id });
    return deleted;
  });
  try {
    await media.delete(beat.fileKey);
  } catch (error) {
    // The beat is gone either way; a file left behind only takes space.
    context.log.warn({ err: error, key: beat.fileKey }, 'could not delete the file of a deleted beat');
  }
  return beat.id;
}
