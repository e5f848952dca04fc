import type { ApolloCache } from '@apollo/client';
import { useApolloClient, useSubscription } from '@apollo/client/react';
import { useEffect } from 'react';
import { graphql, type DocumentType } from '../__generated__';
import { useSocketStatus } from '../apollo/useSocketStatus';
import { renderTimeToCatchUp } from '../hydratedPage';
import { writeNewerTally } from './tallies';

const TopicVotesSubscription = graphql(`
  subscription TopicVotesSubscription($topicId: ID!) {
    topicVotes(topicId: $topicId) {
      topicId
      tallies {
        poemId
        voteCount
        voteVersion
        frozen
        nightVoteCount
      }
      closed {
        ...TopicVotingState_voting
        votingOpen
      }
    }
  }
`);

const TopicTalliesSinceQuery = graphql(`
  query TopicTalliesSinceQuery($topicId: ID!, $since: Float!) {
    topicTalliesSince(topicId: $topicId, since: $since) {
      poemId
      voteCount
      voteVersion
      frozen
      nightVoteCount
    }
  }
`);

/** Instances' clocks differ a little: the catch-up reaches back this much further than the render. */
const CLOCK_MARGIN_MS = 5_000;
/** The subscription is taken to be running this long after the socket connects; the catch-up then misses nothing. */
const SUBSCRIBED_WITHIN_MS = 1_000;

type Update = DocumentType<typeof TopicVotesSubscription>['topicVotes'];

function applyTallies(cache: ApolloCache, tallies: Update['tallies']): void {
  for (const tally of tallies) writeNewerTally(cache, tally);
}

/** When voting closes, the topic says so wherever it is shown. */
function markClosed(cache: ApolloCache, topicId: string): void {
  cache.modify({ id: cache.identify({ __typename: 'Topic', id: topicId }), fields: { votingOpen: () => false } });
}

/**
 * On a page the server rendered (and may have kept a while for other visitors), takes in once the
 * counts that changed between the render and the start of the live tallies.
 */
function useCatchUpWithRender(topicId: string | undefined): void {
  const client = useApolloClient();
  const connected = useSocketStatus() === 'connected';
  useEffect(() => {
    if (!topicId || !connected) return;
    const timer = setTimeout(() => {
      const renderedAt = renderTimeToCatchUp(`topicVotes:${topicId}`);
      if (renderedAt === undefined) return;
      client.query({ query: TopicTalliesSinceQuery, variables: { topicId, since: renderedAt - CLOCK_MARGIN_MS }, fetchPolicy: 'no-cache' }).then(
        ({ data }) => data && applyTallies(client.cache, data.topicTalliesSince),
        // The counts then move on with the next live tallies, as after a missed one.
        () => undefined,
      );
    }, SUBSCRIBED_WITHIN_MS);
    return () => clearTimeout(timer);
  }, [client, topicId, connected]);
}

/**
 * Keeps the counts of a topic's poems live on this page: every cached poem of the topic follows the
 * `topicVotes` stream, and the topic's closing and winner replace its cached voting state.
 */
export function useTopicVotes(topicId: string | undefined): void {
  useCatchUpWithRender(topicId);
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
