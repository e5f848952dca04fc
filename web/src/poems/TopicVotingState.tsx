import { Link } from 'react-router-dom';
import { getFragmentData, graphql, type FragmentType } from '../__generated__';
import { formatCents, formatDate } from '../lib/format';
import { poemTitle, voteCountLabel } from './poemText';

const TopicVotingStateFragment = graphql(`
  fragment TopicVotingState_voting on TopicVoting {
    topicId
    votingEndsAt
    votingOpen
    bountyTarget
    bountyCents
    decidedAt
    bountyPoem {
      id
      title
      authorName
    }
    winner {
      id
      title
      authorName
      voteCount
    }
  }
`);

/** A topic's outcome so far: the poem that won the bounty, and the winner once voting has closed. */
export function TopicVotingState({ voting: state }: { voting: FragmentType<typeof TopicVotingStateFragment> }) {
  const voting = getFragmentData(TopicVotingStateFragment, state);
  const { bountyPoem, winner } = voting;
  if (voting.votingOpen && !bountyPoem) return null;
  return (
    <div className="topic-outcome" role="status">
      {!voting.votingOpen ? (
        <p>
          <strong>Voting has closed{voting.decidedAt ? ` (${formatDate(voting.decidedAt)})` : ''}.</strong>{' '}
          {winner ? (
            <>
              The winner is <Link to={`/poems/${winner.id}`}>{poemTitle(winner)}</Link> by {winner.authorName}, with{' '}
              {voteCountLabel(winner.voteCount)}.
            </>
          ) : (
            'No poem received votes, so there is no winner.'
          )}
        </p>
      ) : null}
      {bountyPoem ? (
        <p>
          <Link to={`/poems/${bountyPoem.id}`}>{poemTitle(bountyPoem)}</Link> by {bountyPoem.authorName} reached{' '}
          {voting.bountyTarget} votes first and won {formatCents(voting.bountyCents)}.
        </p>
      ) : null}
    </div>
  );
}
