import { lte, sql } from 'drizzle-orm';
import { releaseLapsedAddressHolds } from '../accounts/addressHolds';
import { removeLapsedAdminRegistrations } from '../accounts/adminSeats';
import { forgetExpiredGoogleTokens } from '../accounts/googleTokens';
import { rateLimits } from '../db/schema';
import { runPeriodically } from '../periodic';
import type { Runtime } from '../runtime';

const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Deletes rate-limit windows that have ended, used Google tokens that have expired, address holds
 * and admin registrations that have lapsed.
 */
export async function removeExpiredRecords(runtime: Pick<Runtime, 'db'>): Promise<void> {
  const { db } = runtime;
  await db.delete(rateLimits).where(lte(rateLimits.resetsAt, sql`now()`));
  await forgetExpiredGoogleTokens(db);
  await releaseLapsedAddressHolds(db);
  await removeLapsedAdminRegistrations(db);
}

/** Clears expired records at start and then hourly (every instance may; the deletes do not conflict); returns the function that stops it. */
export function startHousekeeping(runtime: Pick<Runtime, 'db' | 'log'>): () => Promise<void> {
  return runPeriodically(() => removeExpiredRecords(runtime), HOUSEKEEPING_INTERVAL_MS, (error) => runtime.log.error({ err: error }, 'housekeeping failed'));
}
