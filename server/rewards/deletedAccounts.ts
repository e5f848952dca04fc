import { and, asc, eq, sum } from 'drizzle-orm';
import { recordAudit } from '../audit/record';
import type { Queryable } from '../db/client';
import { bankDetails, rewards } from '../db/schema';
import { eraseBankDetailsOnceSettled } from './bankDetails';
import { cancelReward } from './ledger';
import { formatCents } from './money';

/** The reason a reward of an account deleted without bank details is voided with. */
export const FORFEIT_REASON = 'Forfeited: the poet deleted their account with no bank details on file to pay it into.';

/** What an account is owed and whether it could be paid: what deleting it would do to its rewards. */
export interface OwedRewards {
  /** Unpaid rewards, a bounty still in its review window included. */
  unpaidCents: number;
  bankDetailsOnFile: boolean;
}

export async function owedRewards(db: Queryable, userId: string): Promise<OwedRewards> {
  const [[owed], [bank]] = await Promise.all([
    db.select({ total: sum(rewards.amountCents) }).from(rewards).where(and(eq(rewards.userId, userId), eq(rewards.status, 'pending'))),
    db.select({ userId: bankDetails.userId }).from(bankDetails).where(eq(bankDetails.userId, userId)),
  ]);
  return { unpaidCents: Number(owed?.total ?? 0), bankDetailsOnFile: bank !== undefined };
}

/** What a deletion did to the account's unpaid rewards. */
export interface SettledRewards {
  /** Still to be paid into the bank details on file, which are kept until then. */
  keptCents: number;
  /** Voided, as there was nowhere to pay them. */
  forfeitedCents: number;
}

/**
 * Settles a deleted account's unpaid rewards in the deletion's transaction (after the account is
 * marked deleted): with bank details on file they stay payable, and the details are kept until the
 * last is paid or voided (eraseBankDetailsOnceSettled); without, each is voided as forfeited, in the
 * audit log, so nothing unpayable stays pending. The rewards' rows are locked first: a payout under
 * way either commits before (its reward is then paid, not settled here) or waits and finds the
 * account deleted, and pays once.
 */
export async function settleRewardsOfDeletedAccount(tx: Queryable, userId: string): Promise<SettledRewards> {
  const unpaid = await tx
    .select()
    .from(rewards)
    .where(and(eq(rewards.userId, userId), eq(rewards.status, 'pending')))
    .orderBy(asc(rewards.id))
    .for('update');
  const total = unpaid.reduce((sum, reward) => sum + reward.amountCents, 0);
  const [bank] = await tx.select({ userId: bankDetails.userId }).from(bankDetails).where(eq(bankDetails.userId, userId));
  if (!bank) {
    for (const reward of unpaid) {
      await cancelReward(tx, reward, null, FORFEIT_REASON);
      await recordAudit(tx, {
        actor: null,
        action: 'reward.forfeit',
        subjectType: 'reward',
        subjectId: reward.id,
        submissionId: reward.submissionId,
        before: { status: 'pending', kind: reward.kind, amount: formatCents(reward.amountCents) },
        after: { status: 'void' },
        reason: FORFEIT_REASON,
      });
    }
  }
  await eraseBankDetailsOnceSettled(tx, userId);
  return bank ? { keptCents: total, forfeitedCents: 0 } : { keptCents: 0, forfeitedCents: total };
}
