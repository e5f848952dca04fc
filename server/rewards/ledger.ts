import { and, asc, count, desc, eq, lte, ne, sql, sum, type SQL } from 'drizzle-orm';
import { actorOf, recordAudit } from '../audit/record';
import type { Context } from '../context';
import { isUuid } from '../db/ids';
import type { Queryable } from '../db/client';
import { rewards, submissions, users, type RewardRow, type UserRow } from '../db/schema';
import { ConflictError, NotFoundError, UserInputError } from '../errors';
import { publish } from '../events/hub';
import { requireViewer } from '../sessions/viewer';
import { recordEvent } from '../submissions/history';
import { markSubmissionPaid } from '../submissions/status';
import { bankDetailsOf, eraseBankDetailsOnceSettled, maskAccountNumber, type SavedBankDetails } from './bankDetails';
import { rewardPaidMail } from './mails';
import { formatCents } from './money';

export const APPROVAL_REWARD_CENTS = 5_000;
export const BOUNTY_REWARD_CENTS = 100_000;
/** A bounty is awarded at once but payable only after this review window, so voided votes can still move it. */
export const BOUNTY_REVIEW_HOURS = 24;

/** A ledger entry with the poem and poet it belongs to. */
export interface RewardView extends RewardRow {
  submissionTitle: string;
  submittedAt: Date;
  poet: UserRow;
  /** The poet's bank details when a list loaded them all at once; undefined when not loaded. */
  bank?: SavedBankDetails | null;
}

/** Adds a reward to the ledger in the caller's transaction, recorded in the poem's history. */
export async function addReward(
  tx: Queryable,
  entry: { userId: string; submissionId: string; topicId: string; kind: RewardRow['kind']; actorId: string | null },
): Promise<RewardRow> {
  const amountCents = entry.kind === 'approval' ? APPROVAL_REWARD_CENTS : BOUNTY_REWARD_CENTS;
  const [reward] = await tx
    .insert(rewards)
    .values({
      userId: entry.userId,
      submissionId: entry.submissionId,
      topicId: entry.topicId,
      kind: entry.kind,
      amountCents,
      ...(entry.kind === 'bounty' ? { payableAt: sql`now() + make_interval(hours => ${BOUNTY_REVIEW_HOURS})` } : {}),
    })
    .returning();
  if (!reward) throw new Error('reward insert returned nothing');
  await recordEvent(tx, entry.submissionId, 'reward_added', entry.actorId, `${entry.kind} ${formatCents(amountCents)}`);
  await publish(tx, { type: 'rewards.changed', rewardId: reward.id, userId: entry.userId });
  return reward;
}

function selectRewardViews(db: Queryable, where: SQL | undefined) {
  return db
    .select({ reward: rewards, submissionTitle: submissions.title, submittedAt: submissions.submittedAt, poet: users })
    .from(rewards)
    .innerJoin(submissions, eq(submissions.id, rewards.submissionId))
    .innerJoin(users, eq(users.id, rewards.userId))
    .where(where)
    .$dynamic();
}

type RewardViewRow = { reward: RewardRow; submissionTitle: string; submittedAt: Date; poet: UserRow };
const toView = (row: RewardViewRow): RewardView => ({ ...row.reward, submissionTitle: row.submissionTitle, submittedAt: row.submittedAt, poet: row.poet });

export async function findRewardView(db: Queryable, id: string): Promise<RewardView | undefined> {
  const [row] = await selectRewardViews(db, eq(rewards.id, id)).limit(1);
  return row ? toView(row) : undefined;
}

/** The reward with id `id`; NOT_FOUND when there is none, or when `id` is not an id at all. */
async function requireRewardView(db: Queryable, id: string): Promise<RewardView> {
  const reward = isUuid(id) ? await findRewardView(db, id) : undefined;
  if (!reward) throw new NotFoundError('Reward not found.');
  return reward;
}

