import { gql } from '../utils/graphql';
import { seedUser, signIn } from '../utils/scenarios';
import { newVisitor } from './browser';
import { withBrowserAndServer } from './withBrowserAndServer';

const UPDATE_PAGE = `mutation UpdatePage($input: UpdatePageInput!) { updatePage(input: $input) { page { key } } }`;

describe('Text pages', () => {
  const given = withBrowserAndServer();

  it.each([
    ['/help', 'Help', 'How do I join?'],
    ['/about', 'About Spoken', 'Spoken-word poetry lives in the voice'],
    ['/terms-of-service', 'Terms of Service', 'These terms are the agreement between you and Spoken'],
    ['/privacy-policy', 'Privacy Policy', 'Protection of Personal Information Act'],
    ['/cookie-policy', 'Cookie Policy', 'Cookies are small files a website asks your browser to keep.'],
  ])('shows %s with its text from the pages the admins edit', async (path, title, text) => {
    const page = await newVisitor(given.browser, given.server.url);
    await page.goto(path);
    await page.getByRole('heading', { name: title, level: 1 }).waitFor();
    await page.getByText(text).first().waitFor();
    await page.getByText(/^Last updated \d{1,2} \w+ \d{4}$/).waitFor();
  });

  it("shows an admin's change after a reload, as plain text with its headings", async () => {
    const page = await newVisitor(given.browser, given.server.url);
    await page.goto('/help');
    await page.getByText('How do I join?').waitFor();

    const admin = await signIn(given.server, await seedUser(given.server.db, { role: 'admin' }));
    const content = 'Help and frequently asked questions\n\nStill stuck\n\nWrite to <b>the team</b> & we will answer.';
    const updated = await gql(given.server, UPDATE_PAGE, { input: { key: 'HELP', content } }, { token: admin.token });
    expect(updated.errors).toBeUndefined();

    await page.reload();
    await page.getByRole('heading', { name: 'Still stuck', level: 2 }).waitFor();
    await page.getByText('Write to <b>the team</b> & we will answer.').waitFor();
    expect(await page.getByText('How do I join?').count()).toBe(0);
    expect(await page.locator('main b').count()).toBe(0);
  });
});
