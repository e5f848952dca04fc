import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useState, type FormEvent } from 'react';
import { graphql, type DocumentType } from '../../__generated__';
import type { VoteSelectionInput } from '../../__generated__/graphql';
import { ErrorBanner } from '../../components/ErrorBanner';
import { adminErrorText } from '../../apollo/errors';
import { useFormAction } from '../../components/form/useFormAction';
import { QueryCell } from '../../components/QueryCell';

const VoidVotesPreviewQuery = graphql(`
  query VoidVotesPreviewQuery($input: VoteSelectionInput!) {
    voidVotesPreview(input: $input) {
      voteCount
      poemCount
    }
  }
`);

const VoidVotesMutation = graphql(`
  mutation VoidVotesMutation($input: VoidVotesInput!) {
    voidVotes(input: $input) {
      voiding {
        id
        voteCount
        reason
      }
      tallies {
        poemId
        voteCount
        voteVersion
        frozen
      }
      bountyPoemId
      bountyMoved
      winnerPoemId
      rewardCase {
        id
      }
    }
  }
`);

export type VoidVotesResult = DocumentType<typeof VoidVotesMutation>['voidVotes'];

/** Which voters: exactly one of an address group, a time window, accounts, or blocked accounts. */
export type VoterSelection = Omit<VoteSelectionInput, 'topicId' | 'poemId'>;

interface VoidVotesFormProps {
  topicId: string;
  /** Only this poem's votes; the whole topic's when absent. */
  poemId?: string;
  selection: VoterSelection;
  onDone: (result: VoidVotesResult | null) => void;
}

const REASON_MIN = 5;
const REASON_MAX = 500;
const votes = (count: number) => `${count} ${count === 1 ? 'vote' : 'votes'}`;

/** What a voiding did, in a sentence: how many votes went and what became of the bounty. */
export function voidingOutcomeText(result: VoidVotesResult): string {
  const voided = `${result.voiding.voteCount} ${result.voiding.voteCount === 1 ? 'vote was' : 'votes were'} voided.`;
  if (result.rewardCase) return `${voided} The bounty was already paid, so a case is open on the payments screen.`;
  if (!result.bountyMoved) return voided;
  return result.bountyPoemId ? `${voided} The bounty moved to the poem that reached it first without these votes.` : `${voided} No poem holds the bounty now.`;
}

/**
 * Voids a set of votes after saying how many would go, with the reason the poem's page will show.
 * `onDone` gets the result, or null when the admin cancels.
 */
export function VoidVotesForm({ topicId, poemId, selection, onDone }: VoidVotesFormProps) {
  const input = { topicId, poemId, ...selection };
  const preview = useQuery(VoidVotesPreviewQuery, { variables: { input }, fetchPolicy: 'network-only' });
  const [voidVotes] = useMutation(VoidVotesMutation, { refetchQueries: 'active' });
  const action = useFormAction();
  const [reason, setReason] = useState('');
  const id = useId();
  const trimmed = reason.trim();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void action.run(async () => {
      const { data } = await voidVotes({ variables: { input: { ...input, reason: trimmed } } });
      onDone(data?.voidVotes ?? null);
    }, 'voiding votes');
  };

  return (
    <QueryCell
      result={preview}
      failure={(error) => adminErrorText('counting votes', error)}
      loading={
        <p className="card-meta" role="status">
          Counting the votes…
        </p>
      }
      isEmpty={(data) => data.voidVotesPreview.voteCount === 0}
      empty={
        <div className="notice">
          <p>No votes that still count match this selection.</p>
          <button type="button" className="button button--ghost button--small" onClick={() => onDone(null)}>
            Close
          </button>
        </div>
      }
    >
      {({ voidVotesPreview: { voteCount: count, poemCount: poems } }) => (
        <form className="reason-form" onSubmit={submit}>
          <p>
            <strong>{votes(count)}</strong> {poemId ? 'on this poem' : `on ${poems} ${poems === 1 ? 'poem' : 'poems'}`} will be voided. They are kept for the
            record but stop counting, and the tallies, the bounty and the winner are corrected. The poet is told the reason.
          </p>
          <div className="field">
            <label htmlFor={id}>Reason (shown on the poem's page):</label>
            <textarea id={id} rows={3} maxLength={REASON_MAX} value={reason} onChange={(event) => setReason(event.target.value)} required autoFocus disabled={action.pending} />
          </div>
          {action.failure ? <ErrorBanner message={action.failure.message} onDismiss={action.reset} /> : null}
          <div className="card-actions">
            <button type="submit" className="button button--danger" disabled={action.pending || trimmed.length < REASON_MIN}>
              {action.pending ? 'Voiding…' : `Void ${votes(count)}`}
            </button>
            <button type="button" className="button button--ghost" onClick={() => onDone(null)} disabled={action.pending}>
              Cancel
            </button>
          </div>
        </form>
      )}
    </QueryCell>
  );
}
