import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../__generated__';
import { QueryCell } from '../../../components/QueryCell';
import { formatCents } from '../../../lib/format';
import { useMySubmissions, type MySubmission } from '../submissions/mySubmissions';

export const DashboardStatsQuery = graphql(`
  query DashboardStatsQuery {
    viewer {
      id
      totalEarnedCents
    }
  }
`);

const LABELS = ['Total Submissions', 'Approved', 'Pending', 'Total Earned'] as const;

/** The four cards, each value in the order of LABELS; a dash in each while they load. */
function StatCards({ values }: { values?: readonly (string | number)[] }) {
  return (
    <dl className="stat-cards dashboard-stats">
      {LABELS.map((label, index) => (
        <div key={label} className="stat-card">
          <dt>{label}</dt>
          <dd>{values?.[index] ?? <span className="skeleton stat-skeleton" aria-label="Loading" />}</dd>
        </div>
      ))}
    </dl>
  );
}

const countIn = (submissions: readonly MySubmission[], statuses: readonly MySubmission['status'][]) =>
  submissions.filter((item) => statuses.includes(item.status)).length;

/** Total Submissions, Approved (approved and paid), Pending and Total Earned, read from the poet's submissions and earnings. */
export function DashboardStats() {
  const mine = useMySubmissions();
  const earnings = useQuery(DashboardStatsQuery);
  const submissions = mine.submissions;
  const earnedCents = earnings.data?.viewer?.totalEarnedCents;
  const result = {
    data: submissions && earnedCents !== undefined ? { submissions, earnedCents } : undefined,
    error: earnings.error ?? mine.error,
    refetch: () => Promise.all([earnings.refetch(), mine.refetch()]),
  };
  return (
    <QueryCell result={result} loading={<StatCards />}>
      {(stats) => (
        <StatCards
          values={[stats.submissions.length, countIn(stats.submissions, ['APPROVED', 'PAID']), countIn(stats.submissions, ['PENDING']), formatCents(stats.earnedCents)]}
        />
      )}
    </QueryCell>
  );
}
