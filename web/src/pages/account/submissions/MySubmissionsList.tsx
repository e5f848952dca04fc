import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { graphql } from '../../../__generated__';
import { ErrorBanner } from '../../../components/ErrorBanner';
import { useFormAction } from '../../../components/form/useFormAction';
import { QueryCell } from '../../../components/QueryCell';
import { SkeletonCards } from '../../../components/Skeleton';
import { poemTitle } from '../../../poems/poemText';
import './submissions.css';
import { useMySubmissions, type MySubmission } from './mySubmissions';
import { SubmissionCard } from './SubmissionCard';

const WithdrawSubmissionMutation = graphql(`
  mutation WithdrawSubmissionMutation($input: SubmissionIdInput!) {
    withdrawSubmission(input: $input) {
      submission {
        id
        status
      }
    }
  }
`);

/**
 * The poet's own submissions, newest first, each with its status, video, transcript and feedback.
 * Live when the screen around it subscribes with useMySubmissionUpdates.
 */
export function MySubmissionsList() {
  const { submissions, error, refetch } = useMySubmissions();
  const [withdraw] = useMutation(WithdrawSubmissionMutation);
  const withdrawal = useFormAction();
  // Which card's button says it is withdrawing.
  const [withdrawingId, setWithdrawingId] = useState<string | null>(null);

  const confirmWithdraw = (submission: MySubmission) => {
    if (!window.confirm(`Withdraw "${poemTitle(submission)}"? It will not be reviewed, and this cannot be undone.`)) return;
    setWithdrawingId(submission.id);
    void withdrawal.run(async () => {
      await withdraw({ variables: { input: { id: submission.id } } });
    });
  };

  return (
    <div className="my-submissions">
      {withdrawal.failure ? <ErrorBanner message={withdrawal.failure.message} onDismiss={withdrawal.reset} /> : null}
      <QueryCell
        result={{ data: submissions, error, refetch }}
        loading={<SkeletonCards count={2} media label="Loading your submissions…" />}
        isEmpty={(shown) => shown.length === 0}
        empty={
          <div className="empty-state">
            <p>You haven't submitted any poems yet.</p>
            <p>
              <Link to="/dashboard?tab=upload">Upload a video poem</Link> or <Link to="/submit">record one in your browser</Link>.
            </p>
          </div>
        }
      >
        {(shown) => (
          <ul className="submission-list">
            {shown.map((submission) => (
              <li key={submission.id}>
                <SubmissionCard
                  submission={submission}
                  onWithdraw={confirmWithdraw}
                  withdrawing={withdrawal.pending && withdrawingId === submission.id}
                />
              </li>
            ))}
          </ul>
        )}
      </QueryCell>
    </div>
  );
}
