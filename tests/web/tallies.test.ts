import { ApolloClient, ApolloLink, InMemoryCache, gql } from '@apollo/client';
import { of } from 'rxjs';
import { poemAnswersLink } from '../../web/src/apollo/poemAnswers';
import { typePolicies } from '../../web/src/apollo/typePolicies';
import { writeNewerTally } from '../../web/src/poems/tallies';

const POEM = gql`
  query Poem($id: ID!) {
    poem(id: $id) { id title voteCount voteVersion frozen }
  }
`;
const LIST = gql`
  query List {
    votingPoems { totalCount nodes { id title voteCount voteVersion frozen } }
  }
`;

const poem = (id: string, voteCount: number, voteVersion = voteCount, frozen = false) => ({ __typename: 'Poem', id, title: `Poem ${id}`, voteCount, voteVersion, frozen });

/** A client whose server answers every operation with `answer`, the way the web app's client takes answers in. */
function clientAnswering(answer: Record<string, unknown>) {
  const cache = new InMemoryCache({ typePolicies });
  const server = new ApolloLink(() => of({ data: structuredClone(answer) }));
  const client = new ApolloClient({ cache, link: ApolloLink.from([poemAnswersLink(cache), server]) });
  const countOf = (id: string) => (cache.extract() as Record<string, { voteCount?: number; voteVersion?: number }>)[`Poem:${id}`];
  return { cache, client, countOf };
}

describe('tallies in the web client cache only move forward', () => {
  it('keeps the newer count when a read the server made before the last live tallies arrives', async () => {
    const { cache, client, countOf } = clientAnswering({ poem: poem('p1', 5) });
    cache.writeQuery({ query: POEM, variables: { id: 'p1' }, data: { poem: poem('p1', 7) } });

    const { data } = await client.query<{ poem: { voteCount: number; voteVersion: number } }>({ query: POEM, variables: { id: 'p1' }, fetchPolicy: 'network-only' });
    expect(data?.poem).toMatchObject({ voteCount: 7, voteVersion: 7 });
    expect(countOf('p1')).toMatchObject({ voteCount: 7, voteVersion: 7 });
  });

  it('takes a newer count, and a poem the cache has not seen, as the server gave them', async () => {
    const { cache, client, countOf } = clientAnswering({ votingPoems: { __typename: 'PoemPage', totalCount: 2, nodes: [poem('p1', 9, 9, true), poem('p2', 3)] } });
    cache.writeQuery({ query: POEM, variables: { id: 'p1' }, data: { poem: poem('p1', 7) } });

    await client.query({ query: LIST, fetchPolicy: 'network-only' });
    expect(countOf('p1')).toMatchObject({ voteCount: 9, voteVersion: 9, frozen: true });
    expect(countOf('p2')).toMatchObject({ voteCount: 3, voteVersion: 3 });
  });

  it('brings poems deep in a list up to the cached tally', async () => {
    const { cache, client, countOf } = clientAnswering({ votingPoems: { __typename: 'PoemPage', totalCount: 2, nodes: [poem('p1', 2), poem('p2', 4)] } });
    cache.writeQuery({ query: POEM, variables: { id: 'p2' }, data: { poem: poem('p2', 6, 6, true) } });

    await client.query({ query: LIST, fetchPolicy: 'network-only' });
    expect(countOf('p1')).toMatchObject({ voteCount: 2, voteVersion: 2 });
    expect(countOf('p2')).toMatchObject({ voteCount: 6, voteVersion: 6, frozen: true });
  });

  it('writes a vote answer or live tally unless the cached one is newer', () => {
    const cache = new InMemoryCache({ typePolicies });
    cache.writeQuery({ query: POEM, variables: { id: 'p1' }, data: { poem: poem('p1', 7) } });
    const countOf = () => cache.readQuery<{ poem: { voteCount: number } }>({ query: POEM, variables: { id: 'p1' } })?.poem.voteCount;

    writeNewerTally(cache, { poemId: 'p1', voteCount: 5, voteVersion: 5, frozen: false });
    expect(countOf()).toBe(7);
    writeNewerTally(cache, { poemId: 'p1', voteCount: 8, voteVersion: 8, frozen: false });
    expect(countOf()).toBe(8);
    writeNewerTally(cache, { poemId: 'elsewhere', voteCount: 1, voteVersion: 1, frozen: false });
    expect(cache.extract()).not.toHaveProperty('Poem:elsewhere');
  });
});
