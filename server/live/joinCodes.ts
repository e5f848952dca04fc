import { randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Context } from '../context';
import { liveJoinCodes } from '../db/schema';
import { liveShowOf, roundIsOpen } from './shows';

/** A code is shown for 20 seconds and is good for a minute from when it is first shown. */
export const JOIN_CODE_SLOT_SECONDS = 20;
export const JOIN_CODE_GOOD_SECONDS = 60;

export interface JoinCodeView {
  code: string;
  changesAt: Date;
  goodUntil: Date;
}

const slotNow = sql<number>`floor(extract(epoch from now()) / ${sql.raw(String(JOIN_CODE_SLOT_SECONDS))})::int`;

/**
 * The code the projector shows now for the topic's open room-only round; none otherwise. The first
 * instance asked in a slot draws it at random and stores it, so every instance shows the same code
 * and the vote statement can check it.
 */
export async function currentJoinCode(context: Context, topicId: string): Promise<JoinCodeView | null> {
  const { round, serverTime } = await liveShowOf(context, topicId);
  if (!round || !round.roomOnly || !roundIsOpen(round, serverTime)) return null;
  const { db } = context.runtime;
  const slotStart = (slot: number) => new Date(slot * JOIN_CODE_SLOT_SECONDS * 1000);
  const [{ slot } = { slot: 0 }] = await db.select({ slot: slotNow }).from(sql`(select 1) as one`);
  await db
    .insert(liveJoinCodes)
    .values({
      roundId: round.id,
      slot,
      code: String(randomInt(0, 10_000)).padStart(4, '0'),
      shownFrom: slotStart(slot),
      goodUntil: new Date(slotStart(slot).getTime() + JOIN_CODE_GOOD_SECONDS * 1000),
    })
    .onConflictDoNothing();
  const [shown] = await db
    .select()
    .from(liveJoinCodes)
    .where(and(eq(liveJoinCodes.roundId, round.id), eq(liveJoinCodes.slot, slot)));
  if (!shown) return null;
  return { code: shown.code, changesAt: slotStart(slot + 1), goodUntil: shown.goodUntil };
}
