import { Link } from 'react-router-dom';
import { getFragmentData, graphql, type DocumentType, type FragmentType } from '../../../__generated__';
import { formatDateTime } from '../../../lib/format';
import { PoemVideo } from '../../../media/PoemVideo';
import { videoProcessingText, VideoProcessingError } from '../../../media/VideoProcessing';
import { NO_TRANSCRIPT, poemTitle } from '../../../poems/poemText';
import { ReviewActions } from './ReviewActions';
import { SubmissionStatusBadge } from '../../../submissions/SubmissionStatusBadge';

export const ReviewCardFragment = graphql(`
  fragment ReviewCard_submission on Submission {
    id
    title
    transcript
    status
    authorName
    feedback
    submittedAt
    updatedAt
    reviewedAt
    takenDown
    takenDownReason
    voteCount
    integrityScore
    topicId
    topicTitle
    beatTitle
    ...PoemVideo_media
    processingState
    processingError
    approvalBlockedReason
    durationSeconds
    submitter {
      id
      name
      email
    }
    approvalReward {
      id
      status
      amountCents
      paidAt
      bankDetails {
        bankName
      }
    }
  }
`);

export type ReviewCardSubmission = DocumentType<typeof ReviewCardFragment>;

/** The transcript as the poet wrote it, or the fallback. */
export function Transcript({ text }: { text: string }) {
  return text.trim() ? <div className="transcript">{text}</div> : <p className="transcript transcript--missing">{NO_TRANSCRIPT}</p>;
}

/** The reviewer's note, or why the poem was taken down. */
export function ReviewNotes({ submission }: { submission: ReviewCardSubmission }) {
  return (
    <>
      {submission.feedback ? (
        <p className="review-feedback">
          <strong>Feedback:</strong> {submission.feedback}
        </p>
      ) : null}
      {submission.takenDown && submission.takenDownReason ? (
        <p className="review-feedback">
          <strong>Taken down:</strong> {submission.takenDownReason}
        </p>
      ) : null}
    </>
  );
}

/** A submission in the review queue: who sent it, on what, the poem itself and what may be done with it. */
export function ReviewCard({ submission: shown }: { submission: FragmentType<typeof ReviewCardFragment> }) {
  const submission = getFragmentData(ReviewCardFragment, shown);
  const title = poemTitle(submission);
  return (
    <article className="card review-card" aria-label={title}>
      <div className="review-card-heading">
        <h3>
          <Link to={`/admin/review/${submission.id}`}>{title}</Link>
        </h3>
        <SubmissionStatusBadge status={submission.status} takenDown={submission.takenDown} />
      </div>
      <p className="card-meta">
        By {submission.submitter?.name ?? submission.authorName} · {submission.topicTitle}
        <br />
        Submitted <time dateTime={submission.submittedAt}>{formatDateTime(submission.submittedAt)}</time>
        <br />
        Video: {videoProcessingText(submission)}
        {submission.integrityScore !== null ? (
          <>
            <br />
            Integrity score: {submission.integrityScore} of 100
          </>
        ) : null}
      </p>
      <PoemVideo video={submission} label={`${title}, by ${submission.authorName}`} />
      <VideoProcessingError facts={submission} />
      <Transcript text={submission.transcript} />
      <ReviewNotes submission={submission} />
      <ReviewActions submission={submission} />
    </article>
  );
}
