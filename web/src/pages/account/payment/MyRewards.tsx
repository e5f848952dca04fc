import { useQuery } from '@apollo/client/react';
import { graphql, type DocumentType } from '../../../__generated__';
import { PageLoading } from '../../../components/PageLoading';
import { QueryCell } from '../../../components/QueryCell';
import { formatCents, formatDate, formatSaDateTime } from '../../../lib/format';

export const MyRewardsQuery = graphql(`
  query MyRewardsQuery {
    siteRules {
      approvalCents
      bountyTarget
    }
    myRewards {
      id
      kind
      amountCents
      status
      createdAt
      paidAt
      payableAt
      voidedAt
      voidReason
      submissionTitle
      paidTo {
        bankName
        maskedAccountNumber
      }
    }
  }
`);

type Reward = DocumentType<typeof MyRewardsQuery>['myRewards'][number];
type Rules = DocumentType<typeof MyRewardsQuery>['siteRules'];

function rewardReason(reward: Reward, { bountyTarget }: Rules): string {
  return reward.kind === 'APPROVAL'
    ? `Approval of '${reward.submissionTitle}'`
    : `First to ${bountyTarget} votes with '${reward.submissionTitle}'`;
}

function RewardStatus({ reward }: { reward: Reward }) {
  if (reward.status === 'PAID') {
    return (
      <span className="reward-status">
        <span className="badge badge--paid">Paid</span>
        {reward.paidAt ? (
          <span className="card-meta">
            Paid on {formatDate(reward.paidAt)}
            {reward.paidTo ? ` into ${reward.paidTo.bankName} ${reward.paidTo.maskedAccountNumber}` : ''}
          </span>
        ) : null}
      </span>
    );
  }
  if (reward.status === 'VOID') {
    return (
      <span className="reward-status">
        <span className="badge badge--rejected">Voided</span>
        {reward.voidedAt ? (
          <span className="card-meta">
            Voided on {formatDate(reward.voidedAt)}
            {reward.voidReason ? `: ${reward.voidReason}` : null}
          </span>
        ) : null}
      </span>
    );
  }
  return (
    <span className="reward-status">
      <span className="badge badge--pending">Pending</span>
      <PayableFrom reward={reward} />
    </span>
  );
}

/** When a reward held for review (a bounty, for its 24 hours) may be paid; nothing for one payable from the start. */
function PayableFrom({ reward }: { reward: Reward }) {
  const payableAt = new Date(reward.payableAt).getTime();
  if (payableAt <= new Date(reward.createdAt).getTime()) return null;
  const waiting = payableAt > Date.now();
  return (
    <span className="card-meta">
      {waiting ? `Payable from ${formatSaDateTime(reward.payableAt)}, after its votes are reviewed` : `Reviewed: payable since ${formatSaDateTime(reward.payableAt)}`}
    </span>
  );
}

const total = (rewards: readonly Reward[], status: Reward['status']) =>
  rewards.filter((reward) => reward.status === status).reduce((sum, reward) => sum + reward.amountCents, 0);

/** What the poet has earned: each reward, what it was for and whether it has been paid. */
export function MyRewards() {
  const result = useQuery(MyRewardsQuery, { fetchPolicy: 'cache-and-network' });
  return (
    <QueryCell result={result} loading={<PageLoading label="Loading your rewards…" />}>
      {(data) => {
        const rewards = data.myRewards;
        return (
          <div className="my-rewards">
            <dl className="reward-totals">
              <div>
                <dt>Waiting to be paid</dt>
                <dd>{formatCents(total(rewards, 'PENDING'))}</dd>
              </div>
              <div>
                <dt>Paid to you</dt>
                <dd>{formatCents(total(rewards, 'PAID'))}</dd>
              </div>
            </dl>
            {rewards.length === 0 ? (
              <p className="empty-state">No rewards yet. Each approved poem earns {formatCents(data.siteRules.approvalCents)}.</p>
            ) : (
              <ul className="reward-list">
                {rewards.map((reward) => (
                  <li key={reward.id} className="reward-row">
                    <span className="reward-reason">
                      <strong>{rewardReason(reward, data.siteRules)}</strong>
                      <span className="card-meta">Earned {formatDate(reward.createdAt)}</span>
                    </span>
                    <span className="reward-amount">{formatCents(reward.amountCents)}</span>
                    <RewardStatus reward={reward} />
                  </li>
                ))}
              </ul>
            )}
          </div>
        );
      }}
    </QueryCell>
  );
}
