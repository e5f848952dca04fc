import { sql } from 'drizzle-orm';
import type { Page, Response as PlaywrightResponse } from 'playwright-core';
import type { SubmissionRow, TopicRow } from '../../server/db/schema';
import { RENDER_TIMEOUT_MS } from '../../server/ssr/visitorPages';
import { topicVotesChannel } from '../../server/fanout/tallies';
import { untilWatching } from '../utils/events';
import { gql } from '../utils/graphql';
import { rawRequest } from '../utils/rawRequest';
import { until } from '../utils/until';
import { seedPlayablePoem, seedTopic, seedUser, signIn } from '../utils/scenarios';
import { newVisitor, waitForHydration } from './browser';
import { expectNoConsoleErrors, watchConsole } from './consoleErrors';
import { withBrowserAndServer } from './withBrowserAndServer';

const SET_VOTE = 'mutation ($input: SetVoteInput!) { setVote(input: $input) { voted } }';
const VOID_VOTES = 'mutation ($input: VoidVotesInput!) { voidVotes(input: $input) { voiding { id } } }';

/** The card of the poem titled `title` on the page. */
const card = (page: Page, title: string) => page.getByRole('article', { name: title });

describe('Pages rendered on the server', () => {
  const given = withBrowserAndServer();
  /** A counter of the server's figures (/metrics), as it stands. */
  const figure = async (pattern: RegExp) => Number(pattern.exec(await (await fetch(`${given.server.url}/metrics`)).text())?.[1] ?? 0);
  const rendersMade = () => figure(/^spoken_page_renders_total\{outcome="rendered"\} (\d+)$/m);
  const renderPasses = () => figure(/^spoken_page_render_passes_total (\d+)$/m);
  let rain: TopicRow;
  let river: SubmissionRow;
  beforeAll(async () => {
    // Late evening in New York is already the next day in South Africa.
    rain = await seedTopic(given.server.db, { title: 'Rain on a Tin Roof', description: 'Weather and memory.', votingEndsAt: new Date('2100-03-10T23:30:00Z') });
    await seedTopic(given.server.db, { title: 'Ubuntu', description: 'I am because we are.' });
    await seedPlayablePoem(given.server, rain.id, { title: 'Lantern Song', transcript: 'A lantern swings in the storm.', voteCount: 12 });
    river = await seedPlayablePoem(given.server, rain.id, { title: 'River Mouth', transcript: 'Where the water learns to speak.', voteCount: 4 });
  });

  it("sends a visitor's public pages with their content in the HTML, before any code runs", async () => {
    const pages: [string, string][] = [
      ['/', 'Lantern Song'],
      [`/voting/${rain.id}`, 'River Mouth'],
      [`/poems/${river.id}`, 'Where the water learns to speak.'],
      ['/topics', 'I am because we are.'],
      ['/about', 'About Spoken'],
    ];
    for (const [path, text] of pages) {
      const response = await fetch(`${given.server.url}${path}`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain(text);
      expect(html).toContain('<script type="application/json" id="spoken-state">');
    }
  });

  it('keeps the link preview of a poem, gives the page its own title, and names the page’s stylesheets up front and none of its code', async () => {
    const html = await (await fetch(`${given.server.url}/poems/${river.id}`)).text();
    expect(html).toContain('<meta property="og:title" content="River Mouth" />');
    expect(html).toMatch(/<title>River Mouth · Spoken<\/title>/);
    expect(html).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/PoemPage-[\w-]+\.css">/);
    expect(html).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/main-[\w-]+\.css">/);
    // The code is fetched once the page has loaded (web/src/boot.ts), all of it at once, from the list the page names.
    expect(html).not.toContain('modulepreload');
    const code = JSON.parse(/<script type="application\/json" id="spoken-code">(.*?)<\/script>/.exec(html)?.[1] ?? '[]') as string[];
    expect(code.some((file) => /^\/assets\/PoemPage-[\w-]+\.js$/.test(file))).toBe(true);
    expect(code.some((file) => /^\/assets\/main-[\w-]+\.js$/.test(file))).toBe(true);
  });

  it('fetches the page’s code only once the page has loaded and its content is painted, its route’s with the app’s', async () => {
    const page = await newVisitor(given.browser, given.server.url);
    await page.goto(`/voting/${rain.id}`);
    await waitForHydration(page);
    const timing = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const code = resources.find((entry) => /\/assets\/main-[\w-]+\.js$/.test(entry.name));
      const route = resources.find((entry) => /\/assets\/VotingPage-[\w-]+\.js$/.test(entry.name));
      return { loaded: navigation?.loadEventStart, painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime, code: code?.startTime, codeEnd: code?.responseEnd, route: route?.startTime };
    });
    expect(timing.code).toBeGreaterThanOrEqual(timing.loaded ?? Infinity);
    expect(timing.code).toBeGreaterThanOrEqual(timing.painted ?? Infinity);
    // The route's own code is asked for beside the app's, not once that has run.
    expect(timing.route).toBeLessThanOrEqual(timing.codeEnd ?? -Infinity);
    await page.close();
  });

  it("sends home's scripts and HTML compressed to the browser, brotli first, and its scripts as they are to a client that asks for no encoding", async () => {
    const page = await newVisitor(given.browser, given.server.url);
    const scripts: PlaywrightResponse[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response);
    });
    const home = await page.goto('/', { waitUntil: 'networkidle' });
    expect(home?.headers()['content-encoding']).toBe('br');
    expect(scripts.length).toBeGreaterThan(1);
    let sent = 0;
    let raw = 0;
    for (const script of scripts) {
      expect(script.headers()['content-encoding']).toBe('br');
      sent += (await script.request().sizes()).responseBodySize;
      raw += (await script.body()).length;
    }
    // About a quarter of the size, as brotli at build makes it.
    expect(sent).toBeLessThan(raw * 0.35);
    for (const script of scripts.slice(0, 2)) {
      const plain = await rawRequest(script.url());
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.equals(await script.body())).toBe(true);
    }
    await page.close();
  });

  it('answers an unknown address 404 with the not-found page rendered', async () => {
    const response = await fetch(`${given.server.url}/no-such-page`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Page Not Found');
  });

  it('sends a signed-in person the app’s shell, rendered in their browser', async () => {
    const poet = await signIn(given.server, await seedUser(given.server.db));
    const response = await fetch(`${given.server.url}/voting/${rain.id}`, { headers: { cookie: `spoken_session=${poet.token}` } });
    const html = await response.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('River Mouth');
  });

  it('shows the content with JavaScript turned off', async () => {
    const context = await given.browser.newContext({ baseURL: given.server.url, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(`/voting/${rain.id}`);
      await card(page, 'River Mouth').getByText('4 votes').waitFor();
      await page.getByRole('heading', { level: 1, name: 'Rain on a Tin Roof' }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('is taken over by the app without a warning, in a browser in another time zone, then stays live and answers clicks', async () => {
    // Dates read the same on the server and in the browser wherever either is: a mismatch would be a warning.
    const page = await newVisitor(given.browser, given.server.url, { timezoneId: 'America/New_York' });
    const console = watchConsole(page);
    const watchersBefore = given.server.server.fanout.watcherCount(topicVotesChannel(rain.id));
    await page.goto(`/voting/${rain.id}`);
    await waitForHydration(page);
    await page.getByText('Voting ends on 11 March 2100 at 01:30 SAST').waitFor();
    await untilWatching(given.server, topicVotesChannel(rain.id), watchersBefore + 1);
    expectNoConsoleErrors(console, 'the voting page after hydrating');

    const voter = await signIn(given.server, await seedUser(given.server.db));
    const vote = await gql(given.server, SET_VOTE, { input: { poemId: river.id, voted: true } }, { token: voter.token });
    expect(vote.errors).toBeUndefined();
    await card(page, 'River Mouth').locator('.vote-count', { hasText: '5 votes' }).waitFor();

    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Ubuntu' }).click();
    await page.getByText('I am because we are.').waitFor();
    expect(await page.getByRole('button', { name: 'Ubuntu' }).getAttribute('aria-pressed')).toBe('true');
    expectNoConsoleErrors(console, 'home after hydrating');
  });

  it('shows the counts that changed after the page was rendered and kept, once the browser has taken it over', async () => {
    const harbour = await seedTopic(given.server.db, { title: 'Harbour Lights' });
    const tide = await seedPlayablePoem(given.server, harbour.id, { title: 'Tide Table', voteCount: 2 });
    const rendered = await (await fetch(`${given.server.url}/voting/${harbour.id}`)).text();
    expect(rendered).toContain('2 votes');

    const voter = await signIn(given.server, await seedUser(given.server.db));
    expect((await gql(given.server, SET_VOTE, { input: { poemId: tide.id, voted: true } }, { token: voter.token })).errors).toBeUndefined();
    // The next visitor is sent the kept render, and its count of then.
    expect(await (await fetch(`${given.server.url}/voting/${harbour.id}`)).text()).toBe(rendered);

    const page = await newVisitor(given.browser, given.server.url);
    await page.goto(`/voting/${harbour.id}`);
    await card(page, 'Tide Table').locator('.vote-count', { hasText: '3 votes' }).waitFor();
  });

  it('makes a kept poem page again when its poet takes a new name or leaves, and when votes on it are voided', async () => {
    const embers = await seedTopic(given.server.db, { title: 'Salt and Smoke' });
    const nomsa = await signIn(given.server, await seedUser(given.server.db, { name: 'Nomsa Dube', publicName: 'Nomsa D' }));
    const psalm = await seedPlayablePoem(given.server, embers.id, { title: 'Ember Psalm', userId: nomsa.user.id });
    const poemPage = async () => (await fetch(`${given.server.url}/poems/${psalm.id}`)).text();
    expect(await poemPage()).toContain('Nomsa D');

    const renamed = await gql(given.server, 'mutation { updateProfile(input: { publicName: "The Ember Poet" }) { account { id } } }', {}, { token: nomsa.token });
    expect(renamed.errors).toBeUndefined();
    await until(async () => (await poemPage()).includes('The Ember Poet'), 'the poem page to show the new name');

    const voter = await signIn(given.server, await seedUser(given.server.db));
    expect((await gql(given.server, SET_VOTE, { input: { poemId: psalm.id, voted: true } }, { token: voter.token })).errors).toBeUndefined();
    const admin = await signIn(given.server, await seedUser(given.server.db, { role: 'admin' }));
    const reason = 'Cast from an account bought in bulk.';
    const voided = await gql(given.server, VOID_VOTES, { input: { topicId: embers.id, poemId: psalm.id, userIds: [voter.user.id], reason } }, { token: admin.token });
    expect(voided.errors).toBeUndefined();
    await until(async () => (await poemPage()).includes(reason), 'the poem page to list the voiding');

    const left = await gql(given.server, 'mutation { deleteAccount(input: { confirmation: "DELETE" }) { message } }', {}, { token: nomsa.token });
    expect(left.errors).toBeUndefined();
    await until(async () => (await poemPage()).includes('Anonymous Poet'), 'the poem page to show the poem as anonymous');
  });

  it('renders a poem page in one pass, its data read before it renders, with nothing of the page rendered before, and the browser takes it over without a warning', async () => {
    const tides = await seedTopic(given.server.db, { title: 'Tides' });
    const low = await seedPlayablePoem(given.server, tides.id, { title: 'Low Water', voteCount: 3 });
    const highWater = await seedPlayablePoem(given.server, tides.id, { title: 'High Water', voteCount: 1 });
    const before = { renders: await rendersMade(), passes: await renderPasses() };
    // The page's body, not its head, where the link preview names the poem whether rendered or not.
    const body = async (path: string) => {
      const html = await (await fetch(`${given.server.url}${path}`)).text();
      return html.slice(html.indexOf('<body'));
    };
    expect(await body(`/poems/${low.id}`)).toContain('>Low Water<');
    const high = await body(`/poems/${highWater.id}`);
    expect(high).toContain('>High Water<');
    expect(high).not.toContain('Low Water');
    expect(await rendersMade()).toBe(before.renders + 2);
    expect(await renderPasses()).toBe(before.passes + 2);

    const page = await newVisitor(given.browser, given.server.url);
    const console = watchConsole(page);
    await page.goto(`/poems/${highWater.id}`);
    await waitForHydration(page);
    await page.getByRole('heading', { level: 1, name: 'High Water' }).waitFor();
    expectNoConsoleErrors(console, 'the poem page after hydrating');
    await page.close();
  });

  it('renders a page once for every query it does not read, and keeps it whatever junk is asked for', async () => {
    const address = `${given.server.url}/voting/${rain.id}?sort=oldest`;
    expect(await (await fetch(address)).text()).toContain('River Mouth');
    const before = await rendersMade();
    const junk = await Promise.all(Array.from({ length: 40 }, (_, visit) => fetch(`${address}&utm_source=${visit}&x${visit}=${Math.random()}`)));
    for (const response of junk) {
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('River Mouth');
    }
    expect(await rendersMade()).toBe(before);
    // A parameter the page reads is another page.
    expect(await (await fetch(`${given.server.url}/voting/${rain.id}?q=river&junk=1`)).text()).toContain('River Mouth');
    expect(await rendersMade()).toBe(before + 1);
    expect(await (await fetch(`${address}&junk=2`)).text()).toContain('River Mouth');
    expect(await rendersMade()).toBe(before + 1);
  });

  it('sends the app’s shell when a page takes too long to render, and the finished render to later visitors', async () => {
    // A page no other test here asks for, so not kept yet; it checks nothing in the database before its render.
    const address = `${given.server.url}/help`;
    await given.server.db.transaction(async (tx) => {
      // The render's reads wait for the text pages until this transaction ends.
      await tx.execute(sql`lock table pages in access exclusive mode`);
      const started = performance.now();
      const html = await (await fetch(address)).text();
      expect(html).toContain('<div id="root"></div>');
      expect(performance.now() - started).toBeGreaterThanOrEqual(RENDER_TIMEOUT_MS - 50);
    });
    await until(async () => (await (await fetch(address)).text()).includes('Answers to the questions poets and voters ask most.'), 'the finished render to be kept');
  });
});
