import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../__generated__';
import { ErrorBanner } from '../../../components/ErrorBanner';
import { adminErrorText } from '../../../apollo/errors';
import { AuditEntryItem } from '../AuditEntryItem';

// More than any one poem gathers; the full log pages through the rest.
const TRAIL_SIZE = 200;

const SubmissionAuditTrailQuery = graphql(`
  query SubmissionAuditTrailQuery($submissionId: ID!, $first: Int!) {
    auditLog(filter: { submissionId: $submissionId }, first: $first) {
      entries {
        id
        ...AuditEntry_entry
      }
    }
  }
`);

/** The review page's "Audit trail": every admin action recorded against this submission, newest first. */
export function SubmissionAuditTrail({ id }: { id: string }) {
  const { data, error, refetch } = useQuery(SubmissionAuditTrailQuery, { variables: { submissionId: id, first: TRAIL_SIZE }, fetchPolicy: 'cache-and-network' });
  return (
    <section className="section review-history" aria-labelledby="audit-trail-heading">
      <h2 id="audit-trail-heading">Audit trail</h2>
      {error && !data ? (
        <ErrorBanner message={adminErrorText('fetching data', error)} onRetry={() => void refetch()} />
      ) : !data ? (
        <p className="card-meta">Loading the audit trail…</p>
      ) : data.auditLog.entries.length === 0 ? (
        <p className="card-meta">No admin has acted on this submission yet.</p>
      ) : (
        <ol className="history audit-log">
          {data.auditLog.entries.map((entry) => (
            <AuditEntryItem key={entry.id} entry={entry} />
          ))}
        </ol>
      )}
    </section>
  );
}
