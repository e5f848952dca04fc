import { gql } from '../utils/graphql';
import { withTestServer } from '../utils/withTestServer';

const POEMS = `{ galleryPoems { id title content authorName topicName } }`;
const POEM = `query Poem($id: ID!) { galleryPoem(id: $id) { id title authorName topicName } }`;

interface Poem {
  id: string;
  title: string;
  content: string;
  authorName: string | null;
  topicName: string;
}

describe('the poetry gallery', () => {
  const given = withTestServer();

  it('shows about thirty sample poems in gallery order, to anyone', async () => {
    const poems = (await gql<{ galleryPoems: Poem[] }>(given.server, POEMS)).data?.galleryPoems ?? [];
    expect(poems).toHaveLength(30);
    expect(poems.map((poem) => poem.id)).toEqual(Array.from({ length: 30 }, (_, index) => `gallery-${String(index + 1).padStart(2, '0')}`));
    for (const poem of poems) {
      const lines = poem.content.split('\n').length;
      expect({ id: poem.id, fits: lines >= 8 && lines <= 20 && poem.title !== '' && poem.topicName !== '' }).toEqual({ id: poem.id, fits: true });
    }
  });

  it('leaves some authors unknown, for the gallery to show as Unknown Author', async () => {
    const poems = (await gql<{ galleryPoems: Poem[] }>(given.server, POEMS)).data?.galleryPoems ?? [];
    expect(poems.filter((poem) => poem.authorName === null).length).toBeGreaterThanOrEqual(2);
  });

  it('finds one poem by id, and answers null for an unknown one', async () => {
    expect((await gql(given.server, POEM, { id: 'gallery-10' })).data).toEqual({
      galleryPoem: { id: 'gallery-10', title: 'The Sea at Durban', authorName: 'Nokuthula Naidoo', topicName: 'The Sea' },
    });
    expect((await gql(given.server, POEM, { id: 'gallery-99' })).data).toEqual({ galleryPoem: null });
  });
});
