import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { graphql, type DocumentType } from '../../../__generated__';
import { ErrorBanner } from '../../../components/ErrorBanner';
import { formatCents, formatDateTime } from '../../../lib/format';
import { adminReadFailureText } from '../../../apollo/errors';
import { useFormAction } from '../../../components/form/useFormAction';
import { QueryCell } from '../../../components/QueryCell';
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
  const action = useFormAction();
  const [resolve] = useMutation(ResolveRewardCaseMutation, { refetchQueries: [OpenRewardCasesQuery] });
  const { reward, voiding } = rewardCase;
  const submit = (resolution: string) =>
    action.run(async () => {
      await resolve({ variables: { input: { id: rewardCase.id, resolution } } });
    }, 'resolving the case');
  return (
    <li className="card">
      <p>
        <strong>{formatCents(reward.amountCents)}</strong> paid {reward.paidAt ? `on ${formatDateTime(reward.paidAt)} ` : ''}to{' '}
        {reward.poet?.name ?? 'a deleted account'} for “<span className="break-anywhere">{reward.submissionTitle}</span>”
      </p>
      <p className="muted">
        Opened {formatDateTime(rewardCase.openedAt)}
        {voiding ? `: ${voiding.voteCount} ${voiding.voteCount === 1 ? 'vote was' : 'votes were'} voided (${voiding.reason}) and the poem fell below the votes the bounty needs.` : '.'}
      </p>
      {action.failure ? <ErrorBanner message={action.failure.message} onDismiss={action.reset} /> : null}
      {resolving ? (
        <ReasonForm
          label="How was this settled?"
          confirmLabel="Resolve case"
          pendingLabel="Resolving…"
          pending={action.pending}
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
  const result = useQuery(OpenRewardCasesQuery, { fetchPolicy: 'cache-and-network' });
  return (
    <QueryCell result={result} failure={adminReadFailureText} loading={null} isEmpty={(data) => data.openRewardCases.length === 0}>
      {(data) => (
        <section className="section reward-cases" aria-labelledby="reward-cases-heading">
          <h2 id="reward-cases-heading">Open cases</h2>
          <p className="field-hint">A paid reward is never taken back silently: record how each case was settled.</p>
          <ul className="reward-case-list">
            {data.openRewardCases.map((rewardCase) => (
              <CaseItem key={rewardCase.id} rewardCase={rewardCase} />
            ))}
          </ul>
        </section>
      )}
    </QueryCell>
  );
}
