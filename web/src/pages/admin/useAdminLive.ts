import { useSubscription } from '@apollo/client/react';
import { graphql } from '../../__generated__';
import { AdminStatsQuery } from './useAdminStats';

const AdminLiveStatsSubscription = graphql(`
  subscription AdminLiveStatsSubscription {
    adminStatsChanged {
      ...AdminStats_stats
    }
  }
`);

const AdminLiveQueueSubscription = graphql(`
  subscription AdminLiveQueueSubscription {
    reviewQueueChanged {
      pendingCount
      submission {
        ...ReviewCard_submission
      }
    }
  }
`);

/**
 * The admin screens' lists that a poet's submission or another admin's decision changes. Only the
 * ones on screen are fetched again; a changed submission itself is updated in the cache at once.
 */
const QUEUE_READERS = [
  'AdminReviewListQuery',
  'AdminRecentSubmissionsQuery',
  'AdminSubmissionHistoryQuery',
  'SubmissionAuditTrailQuery',
  'AdminPayoutsQuery',
];

/**
 * Keeps every admin screen live: the dashboard figures (the pending count among them) and the
 * review queue, as poets submit and other admins act.
 */
export function useAdminLive(): void {
  useSubscription(AdminLiveStatsSubscription, {
    ignoreResults: true,
    onData: ({ client, data }) => {
      const stats = data.data?.adminStatsChanged;
      if (stats) client.writeQuery({ query: AdminStatsQuery, data: { __typename: 'Query', adminStats: stats } });
    },
  });
  useSubscription(AdminLiveQueueSubscription, {
    ignoreResults: true,
    onData: ({ client }) => {
      void client.refetchQueries({ include: QUEUE_READERS });
    },
  });
}
