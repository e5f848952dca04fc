import { timingSafeEqual, createHash } from 'node:crypto';
import { and, count, eq, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Context } from '../context';
import { recordAudit } from '../audit/record';
import type { Database, Queryable } from '../db/client';
import { users, type AdminPermissions, type UserRow } from '../db/schema';
import { ConflictError, UserInputError } from '../errors';
import { addressOf } from '../security/rateLimits';

export const MAX_ADMINS = 5;
export const ADMINS_FULL = 'Maximum number of admins reached.';
export const FULL_PERMISSIONS: AdminPermissions = {
  manageUsers: true,
  manageTopics: true,
  reviewSubmissions: true,
  processPayments: true,
};
export const ADMIN_FIELDS = { role: 'admin', adminLevel: 1, permissions: FULL_PERMISSIONS } as const;

// Serialises every admin registration on one database, so the count cannot be raced past 5.
const ADMIN_SEATS_LOCK = 7_236_002;

/** An admin registration not verified within this long lapses, and its account is removed. */
export const ADMIN_REGISTRATION_TTL_HOURS = 48;

const unverifiedSince = sql`now() - make_interval(hours => ${ADMIN_REGISTRATION_TTL_HOURS})`;

/** Seats taken: verified admins. An admin registration takes a seat only once its email is verified. */
export async function countAdmins(db: Queryable): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNotNull(users.emailVerifiedAt)));
  return row?.value ?? 0;
}

/** Whether `user` is an admin registration that was not verified in time. */
export function isLapsedAdminRegistration(user: Pick<UserRow, 'role' | 'emailVerifiedAt' | 'createdAt'>, now = new Date()): boolean {
  return user.role === 'admin' && user.emailVerifiedAt === null && now.getTime() - user.createdAt.getTime() > ADMIN_REGISTRATION_TTL_HOURS * 3600_000;
}

/**
 * Removes admin registrations left unverified for 48 hours: whoever learnt the passcode keeps
 * nothing. Each removal is recorded in the audit log as the server's own work.
 */
export async function removeLapsedAdminRegistrations(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(users)
      .where(and(eq(users.role, 'admin'), isNull(users.emailVerifiedAt), lt(users.createdAt, unverifiedSince)))
      .returning({ id: users.id, name: users.name });
    for (const user of removed) {
      await recordAudit(tx, { actor: null, action: 'admin.registration_lapse', subjectType: 'user', subjectId: user.id, before: { name: user.name, role: 'admin' } });
    }
  });
}

/**
 * Holds the admin-seat lock until the caller's transaction ends and throws `fullMessage` when all 5
 * seats are taken. Call it in the transaction that then verifies or promotes the admin.
 */
export async function claimAdminSeat(tx: Queryable, fullMessage = ADMINS_FULL): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ADMIN_SEATS_LOCK})`);
  await checkAdminSeatFree(tx, fullMessage);
}

/** Throws `fullMessage` when all 5 seats are taken. Checked before the passcode, so a full house answers alike for any passcode. */
export async function checkAdminSeatFree(db: Queryable, fullMessage = ADMINS_FULL): Promise<void> {
  if ((await countAdmins(db)) >= MAX_ADMINS) throw new ConflictError(fullMessage);
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Checks an admin passcode, counted first against its address's limit and then against the limit of
 * all addresses together (so an address already refused does not use up everyone's attempts);
 * compares in constant time and throws the spec's message when it is wrong.
 */
export async function admitAdminPasscode(context: Context, given: string | null | undefined): Promise<void> {
  const { limits } = context.runtime;
  await limits.consume('adminPasscodePerAddress', addressOf(context));
  await limits.consume('adminPasscodeOverall', 'all');
  const expected = context.runtime.config.secrets.adminPasscode;
  if (!given || !timingSafeEqual(digest(given), digest(expected))) {
    throw new UserInputError('Invalid admin registration passcode.', 'passcode');
  }
}
