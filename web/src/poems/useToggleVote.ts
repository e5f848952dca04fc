import { useMutation } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { graphql } from '../__generated__';
import { apiFailureOf } from '../components/form/apiFailure';

const SetVoteMutation = graphql(`
  mutation SetVoteMutation($input: SetVoteInput!) {
    setVote(input: $input) {
      voted
      poem {
        id
        voteCount
        voteVersion
        viewerHasVoted
        frozen
      }
    }
  }
`);

interface VotablePoem {
  id: string;
  voteCount: number;
  voteVersion: number;
  viewerHasVoted: boolean;
  frozen: boolean;
}

/**
 * Votes for a poem or takes the vote back. The change shows at once and is rolled back, with the
 * server's reason, when the server refuses it.
 */
export function useToggleVote(poem: VotablePoem) {
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
            poem: {
              __typename: 'Poem',
              id: poem.id,
              voteCount: Math.max(0, poem.voteCount + (voted ? 1 : -1)),
              voteVersion: poem.voteVersion,
              viewerHasVoted: voted,
              frozen: poem.frozen,
            },
          },
        },
      });
    } catch (error) {
      setRefusal(apiFailureOf(error).message);
    }
  }, [setVote, poem.id, poem.viewerHasVoted, poem.voteCount, poem.voteVersion, poem.frozen]);

  return { toggle, pending: loading, refusal };
}
