import { formatDate } from '../../../lib/format';
import { Link } from 'react-router-dom';
import { PoemVideo } from '../../../media/PoemVideo';
import { VideoProcessingError } from '../../../media/VideoProcessing';
import { NO_TRANSCRIPT, poemTitle } from '../../../poems/poemText';
import { ShareButton } from '../../../poems/ShareButton';
import { VoteProgress } from '../../../poems/VoteProgress';
import { SubmissionStatusBadge } from '../../../submissions/SubmissionStatusBadge';
import type { MySubmission } from './mySubmissions';

interface SubmissionCardProps {
  submission: MySubmission;
  /** Offered for a pending submission only. */
  onWithdraw?: (submission: MySubmission) => void;
  withdrawing?: boolean;
}

const isPublic = (submission: MySubmission) =>
  (submission.status === 'APPROVED' || submission.status === 'PAID') && !submission.takenDown;

/**
 * One of the poet's own submissions: its status, video, transcript and what the reviewer said; once
 * public, its votes toward the bounty, a link to its page and a way to share it.
 */
export function SubmissionCard({ submission, onWithdraw, withdrawing = false }: SubmissionCardProps) {
  const title = poemTitle(submission);
  const transcript = submission.transcript.trim();
  return (
    <article className="card submission-card" aria-labelledby={`submission-${submission.id}`}>
      <div className="submission-card-head">
        <h3 id={`submission-${submission.id}`}>{title}</h3>
        <SubmissionStatusBadge status={submission.status} />
      </div>
      <p className="card-meta">
        {submission.topicTitle || 'Unknown Topic'} · Submitted {formatDate(submission.submittedAt)}
        {submission.beatTitle ? ` · Beat: ${submission.beatTitle}` : null}
      </p>
      <PoemVideo video={submission} label={title} />
      <VideoProcessingError facts={submission} />
      {transcript ? <p className="transcript">{transcript}</p> : <p className="transcript transcript--missing">{NO_TRANSCRIPT}</p>}
      {submission.feedback ? (
        <div className={submission.status === 'REJECTED' ? 'submission-feedback submission-feedback--rejected' : 'submission-feedback'}>
          <p className="submission-feedback-label">Reviewer feedback</p>
          <p>{submission.feedback}</p>
        </div>
      ) : null}
      {submission.takenDown ? <p className="card-meta">This poem has been taken out of public view.</p> : null}
      {isPublic(submission) ? (
        <div className="submission-campaign">
          <VoteProgress voteCount={submission.voteCount} frozen={submission.frozen} />
          <div className="card-actions">
            <Link to={`/poems/${submission.id}`} className="button button--secondary">
              View its page
            </Link>
            <ShareButton path={`/poems/${submission.id}`} title={title} />
          </div>
        </div>
      ) : null}
      {onWithdraw && submission.status === 'PENDING' ? (
        <div className="card-actions">
          <button type="button" className="button button--secondary" disabled={withdrawing} onClick={() => onWithdraw(submission)}>
            {withdrawing ? 'Withdrawing...' : 'Withdraw'}
          </button>
        </div>
      ) : null}
    </article>
  );
}
