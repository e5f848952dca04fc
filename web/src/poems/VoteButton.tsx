import { Link, useLocation } from 'react-router-dom';
import { loginPath } from '../routing/redirects';
import { useViewer } from '../viewer/viewerContext';
import { useToggleVote } from './useToggleVote';

interface VoteButtonProps {
  poem: {
    id: string;
    title: string;
    voteCount: number;
    voteVersion: number;
    viewerHasVoted: boolean;
    viewerIsPoet: boolean;
    frozen: boolean;
  };
  votingOpen: boolean;
  /** The wording of the button before voting, e.g. 'Vote for this poem' on the featured poem. */
  label?: string;
  size?: 'large' | 'small';
}

/**
 * The vote control of a poem: 'Login to Vote' for visitors, the poet's own poem marked as theirs,
 * nothing for admins, a disabled button once the poem is frozen at 500 or voting has closed, and a toggle otherwise.
 */
export function VoteButton({ poem, votingOpen, label = 'Vote', size = 'large' }: VoteButtonProps) {
  const viewer = useViewer();
  const location = useLocation();
  const { toggle, pending, refusal } = useToggleVote(poem);
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

  const locked = poem.frozen || !votingOpen;
  const lockedLabel = poem.frozen ? 'Votes final' : 'Voting closed';
  return (
    <div className="vote-control">
      <button
        type="button"
        className={`button ${poem.viewerHasVoted ? 'button--voted' : 'button--primary'}${sizeClass}`}
        aria-pressed={poem.viewerHasVoted}
        aria-label={`${poem.viewerHasVoted ? 'Remove your vote for' : 'Vote for'} ${poem.title}`}
        disabled={locked || pending}
        onClick={() => void toggle()}
      >
        {locked ? lockedLabel : poem.viewerHasVoted ? '✓ Voted' : label}
      </button>
      {refusal ? (
        <p className="vote-refusal" role="alert">
          {refusal}
        </p>
      ) : null}
    </div>
  );
}
