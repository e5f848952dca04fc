import { useQuery } from '@apollo/client/react';
import { graphql } from '../../__generated__';
import type { PoemSort } from '../../__generated__/graphql';
import { PagedQueryCell } from '../../components/QueryCell';
import { SkeletonCards } from '../../components/Skeleton';
import { PoemCard } from '../../poems/PoemCard';
import { useLivePoemList } from '../../poems/useLivePoemList';

const PAGE_SIZE = 12;

const VotingPoemsQuery = graphql(`
  query VotingPoemsQuery($topicId: ID!, $search: String, $sort: PoemSort!, $first: Int!, $offset: Int!) {
    votingPoems(topicId: $topicId, search: $search, sort: $sort, first: $first, offset: $offset) {
      totalCount
      nodes {
        id
        ...PoemCard_poem
      }
    }
  }
`);

interface VotingPoemsProps {
  topicId: string;
  search: string;
  sort: PoemSort;
  votingOpen: boolean;
}

function countLine(count: number): string {
  return `${count} ${count === 1 ? 'Poem' : 'Poems'} to Vote On`;
}

/** A topic's public poems, searched and sorted by the server, loaded a page at a time. */
export function VotingPoems({ topicId, search, sort, votingOpen }: VotingPoemsProps) {
  const result = useQuery(VotingPoemsQuery, {
    variables: { topicId, search: search || null, sort, first: PAGE_SIZE, offset: 0 },
    notifyOnNetworkStatusChange: true,
  });
  const { loading, fetchMore } = result;
  useLivePoemList(topicId);

  return (
    <PagedQueryCell
      result={result}
      loading={<SkeletonCards count={3} media label="Loading poems…" />}
      nextPage={({ votingPoems: { nodes, totalCount } }) => (nodes.length < totalCount ? () => fetchMore({ variables: { offset: nodes.length } }) : null)}
      moreLabel="Load more poems"
    >
      {({ votingPoems: { nodes, totalCount } }) => (
        <>
          <p className="count-line" role="status">
            {countLine(totalCount)}
          </p>
          {nodes.length === 0 ? (
            search ? (
              <div className="empty-state">
                <h3>No poems match “{search}”</h3>
                <p>Try another word from a title, a poet’s name or a line.</p>
              </div>
            ) : (
              <div className="empty-state">
                <h3>No poems found for this topic yet</h3>
                <p>No approved poems are available for voting at this time. Check back soon!</p>
              </div>
            )
          ) : (
            <div className="card-grid voting-grid" aria-busy={loading}>
              {nodes.map((poem) => (
                <PoemCard key={poem.id} poem={poem} votingOpen={votingOpen} headingLevel="h2" />
              ))}
            </div>
          )}
        </>
      )}
    </PagedQueryCell>
  );
}
