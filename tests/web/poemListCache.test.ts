import { InMemoryCache, gql } from '@apollo/client';
import { typePolicies } from '../../web/src/apollo/typePolicies';
import { addToPoemLists, removeFromPoemLists, type ListedPoem } from '../../web/src/poems/poemListCache';

const LIST = gql`
  query List($topicId: ID!, $search: String, $sort: PoemSort!, $first: Int!, $offset: Int!) {
    votingPoems(topicId: $topicId, search: $search, sort: $sort, first: $first, offset: $offset) {
      totalCount
      nodes { id title transcript authorName topicId voteCount submittedAt }
    }
  }
`;

const TOPIC = 'topic-1';
let sequence = 0;
function poem(title: string, voteCount: number, submittedAt: string, topicId = TOPIC): ListedPoem & { __typename: 'Poem' } {
  sequence += 1;
  return { __typename: 'Poem', id: `poem-${sequence}`, title, transcript: 'Lines of it.', authorName: 'Ama Poet', topicId, voteCount, submittedAt };
}

const older = poem('Old Tide', 9, '2026-11-01T10:00:00.000Z');
const middle = poem('Market Day', 4, '2026-11-05T10:00:00.000Z');
const newest = poem('Night Bus', 1, '2026-11-09T10:00:00.000Z');

type Variables = { topicId: string; search: string | null; sort: 'VOTES' | 'NEWEST' | 'OLDEST'; first: number; offset: number };

/** A cache holding one list as the server answered it: `loaded` of `totalCount` poems. */
function cacheWith(variables: Partial<Variables>, loaded: ListedPoem[], totalCount = loaded.length) {
  const cache = new InMemoryCache({ typePolicies });
  const all: Variables = { topicId: TOPIC, search: null, sort: 'VOTES', first: 12, offset: 0, ...variables };
  cache.writeQuery({ query: LIST, variables: all, data: { votingPoems: { __typename: 'PoemPage', totalCount, nodes: loaded } } });
  const read = () => cache.readQuery<{ votingPoems: { totalCount: number; nodes: { title: string }[] } }>({ query: LIST, variables: all })?.votingPoems;
  /** Writes a poem as the subscription's answer would, then places it. */
  const publish = (published: ListedPoem & { __typename: 'Poem' }) => {
    cache.writeFragment({ id: `Poem:${published.id}`, fragment: gql`fragment P on Poem { id title transcript authorName topicId voteCount submittedAt }`, data: published });
    addToPoemLists(cache, [published]);
  };
  return { cache, read, publish, titles: () => read()?.nodes.map((node) => node.title) };
}

describe('placing live poems in cached lists', () => {
  it('puts a new poem where each sort places it, and counts it', () => {
    const fresh = poem('Dawn Chorus', 0, '2026-11-07T10:00:00.000Z');
    const byVotes = cacheWith({ sort: 'VOTES' }, [older, middle, newest]);
    byVotes.publish(fresh);
    expect(byVotes.titles()).toEqual(['Old Tide', 'Market Day', 'Night Bus', 'Dawn Chorus']);
    expect(byVotes.read()?.totalCount).toBe(4);

    const byNewest = cacheWith({ sort: 'NEWEST' }, [newest, middle, older]);
    byNewest.publish(fresh);
    expect(byNewest.titles()).toEqual(['Night Bus', 'Dawn Chorus', 'Market Day', 'Old Tide']);

    const byOldest = cacheWith({ sort: 'OLDEST' }, [older, middle, newest]);
    byOldest.publish(fresh);
    expect(byOldest.titles()).toEqual(['Old Tide', 'Market Day', 'Dawn Chorus', 'Night Bus']);
  });

  it('only counts a poem that sorts past the poems loaded so far, for loading more to bring', () => {
    const list = cacheWith({ sort: 'VOTES' }, [older, middle], 3);
    list.publish(poem('Late Entry', 0, '2026-11-08T10:00:00.000Z'));
    expect(list.titles()).toEqual(['Old Tide', 'Market Day']);
    expect(list.read()?.totalCount).toBe(4);
  });

  it('leaves lists of other topics and searches the poem does not match alone', () => {
    const otherTopic = cacheWith({}, [older]);
    otherTopic.publish(poem('Elsewhere', 0, '2026-11-08T10:00:00.000Z', 'topic-2'));
    expect(otherTopic.titles()).toEqual(['Old Tide']);

    const searched = cacheWith({ search: 'tide' }, [older]);
    searched.publish(poem('Spring TIDE', 0, '2026-11-08T10:00:00.000Z'));
    searched.publish(poem('Dry Land', 0, '2026-11-08T11:00:00.000Z'));
    expect(searched.titles()).toEqual(['Old Tide', 'Spring TIDE']);
    expect(searched.read()?.totalCount).toBe(2);
  });

  it('adds a poem sent twice once', () => {
    const list = cacheWith({}, [older]);
    const twice = poem('Echo', 0, '2026-11-08T10:00:00.000Z');
    list.publish(twice);
    list.publish(twice);
    expect(list.titles()).toEqual(['Old Tide', 'Echo']);
    expect(list.read()?.totalCount).toBe(2);
  });

  it('takes a removed poem out of every list, with its count', () => {
    const list = cacheWith({}, [older, middle, newest], 5);
    removeFromPoemLists(list.cache, [middle.id]);
    expect(list.titles()).toEqual(['Old Tide', 'Night Bus']);
    expect(list.read()?.totalCount).toBe(4);
    expect(list.cache.extract()[`Poem:${middle.id}`]).toBeUndefined();
  });
});
