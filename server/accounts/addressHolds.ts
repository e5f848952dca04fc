import { eq, gt, and, lte, sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Queryable } from '../db/client';
import { deletedEmailHolds } from '../db/schema';
import { identityHash } from '../security/identityHash';
import { canonicalEmail } from './email';

/** How long the address of a deleted account cannot register again, so one inbox cannot vote, delete, register and vote again. */
export const ADDRESS_HOLD_DAYS = 30;

const holdKey = (config: Pick<Config, 'secrets'>, email: string) =>
  identityHash(config.secrets.identityHashKey, 'deleted-account-email', canonicalEmail(email));

/** Holds a deleted account's address for ADDRESS_HOLD_DAYS from now; only a keyed hash of it is kept. */
export async function holdAddress(tx: Queryable, config: Pick<Config, 'secrets'>, email: string): Promise<void> {
  const heldUntil = sql`now() + make_interval(days => ${ADDRESS_HOLD_DAYS})`;
  await tx
    .insert(deletedEmailHolds)
    .values({ emailHash: holdKey(config, email), heldUntil })
    .onConflictDoUpdate({ target: deletedEmailHolds.emailHash, set: { heldUntil } });
}

/** Until when `email` may not register again, if it is held. */
export async function addressHeldUntil(db: Queryable, config: Pick<Config, 'secrets'>, email: string): Promise<Date | undefined> {
  const [row] = await db
    .select({ heldUntil: deletedEmailHolds.heldUntil })
    .from(deletedEmailHolds)
    .where(and(eq(deletedEmailHolds.emailHash, holdKey(config, email)), gt(deletedEmailHolds.heldUntil, sql`now()`)));
  return row?.heldUntil;
}

/** Releases the holds that have lapsed, so their addresses may register again. */
export async function releaseLapsedAddressHolds(db: Queryable): Promise<void> {
  await db.delete(deletedEmailHolds).where(lte(deletedEmailHolds.heldUntil, sql`now()`));
}
