import { useQuery } from '@apollo/client/react';
import { graphql, type DocumentType } from '../../../__generated__';
import type { SubmissionEventKind } from '../../../__generated__/graphql';
import { formatDateTime } from '../../../lib/format';
import { adminReadFailureText } from '../../../apollo/errors';
import { QueryCell } from '../../../components/QueryCell';

export const AdminSubmissionHistoryQuery = graphql(`
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
  const result = useQuery(AdminSubmissionHistoryQuery, { variables: { id } });
  return (
    <QueryCell
      result={result}
      failure={adminReadFailureText}
      loading={<p className="card-meta">Loading the history…</p>}
      isEmpty={(data) => data.submissionHistory.length === 0}
      empty={<p className="card-meta">Nothing has happened to this submission yet.</p>}
    >
      {(data) => <HistoryList events={data.submissionHistory} />}
    </QueryCell>
  );
}

function HistoryList({ events }: { events: DocumentType<typeof AdminSubmissionHistoryQuery>['submissionHistory'] }) {
  return (
    <ol className="history">
      {events.map((event) => (
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
