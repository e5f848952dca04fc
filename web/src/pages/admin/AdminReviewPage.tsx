import { useFragment, useQuery } from '@apollo/client/react';
import { Link, useSearchParams } from 'react-router-dom';
import { graphql } from '../../__generated__';
import { ErrorBanner, LOAD_FAILED } from '../../components/ErrorBanner';
import { LoadMore } from '../../components/LoadMore';
import { SkeletonCards } from '../../components/Skeleton';
import { AdminPage } from './AdminPage';
import { adminErrorText } from './adminError';
import { ReviewCard, ReviewCardFragment } from './ReviewCard';
import { useKeptIds } from './useKeptIds';
import { REVIEW_FILTERS, reviewFilterFrom, submissionsLabel, type ReviewFilter } from './reviewFilters';

const PAGE_SIZE = 20;

const AdminReviewListQuery = graphql(`
  query AdminReviewListQuery($status: SubmissionFilter!, $first: Int!, $offset: Int!) {
    reviewSubmissions(status: $status, first: $first, offset: $offset) {
      totalCount
      counts {
        pending
        approved
        rejected
        paid
        withdrawn
        takenDown
        all
      }
      nodes {
        ...ReviewCard_submission
      }
    }
  }
`);

/** A card read from the cache, so it shows what the live updates say even after it left the list. */
function LiveReviewCard({ id }: { id: string }) {
  const { data, complete } = useFragment({ fragment: ReviewCardFragment, from: { __typename: 'Submission', id } });
  return complete ? <ReviewCard submission={data} /> : null;
}

function ReviewList({ filter }: { filter: ReviewFilter }) {
  const { data, previousData, loading, error, refetch, fetchMore } = useQuery(AdminReviewListQuery, {
    variables: { status: filter.value, first: PAGE_SIZE, offset: 0 },
    notifyOnNetworkStatusChange: true,
    fetchPolicy: 'cache-and-network',
  });
  const shown = data ?? previousData;
  const ids = useKeptIds(data?.reviewSubmissions.nodes, (node) => node.submittedAt, 'desc');

  if (error && !shown) return <ErrorBanner message={adminErrorText('fetching data', error)} onRetry={() => void refetch()} />;
  const page = shown?.reviewSubmissions;

  return (
    <>
      <nav className="topic-chips review-filters" aria-label="Submission status">
        {REVIEW_FILTERS.map((option) => (
          <Link key={option.param} to={`?status=${option.param}`} replace className="topic-chip" aria-current={option === filter ? 'page' : undefined}>
            {option.label}
            {page ? <span className="chip-count"> ({page.counts[option.countKey]})</span> : null}
          </Link>
        ))}
      </nav>
      {!page ? (
        <SkeletonCards count={3} media label="Loading submissions…" />
      ) : (
        <>
          <p className="count-line" role="status">
            {page.totalCount} {submissionsLabel(filter, page.totalCount)}
          </p>
          {ids.length === 0 ? (
            <p className="empty-state">{filter.value === 'ALL' ? 'No submissions found.' : `No ${filter.label.toLowerCase()} submissions found.`}</p>
          ) : (
            <div className="card-grid review-grid">
              {ids.map((id) => (
                <LiveReviewCard key={id} id={id} />
              ))}
            </div>
          )}
          {error ? <ErrorBanner message={LOAD_FAILED} onRetry={() => void refetch()} /> : null}
          {page.nodes.length < page.totalCount ? (
            <LoadMore onLoadMore={() => void fetchMore({ variables: { offset: page.nodes.length } })} loading={loading} label="Load more submissions" />
          ) : null}
        </>
      )}
    </>
  );
}

export default function AdminReviewPage() {
  const [params] = useSearchParams();
  const filter = reviewFilterFrom(params.get('status'));
  return (
    <AdminPage title="Review Submissions" lead="Watch new poems, approve or reject them, and leave feedback for the poet.">
      <ReviewList key={filter.value} filter={filter} />
    </AdminPage>
  );
}