async function pendingReward(context: Context, id: string): Promise<RewardView> {
  const reward = await requireRewardView(context.runtime.db, id);
  if (reward.status === 'paid') throw new ConflictError('This reward has already been paid.');
  if (reward.status === 'void') throw new ConflictError('This reward was voided.');
  return reward;
}

const payableFrom = (date: Date) => date.toLocaleString('en-ZA', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Africa/Johannesburg' });

/** Records an admin's change to a pending reward in the audit log, under its poem. */
function auditReward(tx: Queryable, admin: UserRow, reward: RewardView, verb: string, after: Record<string, unknown>, reason: string | null = null): Promise<void> {
  return recordAudit(tx, {
    actor: actorOf(admin),
    action: `reward.${verb}`,
    subjectType: 'reward',
    subjectId: reward.id,
    submissionId: reward.submissionId,
    before: { status: 'pending', kind: reward.kind, amount: formatCents(reward.amountCents) },
    after,
    reason,
  });
}

/**
 * Records a reward as paid, once, with the bank and masked account it was paid into: a conditional
 * update, so two admins paying at once leave one payment. Refused while the poet has no bank
 * details. An approval reward marks its poem 'paid'; a deleted account's bank details go with its last payout.
 */
export async function markRewardPaid(context: Context, id: string): Promise<RewardView> {
  const admin = requireViewer(context).user;
  const reward = await pendingReward(context, id);
  if (reward.payableAt.getTime() > Date.now()) {
    throw new ConflictError(`This reward is in its review window and can be paid from ${payableFrom(reward.payableAt)}.`);
  }
  const { db, config } = context.runtime;
  const bank = (await bankDetailsOf(db, config.secrets.bankKeys, [reward.userId])).get(reward.userId);
  if (!bank) throw new UserInputError('This poet has not saved bank details yet, so the reward cannot be paid.', 'id');
  const paidInto = { bankName: bank.bankName, maskedAccountNumber: maskAccountNumber(bank.accountNumber) };
  await db.transaction(async (tx) => {
    const [paid] = await tx
      .update(rewards)
      .set({ status: 'paid', paidAt: sql`now()`, paidBy: admin.id, paidToBank: paidInto.bankName, paidToAccount: paidInto.maskedAccountNumber })
      .where(and(eq(rewards.id, reward.id), eq(rewards.status, 'pending'), lte(rewards.payableAt, sql`now()`)))
      .returning({ id: rewards.id });
    if (!paid) throw new ConflictError('This reward has already been paid.');
    if (reward.kind === 'approval') await markSubmissionPaid(tx, reward.submissionId, reward.userId);
    await eraseBankDetailsOnceSettled(tx, reward.userId);
    await recordEvent(tx, reward.submissionId, 'reward_paid', admin.id, `${reward.kind} ${formatCents(reward.amountCents)}`);
    await auditReward(tx, admin, reward, 'pay', { status: 'paid', paidToBank: paidInto.bankName, paidToAccount: paidInto.maskedAccountNumber });
    await publish(tx, { type: 'rewards.changed', rewardId: reward.id, userId: reward.userId });
    if (!reward.poet.isDemo && !reward.poet.deletedAt) {
      await context.runtime.mailer.queue(tx, rewardPaidMail(reward.poet, reward.submissionTitle, reward.amountCents, paidInto));
    }
  });
  return requireRewardView(db, reward.id);
}

/** Cancels an unpaid reward (for a poem later found to break the rules), with the reason recorded. */
export async function voidReward(context: Context, id: string, reason: string): Promise<RewardView> {
  const admin = requireViewer(context).user;
  const why = reason.trim();
  if (why === '') throw new UserInputError('Please give a reason for voiding this reward.', 'reason');
  if (why.length > 1000) throw new UserInputError('The reason must be at most 1000 characters.', 'reason');
  const reward = await pendingReward(context, id);
  await context.runtime.db.transaction(async (tx) => {
    if (!(await cancelReward(tx, reward, admin.id, why))) throw new ConflictError('This reward has already been paid.');
    await auditReward(tx, admin, reward, 'void', { status: 'void' }, why);
  });
  return requireRewardView(context.runtime.db, reward.id);
}

/** Voids `reward` if it is still unpaid, in the caller's transaction; false when it is not (paid meanwhile). */
export async function cancelReward(
  tx: Queryable,
  reward: Pick<RewardRow, 'id' | 'submissionId' | 'userId'>,
  actorId: string | null,
  reason: string,
): Promise<boolean> {
  const [voided] = await tx
    .update(rewards)
    .set({ status: 'void', voidedAt: sql`now()`, voidedBy: actorId, voidReason: reason })
    .where(and(eq(rewards.id, reward.id), eq(rewards.status, 'pending')))
    .returning({ id: rewards.id });
  if (!voided) return false;
  await eraseBankDetailsOnceSettled(tx, reward.userId);
  await recordEvent(tx, reward.submissionId, 'reward_voided', actorId, reason);
  await publish(tx, { type: 'rewards.changed', rewardId: reward.id, userId: reward.userId });
  return true;
}

/** The sum of a poet's rewards that are not voided: derived from the ledger, so it cannot drift. */
export async function totalEarnedCents(db: Queryable, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: sum(rewards.amountCents) })
    .from(rewards)
    .where(and(eq(rewards.userId, userId), ne(rewards.status, 'void')));
  return Number(row?.total ?? 0);
}

