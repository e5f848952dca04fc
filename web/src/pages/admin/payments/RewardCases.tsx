import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { graphql, type DocumentType } from '../../../__generated__';
import { ErrorBanner } from '../../../components/ErrorBanner';
import { formatCents, formatDateTime } from '../../../lib/format';
import { adminErrorText } from '../../../apollo/errors';
import { ReasonForm } from '../ReasonForm';

const OpenRewardCasesQuery = graphql(`
  query OpenRewardCasesQuery {
    openRewardCases {
      id
      openedAt
      reward {
        id
        amountCents
        paidAt
        submissionTitle
        poet {
          id
          name
        }
      }
      voiding {
        id
        voteCount
        reason
      }
    }
  }
`);

const ResolveRewardCaseMutation = graphql(`
  mutation ResolveRewardCaseMutation($input: ResolveRewardCaseInput!) {
    resolveRewardCase(input: $input) {
      rewardCase {
        id
        resolvedAt
        resolution
      }
    }
  }
`);

type OpenCase = DocumentType<typeof OpenRewardCasesQuery>['openRewardCases'][number];

function CaseItem({ rewardCase }: { rewardCase: OpenCase }) {
  const [resolving, setResolving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [resolve, { loading }] = useMutation(ResolveRewardCaseMutation, { refetchQueries: [OpenRewardCasesQuery] });
  const { reward, voiding } = rewardCase;
  const submit = async (resolution: string) => {
    setError(null);
    try {
      await resolve({ variables: { input: { id: rewardCase.id, resolution } } });
    } catch (failure) {
      setError(adminErrorText('resolving the case', failure));
    }
  };
  return (
    <li className="card">
      <p>
        <strong>{formatCents(reward.amountCents)}</strong> paid {reward.paidAt ? `on ${formatDateTime(reward.paidAt)} ` : ''}to{' '}
        {reward.poet?.name ?? 'a deleted account'} for “<span className="break-anywhere">{reward.submissionTitle}</span>”
      </p>
      <p className="muted">
        Opened {formatDateTime(rewardCase.openedAt)}
        {voiding ? `: ${voiding.voteCount} ${voiding.voteCount === 1 ? 'vote was' : 'votes were'} voided (${voiding.reason}) and the poem fell below 500.` : '.'}
      </p>
      {error ? <ErrorBanner message={error} onDismiss={() => setError(null)} /> : null}
      {resolving ? (
        <ReasonForm
          label="How was this settled?"
          confirmLabel="Resolve case"
          pendingLabel="Resolving…"
          pending={loading}
          required
          onConfirm={(text) => void submit(text)}
          onCancel={() => setResolving(false)}
        />
      ) : (
        <div className="card-actions">
          <button type="button" className="button button--secondary button--small" onClick={() => setResolving(true)}>
            Resolve
          </button>
        </div>
      )}
    </li>
  );
}

/** Paid bounties a voiding disputes: shown until an admin writes how each was settled. */
export function RewardCases() {
  const { data, error, refetch } = useQuery(OpenRewardCasesQuery, { fetchPolicy: 'cache-and-network' });
  if (error && !data) return <ErrorBanner message={adminErrorText('fetching data', error)} onRetry={() => void refetch()} />;
  const cases = data?.openRewardCases ?? [];
  if (cases.length === 0) return null;
  return (
    <section className="section reward-cases" aria-labelledby="reward-cases-heading">
      <h2 id="reward-cases-heading">Open cases</h2>
      <p className="field-hint">A paid reward is never taken back silently: record how each case was settled.</p>
      <ul className="reward-case-list">
        {cases.map((rewardCase) => (
          <CaseItem key={rewardCase.id} rewardCase={rewardCase} />
        ))}
      </ul>
    </section>
  );
}
