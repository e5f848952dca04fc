import { useApolloClient, useFragment, useQuery } from '@apollo/client/react';
import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import { graphql } from '../../../__generated__';
import type { PayoutFilter } from '../../../__generated__/graphql';
import { ErrorBanner } from '../../../components/ErrorBanner';
import { useFormAction } from '../../../components/form/useFormAction';
import { PagedQueryCell } from '../../../components/QueryCell';
import { formatCents, formatDate, formatDateTime, formatShortDate } from '../../../lib/format';
import { AdminPage } from '../AdminPage';
import { adminReadFailureText } from '../../../apollo/errors';
import { RewardCases } from './RewardCases';
import { useKeptIds } from '../useKeptIds';
import { useMarkRewardPaid } from '../useMarkRewardPaid';
import './payments.css';

const PAGE_SIZE = 50;

const PayoutRowFragment = graphql(`
  fragment PayoutRow_reward on Reward {
    id
    kind
    amountCents
    status
    createdAt
    paidAt
    payableAt
    submissionId
    submissionTitle
    submittedAt
    poet {
      id
      name
      email
    }
    bankDetails {
      bankName
      maskedAccountNumber
    }
    paidTo {
      bankName
      maskedAccountNumber
    }
  }
`);

const AdminPayoutsQuery = graphql(`
  query AdminPayoutsQuery($status: PayoutFilter!, $first: Int!, $offset: Int!) {
    payouts(status: $status, first: $first, offset: $offset) {
      totalCount
      pendingCents
      paidCents
      totalCents
      nodes {
        id
        createdAt
        ...PayoutRow_reward
      }
    }
  }
`);

const AdminPendingPayoutsCsvQuery = graphql(`
  query AdminPendingPayoutsCsvQuery {
    pendingPayoutsCsv
  }
`);

const FILTERS: readonly { value: PayoutFilter; label: string }[] = [
  { value: 'PENDING', label: 'Pending Payment' },
  { value: 'PAID', label: 'Paid' },
  { value: 'ALL', label: 'All' },
];


