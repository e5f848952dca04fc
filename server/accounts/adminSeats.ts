import { timingSafeEqual, createHash } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { users, type AdminPermissions } from '../db/schema';
import { ConflictError, UserInputError } from '../errors';

export const MAX_ADMINS = 5;
export const FULL_PERMISSIONS: AdminPermissions = {
  manageUsers: true,
  manageTopics: true,
  reviewSubmissions: true,
  processPayments: true,
};
export const ADMIN_FIELDS = { role: 'admin', adminLevel: 1, permissions: FULL_PERMISSIONS } as const;

// Serialises every admin registration on one database, so the count cannot be raced past 5.
const ADMIN_SEATS_LOCK = 7_236_002;

export async function countAdmins(db: Queryable): Promise<number> {
  const [row] = await db.select({ value: count() }).from(users).where(eq(users.role, 'admin'));
  return row?.value ?? 0;
}

/**
 * Holds the admin-seat lock until the caller's transaction ends and throws `fullMessage` when all 5
 * seats are taken. Call it in the transaction that then creates or promotes the admin.
 */
export async function claimAdminSeat(tx: Queryable, fullMessage = 'Maximum number of admins reached.'): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ADMIN_SEATS_LOCK})`);
  if ((await countAdmins(tx)) >= MAX_ADMINS) throw new ConflictError(fullMessage);
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compares in constant time; throws the spec's message when the passcode is wrong. */
export function checkAdminPasscode(given: string | null | undefined, expected: string): void {
  if (!given || !timingSafeEqual(digest(given), digest(expected))) {
    throw new UserInputError('Invalid admin registration passcode.', 'passcode');
  }
}
