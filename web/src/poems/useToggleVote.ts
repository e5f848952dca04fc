import { useMutation } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { getFragmentData, graphql, type FragmentType } from '../__generated__';
import { apiFailureOf } from '../apollo/errors';
import { VOTE_FAILED } from './poemText';
import { writeNewerTally } from './tallies';

// The tally, not the poem: the server answers it from the vote's own statement, in one round trip.
const SetVoteMutation = graphql(`
  mutation SetVoteMutation($input: SetVoteInput!) {
    setVote(input: $input) {
      voted
      tally {
        poemId
        voteCount
        voteVersion
        frozen
      }
    }
  }
`);

export const VoteStateFragment = graphql(`
  fragment VoteState_poem on Poem {
    id
    voteCount
    voteVersion
    frozen
    viewerHasVoted
  }
`);

/**
 * Votes for a poem or takes the vote back. The change shows at once and is rolled back, with the
 * server's reason, when the server refuses it.
 */
export function useToggleVote(votable: FragmentType<typeof VoteStateFragment>) {
  const poem = getFragmentData(VoteStateFragment, votable);
  const [setVote, { loading }] = useMutation(SetVoteMutation);
  const [refusal, setRefusal] = useState<string | null>(null);

  const toggle = useCallback(async () => {
    const voted = !poem.viewerHasVoted;
    setRefusal(null);
    try {
      await setVote({
        variables: { input: { poemId: poem.id, voted } },
        optimisticResponse: {
          __typename: 'Mutation',
          setVote: {
            __typename: 'SetVotePayload',
            voted,
            tally: { __typename: 'PoemTally', poemId: poem.id, voteCount: Math.max(0, poem.voteCount + (voted ? 1 : -1)), voteVersion: poem.voteVersion, frozen: poem.frozen },
          },
        },
        // The tally only where it is not older than the live tallies already in (the optimistic one is as old as the poem's).
        update: (cache, { data }) => {
          if (!data) return;
          const { voted: hasVoted, tally } = data.setVote;
          cache.modify({ id: cache.identify({ __typename: 'Poem', id: tally.poemId }), fields: { viewerHasVoted: () => hasVoted } });
          writeNewerTally(cache, tally);
        },
      });
    } catch (error) {
      const failure = apiFailureOf(error);
      // A rule's refusal says which; anything else (the network, the server) is SPEC.md's vote failure.
      setRefusal(failure.code && failure.code !== 'INTERNAL_SERVER_ERROR' ? failure.message : VOTE_FAILED);
    }
  }, [setVote, poem.id, poem.viewerHasVoted, poem.voteCount, poem.voteVersion, poem.frozen]);

  return { toggle, pending: loading, refusal };
}
