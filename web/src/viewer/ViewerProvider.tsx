import type { ApolloClient } from '@apollo/client';
import { useQuery, useSubscription } from '@apollo/client/react';
import { useMemo, type ReactNode } from 'react';
import { getFragmentData, graphql } from '../__generated__';
import { readIntoCache } from '../routing/pageReads';
import { ViewerAccountFragment, ViewerContext, type ViewerState } from './viewerContext';

export const ViewerQuery = graphql(`
  query ViewerQuery {
    viewer {
      ...Viewer_account
    }
    # For the pages that state the site's rules (lib/siteRules.ts): in the store before their content.
    siteRules {
      ...SiteRules_rules
    }
  }
`);

// The account is normalised by id, so each pushed version updates ViewerQuery's result in place.
const ViewerAccountChangedSubscription = graphql(`
  subscription ViewerAccountChangedSubscription {
    accountChanged {
      ...Viewer_account
    }
  }
`);

/** ViewerProvider's read, made before any page renders on the server (pageReads.ts). */
export async function readViewerQuery(client: ApolloClient): Promise<void> {
  await readIntoCache(client, ViewerQuery, {});
}

/** Who is signed in, for everything below it; kept live while someone is. */
export function ViewerProvider({ children }: { children: ReactNode }) {
  const { data, loading, error, refetch } = useQuery(ViewerQuery);
  const account = getFragmentData(ViewerAccountFragment, data?.viewer) ?? null;
  useSubscription(ViewerAccountChangedSubscription, { skip: account === null });

  const state = useMemo((): ViewerState => {
    if (account) return { status: 'signedIn', account, isAdmin: account.role === 'ADMIN' };
    if (loading) return { status: 'loading' };
    if (error) return { status: 'error', retry: () => void refetch() };
    return { status: 'signedOut' };
  }, [account, loading, error, refetch]);

  return <ViewerContext value={state}>{children}</ViewerContext>;
}
