import { useEffect, useRef, useState } from 'react';
import { IntegrityPanel } from './IntegrityPanel';
import { VoidVotesForm, voidingOutcomeText, type VoidVotesResult, type VoterSelection } from '../VoidVotesForm';

const BLOCKED_ACCOUNTS: VoterSelection = { blockedAccounts: true };

/**
 * The review page's integrity signals and its way into voiding this poem's votes: the blocked
 * accounts' votes, or an address group or burst the signals point at.
 */
export function IntegrityReview({ topicId, poemId }: { topicId: string; poemId: string }) {
  const [selection, setSelection] = useState<VoterSelection | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const voidSection = useRef<HTMLElement>(null);
  useEffect(() => {
    if (selection) voidSection.current?.scrollIntoView({ block: 'nearest' });
  }, [selection]);
  const choose = (chosen: VoterSelection) => {
    setOutcome(null);
    setSelection(chosen);
  };
  const done = (result: VoidVotesResult | null) => {
    setSelection(null);
    if (result) setOutcome(voidingOutcomeText(result));
  };
  return (
    <>
      <section className="section review-integrity" aria-labelledby="integrity-heading">
        <h2 id="integrity-heading">Integrity</h2>
        <IntegrityPanel poemId={poemId} onVoid={choose} />
      </section>
      <section ref={voidSection} className="section review-void" aria-labelledby="void-votes-heading">
        <h2 id="void-votes-heading">Void votes</h2>
        {outcome ? (
          <p className="notice notice--success" role="status">
            {outcome}
          </p>
        ) : null}
        {selection ? (
          <VoidVotesForm key={JSON.stringify(selection)} topicId={topicId} poemId={poemId} selection={selection} onDone={done} />
        ) : (
          <button type="button" className="button button--secondary" onClick={() => choose(BLOCKED_ACCOUNTS)}>
            Void the votes of blocked accounts
          </button>
        )}
      </section>
    </>
  );
}
