import type { ApolloCache } from '@apollo/client';
import { useSubscription } from '@apollo/client/react';
import { graphql, type DocumentType } from '../__generated__';

const TopicVotesSubscription = graphql(`
  subscription TopicVotesSubscription($topicId: ID!) {
    topicVotes(topicId: $topicId) {
      topicId
      tallies {
        poemId
        voteCount
        voteVersion
        frozen
      }
      closed {
        ...TopicVotingState_voting
        votingOpen
      }
    }
  }
`);

const PoemTallyFragment = graphql(`
  fragment PoemTally_poem on Poem {
    id
    voteCount
    voteVersion
    frozen
  }
`);

type Update = DocumentType<typeof TopicVotesSubscription>['topicVotes'];

/** Writes each count into its cached poem; the Poem type policy keeps whichever version is newer. */
function applyTallies(cache: ApolloCache, tallies: Update['tallies']): void {
  for (const tally of tallies) {
    const id = cache.identify({ __typename: 'Poem', id: tally.poemId });
    if (!id) continue;
    const cached = cache.readFragment({ id, fragment: PoemTallyFragment });
    // A poem no page has loaded needs nothing.
    if (!cached || cached.voteVersion >= tally.voteVersion) continue;
    cache.writeFragment({
      id,
      fragment: PoemTallyFragment,
      data: { __typename: 'Poem', id: tally.poemId, voteCount: tally.voteCount, voteVersion: tally.voteVersion, frozen: tally.frozen },
    });
  }
}

/** When voting closes, the topic says so wherever it is shown. */
function markClosed(cache: ApolloCache, topicId: string): void {
  cache.modify({ id: cache.identify({ __typename: 'Topic', id: topicId }), fields: { votingOpen: () => false } });
}

/**
 * Keeps the counts of a topic's poems live on this page: every cached poem of the topic follows the
 * `topicVotes` stream, and the topic's closing and winner replace its cached voting state.
 */
export function useTopicVotes(topicId: string | undefined): void {
  useSubscription(TopicVotesSubscription, {
    variables: { topicId: topicId ?? '' },
    skip: !topicId,
    ignoreResults: true,
    onData: ({ client, data }) => {
      const update = data.data?.topicVotes;
      if (!update) return;
      applyTallies(client.cache, update.tallies);
      // A voiding that corrects the bounty or the winner sends the state again, voting still open.
      if (update.closed && !update.closed.votingOpen) markClosed(client.cache, update.topicId);
    },
  });
}
