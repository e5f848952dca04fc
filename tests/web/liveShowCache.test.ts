import { ApolloClient, ApolloLink, InMemoryCache, gql } from '@apollo/client';
import { of } from 'rxjs';
import { typePolicies } from '../../web/src/apollo/typePolicies';

const SHOW = gql`
  query Show($topicId: ID!) {
    liveShow(topicId: $topicId) { topicId version running revealedAt }
  }
`;
const night = (version: number, running: boolean) => ({ __typename: 'LiveShow', topicId: 't1', version, running, revealedAt: null });

/** The night the cache holds after it held `cached` and the server then answered a read with `answer`. */
async function afterRead(cached: ReturnType<typeof night>, answer: ReturnType<typeof night>) {
  const cache = new InMemoryCache({ typePolicies });
  const client = new ApolloClient({ cache, link: new ApolloLink(() => of({ data: { liveShow: structuredClone(answer) } })) });
  cache.writeQuery({ query: SHOW, variables: { topicId: 't1' }, data: { liveShow: cached } });
  await client.query({ query: SHOW, variables: { topicId: 't1' }, fetchPolicy: 'network-only' });
  return cache.readQuery<{ liveShow: ReturnType<typeof night> }>({ query: SHOW, variables: { topicId: 't1' } })?.liveShow;
}

describe('a slam night in the web client cache only moves forward', () => {
  it('keeps the cached night when a read the server made before the last change arrives', async () => {
    // The host ended the night (version 5); a read from while it ran (version 3) arrives late.
    expect(await afterRead(night(5, false), night(3, true))).toMatchObject({ version: 5, running: false });
  });

  it('takes a newer night as the server gave it', async () => {
    expect(await afterRead(night(3, true), night(5, false))).toMatchObject({ version: 5, running: false });
  });
});
