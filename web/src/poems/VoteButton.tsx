import { Link, useLocation } from 'react-router-dom';
import { getFragmentData, graphql, type FragmentType } from '../__generated__';
import { loginPath } from '../routing/redirects';
import { useNightVoting } from '../live/SlamNight';
import { useViewer } from '../viewer/viewerContext';
import { poemTitle } from './poemText';
import { useToggleVote, VoteStateFragment } from './useToggleVote';

const VoteButtonFragment = graphql(`
  fragment VoteButton_poem on Poem {
    id
    title
    viewerIsPoet
    ...VoteState_poem
  }
`);

interface VoteButtonProps {
  poem: FragmentType<typeof VoteButtonFragment>;
  votingOpen: boolean;
  /** The wording of the button before voting, e.g. 'Vote for this poem' on the featured poem. */
  label?: string;
  size?: 'large' | 'small';
}

/**
 * The vote control of a poem: 'Login to Vote' for visitors, the poet's own poem marked as theirs,
 * nothing for admins, a disabled button once the poem is frozen at 500, voting has closed or a slam
 * night on the topic is between rounds, the way to the phone page in a room-only round (a vote needs
 * the code on the screen), and a toggle otherwise.
 */
export function VoteButton({ poem: votable, votingOpen, label = 'Vote', size = 'large' }: VoteButtonProps) {
  const viewer = useViewer();
  const location = useLocation();
  const poem = getFragmentData(VoteButtonFragment, votable);
  const voteState = getFragmentData(VoteStateFragment, poem);
  const { toggle, pending, refusal } = useToggleVote(poem);
  const night = useNightVoting();
  const sizeClass = size === 'small' ? ' button--small' : '';

  if (viewer.status !== 'signedIn') {
    return (
      <Link to={loginPath(location)} className={`button button--secondary${sizeClass}`}>
        Login to Vote
      </Link>
    );
  }
  if (poem.viewerIsPoet) return <span className="tag">Your poem</span>;
  // Admins review and pay; they do not vote (the server refuses them too).
  if (viewer.isAdmin) return null;

  if (night.kind === 'roomOnly' && votingOpen && !voteState.frozen) {
    return (
      <a href={night.phonePath} className={`button button--primary${sizeClass}`} aria-label={`Vote for ${poemTitle(poem)} with the room’s code, on the phone page`}>
        Vote with the room’s code
      </a>
    );
  }
  const locked = voteState.frozen || !votingOpen || night.kind === 'closed';
  const lockedLabel = voteState.frozen ? 'Votes final' : night.kind === 'closed' && votingOpen ? night.label : 'Voting closed';
  return (
    <div className="vote-control">
      <button
        type="button"
        className={`button ${voteState.viewerHasVoted ? 'button--voted' : 'button--primary'}${sizeClass}`}
        aria-pressed={voteState.viewerHasVoted}
        aria-label={`${voteState.viewerHasVoted ? 'Remove your vote for' : 'Vote for'} ${poemTitle(poem)}`}
        disabled={locked || pending}
        onClick={() => void toggle()}
      >
        {locked ? lockedLabel : voteState.viewerHasVoted ? '✓ Voted' : label}
      </button>
      {refusal ? (
        <p className="vote-refusal" role="alert">
          {refusal}
        </p>
      ) : null}
    </div>
  );
}