function PayoutRow({ id }: { id: string }) {
  const { data: reward, complete } = useFragment({ fragment: PayoutRowFragment, from: { __typename: 'Reward', id } });
  const payment = useFormAction();
  const { markPaid } = useMarkRewardPaid(payment);
  if (!complete) return null;
  const bank = reward.bankDetails;
  const inReview = new Date(reward.payableAt).getTime() > Date.now();
  return (
    <tr>
      <td data-label="Poet">
        <strong>{reward.poet?.name ?? 'Account deleted'}</strong>
        {reward.poet ? <div className="muted break-anywhere">{reward.poet.email}</div> : null}
      </td>
      <td data-label="Poem">
        <span className="break-anywhere">{reward.submissionTitle}</span>
        <div className="muted">
          Submitted <time dateTime={reward.submittedAt}>{formatShortDate(reward.submittedAt)}</time>
        </div>
      </td>
      <td data-label="Bank details">
        {bank ? (
          <>
            {bank.bankName}
            <div className="muted">{bank.maskedAccountNumber}</div>
          </>
        ) : (
          <span className="missing">Missing</span>
        )}
      </td>
      <td data-label="Amount">
        <strong>{formatCents(reward.amountCents)}</strong>
        <div className="muted">{reward.kind === 'BOUNTY' ? 'Bounty' : 'Approval'}</div>
      </td>
      <td data-label="Status">
        <span className={`badge ${reward.status === 'PAID' ? 'badge--paid' : reward.status === 'VOID' ? 'badge--rejected' : 'badge--pending'}`}>{reward.status}</span>
      </td>
      <td data-label="Action">
        {reward.status === 'PAID' && reward.paidAt ? (
          <>
            <span>Paid on {formatDate(reward.paidAt)}</span>
            {reward.paidTo ? (
              <div className="muted">
                into {reward.paidTo.bankName} {reward.paidTo.maskedAccountNumber}
              </div>
            ) : null}
          </>
        ) : reward.status === 'PENDING' ? (
          <div>
            <button
              type="button"
              className="button button--primary button--small"
              disabled={!bank || inReview || payment.pending}
              title={bank ? undefined : 'The poet has not saved bank details yet.'}
              aria-label={payment.pending ? undefined : `Mark as Paid: ${formatCents(reward.amountCents)} to ${reward.poet?.name ?? 'the poet'}`}
              onClick={() => void markPaid(reward.id)}
            >
              {payment.pending ? 'Marking as paid…' : 'Mark as Paid'}
            </button>
            {inReview ? <p className="field-hint">Payable from {formatDateTime(reward.payableAt)}, after its 24-hour review.</p> : null}
            {bank ? null : <p className="field-hint">Needs the poet's bank details.</p>}
          </div>
        ) : (
          <span className="muted">Voided</span>
        )}
        {payment.failure ? <ErrorBanner message={payment.failure.message} onDismiss={payment.reset} /> : null}
      </td>
    </tr>
  );
}

function useCsvDownload() {
  const client = useApolloClient();
  const action = useFormAction();
  const download = () =>
    action.run(async () => {
      const { data } = await client.query({ query: AdminPendingPayoutsCsvQuery, fetchPolicy: 'network-only' });
      if (!data) throw new Error('No CSV came back.');
      const url = URL.createObjectURL(new Blob([data.pendingPayoutsCsv], { type: 'text/csv;charset=utf-8' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = `spoken-pending-payouts-${new Date().toISOString().slice(0, 10)}.csv`;
      link.click();
      // The browser has taken the file once the click is handled.
      setTimeout(() => URL.revokeObjectURL(url), 0);
    }, 'fetching data');
  return { download, pending: action.pending, failure: action.failure, dismiss: action.reset };
}

function Payouts({ status }: { status: PayoutFilter }) {
  const result = useQuery(AdminPayoutsQuery, {
    variables: { status, first: PAGE_SIZE, offset: 0 },
    notifyOnNetworkStatusChange: true,
    fetchPolicy: 'cache-and-network',
  });
  const ids = useKeptIds(result.data?.payouts.nodes, (node) => `${node.createdAt}|${node.id}`, 'asc');

  return (
    <PagedQueryCell
      result={result}
      failure={adminReadFailureText}
      loading={
        <p className="card-meta" role="status">
          Loading payments…
        </p>
      }
      nextPage={({ payouts: { nodes, totalCount } }) => (nodes.length < totalCount ? () => result.fetchMore({ variables: { offset: nodes.length } }) : null)}
      moreLabel="Load more payments"
    >
      {({ payouts: page }) => (
        <>
          <dl className="stat-cards payments-stats">
            <div className="stat-card">
              <dt>Pending Payments</dt>
              <dd>{formatCents(page.pendingCents)}</dd>
            </div>
            <div className="stat-card">
              <dt>Completed Payments</dt>
              <dd>{formatCents(page.paidCents)}</dd>
            </div>
            <div className="stat-card">
              <dt>Total Rewards</dt>
              <dd>{formatCents(page.totalCents)}</dd>
            </div>
          </dl>
          {ids.length === 0 ? (
            <p className="empty-state">No payments to display.</p>
          ) : (
            <div className="table-wrap table-wrap--stack">
              <table className="admin-table payments-table">
                <caption className="visually-hidden">Rewards</caption>
                <thead>
                  <tr>
                    <th scope="col">Poet</th>
                    <th scope="col">Poem</th>
                    <th scope="col">Bank details</th>
                    <th scope="col">Amount</th>
                    <th scope="col">Status</th>
                    <th scope="col">Action</th>
                  </tr>
                </thead>
                <tbody>
                  {ids.map((id) => (
                    <PayoutRow key={id} id={id} />
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </PagedQueryCell>
  );
}

export default function AdminPaymentsPage() {
  const [params, setParams] = useSearchParams();
  const status = FILTERS.find((filter) => filter.value.toLowerCase() === params.get('status'))?.value ?? 'PENDING';
  const filterId = useId();
  const csv = useCsvDownload();
  return (
    <AdminPage title="Payment Management" queueReaders={[AdminPayoutsQuery]} lead="Rewards owed and paid, with each poet's bank details.">
      <div className="toolbar">
        <div className="field">
          <label htmlFor={filterId}>Show</label>
          <select
            id={filterId}
            value={status}
            onChange={(event) => setParams(event.target.value === 'PENDING' ? {} : { status: event.target.value.toLowerCase() }, { replace: true })}
          >
            {FILTERS.map((filter) => (
              <option key={filter.value} value={filter.value}>
                {filter.label}
              </option>
            ))}
          </select>
        </div>
        <button type="button" className="button button--secondary" onClick={() => void csv.download()} disabled={csv.pending}>
          {csv.pending ? 'Preparing CSV…' : 'Download CSV'}
        </button>
      </div>
      {csv.failure ? <ErrorBanner message={csv.failure.message} onDismiss={csv.dismiss} /> : null}
      <RewardCases />
      <Payouts key={status} status={status} />
    </AdminPage>
  );
}
