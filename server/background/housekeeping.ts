import { lte, sql } from 'drizzle-orm';
import { releaseLapsedAddressHolds } from '../accounts/addressHolds';
import { removeLapsedAdminRegistrations } from '../accounts/adminSeats';
import { forgetExpiredGoogleTokens } from '../accounts/googleTokens';
import { removeSpentTokens } from '../accounts/tokens';
import { rateLimits } from '../db/schema';
import { pruneOldMail } from '../mail/outbox';
import { runPeriodically } from './periodic';
import type { Runtime } from '../runtime';
import { removeEndedSessions } from '../sessions/sessions';
import { reclaimExpiredUploads } from '../uploads/videoUploads';

const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Deletes rate-limit windows that have ended, used Google tokens that have expired, address holds
 * and admin registrations that have lapsed, ended sessions, spent account tokens and mail past its
 * keeping time: what the privacy policy's "How long we keep it" promises.
 */
export async function removeExpiredRecords(runtime: Pick<Runtime, 'db'>): Promise<void> {
  const { db } = runtime;
  await db.delete(rateLimits).where(lte(rateLimits.resetsAt, sql`now()`));
  await forgetExpiredGoogleTokens(db);
  await releaseLapsedAddressHolds(db);
  await removeLapsedAdminRegistrations(db);
  await removeEndedSessions(db);
  await removeSpentTokens(db);
  await pruneOldMail(db);
}

/**
 * Clears expired records, and video uploads past their lifetime, at start and then hourly (every
 * instance may; the deletes do not conflict); returns the function that stops it.
 */
export function startHousekeeping(runtime: Pick<Runtime, 'db' | 'log' | 'media' | 'config'>): () => Promise<void> {
  const task = async () => {
    await removeExpiredRecords(runtime);
    await reclaimExpiredUploads(runtime);
  };
  return runPeriodically(task, HOUSEKEEPING_INTERVAL_MS, (error) => runtime.log.error({ err: error }, 'housekeeping failed'));
}
