import { eq } from 'drizzle-orm';
import { topics } from '../../server/db/schema';
import { gql } from '../utils/graphql';
import { poetsAndAdmin, seedPlayablePoem, seedTopic, signIn, reloadUser } from '../utils/scenarios';
import { withTestServer } from '../utils/withTestServer';

const POEM = `query ($id: ID!) { poem(id: $id) { id renditions { url } } }`;
const INDEX_HTML = '<!doctype html><html><head><title>Spoken</title></head><body><div id="root"></div></body></html>';

// SPEC.md: a hidden topic's poems are private: not by id, not their media, not their share page,
// except to their poet and admins.
describe("a hidden topic's poems", () => {
  const given = withTestServer({ indexHtml: INDEX_HTML });

  it('leave public view with their media and share page, and stay with their poet and admins', async () => {
    const topic = await seedTopic(given.server.db, { active: true });
    const poem = await seedPlayablePoem(given.server, topic.id);
    const poet = await signIn(given.server, (await reloadUser(given.server.db, poem.userId))!);
    const { admin, otherPoet } = await poetsAndAdmin(given.server);
    const poemAs = async (token?: string) => (await gql<{ poem: { id: string; renditions: { url: string }[] } | null }>(given.server, POEM, { id: poem.id }, { token })).data?.poem;
    const fetchStatus = async (url: string) => (await fetch(new URL(url, given.server.url))).status;

    const shown = await poemAs();
    const publicUrl = shown?.renditions[0]?.url as string;
    expect(publicUrl).toMatch(/^\/media\//);
    expect(await fetchStatus(publicUrl)).toBe(200);
    expect(await fetchStatus(`/poems/${poem.id}`)).toBe(200);

    await given.server.db.update(topics).set({ active: false }).where(eq(topics.id, topic.id));
    expect(await poemAs()).toBeNull();
    expect(await poemAs(otherPoet.token)).toBeNull();
    expect(await fetchStatus(publicUrl)).toBe(404);
    expect(await fetchStatus(`/poems/${poem.id}`)).toBe(404);
    for (const token of [poet.token, admin.token]) {
      const own = await poemAs(token);
      expect(own?.id).toBe(poem.id);
      // A link that expires, never the public path.
      expect(own?.renditions[0]?.url).not.toBe(publicUrl);
      expect(await fetchStatus(own?.renditions[0]?.url as string)).toBe(200);
    }

    await given.server.db.update(topics).set({ active: true }).where(eq(topics.id, topic.id));
    expect((await poemAs())?.id).toBe(poem.id);
    expect(await fetchStatus(publicUrl)).toBe(200);
  });
});
