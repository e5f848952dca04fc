import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../__generated__';
import { adminReadFailureText } from '../../../apollo/errors';
import { AuditEntryItem } from '../AuditEntryItem';
import { QueryCell } from '../../../components/QueryCell';

// More than any one poem gathers; the full log pages through the rest.
const TRAIL_SIZE = 200;

export const SubmissionAuditTrailQuery = graphql(`
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
  const result = useQuery(SubmissionAuditTrailQuery, { variables: { submissionId: id, first: TRAIL_SIZE }, fetchPolicy: 'cache-and-network' });
  return (
    <section className="section review-history" aria-labelledby="audit-trail-heading">
      <h2 id="audit-trail-heading">Audit trail</h2>
      <QueryCell
        result={result}
        failure={adminReadFailureText}
        loading={<p className="card-meta">Loading the audit trail…</p>}
        isEmpty={(data) => data.auditLog.entries.length === 0}
        empty={<p className="card-meta">No admin has acted on this submission yet.</p>}
      >
        {(data) => (
          <ol className="history audit-log">
            {data.auditLog.entries.map((entry) => (
              <AuditEntryItem key={entry.id} entry={entry} />
            ))}
          </ol>
        )}
      </QueryCell>
    </section>
  );
}
