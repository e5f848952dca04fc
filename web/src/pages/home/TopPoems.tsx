import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { graphql } from '../../__generated__';
import { SkeletonCards } from '../../components/Skeleton';
import { PoemCard } from '../../poems/PoemCard';
import { useLivePoemList } from '../../poems/useLivePoemList';
import { SlamNight } from '../../live/SlamNight';
import { useTopicVotes } from '../../poems/useTopicVotes';
import { useSpreadRefetch } from '../../lib/useSpreadRefetch';
import type { ActiveTopic } from '../../topics/useActiveTopics';
import { QueryCell } from '../../components/QueryCell';

/** The featured poem plus up to 6 Top Poems. */
const SHOWN = 7;
/** How far apart in time open home pages fill a place a taken-down poem left (see useSpreadRefetch). */
const REFILL_SPREAD_MS = 5000;

const HomeTopPoemsQuery = graphql(`
  query HomeTopPoemsQuery($topicId: ID!, $first: Int!) {
    votingPoems(topicId: $topicId, sort: VOTES, first: $first) {
      totalCount
      nodes {
        id
        ...PoemCard_poem
      }
    }
  }
`);

/** A topic's most-voted poem, featured, and the next six, with live counts. */
export function TopPoems({ topic }: { topic: ActiveTopic }) {
  const result = useQuery(HomeTopPoemsQuery, { variables: { topicId: topic.id, first: SHOWN } });
  const { data, refetch } = result;
  useTopicVotes(topic.id);
  useLivePoemList(topic.id);
  // The list is shared with the voting page's, which may hold more: home shows its first seven.
  const shownOf = (answer: NonNullable<typeof data>) => answer.votingPoems.nodes.slice(0, SHOWN);
  const refill = useSpreadRefetch(refetch, REFILL_SPREAD_MS);
  const short = data !== undefined && shownOf(data).length < Math.min(SHOWN, data.votingPoems.totalCount);
  useEffect(() => {
    if (short) refill();
  }, [short, refill]);

  return (
    <QueryCell
      result={result}
      loading={<SkeletonCards count={3} media label="Loading poems…" />}
      isEmpty={(answer) => shownOf(answer).length === 0}
      empty={
        <div className="empty-state">
          <h3>No poems found for this topic yet</h3>
          <p>No approved poems are available for voting at this time. Check back soon!</p>
        </div>
      }
    >
      {(answer) => {
        const [featured, ...others] = shownOf(answer);
        return (
          <SlamNight topicId={topic.id}>
            {featured ? (
              <PoemCard
                poem={featured}
                votingOpen={topic.votingOpen}
                variant="featured"
                headingLevel="h3"
                badges={<span className="tag tag--accent">Top Voted</span>}
                voteLabel="Vote for this poem"
              />
            ) : null}
            {others.length > 0 ? (
              <>
                <h3 className="top-poems-heading">Top Poems</h3>
                <div className="card-grid">
                  {others.map((poem) => (
                    <PoemCard key={poem.id} poem={poem} votingOpen={topic.votingOpen} />
                  ))}
                </div>
              </>
            ) : null}
            <p className="section-more">
              <Link to={`/voting/${topic.id}`} className="button button--secondary">
                See all {answer.votingPoems.totalCount} poems on {topic.title}
              </Link>
            </p>
          </SlamNight>
        );
      }}
    </QueryCell>
  );
}
