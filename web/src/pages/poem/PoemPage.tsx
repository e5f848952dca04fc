import { useQuery } from '@apollo/client/react';
import { Link, useParams } from 'react-router-dom';
import { graphql, type DocumentType } from '../../__generated__';
import { apiFailureOf, readFailureText } from '../../apollo/errors';
import { QueryCell } from '../../components/QueryCell';
import { PageLoading } from '../../components/PageLoading';
import { PoemCard } from '../../poems/PoemCard';
import { poemTitle } from '../../poems/poemText';
import { ShareButton } from '../../poems/ShareButton';
import { TopicVotingState } from '../../poems/TopicVotingState';
import { SlamNight } from '../../live/SlamNight';
import { useTopicVotes } from '../../poems/useTopicVotes';
import { readIntoCache, type PageReads } from '../../routing/pageReads';
import NotFoundPage from '../NotFoundPage';
import { PoemVoidings, readPoemVoidings } from './PoemVoidings';
import './poem.css';

const PoemPageQuery = graphql(`
  query PoemPageQuery($id: ID!) {
    poem(id: $id) {
      id
      title
      authorName
      topicId
      topicTitle
      ...PoemCard_poem
    }
  }
`);

const PoemTopicVotingQuery = graphql(`
  query PoemTopicVotingQuery($topicId: ID!) {
    topicVoting(topicId: $topicId) {
      votingOpen
      ...TopicVotingState_voting
    }
  }
`);

/** SPEC.md's words when the poem could not be fetched; a refusal by the API says its own. */
const poemFailureText = (error: unknown) => (apiFailureOf(error).code ? readFailureText(error) : 'Could not load poem data');

/** The poem, its voidings beside it, then its topic's voting, which names the topic the poem gives. */
export const pageReads: PageReads = async ({ client, params }) => {
  const id = params.poemId ?? '';
  const [page] = await Promise.all([readIntoCache(client, PoemPageQuery, { id }), readPoemVoidings(client, id)]);
  const topicId = page?.poem?.topicId;
  if (topicId) await readIntoCache(client, PoemTopicVotingQuery, { topicId });
};

/** A public poem's own page: the link poets share when they ask for votes. */
export default function PoemPage() {
  const { poemId = '' } = useParams();
  const result = useQuery(PoemPageQuery, { variables: { id: poemId } });
  const topicId = result.data?.poem?.topicId;
  const voting = useQuery(PoemTopicVotingQuery, { variables: { topicId: topicId ?? '' }, skip: !topicId });
  useTopicVotes(topicId);

  const topicVoting = voting.data?.topicVoting;
  return (
    <QueryCell
      result={result}
      failure={poemFailureText}
      loading={<PageLoading label="Loading the poem…" />}
      isEmpty={(data) => !data.poem}
      empty={<NotFoundPage />}
    >
      {({ poem }) => poem && <PoemView poem={poem} topicVoting={topicVoting} />}
    </QueryCell>
  );
}

type ShownPoem = NonNullable<DocumentType<typeof PoemPageQuery>['poem']>;
type ShownVoting = DocumentType<typeof PoemTopicVotingQuery>['topicVoting'];

function PoemView({ poem, topicVoting }: { poem: ShownPoem; topicVoting: ShownVoting | undefined }) {
  const title = poemTitle(poem);
  return (
    <div className="poem-page">
      <title>{`${title} by ${poem.authorName} · Spoken`}</title>
      <p className="eyebrow">
        A poem on <Link to={`/voting/${poem.topicId}`}>{poem.topicTitle}</Link>
      </p>
      {topicVoting ? <TopicVotingState voting={topicVoting} /> : null}
      <SlamNight topicId={poem.topicId}>
        <PoemCard poem={poem} votingOpen={topicVoting?.votingOpen ?? true} variant="featured" headingLevel="h1" voteLabel="Vote for this poem" pagePoem />
      </SlamNight>
      <PoemVoidings poemId={poem.id} />
      <div className="poem-page-actions">
        <ShareButton path={`/poems/${poem.id}`} title={`${title} by ${poem.authorName}`} />
        <Link to={`/voting/${poem.topicId}`} className="button button--ghost">
          More poems on {poem.topicTitle}
        </Link>
      </div>
    </div>
  );
}
