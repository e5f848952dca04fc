import { useSubscription } from '@apollo/client/react';
import { graphql } from '../__generated__';
import { useSpreadRefetch } from '../lib/useSpreadRefetch';

const PoemListChangedSubscription = graphql(`
  subscription PoemListChangedSubscription($topicId: ID!) {
    poemListChanged(topicId: $topicId) {
      topicId
      published
      removed
    }
  }
`);

/** How far apart in time the open screens read a changed list again (see useSpreadRefetch). */
const REFETCH_SPREAD_MS = 2000;

/**
 * Keeps a list of a topic's poems live as poems go up for voting and are taken down: a removed
 * poem leaves every list on the page at once (it is dropped from the cache), and the list is read
 * again a moment later for the poems that joined and the new count.
 */
export function useLivePoemList(topicId: string, refetch: () => unknown): void {
  const refetchSoon = useSpreadRefetch(refetch, REFETCH_SPREAD_MS);
  useSubscription(PoemListChangedSubscription, {
    variables: { topicId },
    ignoreResults: true,
    onData: ({ client, data }) => {
      const change = data.data?.poemListChanged;
      if (!change) return;
      for (const poemId of change.removed) client.cache.evict({ id: client.cache.identify({ __typename: 'Poem', id: poemId }) });
      if (change.removed.length > 0) client.cache.gc();
      refetchSoon();
    },
  });
}
