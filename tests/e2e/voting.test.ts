import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { submissions, topics, type SubmissionRow, type TopicRow } from '../../server/db/schema';
import { topicVotesChannel } from '../../server/fanout/tallies';
import { untilWatching } from '../utils/events';
import { seedPlayablePoem, seedTopic } from '../utils/scenarios';
import { currentPath, newVisitor, waitForPath } from './browser';
import { PASSWORD, seedPerson, signInAs } from './people';
import { withBrowserAndServer } from './withBrowserAndServer';

/** The card of the poem titled `title` on the page. */
const card = (page: Page, title: string) => page.getByRole('article', { name: title });

async function votesShown(page: Page, title: string): Promise<string> {
  return (await card(page, title).locator('.vote-count').textContent()) ?? '';
}

describe('Voting in the browser', () => {
  const given = withBrowserAndServer({ env: { VOTING_CLOSE_CHECK_MS: '200' } });
  let rain: TopicRow;
  let lantern: SubmissionRow;
  let river: SubmissionRow;
  beforeAll(async () => {
    rain = await seedTopic(given.server.db, { title: 'Rain', description: 'Weather and memory.' });
    lantern = await seedPlayablePoem(given.server, rain.id, { title: 'Lantern Song', transcript: 'A lantern swings in the storm.', voteCount: 12, beatTitle: 'Slow Tide' });
    river = await seedPlayablePoem(given.server, rain.id, { title: 'River Mouth', transcript: 'Where the water learns to speak.', voteCount: 4 });
    await seedPlayablePoem(given.server, rain.id, { title: 'Dry Season', transcript: 'Dust remembers everything.', voteCount: 1 });
  });

  async function poetOnVotingPage(): Promise<Page> {
    const page = await newVisitor(given.browser, given.server.url);
    await signInAs(page, given.server, await seedPerson(given.server));
    await page.goto(`/voting/${rain.id}`);
    await card(page, 'Lantern Song').waitFor();
    return page;
  }

  it('sends a visitor from /voting to the first topic, where Login to Vote leads to log in and back, to cards that stay still', async () => {
    const page = await newVisitor(given.browser, given.server.url);
    await page.goto('/voting');
    await waitForPath(page, `/voting/${rain.id}`);
    await page.getByRole('heading', { name: 'Rain', level: 1 }).waitFor();
    await page.getByText('3 Poems to Vote On').waitFor();
    await page.getByRole('heading', { name: 'How Voting Works' }).waitFor();
    expect(await card(page, 'Lantern Song').getByText('With Beat').isVisible()).toBe(true);

    await card(page, 'River Mouth').getByRole('link', { name: 'Login to Vote' }).click();
    await waitForPath(page, '/login');
    expect(currentPath(page)).toBe(`/login?redirect=/voting/${rain.id}`);

    // Every card the page ever shows already has its prize line, which would otherwise push its Vote button down under a pointer.
    await page.evaluate(() => {
      const seen = window as unknown as { cardsShownWithoutPrize: number };
      seen.cardsShownWithoutPrize = 0;
      new MutationObserver(() => {
        seen.cardsShownWithoutPrize += [...document.querySelectorAll('article')].filter((article) => !article.querySelector('.vote-progress')).length;
      }).observe(document.body, { childList: true, subtree: true });
    });
    const voter = await seedPerson(given.server);
    await page.getByLabel('Email').fill(voter.email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Log In' }).click();
    await card(page, 'River Mouth').getByRole('button', { name: 'Vote for River Mouth' }).waitFor();
    expect(currentPath(page)).toBe(`/voting/${rain.id}`);
    expect(await page.evaluate(() => (window as unknown as { cardsShownWithoutPrize: number }).cardsShownWithoutPrize)).toBe(0);
  });

  it('searches titles, poets and lines in the database, and sorts', async () => {
    const page = await newVisitor(given.browser, given.server.url);
    await page.goto(`/voting/${rain.id}`);
    await page.getByLabel('Search poems').fill('WATER');
    await page.getByText('1 Poem to Vote On').waitFor();
    expect(await page.getByRole('article').count()).toBe(1);
    await card(page, 'River Mouth').waitFor();

    await page.getByLabel('Search poems').fill('');
    await page.getByText('3 Poems to Vote On').waitFor();
    await page.getByLabel('Sort by').selectOption('OLDEST');
    await page.waitForFunction(() => document.querySelector('article h2')?.textContent === 'Lantern Song');
    expect(await page.locator('article h2').allTextContents()).toEqual(['Lantern Song', 'River Mouth', 'Dry Season']);
    await page.getByLabel('Sort by').selectOption('NEWEST');
    await page.waitForFunction(() => document.querySelector('article h2')?.textContent === 'Dry Season');
    expect(await page.locator('article h2').allTextContents()).toEqual(['Dry Season', 'River Mouth', 'Lantern Song']);
    expect(currentPath(page)).toBe(`/voting/${rain.id}?sort=NEWEST`);
  });

  it('shows a vote in one browser in the other at once, without a reload', async () => {
    const watchersBefore = given.server.server.fanout.watcherCount(topicVotesChannel(rain.id));
    const [voter, watcher] = await Promise.all([poetOnVotingPage(), poetOnVotingPage()]);
    await untilWatching(given.server, topicVotesChannel(rain.id), watchersBefore + 2);
    expect(await votesShown(watcher, 'River Mouth')).toBe('4 votes');

    await card(voter, 'River Mouth').getByRole('button', { name: 'Vote for River Mouth' }).click();
    await card(voter, 'River Mouth').getByRole('button', { name: 'Remove your vote for River Mouth' }).waitFor();
    expect(await votesShown(voter, 'River Mouth')).toBe('5 votes');
    await card(watcher, 'River Mouth').locator('.vote-count', { hasText: '5 votes' }).waitFor();

    await card(voter, 'River Mouth').getByRole('button', { name: 'Remove your vote for River Mouth' }).click();
    await card(watcher, 'River Mouth').locator('.vote-count', { hasText: '4 votes' }).waitFor();
  });

  it('rolls a refused vote back and says why', async () => {
    const page = await poetOnVotingPage();
    // The poem reaches 500 elsewhere after this page loaded it.
    await given.server.db.update(submissions).set({ reachedTargetAt: new Date() }).where(eq(submissions.id, lantern.id));
    await card(page, 'Lantern Song').getByRole('button', { name: 'Vote for Lantern Song' }).click();
    await card(page, 'Lantern Song').getByRole('alert').filter({ hasText: 'This poem has reached 500 votes: its votes are final.' }).waitFor();
    expect(await votesShown(page, 'Lantern Song')).toBe('12 votes');
    await given.server.db.update(submissions).set({ reachedTargetAt: null }).where(eq(submissions.id, lantern.id));
  });

  it("shows a poet's own poem as theirs, with no vote button", async () => {
    const poet = await seedPerson(given.server);
    await seedPlayablePoem(given.server, rain.id, { userId: poet.id, title: 'My Own Words' });
    const page = await newVisitor(given.browser, given.server.url);
    await signInAs(page, given.server, poet);
    await page.goto(`/voting/${rain.id}`);
    await card(page, 'My Own Words').getByText('Your poem').waitFor();
    expect(await card(page, 'My Own Words').getByRole('button', { name: /vote/i }).count()).toBe(0);
    await given.server.db.delete(submissions).where(eq(submissions.userId, poet.id));
  });

  it('shows an admin the tallies with no vote button: admins do not vote', async () => {
    const page = await newVisitor(given.browser, given.server.url);
    await signInAs(page, given.server, await seedPerson(given.server, { role: 'admin' }));
    await page.goto(`/voting/${rain.id}`);
    await card(page, 'Lantern Song').locator('.vote-count').waitFor();
    expect(await card(page, 'Lantern Song').getByRole('button', { name: /vote/i }).count()).toBe(0);
    expect(await card(page, 'Lantern Song').getByRole('link', { name: 'Login to Vote' }).count()).toBe(0);
  });

  it('shows the close and the winner the moment voting ends, and locks the votes', async () => {
    const closing = await seedTopic(given.server.db, { title: 'Harvest', votingEndsAt: new Date(Date.now() + 3_600_000) });
    await seedPlayablePoem(given.server, closing.id, { title: 'Full Basket' });
    await seedPlayablePoem(given.server, closing.id, { title: 'Empty Field' });
    const page = await newVisitor(given.browser, given.server.url);
    await signInAs(page, given.server, await seedPerson(given.server));
    await page.goto(`/voting/${closing.id}`);
    await page.getByText(/^Voting ends on/).waitFor();
    await card(page, 'Full Basket').getByRole('button', { name: 'Vote for Full Basket' }).click();
    await card(page, 'Full Basket').getByRole('button', { name: 'Remove your vote for Full Basket' }).waitFor();

    await untilWatching(given.server, topicVotesChannel(closing.id));
    await given.server.db.update(topics).set({ votingEndsAt: new Date(Date.now() - 1000) }).where(eq(topics.id, closing.id));
    await page.getByText(/Voting has closed/).waitFor();
    await page.locator('.topic-outcome').getByRole('link', { name: 'Full Basket' }).waitFor();
    await page.getByText(/^Voting ended on/).waitFor();
    const locked = card(page, 'Empty Field').getByRole('button', { name: 'Vote for Empty Field' });
    expect(await locked.isDisabled()).toBe(true);
    expect(await locked.textContent()).toBe('Voting closed');
  });

  it("features a topic's most-voted poem on home, with its Top Poems, and gives each poem a page of its own", async () => {
    const page = await newVisitor(given.browser, given.server.url);
    await page.goto('/');
    await page.getByRole('button', { name: 'Rain', pressed: true }).waitFor();
    await card(page, 'Lantern Song').getByText('Top Voted').waitFor();
    await page.getByRole('heading', { name: 'Top Poems' }).waitFor();
    await card(page, 'River Mouth').waitFor();

    await card(page, 'River Mouth').getByRole('link', { name: 'River Mouth' }).click();
    await waitForPath(page, `/poems/${river.id}`);
    await page.getByRole('heading', { name: 'River Mouth', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Share this poem' }).waitFor();

    await page.goto('/poems/00000000-0000-4000-8000-000000000000');
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
  });
});
