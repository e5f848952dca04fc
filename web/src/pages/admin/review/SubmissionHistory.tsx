import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../__generated__';
import type { SubmissionEventKind } from '../../../__generated__/graphql';
import { ErrorBanner } from '../../../components/ErrorBanner';
import { formatDateTime } from '../../../lib/format';
import { adminErrorText } from '../../../apollo/errors';

const AdminSubmissionHistoryQuery = graphql(`
  query AdminSubmissionHistoryQuery($id: ID!) {
    submissionHistory(id: $id) {
      id
      kind
      detail
      createdAt
      actor {
        id
        name
      }
    }
  }
`);

const KIND_LABEL: Record<SubmissionEventKind, string> = {
  SUBMITTED: 'Submitted',
  WITHDRAWN: 'Withdrawn',
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
  TAKEN_DOWN: 'Taken down',
  REWARD_ADDED: 'Reward added',
  REWARD_PAID: 'Reward paid',
  REWARD_VOIDED: 'Reward voided',
};

/** Who did what to a submission, and when, oldest first; refreshed live by useAdminLive. */
export function SubmissionHistory({ id }: { id: string }) {
  const { data, error, refetch } = useQuery(AdminSubmissionHistoryQuery, { variables: { id } });
  if (error && !data) return <ErrorBanner message={adminErrorText('fetching data', error)} onRetry={() => void refetch()} />;
  if (!data) return <p className="card-meta">Loading the history…</p>;
  if (data.submissionHistory.length === 0) return <p className="card-meta">Nothing has happened to this submission yet.</p>;
  return (
    <ol className="history">
      {data.submissionHistory.map((event) => (
        <li key={event.id}>
          <p>
            <strong>{KIND_LABEL[event.kind]}</strong> by {event.actor?.name ?? 'a deleted account'}
            {event.detail ? <span className="history-detail">: {event.detail}</span> : null}
          </p>
          <time className="card-meta" dateTime={event.createdAt}>
            {formatDateTime(event.createdAt)}
          </time>
        </li>
      ))}
    </ol>
  );
}
