import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../__generated__';
import { formatCents } from '../../../lib/format';
import { useMySubmissions } from '../submissions/mySubmissions';

const DashboardStatsQuery = graphql(`
  query DashboardStatsQuery {
    viewer {
      id
      totalEarnedCents
    }
  }
`);

/** Total Submissions, Approved (approved and paid), Pending and Total Earned; a dash while loading. */
export function DashboardStats() {
  const { submissions } = useMySubmissions();
  const earnedCents = useQuery(DashboardStatsQuery).data?.viewer?.totalEarnedCents;
  const counted = (statuses: readonly string[]) => submissions?.filter((item) => statuses.includes(item.status)).length;
  const stats = [
    { label: 'Total Submissions', value: submissions?.length },
    { label: 'Approved', value: counted(['APPROVED', 'PAID']) },
    { label: 'Pending', value: counted(['PENDING']) },
    { label: 'Total Earned', value: earnedCents === undefined ? undefined : formatCents(earnedCents) },
  ];
  return (
    <dl className="stat-cards dashboard-stats">
      {stats.map((stat) => (
        <div key={stat.label} className="stat-card">
          <dt>{stat.label}</dt>
          <dd>{stat.value ?? <span className="skeleton stat-skeleton" aria-label="Loading" />}</dd>
        </div>
      ))}
    </dl>
  );
}