export async function myRewards(context: Context): Promise<RewardView[]> {
  const viewer = requireViewer(context);
  const rows = await selectRewardViews(context.runtime.db, eq(rewards.userId, viewer.user.id)).orderBy(desc(rewards.createdAt));
  return rows.map(toView);
}

export type PayoutFilter = 'pending' | 'paid' | 'all';

/** The payments screen: rewards oldest first, with the pending, paid and total sums. */
export async function listPayouts(
  context: Context,
  filter: PayoutFilter,
  first: number,
  offset: number,
): Promise<{ nodes: RewardView[]; totalCount: number; pendingCents: number; paidCents: number; totalCents: number }> {
  if (first < 1 || first > 500) throw new UserInputError('Ask for between 1 and 500 payouts at a time.', 'first');
  if (offset < 0) throw new UserInputError('The offset cannot be negative.', 'offset');
  const where = filter === 'all' ? ne(rewards.status, 'void') : eq(rewards.status, filter);
  const db = context.runtime.db;
  const [rows, [counted], sums] = await Promise.all([
    selectRewardViews(db, where).orderBy(asc(rewards.createdAt), asc(rewards.id)).limit(first).offset(offset),
    db.select({ value: count() }).from(rewards).where(where),
    db.select({ status: rewards.status, total: sum(rewards.amountCents) }).from(rewards).groupBy(rewards.status),
  ]);
  const sumOf = (status: RewardRow['status']) => Number(sums.find((row) => row.status === status)?.total ?? 0);
  const banks = await bankDetailsOf(db, context.runtime.config.secrets.bankKeys, rows.map((row) => row.reward.userId));
  return {
    nodes: rows.map((row) => ({ ...toView(row), bank: banks.get(row.reward.userId) ?? null })),
    totalCount: counted?.value ?? 0,
    pendingCents: sumOf('pending'),
    paidCents: sumOf('paid'),
    totalCents: sumOf('pending') + sumOf('paid'),
  };
}

/** Every pending reward past its review window, oldest first, for the bulk-payment export. */
export async function pendingRewards(db: Queryable): Promise<RewardView[]> {
  const rows = await selectRewardViews(db, and(eq(rewards.status, 'pending'), lte(rewards.payableAt, sql`now()`))).orderBy(asc(rewards.createdAt), asc(rewards.id));
  return rows.map(toView);
}
