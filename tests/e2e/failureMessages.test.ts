import type { Page } from 'playwright-core';
import { seedBeat, seedPlayablePoem, seedTopic } from '../utils/scenarios';
import { listedDocument } from '../utils/trustedDocuments';
import { newVisitor } from './browser';
import { seedPerson, signInAs } from './people';
import { withBrowserAndServer } from './withBrowserAndServer';

/** Makes every GraphQL request for the listed operation `name` (sent as its hash) fail as a dropped connection would. */
async function dropOperation(page: Page, name: string): Promise<void> {
  const { hash } = listedDocument(name);
  await page.route('**/graphql', (route) => (route.request().postData()?.includes(hash) ? route.abort('connectionreset') : route.fallback()));
}

/** Answers every request for the listed operation `name` with one GraphQL error of `code`, as the API would refuse it. */
async function refuseOperation(page: Page, name: string, code: string, message: string): Promise<void> {
  const { hash } = listedDocument(name);
  const body = JSON.stringify({ errors: [{ message, extensions: { code } }], data: null });
  await page.route('**/graphql', (route) =>
    route.request().postData()?.includes(hash) ? route.fulfill({ status: 200, contentType: 'application/json', body }) : route.fallback(),
  );
}

// SPEC.md's error catalogue, where something other than a rule fails.
describe('Failure messages', () => {
  const given = withBrowserAndServer();

  /** A signed-in person: their pages arrive as the app's shell and read in the browser, where a read can fail (a visitor's arrive rendered). */
  async function readerInBrowser(): Promise<Page> {
    const page = await newVisitor(given.browser, given.server.url);
    await signInAs(page, given.server, await seedPerson(given.server));
    return page;
  }

  async function adminInBrowser(): Promise<Page> {
    const page = await newVisitor(given.browser, given.server.url);
    await signInAs(page, given.server, await seedPerson(given.server, { role: 'admin' }));
    return page;
  }

  it("says 'Failed to register your vote. Please try again.' when a vote cannot reach the server, and rolls it back", async () => {
    const topic = await seedTopic(given.server.db, { title: 'Harbour' });
    await seedPlayablePoem(given.server, topic.id, { title: 'Salt Lines', voteCount: 3 });
    const page = await newVisitor(given.browser, given.server.url);
    await signInAs(page, given.server, await seedPerson(given.server));
    await page.goto(`/voting/${topic.id}`);
    const card = page.getByRole('article', { name: 'Salt Lines' });
    await card.getByRole('button', { name: 'Vote for Salt Lines' }).waitFor();
    await dropOperation(page, 'SetVoteMutation');
    await card.getByRole('button', { name: 'Vote for Salt Lines' }).click();
    await card.getByRole('alert').getByText('Failed to register your vote. Please try again.').waitFor();
    expect(await card.locator('.vote-count').textContent()).toContain('3');
  });

  it("says 'Could not load poem data' when a poem's page cannot load it", async () => {
    const topic = await seedTopic(given.server.db);
    const poem = await seedPlayablePoem(given.server, topic.id, { title: 'Unreachable' });
    const page = await readerInBrowser();
    await dropOperation(page, 'PoemPageQuery');
    await page.goto(`/poems/${poem.id}`);
    await page.getByText('Could not load poem data').waitFor();
  });

  it("says 'Beat file not available for download.' when a beat's file has gone, and downloads one that is there", async () => {
    const beat = await seedBeat(given.server, { title: 'Gone Groove' });
    await seedBeat(given.server, { title: 'Kept Groove', fileName: 'kept-groove.wav' });
    await given.server.server.runtime.media.delete(beat.fileKey);
    const page = await newVisitor(given.browser, given.server.url);
    await signInAs(page, given.server, await seedPerson(given.server));
    await page.goto('/dashboard?tab=beats');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download Kept Groove' }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.wav$/);
    await page.getByRole('link', { name: 'Download Gone Groove' }).click();
    await page.getByRole('alert').getByText('Beat file not available for download.').waitFor();
  });

  it.each([
    ['FORBIDDEN', 'Not yours.', 'You do not have permission to access this page'],
    ['INTERNAL_SERVER_ERROR', 'Internal server error', 'Something went wrong on our side. Please try again.'],
    ['NOT_FOUND', 'That topic is gone.', 'That topic is gone.'],
  ])('says what a failed read means by its code: %s', async (code, message, shown) => {
    await seedTopic(given.server.db, { title: 'Refused' });
    const page = await readerInBrowser();
    await refuseOperation(page, 'ActiveTopicsQuery', code, message);
    await page.goto('/topics');
    await page.getByRole('alert').getByText(shown, { exact: true }).waitFor();
    await page.getByRole('alert').getByRole('button', { name: 'Try again' }).waitFor();
  });

  it.each([
    ['the poetry gallery', 'PoetryPageQuery', () => '/poetry', (page: Page) => page.getByRole('article').first().waitFor()],
    ["the poet's settings", 'ProfileSettingsQuery', () => '/dashboard?tab=settings', (page: Page) => page.getByRole('button', { name: 'Download My Data' }).waitFor()],
    ["the dashboard's figures", 'DashboardStatsQuery', () => '/dashboard', (page: Page) => page.getByText('R0.00').waitFor()],
    ['the projector', 'LiveProjectorQuery', (topicId: string) => `/live/${topicId}`, (page: Page) => page.getByRole('heading', { name: 'Projected' }).waitFor()],
  ])("words a failed read of %s by its code, and loads it on 'Try again'", async (_screen, operation, pathOf, loaded) => {
    const topic = await seedTopic(given.server.db, { title: 'Projected' });
    const page = await readerInBrowser();
    await refuseOperation(page, operation, 'INTERNAL_SERVER_ERROR', 'Internal server error');
    await page.goto(pathOf(topic.id));
    await page.getByRole('alert').getByText('Something went wrong on our side. Please try again.', { exact: true }).waitFor();
    await page.unroute('**/graphql');
    await page.getByRole('alert').getByRole('button', { name: 'Try again' }).click();
    await loaded(page);
  });

  it("keeps the voting list on screen when a new search cannot load, says why below it, and searches on 'Try again'", async () => {
    const topic = await seedTopic(given.server.db, { title: 'Searched' });
    await seedPlayablePoem(given.server, topic.id, { title: 'Kept Poem' });
    const page = await readerInBrowser();
    await page.goto(`/voting/${topic.id}`);
    await page.getByRole('heading', { name: 'Kept Poem' }).waitFor();
    await refuseOperation(page, 'VotingPoemsQuery', 'INTERNAL_SERVER_ERROR', 'Internal server error');
    await page.getByLabel('Search poems').fill('nothing like it');
    await page.getByRole('alert').getByText('Something went wrong on our side. Please try again.', { exact: true }).waitFor();
    expect(await page.getByRole('heading', { name: 'Kept Poem' }).isVisible()).toBe(true);
    await page.unroute('**/graphql');
    await page.getByRole('alert').getByRole('button', { name: 'Try again' }).click();
    await page.getByText('No poems match “nothing like it”').waitFor();
  });

  it("says why the voting list's next page could not load, asks no more by itself, and loads it on 'Try again'", async () => {
    const topic = await seedTopic(given.server.db, { title: 'Paged' });
    for (let index = 1; index <= 13; index += 1) await seedPlayablePoem(given.server, topic.id, { title: `Paged Poem ${index}`, voteCount: 100 - index });
    const page = await readerInBrowser();
    const { hash } = listedDocument('VotingPoemsQuery');
    let pageReads = 0;
    await page.route('**/graphql', (route) => {
      const body = route.request().postData() ?? '';
      if (!body.includes(hash) || !body.includes('"offset":12')) return route.fallback();
      pageReads += 1;
      return route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ errors: [{ message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } }], data: null }) });
    });
    await page.goto(`/voting/${topic.id}`);
    await page.getByRole('heading', { name: 'Paged Poem 12' }).waitFor();
    // Near the end of the list, the next page is asked for by itself.
    await page.getByRole('button', { name: 'Load more poems' }).scrollIntoViewIfNeeded();
    await page.getByRole('alert').getByText('Something went wrong on our side. Please try again.', { exact: true }).waitFor();
    // Scrolled to the end, the list would ask again at once if it asked by itself.
    await page.getByRole('alert').scrollIntoViewIfNeeded();
    await page.waitForTimeout(1_000);
    expect(pageReads).toBe(1);
    expect(await page.getByRole('article').count()).toBe(12);
    await page.unroute('**/graphql');
    await page.getByRole('alert').getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { name: 'Paged Poem 13' }).waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
  });

  it('says a read could not reach the server when the connection drops, and loads on Try again', async () => {
    await seedTopic(given.server.db, { title: 'Reachable Again' });
    const page = await readerInBrowser();
    await dropOperation(page, 'ActiveTopicsQuery');
    await page.goto('/topics');
    await page.getByRole('alert').getByText("We couldn't load this. Please check your connection and try again.").waitFor();
    await page.unroute('**/graphql');
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { name: 'Reachable Again' }).waitFor();
  });

  it.each([
    ['/admin/users', 'AdminUsersQuery', 'FORBIDDEN', 'Admin access required.'],
    ['/admin/review', 'AdminReviewListQuery', 'INTERNAL_SERVER_ERROR', 'Internal server error'],
    ['/admin/payments', 'AdminPayoutsQuery', 'RATE_LIMITED', 'Too many requests. Please wait a moment.'],
  ])("says 'Error fetching data: {detail}' with 'Try again' when an admin list cannot be read: %s", async (path, operation, code, message) => {
    const page = await adminInBrowser();
    await refuseOperation(page, operation, code, message);
    await page.goto(path);
    const failure = page.getByRole('alert').filter({ hasText: `Error fetching data: ${message}` });
    await failure.waitFor();
    await failure.getByRole('button', { name: 'Try again' }).waitFor();
  });

  it('says an admin list could not reach the server when the connection drops, and loads it on Try again', async () => {
    const page = await adminInBrowser();
    await dropOperation(page, 'AdminUsersQuery');
    await page.goto('/admin/users');
    const failure = page.getByRole('alert').filter({ hasText: "Error fetching data: We couldn't reach Spoken. Please check your connection and try again." });
    await failure.waitFor();
    await page.unroute('**/graphql');
    await failure.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('table', { name: 'People with accounts' }).waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
  });
});
