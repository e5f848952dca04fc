import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { graphql } from '../../../__generated__';
import { ErrorBanner } from '../../../components/ErrorBanner';
import { Notice } from '../../../components/form/Notice';
import { formatCents } from '../../../lib/format';
import { useFormAction } from '../../../components/form/useFormAction';
import { ReasonForm } from '../ReasonForm';
import type { ReviewCardSubmission } from './ReviewCard';
import { useMarkRewardPaid } from '../useMarkRewardPaid';

const AdminApproveSubmissionMutation = graphql(`
  mutation AdminApproveSubmissionMutation($input: ApproveSubmissionInput!) {
    approveSubmission(input: $input) {
      submission {
        ...ReviewCard_submission
      }
    }
  }
`);

const AdminRejectSubmissionMutation = graphql(`
  mutation AdminRejectSubmissionMutation($input: RejectSubmissionInput!) {
    rejectSubmission(input: $input) {
      submission {
        ...ReviewCard_submission
      }
    }
  }
`);

const AdminTakeDownSubmissionMutation = graphql(`
  mutation AdminTakeDownSubmissionMutation($input: TakeDownSubmissionInput!) {
    takeDownSubmission(input: $input) {
      submission {
        ...ReviewCard_submission
      }
    }
  }
`);

type Mode = 'idle' | 'approve' | 'reject' | 'takeDown';

interface ReviewActionsProps {
  submission: ReviewCardSubmission;
  /** The detail page also offers to take an approved poem down. */
  allowTakeDown?: boolean;
}

/**
 * What an admin may do with a submission in its state. An open form stays open when another admin
 * decides first, so sending it shows the API's refusal beside the decision the live update brought.
 */
export function ReviewActions({ submission, allowTakeDown = false }: ReviewActionsProps) {
  const [mode, setMode] = useState<Mode>('idle');
  // What the last decision did: the card's badge may be far above, under the sticky header.
  const [decided, setDecided] = useState<string | null>(null);
  const action = useFormAction();
  const [approve, approving] = useMutation(AdminApproveSubmissionMutation);
  const [reject, rejecting] = useMutation(AdminRejectSubmissionMutation);
  const [takeDown, takingDown] = useMutation(AdminTakeDownSubmissionMutation);
  const { markPaid, marking } = useMarkRewardPaid(action);
  const { id, status } = submission;

  /** Sends the open form's decision, closing the form once it is taken and saying what it did. */
  const decide = (send: () => Promise<unknown>, outcome: string) =>
    action.run(async () => {
      await send();
      setMode('idle');
      setDecided(outcome);
    }, 'updating submission');
  const open = (next: Mode) => {
    setDecided(null);
    setMode(next);
  };
  const cancel = () => {
    setMode('idle');
    action.reset();
  };

  const reward = submission.approvalReward;
  const hasBank = Boolean(reward?.bankDetails);
  const canPay = status === 'APPROVED' && reward?.status === 'PENDING';
  const canTakeDown = allowTakeDown && (status === 'APPROVED' || status === 'PAID') && !submission.takenDown;
  // Set while the video is not processed; a live update of the submission clears it when it is.
  const approvalBlocked = submission.approvalBlockedReason;

  return (
    <div className="review-actions">
      {action.failure ? <ErrorBanner message={action.failure.message} onDismiss={action.reset} /> : null}
      {decided ? (
        <Notice tone="success">
          <p>{decided}</p>
        </Notice>
      ) : null}
      {mode === 'approve' ? (
        <ReasonForm
          label="Add feedback (optional):"
          confirmLabel="Confirm Approval"
          pendingLabel="Approving…"
          pending={approving.loading}
          onConfirm={(feedback) => void decide(() => approve({ variables: { input: { id, feedback: feedback || null } } }), 'Submission approved.')}
          onCancel={cancel}
        />
      ) : mode === 'reject' ? (
        <ReasonForm
          label="Please provide a reason for rejection:"
          consequence="Rejecting cannot be undone: the poem never goes public, and the poet is emailed this reason."
          confirmLabel="Confirm Rejection"
          pendingLabel="Rejecting…"
          tone="danger"
          required
          pending={rejecting.loading}
          onConfirm={(reason) => void decide(() => reject({ variables: { input: { id, reason } } }), 'Submission rejected.')}
          onCancel={cancel}
        />
      ) : mode === 'takeDown' ? (
        <ReasonForm
          label="Why is this poem being taken down?"
          confirmLabel="Confirm Take Down"
          pendingLabel="Taking down…"
          tone="danger"
          required
          pending={takingDown.loading}
          onConfirm={(reason) => void decide(() => takeDown({ variables: { input: { id, reason } } }), 'Poem taken down.')}
          onCancel={cancel}
        />
      ) : (
        <div className="card-actions">
          {status === 'PENDING' ? (
            <>
              <button
                type="button"
                className="button button--primary"
                disabled={Boolean(approvalBlocked)}
                aria-describedby={approvalBlocked ? `${id}-approval-blocked` : undefined}
                onClick={() => open('approve')}
              >
                <span aria-hidden="true">✓</span> Approve
              </button>
              <button type="button" className="button review-reject" onClick={() => open('reject')}>
                <span aria-hidden="true">✕</span> Reject
              </button>
              {approvalBlocked ? (
                <p id={`${id}-approval-blocked`} className="field-hint">
                  {approvalBlocked}
                </p>
              ) : null}
            </>
          ) : null}
          {canPay && reward ? (
            <>
              <button
                type="button"
                className="button button--primary"
                disabled={!hasBank || marking}
                aria-describedby={hasBank ? undefined : `${id}-no-bank`}
                onClick={() => void markPaid(reward.id)}
              >
                {marking ? 'Marking as paid…' : `Mark as Paid (${formatCents(reward.amountCents)})`}
              </button>
              {hasBank ? null : (
                <p id={`${id}-no-bank`} className="field-hint">
                  The poet has not saved bank details yet.
                </p>
              )}
            </>
          ) : null}
          {canTakeDown ? (
            <button type="button" className="button button--secondary" onClick={() => open('takeDown')}>
              Take Down
            </button>
          ) : null}
        </div>
      )}
    </div>
  );
}
