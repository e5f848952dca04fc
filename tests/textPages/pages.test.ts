import { eq } from 'drizzle-orm';
import { pages } from '../../server/db/schema';
import { errorCode, gql } from '../utils/graphql';
import { withTestServer } from '../utils/withTestServer';

const PAGE = `query Page($key: PageKey!) { page(key: $key) { key content updatedAt } }`;
const PAGES = `{ pages { key content } }`;
const UPDATE = `mutation UpdatePage($input: UpdatePageInput!) { updatePage(input: $input) { page { key content updatedAt } } }`;

interface PageData {
  key: string;
  content: string;
  updatedAt: string;
}

describe('text pages', () => {
  const given = withTestServer({ people: true });

  const storedPages = () => given.server.db.select().from(pages).orderBy(pages.key);
  const update = (key: string, content: string, token = given.admin.token) => gql<{ updatePage: { page: PageData } }>(given.server, UPDATE, { input: { key, content } }, { token });

  it('has all five pages from the first start, each with default text', async () => {
    const listed = (await gql<{ pages: PageData[] }>(given.server, PAGES)).data?.pages ?? [];
    expect(listed.map((page) => page.key)).toEqual(['ABOUT', 'TERMS', 'PRIVACY', 'HELP', 'COOKIES']);
    for (const page of listed) expect(page.content.length).toBeGreaterThan(500);
  });

  it('opens with a privacy policy that covers POPIA, what is collected, and deleting an account', async () => {
    const privacy = (await gql<{ page: PageData }>(given.server, PAGE, { key: 'PRIVACY' })).data?.page.content ?? '';
    for (const phrase of ['POPIA', 'Gmail address', 'videos', 'keyed hash', 'encrypted', 'Anonymous Poet', 'Information Regulator', 'How long we keep it']) {
      expect({ phrase, found: privacy.includes(phrase) }).toEqual({ phrase, found: true });
    }
    const cookies = (await gql<{ page: PageData }>(given.server, PAGE, { key: 'COOKIES' })).data?.page.content ?? '';
    expect(cookies).toMatch(/spoken_session/);
    expect(cookies).toMatch(/only after you choose Accept/);
  });

  it('lets an admin replace a page with trimmed plain text, kept exactly as written', async () => {
    const text = '  Welcome to Spoken.\r\n\r\nMarkup such as <b>this</b> is shown as text, never run.  ';
    const response = await update('HELP', text);
    expect(response.data?.updatePage.page).toMatchObject({
      key: 'HELP',
      content: 'Welcome to Spoken.\n\nMarkup such as <b>this</b> is shown as text, never run.',
    });
    expect((await gql<{ page: PageData }>(given.server, PAGE, { key: 'HELP' })).data?.page.content).toBe(
      'Welcome to Spoken.\n\nMarkup such as <b>this</b> is shown as text, never run.',
    );
    const [row] = await given.server.db.select().from(pages).where(eq(pages.key, 'help'));
    expect(row?.updatedBy).toBe(given.admin.user.id);
  });

  it('takes up to 20,000 characters and refuses empty or longer text', async () => {
    const before = await storedPages();
    const empty = await update('TERMS', ' \n\t ');
    expect({ code: errorCode(empty), message: empty.errors?.[0]?.message, field: empty.errors?.[0]?.extensions?.field }).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Page content is required.',
      field: 'content',
    });
    const long = await update('TERMS', 'a'.repeat(20_001));
    expect(errorCode(long)).toBe('BAD_USER_INPUT');
    expect(long.errors?.[0]?.message).toBe('Page content must be at most 20,000 characters.');
    expect(await storedPages()).toEqual(before);
    expect((await update('TERMS', 'a'.repeat(20_000))).data?.updatePage.page.content).toHaveLength(20_000);
  });

  it('refuses edits from visitors (UNAUTHENTICATED) and poets (FORBIDDEN), writing nothing', async () => {
    const before = await storedPages();
    const visitor = await gql(given.server, UPDATE, { input: { key: 'ABOUT', content: 'Defaced' } });
    const asPoet = await update('ABOUT', 'Defaced', given.poet.token);
    expect([errorCode(visitor), errorCode(asPoet)]).toEqual(['UNAUTHENTICATED', 'FORBIDDEN']);
    expect(await storedPages()).toEqual(before);
  });

  it('refuses a page key that does not exist', async () => {
    expect(errorCode(await gql(given.server, PAGE, { key: 'SECRETS' }))).toBe('BAD_USER_INPUT');
  });
});
