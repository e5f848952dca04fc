import { useQuery } from '@apollo/client/react';
import { Link, useParams } from 'react-router-dom';
import { getFragmentData, graphql } from '../../../__generated__';
import { PageLoading } from '../../../components/PageLoading';
import { QueryCell } from '../../../components/QueryCell';
import { formatCents, formatDateTime, formatFileSize } from '../../../lib/format';
import { PoemVideo } from '../../../media/PoemVideo';
import { videoProcessingText, VideoProcessingError } from '../../../media/VideoProcessing';
import { poemTitle, voteCountLabel } from '../../../poems/poemText';
import { VoteProgress } from '../../../poems/VoteProgress';
import { AdminPage } from '../AdminPage';
import { adminReadFailureText } from '../../../apollo/errors';
import { IntegrityReview } from './IntegrityReview';
import { ReviewActions } from './ReviewActions';
import { ReviewCardFragment, ReviewNotes, Transcript } from './ReviewCard';
import { SubmissionStatusBadge } from '../../../submissions/SubmissionStatusBadge';
import { AdminSubmissionHistoryQuery, SubmissionHistory } from './SubmissionHistory';
import { SubmissionAuditTrail, SubmissionAuditTrailQuery } from './SubmissionAuditTrail';
import './review.css';

const AdminReviewDetailQuery = graphql(`
  query AdminReviewDetailQuery($id: ID!) {
    submission(id: $id) {
      ...ReviewCard_submission
      fileName
      fileSize
      submitter {
        id
        publicName
      }
    }
  }
`);

const AdminReviewDetailVotingQuery = graphql(`
  query AdminReviewDetailVotingQuery($topicId: ID!) {
    topicVoting(topicId: $topicId) {
      topicId
      votingOpen
      votingEndsAt
      bountyTarget
      bountyCents
      decidedAt
      bountyPoem {
        id
      }
      winner {
        id
      }
    }
  }
`);

function Competition({ submissionId, topicId, voteCount }: { submissionId: string; topicId: string; voteCount: number }) {
  const { data } = useQuery(AdminReviewDetailVotingQuery, { variables: { topicId } });
  const voting = data?.topicVoting;
  if (!voting) return <VoteProgress voteCount={voteCount} frozen={false} />;
  const earnedBounty = voting.bountyPoem?.id === submissionId;
  const won = voting.winner?.id === submissionId;
  return (
    <>
      <VoteProgress voteCount={voteCount} frozen={earnedBounty} />
      <dl className="detail-list">
        <dt>{formatCents(voting.bountyCents)} bounty</dt>
        <dd>
          {earnedBounty
            ? `Earned: first to ${voting.bountyTarget} votes`
            : voting.bountyPoem
              ? 'Earned by another poem on this topic'
              : `Not yet earned on this topic`}
        </dd>
        <dt>Topic winner</dt>
        <dd>
          {voting.votingOpen
            ? voting.votingEndsAt
              ? `Decided when voting ends on ${formatDateTime(voting.votingEndsAt)}`
              : 'Voting is open with no end set'
            : won
              ? 'This poem won the topic'
              : voting.winner
                ? 'Another poem won the topic'
                : 'No winner was decided'}
        </dd>
      </dl>
    </>
  );
}

function SubmissionDetail({ id }: { id: string }) {
  const result = useQuery(AdminReviewDetailQuery, { variables: { id } });
  return (
    <QueryCell result={result} failure={adminReadFailureText} loading={<PageLoading label="Loading the submission…" />}>
      {(data) => {
        const own = data.submission;
        if (!own) {
          return (
            <div className="empty-state">
              <h2>Submission not found</h2>
              <p>
                <Link to="/admin/review">Back to the review queue</Link>
              </p>
            </div>
          );
        }
        const card = getFragmentData(ReviewCardFragment, own);
        // The card's fields and the ones only this page reads, the submitter's from both.
        const submission = { ...card, ...own, submitter: card.submitter && own.submitter ? { ...card.submitter, ...own.submitter } : null };
        const title = poemTitle(submission);
        return (
          <div className="review-detail">
            <div className="review-detail-main">
              <div className="review-card-heading">
                <h2>{title}</h2>
                <SubmissionStatusBadge status={submission.status} takenDown={submission.takenDown} />
              </div>
              <PoemVideo video={card} label={`${title}, by ${submission.authorName}`} />
              <VideoProcessingError facts={submission} />
              <h3>Transcript</h3>
              <Transcript text={submission.transcript} />
              <ReviewNotes submission={card} />
              <ReviewActions submission={card} allowTakeDown />
            </div>
            <aside className="card review-detail-facts" aria-label="About this submission">
              <dl className="detail-list">
                <dt>Poet (public name)</dt>
                <dd>{submission.authorName}</dd>
                <dt>Account</dt>
                {submission.submitter ? (
                  <>
                    <dd>{submission.submitter.name}</dd>
                    <dd className="detail-one-line">{submission.submitter.email}</dd>
                  </>
                ) : (
                  <dd>Account deleted</dd>
                )}
                <dt>Topic</dt>
                <dd>{submission.topicTitle}</dd>
                <dt>Beat</dt>
                <dd>{submission.beatTitle ?? 'No beat'}</dd>
                <dt>Submitted</dt>
                <dd className="detail-one-line">{formatDateTime(submission.submittedAt)}</dd>
                <dt>Reviewed</dt>
                <dd className="detail-one-line">{submission.reviewedAt ? formatDateTime(submission.reviewedAt) : 'Not yet'}</dd>
                <dt>Last change</dt>
                <dd className="detail-one-line">{formatDateTime(submission.updatedAt)}</dd>
                <dt>File</dt>
                <dd className="break-anywhere">
                  {submission.fileName} ({formatFileSize(submission.fileSize)})
                </dd>
                <dt>Video</dt>
                <dd>{videoProcessingText(submission)}</dd>
                <dt>Votes</dt>
                <dd>{voteCountLabel(submission.voteCount)}</dd>
                <dt>Approval reward</dt>
                <dd>
                  {submission.approvalReward
                    ? `${formatCents(submission.approvalReward.amountCents)} ${
                        submission.approvalReward.paidAt ? `paid on ${formatDateTime(submission.approvalReward.paidAt)}` : submission.approvalReward.status.toLowerCase()
                      }`
                    : 'None yet'}
                </dd>
              </dl>
              <Competition submissionId={submission.id} topicId={submission.topicId} voteCount={submission.voteCount} />
            </aside>
            <IntegrityReview topicId={submission.topicId} poemId={submission.id} />
            <section className="section review-history" aria-labelledby="history-heading">
              <h2 id="history-heading">History</h2>
              <SubmissionHistory id={submission.id} />
            </section>
            <SubmissionAuditTrail id={submission.id} />
          </div>
        );
      }}
    </QueryCell>
  );
}

/** The submission's history and audit trail: another admin's decision adds to both. */
const QUEUE_READERS = [AdminSubmissionHistoryQuery, SubmissionAuditTrailQuery];

export default function AdminReviewDetailPage() {
  const { id = '' } = useParams();
  return (
    <AdminPage title="Review Submission" queueReaders={QUEUE_READERS} lead={<Link to="/admin/review">← Back to Review Submissions</Link>}>
      <SubmissionDetail key={id} id={id} />
    </AdminPage>
  );
}
