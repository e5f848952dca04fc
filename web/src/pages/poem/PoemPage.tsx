import { useQuery } from '@apollo/client/react';
import { Link, useParams } from 'react-router-dom';
import { graphql } from '../../__generated__';
import { ErrorBanner } from '../../components/ErrorBanner';
import { PageLoading } from '../../components/PageLoading';
import { PoemCard } from '../../poems/PoemCard';
import { poemTitle } from '../../poems/poemText';
import { TopicVotingState } from '../../poems/TopicVotingState';
import { useTopicVotes } from '../../poems/useTopicVotes';
import NotFoundPage from '../NotFoundPage';
import { PoemVoidings } from './PoemVoidings';
import { ShareButton } from './ShareButton';

const PoemPageQuery = graphql(`
  query PoemPageQuery($id: ID!) {
    poem(id: $id) {
      ...PoemCard_poem
    }
  }
`);

const PoemTopicVotingQuery = graphql(`
  query PoemTopicVotingQuery($topicId: ID!) {
    topicVoting(topicId: $topicId) {
      ...TopicVotingState_voting
    }
  }
`);

/** A public poem's own page: the link poets share when they ask for votes. */
export default function PoemPage() {
  const { poemId = '' } = useParams();
  const { data, error, refetch } = useQuery(PoemPageQuery, { variables: { id: poemId } });
  const topicId = data?.poem?.topicId;
  const voting = useQuery(PoemTopicVotingQuery, { variables: { topicId: topicId ?? '' }, skip: !topicId });
  useTopicVotes(topicId);

  if (error && !data) return <ErrorBanner message="Could not load poem data" onRetry={() => void refetch()} />;
  if (!data) return <PageLoading label="Loading the poem…" />;
  const { poem } = data;
  if (!poem) return <NotFoundPage />;

  const title = poemTitle(poem);
  const topicVoting = voting.data?.topicVoting;
  return (
    <div className="poem-page">
      <title>{`${title} by ${poem.authorName} · Spoken`}</title>
      <p className="eyebrow">
        A poem on <Link to={`/voting/${poem.topicId}`}>{poem.topicTitle}</Link>
      </p>
      {topicVoting ? <TopicVotingState voting={topicVoting} /> : null}
      <PoemCard poem={poem} votingOpen={topicVoting?.votingOpen ?? true} variant="featured" headingLevel="h1" voteLabel="Vote for this poem" />
      <PoemVoidings poemId={poem.id} />
      <div className="poem-page-actions">
        <ShareButton title={`${title} by ${poem.authorName}`} />
        <Link to={`/voting/${poem.topicId}`} className="button button--ghost">
          More poems on {poem.topicTitle}
        </Link>
      </div>
    </div>
  );
}
