import { eq } from 'drizzle-orm';
import { galleryPoems, pages } from '../../server/db/schema';
import { DEFAULT_PAGES } from '../../server/textPages/defaults';
import { gql } from '../utils/graphql';
import { seedUser, signIn } from '../utils/scenarios';
import { startTestServer, type TestServer } from '../utils/server';

const PAGE = `query Page($key: PageKey!) { page(key: $key) { content } }`;
const UPDATE = `mutation UpdatePage($input: UpdatePageInput!) { updatePage(input: $input) { page { content } } }`;

// On PostgreSQL the second server runs beside the first; on PGlite it is a restart on the same files.
describe('baseline content across restarts', () => {
  const servers: TestServer[] = [];
  afterAll(async () => {
    for (const server of servers.reverse()) await server.close();
  });

  it('adds what is missing on every start and never overwrites an admin edit', async () => {
    const first = await startTestServer();
    servers.push(first);
    const admin = await signIn(first, await seedUser(first.db, { role: 'admin' }));
    const edited = await gql(first, UPDATE, { input: { key: 'PRIVACY', content: 'Our own privacy policy.' } }, { token: admin.token });
    expect(edited.errors).toBeUndefined();
    // Something lost since the last start comes back; nothing already there is touched.
    await first.db.delete(pages).where(eq(pages.key, 'help'));
    await first.db.delete(galleryPoems).where(eq(galleryPoems.id, 'gallery-05'));

    const second = await startTestServer({ shareDatabaseWith: first });
    servers.push(second);
    const read = async (key: string) => (await gql<{ page: { content: string } }>(second, PAGE, { key })).data?.page.content;
    expect(await read('PRIVACY')).toBe('Our own privacy policy.');
    expect(await read('HELP')).toBe(DEFAULT_PAGES.help);
    expect(await read('ABOUT')).toBe(DEFAULT_PAGES.about);
    expect(await second.db.select().from(pages)).toHaveLength(5);
    const poems = await second.db.select({ id: galleryPoems.id }).from(galleryPoems);
    expect(poems).toHaveLength(30);
    expect(poems.map((poem) => poem.id)).toContain('gallery-05');
  });
});
