import { lte, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { usedGoogleTokens } from '../db/schema';
import type { GoogleIdentity } from './google';

/**
 * Records a Google ID token as used, until it expires; false when it was used before. A token
 * caught on its way (a log, a shared computer) cannot open a second session.
 */
export async function acceptGoogleTokenOnce(db: Queryable, identity: GoogleIdentity): Promise<boolean> {
  const [accepted] = await db
    .insert(usedGoogleTokens)
    .values({ tokenId: identity.tokenId, expiresAt: identity.expiresAt })
    .onConflictDoNothing()
    .returning({ tokenId: usedGoogleTokens.tokenId });
  return accepted !== undefined;
}

/** Forgets used tokens that have expired: Google refuses them anyway. */
export async function forgetExpiredGoogleTokens(db: Queryable): Promise<void> {
  await db.delete(usedGoogleTokens).where(lte(usedGoogleTokens.expiresAt, sql`now()`));
}
