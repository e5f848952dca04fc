import { formatCents } from '../lib/format';
import { useSiteRules } from '../lib/siteRules';

/** How far a poem is on its way to 500 votes, and what happens there. */
export function VoteProgress({ voteCount, frozen }: { voteCount: number; frozen: boolean }) {
  const rules = useSiteRules();
  if (!rules) return null;
  const { bountyTarget, bountyCents } = rules;
  const shown = Math.min(voteCount, bountyTarget);
  return (
    <div className="vote-progress">
      <progress max={bountyTarget} value={shown} aria-label={`${shown} of ${bountyTarget} votes`} />
      <p className="vote-progress-text">
        {frozen
          ? `Reached ${bountyTarget} votes: its votes are final.`
          : `${shown} / ${bountyTarget} votes toward the ${formatCents(bountyCents)} prize`}
      </p>
    </div>
  );
}
