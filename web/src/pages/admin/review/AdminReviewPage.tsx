import { useFragment, useQuery } from '@apollo/client/react';
import { useId } from 'react';
import { Link, useSearchParams } from '../../../routing/router';
import { graphql, makeFragmentData, type DocumentType } from '../../../__generated__';
import { PagedQueryCell } from '../../../components/QueryCell';
import { SkeletonCards } from '../../../components/Skeleton';
import { AdminPage } from '../AdminPage';
import { adminReadFailureText } from '../../../apollo/errors';
import { ReviewCard, ReviewCardFragment } from './ReviewCard';
import { useKeptIds } from '../useKeptIds';
import { REVIEW_FILTERS, REVIEW_SORTS, reviewFilterFrom, reviewSortFrom, submissionsLabel, type ReviewFilter, type ReviewSort } from './reviewFilters';
import { AdminTopicsQuery } from '../topics/useAdminTopics';
import './review.css';

const PAGE_SIZE = 20;

const AdminReviewListQuery = graphql(`
  query AdminReviewListQuery($status: SubmissionFilter!, $topicId: ID, $sort: SubmissionSort!, $first: Int!, $offset: Int!) {
    reviewSubmissions(status: $status, topicId: $topicId, sort: $sort, first: $first, offset: $offset) {
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
        id
        submittedAt
        integrityScore
        ...ReviewCard_submission
      }
    }
  }
`);

/** A card read from the cache, so it shows what the live updates say even after it left the list. */
function LiveReviewCard({ id }: { id: string }) {
  const { data, complete } = useFragment({ fragment: ReviewCardFragment, fragmentName: 'ReviewCard_submission', from: { __typename: 'Submission', id } });
  return complete ? <ReviewCard submission={makeFragmentData(data, ReviewCardFragment)} /> : null;
}

/** Narrows the list to one topic and orders it, through the address (?topic=…&sort=score). */
function ReviewListControls({ topicId, sort }: { topicId: string | null; sort: ReviewSort }) {
  const [params, setParams] = useSearchParams();
  const { data } = useQuery(AdminTopicsQuery);
  const topicFieldId = useId();
  const sortFieldId = useId();
  const change = (name: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  };
  return (
    <div className="list-controls">
      <div className="field">
        <label htmlFor={topicFieldId}>Topic</label>
        <select id={topicFieldId} value={topicId ?? ''} onChange={(event) => change('topic', event.target.value || null)}>
          <option value="">All topics</option>
          {(data?.adminTopics ?? []).map((topic) => (
            <option key={topic.id} value={topic.id}>
              {topic.title}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={sortFieldId}>Sort by</label>
        <select id={sortFieldId} value={sort.param} onChange={(event) => change('sort', event.target.value)}>
          {REVIEW_SORTS.map((option) => (
            <option key={option.param} value={option.param}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

type ReviewCounts = DocumentType<typeof AdminReviewListQuery>['reviewSubmissions']['counts'];

/** The status chips, with their counts once the list has come, and the topic and order controls. */
function ReviewListHead({ filter, topicId, sort, counts }: { filter: ReviewFilter; topicId: string | null; sort: ReviewSort; counts?: ReviewCounts }) {
  const [params] = useSearchParams();
  return (
    <>
      <nav className="topic-chips review-filters" aria-label="Submission status">
        {REVIEW_FILTERS.map((option) => (
          <Link key={option.param} to={`?${withParam(params, 'status', option.param)}`} replace className="topic-chip" aria-current={option === filter ? 'page' : undefined}>
            {option.label}
            {counts ? <span className="chip-count"> ({counts[option.countKey]})</span> : null}
          </Link>
        ))}
      </nav>
      <ReviewListControls topicId={topicId} sort={sort} />
    </>
  );
}

function ReviewList({ filter, topicId, sort }: { filter: ReviewFilter; topicId: string | null; sort: ReviewSort }) {
  const result = useQuery(AdminReviewListQuery, {
    variables: { status: filter.value, topicId, sort: sort.value, first: PAGE_SIZE, offset: 0 },
    notifyOnNetworkStatusChange: true,
    fetchPolicy: 'cache-and-network',
  });
  const ids = useKeptIds(result.data?.reviewSubmissions.nodes, sort.orderOf, 'desc');
  const head = { filter, topicId, sort };

  return (
    <PagedQueryCell
      result={result}
      failure={adminReadFailureText}
      loading={
        <>
          <ReviewListHead {...head} />
          <SkeletonCards count={3} media label="Loading submissions…" />
        </>
      }
      nextPage={({ reviewSubmissions: { nodes, totalCount } }) => (nodes.length < totalCount ? () => result.fetchMore({ variables: { offset: nodes.length } }) : null)}
      moreLabel="Load more submissions"
    >
      {({ reviewSubmissions: page }) => (
        <>
          <ReviewListHead {...head} counts={page.counts} />
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
        </>
      )}
    </PagedQueryCell>
  );
}

/** The address's query with `name` set to `value`, keeping the rest (topic and order). */
function withParam(params: URLSearchParams, name: string, value: string): string {
  const next = new URLSearchParams(params);
  next.set(name, value);
  return next.toString();
}

export default function AdminReviewPage() {
  const [params] = useSearchParams();
  const filter = reviewFilterFrom(params.get('status'));
  const topicId = params.get('topic');
  const sort = reviewSortFrom(params.get('sort'));
  return (
    <AdminPage title="Review Submissions" lead="Watch new poems, approve or reject them, and leave feedback for the poet.">
      <ReviewList key={`${filter.value} ${topicId} ${sort.param}`} filter={filter} topicId={topicId} sort={sort} />
    </AdminPage>
  );
}
