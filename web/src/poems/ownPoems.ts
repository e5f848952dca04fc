import { useSubscription } from '@apollo/client/react';
import { graphql } from '../__generated__';
import { useViewer } from '../viewer/viewerContext';

const OwnSubmissionChangedSubscription = graphql(`
  subscription OwnSubmissionChangedSubscription {
    mySubmissionChanged {
      id
      status
    }
  }
`);

/** Poems this page has heard are the viewer's own, from their own channel; emptied when the session changes. */
const ownPoemIds = new Set<string>();

export function forgetOwnPoems(): void {
  ownPoemIds.clear();
}

/**
 * A poem pushed to a live list says viewerIsPoet false: every watcher is sent the same. Its poet
 * hears of the approval on their own channel; poem answers arriving later are marked theirs by
 * markIfOwn, and a poem already cached is marked here.
 */
export function useOwnPoemsMarked(): void {
  const viewer = useViewer();
  useSubscription(OwnSubmissionChangedSubscription, {
    // Admins do not submit poems.
    skip: viewer.status !== 'signedIn' || viewer.isAdmin,
    ignoreResults: true,
    onData: ({ client, data }) => {
      const submission = data.data?.mySubmissionChanged;
      if (submission?.status !== 'APPROVED') return;
      ownPoemIds.add(submission.id);
      client.cache.modify({ id: client.cache.identify({ __typename: 'Poem', id: submission.id }), fields: { viewerIsPoet: () => true } });
    },
  });
}

/** Marks `poem`, in an answer about to be cached, as the viewer's own when this page has heard it is. */
export function markIfOwn(poem: Record<string, unknown>): void {
  if ('viewerIsPoet' in poem && typeof poem['id'] === 'string' && ownPoemIds.has(poem['id'])) poem['viewerIsPoet'] = true;
}
