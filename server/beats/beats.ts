import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Context } from '../context';
import type { Queryable } from '../db/client';
import { isUuid } from '../db/ids';
import { beats, type BeatRow } from '../db/schema';
import { UserInputError } from '../errors';

/** The beats poets may record over, by title. */
export function listActiveBeats(context: Context): Promise<BeatRow[]> {
  return context.runtime.db
    .select()
    .from(beats)
    .where(eq(beats.active, true))
    .orderBy(asc(sql`lower(${beats.title})`), asc(beats.title), asc(beats.id));
}

/** Every beat, newest first, for admins. */
export function listAllBeats(context: Context): Promise<BeatRow[]> {
  return context.runtime.db.select().from(beats).orderBy(desc(beats.createdAt), desc(beats.id));
}

/**
 * The active beat with this id, for a poem made over it. Throws BAD_USER_INPUT on `beatId` when the
 * beat does not exist or is no longer offered. Pass a transaction to read it where the poem is written.
 */
export async function findActiveBeat(db: Queryable, id: string): Promise<BeatRow> {
  const [beat] = isUuid(id) ? await db.select().from(beats).where(and(eq(beats.id, id), eq(beats.active, true))) : [];
  if (!beat) throw new UserInputError('Please choose one of the active beats.', 'beatId');
  return beat;
}
