import { eq } from 'drizzle-orm';
import { actorOf, pick, recordAudit } from '../audit/record';
import type { Context } from '../context';
import type { Queryable } from '../db/client';
import { isUuid } from '../db/ids';
import { beats, type BeatRow } from '../db/schema';
import { NotFoundError } from '../errors';
import { publish } from '../events/hub';
import { requireViewer } from '../sessions/viewer';

const notFound = () => new NotFoundError('Beat not found.');

/** What the audit log keeps of a beat that was added or deleted. */
export const describeBeat = (beat: BeatRow) => pick(beat, ['title', 'artist', 'genre', 'bpm', 'key', 'fileName', 'active']);

/** Records an admin's change to a beat in the audit log, in the change's transaction. */
export function auditBeat(context: Context, tx: Queryable, verb: string, beatId: string, fields: { before?: Record<string, unknown>; after?: Record<string, unknown> }) {
  return recordAudit(tx, { actor: actorOf(requireViewer(context).user), action: `beat.${verb}`, subjectType: 'beat', subjectId: beatId, ...fields });
}

/** Offers a beat to poets or withdraws it. Poems already made over it are unaffected. */
export async function setBeatActive(context: Context, input: { id: string; active: boolean }): Promise<BeatRow> {
  if (!isUuid(input.id)) throw notFound();
  return context.runtime.db.transaction(async (tx) => {
    const [before] = await tx.select({ active: beats.active }).from(beats).where(eq(beats.id, input.id)).for('update');
    const [beat] = await tx.update(beats).set({ active: input.active }).where(eq(beats.id, input.id)).returning();
    if (!beat || !before) throw notFound();
    await auditBeat(context, tx, input.active ? 'activate' : 'deactivate', beat.id, { before, after: { active: beat.active } });
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
    await auditBeat(context, tx, 'delete', deleted.id, { before: describeBeat(deleted) });
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
