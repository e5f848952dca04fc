import { useState } from 'react';
import { VoidVotesForm, type VoidVotesResult, type VoterSelection } from './VoidVotesForm';

const BLOCKED_ACCOUNTS: VoterSelection = { blockedAccounts: true };

function outcomeText(result: VoidVotesResult): string {
  const voided = `${result.voiding.voteCount} ${result.voiding.voteCount === 1 ? 'vote was' : 'votes were'} voided.`;
  if (result.rewardCase) return `${voided} The bounty was already paid, so a case is open on the payments screen.`;
  if (!result.bountyMoved) return voided;
  return result.bountyPoemId ? `${voided} The bounty moved to the poem that rightly reached 500 first.` : `${voided} No poem holds the bounty now.`;
}

/** The review page's way into voiding this poem's votes. */
export function VoidVotesSection({ topicId, poemId }: { topicId: string; poemId: string }) {
  const [open, setOpen] = useState(false);
  const [outcome, setOutcome] = useState<string | null>(null);
  const done = (result: VoidVotesResult | null) => {
    setOpen(false);
    if (result) setOutcome(outcomeText(result));
  };
  return (
    <section className="section review-void" aria-labelledby="void-votes-heading">
      <h2 id="void-votes-heading">Void votes</h2>
      {outcome ? (
        <p className="notice notice--success" role="status">
          {outcome}
        </p>
      ) : null}
      {open ? (
        <VoidVotesForm topicId={topicId} poemId={poemId} selection={BLOCKED_ACCOUNTS} onDone={done} />
      ) : (
        <button type="button" className="button button--secondary" onClick={() => setOpen(true)}>
          Void the votes of blocked accounts
        </button>
      )}
    </section>
  );
}
