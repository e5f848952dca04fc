import { VOTE_FAILED } from '../../src/poems/poemText';
import { ApiError, request } from './api';
import { graphql } from './__generated__';
import type { PhoneTallyFragment } from './__generated__/graphql';
import type { PoemState } from './poemCard';

/** A poem's tally as the phone page keeps it: what each vote, catch-up and tallies' update brings. */
graphql(`
  fragment PhoneTally on PoemTally {
    poemId
    voteCount
    voteVersion
    frozen
    nightVoteCount
  }
`);

// The tally, not the poem: the server answers it from the vote's own statement, in one round trip.
const PhoneSetVoteMutation = graphql(`
  mutation PhoneSetVoteMutation($input: SetVoteInput!) {
    setVote(input: $input) {
      voted
      tally {
        ...PhoneTally
      }
    }
  }
`);

export type VoteOutcome =
  | { kind: 'counted'; voted: boolean; tally: PhoneTallyFragment }
  | { kind: 'refused'; error: ApiError };

/**
 * Votes for the poem, or takes the vote back when it stands. The change shows at once (`render`
 * runs with it in place); when the server answers, the poem shows the server's word again, with its
 * reason when it refused. The caller keeps the answered tally.
 */
export async function castVote(poem: PoemState, joinCode: string | null, render: () => void): Promise<VoteOutcome> {
  const voted = !poem.viewerHasVoted;
  // A vote cast now is one of the night's (shown only while one runs); one taken back may be from before it.
  poem.optimistic = { voted, voteCount: Math.max(0, poem.voteCount + (voted ? 1 : -1)), nightVoteCount: poem.nightVoteCount + (voted ? 1 : 0) };
  poem.refusal = null;
  render();
  try {
    const { setVote } = await request(PhoneSetVoteMutation, { input: { poemId: poem.id, voted, ...(joinCode ? { joinCode } : {}) } });
    poem.viewerHasVoted = setVote.voted;
    return { kind: 'counted', voted: setVote.voted, tally: setVote.tally };
  } catch (error) {
    const refusal = error instanceof ApiError ? error : new ApiError(VOTE_FAILED);
    // A rule's refusal says which; anything else (the network, the server) is SPEC.md's vote failure.
    poem.refusal = refusal.code && refusal.code !== 'INTERNAL_SERVER_ERROR' ? refusal.message : VOTE_FAILED;
    return { kind: 'refused', error: refusal };
  } finally {
    // The count the poem shows again is the newest the server has sent, which live updates kept current meanwhile.
    poem.optimistic = null;
  }
}
