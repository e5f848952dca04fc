import type { DocumentNode } from '@apollo/client';
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
 * Keeps every admin screen live: the dashboard figures (the pending count among them) and the
 * review queue, as poets submit and other admins act. `queueReaders` are the screen's queries that a
 * poet's submission or another admin's decision changes, fetched again then; a changed submission
 * itself is updated in the cache at once.
 */
export function useAdminLive(queueReaders: readonly DocumentNode[]): void {
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
      if (queueReaders.length > 0) void client.refetchQueries({ include: [...queueReaders] });
    },
  });
}
