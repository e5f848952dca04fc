import { useQuery } from '@apollo/client/react';
import { getFragmentData, graphql } from '../../__generated__';

const AdminStatsFragment = graphql(`
  fragment AdminStats_stats on AdminStats {
    regularUsers
    adminUsers
    totalSubmissions
    pending
    approvedUnpaid
    paid
    rejected
    totalPaidOutCents
    topics
    activeTopics
    beats
    activeBeats
  }
`);

export const AdminStatsQuery = graphql(`
  query AdminStatsQuery {
    adminStats {
      ...AdminStats_stats
    }
  }
`);

/** The dashboard figures; useAdminLive keeps them current. */
export function useAdminStats() {
  const { data, error, refetch } = useQuery(AdminStatsQuery);
  return { stats: getFragmentData(AdminStatsFragment, data?.adminStats), error, refetch };
}
