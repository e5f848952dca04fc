import { useSubscription } from '@apollo/client/react';
import { graphql } from '../__generated__';
import { useOwnPoemsMarked } from './ownPoems';
import { addToPoemLists, removeFromPoemLists } from './poemListCache';

const PoemListChangedSubscription = graphql(`
  subscription PoemListChangedSubscription($topicId: ID!) {
    poemListChanged(topicId: $topicId) {
      topicId
      published {
        ...PoemCard_poem
        id
        topicId
        title
        transcript
        authorName
        voteCount
        submittedAt
      }
      removed
    }
  }
`);

/**
 * Keeps the lists of a topic's poems on this page live as poems go up for voting and are taken
 * down. The server sends a new poem whole, the same to every watcher, and each page places it in
 * its lists itself: ten thousand open screens reading their lists again at once would be ten
 * thousand requests for every approval. A poet's own poem is marked theirs by useOwnPoemsMarked (one
 * subscription, which Apollo shares among a page's lists).
 */
export function useLivePoemList(topicId: string): void {
  useOwnPoemsMarked();
  useSubscription(PoemListChangedSubscription, {
    variables: { topicId },
    ignoreResults: true,
    onData: ({ client, data }) => {
      const change = data.data?.poemListChanged;
      if (!change) return;
      removeFromPoemLists(client.cache, change.removed);
      addToPoemLists(client.cache, change.published);
    },
  });
}
