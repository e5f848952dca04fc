import { formatCents } from '../lib/format';
import { FIRST_TO_VOTES_REWARD_CENTS, PRIZE_VOTE_THRESHOLD } from '../lib/rewards';

/** How far a poem is on its way to 500 votes, and what happens there. */
export function VoteProgress({ voteCount, frozen }: { voteCount: number; frozen: boolean }) {
  const shown = Math.min(voteCount, PRIZE_VOTE_THRESHOLD);
  return (
    <div className="vote-progress">
      <progress max={PRIZE_VOTE_THRESHOLD} value={shown} aria-label={`${shown} of ${PRIZE_VOTE_THRESHOLD} votes`} />
      <p className="vote-progress-text">
        {frozen
          ? `Reached ${PRIZE_VOTE_THRESHOLD} votes: its votes are final.`
          : `${shown} / ${PRIZE_VOTE_THRESHOLD} votes toward the ${formatCents(FIRST_TO_VOTES_REWARD_CENTS)} prize`}
      </p>
    </div>
  );
}
