import { and, eq, isNull } from 'drizzle-orm';
import type { Locator, Page, WebSocketRoute } from 'playwright-core';
import { liveRounds, submissions, votes, type UserRow } from '../../server/db/schema';
import { topicVotesChannel } from '../../server/fanout/tallies';
import { keptNightsOf } from '../../server/live/keptNights';
import { untilWatching, waitForListeners } from '../utils/events';
import { gql } from '../utils/graphql';
import { listedDocument } from '../utils/trustedDocuments';
import { seedApprovedPoem, seedTopic, signIn } from '../utils/scenarios';
import { openSocket } from '../utils/sockets';
import { expectAccessible } from './axe';
import { currentPath, newVisitor, waitForPath } from './browser';
import { expectNoConsoleErrors, watchConsole } from './consoleErrors';
import { logIn as logInAs, seedPerson, signInAs } from './people';
import { expectNoSidewaysScroll } from './screenshots';
import { withBrowserAndServer } from './withBrowserAndServer';

const PHONE = { width: 360, height: 780 };

const SPOTLIGHT = 'mutation ($topicId: ID!, $poemId: ID) { spotlightPoem(input: { topicId: $topicId, poemId: $poemId }) { show { version } } }';
const OPEN = 'mutation ($topicId: ID!, $seconds: Int!, $roomOnly: Boolean!) { openLiveRound(input: { topicId: $topicId, seconds: $seconds, roomOnly: $roomOnly }) { show { version } } }';
const REVEAL = 'mutation ($topicId: ID!) { revealLiveWinner(input: { topicId: $topicId }) { show { version } } }';
const END = 'mutation ($topicId: ID!) { endLiveShow(input: { topicId: $topicId }) { show { version } } }';
const RUNNING = '{ runningLiveShows { topicId } }';
const HIDE = 'mutation ($id: ID!) { setTopicActive(input: { id: $id, active: false }) { topic { id } } }';
const JOIN_CODE = 'query ($topicId: ID!) { liveJoinCode(topicId: $topicId) { code } }';

/** The card of the poem titled `title` on the page. */
const card = (within: Page | Locator, title: string) => within.getByRole('article', { name: title });
const countOf = async (page: Page, title: string) => (await card(page, title).locator('.poem-count').textContent()) ?? '';
const VOTE = 'mutation ($poemId: ID!) { setVote(input: { poemId: $poemId, voted: true }) { voted } }';

/** The names of the page's documents it sends over HTTP from now on, in order. */
function operationsSent(page: Page): string[] {
  const names = new Map(['PhoneCatchUpQuery', 'PhoneVotePageQuery'].map((name) => [listedDocument(name).hash, name]));
  const sent: string[] = [];
  page.on('request', (request) => {
    if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return;
    const hash = (request.postDataJSON() as { extensions?: { persistedQuery?: { sha256Hash?: string } } } | null)?.extensions?.persistedQuery?.sha256Hash;
    sent.push(names.get(hash ?? '') ?? 'other');
  });
  return sent;
}

/** Waits until the card of the poem titled `title` shows the counts `text`. */
const untilCount = (within: Page | Locator, title: string, text: string) => card(within, title).locator('.poem-count', { hasText: text }).waitFor();

describe('The slam night phone page', () => {
  const given = withBrowserAndServer({ people: true });

  /** A host's control, as the admin. */
  async function host(query: string, variables: Record<string, unknown>): Promise<void> {
    const { errors } = await gql(given.server, query, variables, { token: given.admin.token });
    if (errors) throw new Error(`the host's control was refused: ${errors[0]?.message}`);
  }

  /** An active topic of its own with three approved poems, for one test. */
  async function topicWithPoems(title: string) {
    const topic = await seedTopic(given.server.db, { title, active: true });
    const ferry = await seedApprovedPoem(given.server, topic.id, { title: 'Night Ferry', voteCount: 4 });
    const salt = await seedApprovedPoem(given.server, topic.id, { title: 'Salt Wind', voteCount: 12 });
    const keeper = await seedApprovedPoem(given.server, topic.id, { title: 'Lighthouse Keeper', voteCount: 1 });
    return { topicId: topic.id, ferry, salt, keeper };
  }

  /**
   * A phone at 360 px on the topic's phone page, signed in as a new person unless a visitor;
   * resolves once it follows the night live. `sockets` collects its WebSockets, to cut them, and
   * `frames` what it sends on them; while `network.down`, it reaches nothing.
   */
  async function phoneOn(
    topicId: string,
    options: { signedIn?: boolean; person?: UserRow; query?: string; sockets?: WebSocketRoute[]; network?: { down: boolean }; frames?: string[] } = {},
  ): Promise<Page> {
    const page = await newVisitor(given.browser, given.server.url);
    await page.setViewportSize(PHONE);
    const { sockets, network } = options;
    if (sockets) {
      await page.routeWebSocket(/\/graphql$/, (socket) => {
        if (network?.down) return void socket.close({ code: 1001, reason: 'Network lost' });
        const server = socket.connectToServer();
        if (options.frames) {
          const frames = options.frames;
          socket.onMessage((message) => {
            frames.push(String(message));
            server.send(message);
          });
        }
        sockets.push(socket);
      });
    }
    if (network) await page.route('**/graphql', (route) => (network.down ? route.abort('internetdisconnected') : route.fallback()));
    if (options.signedIn !== false) await signInAs(page, given.server, options.person ?? (await seedPerson(given.server)));
    const listeners = given.server.server.runtime.hub.listenerCount('live.changed');
    const watchers = given.server.server.fanout.watcherCount(topicVotesChannel(topicId));
    await page.goto(`/live/${topicId}/vote${options.query ?? ''}`);
    await card(page, 'Night Ferry').waitFor();
    await waitForListeners(given.server, 'live.changed', listeners + 1);
    await untilWatching(given.server, topicVotesChannel(topicId), watchers + 1);
    return page;
  }

  async function endEveryNight(): Promise<void> {
    const { data } = await gql<{ runningLiveShows: { topicId: string }[] }>(given.server, RUNNING);
    for (const { topicId } of data?.runningLiveShows ?? []) await host(END, { topicId });
  }

  it('loads its own small bundle, no React or Apollo, shows a visitor the live counts, and brings them back signed in', async () => {
    const { topicId } = await topicWithPoems('Harbour Lights');
    const page = await newVisitor(given.browser, given.server.url);
    await page.setViewportSize(PHONE);
    const consoleWatch = watchConsole(page);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`/live/${topicId}/vote`);
    await page.getByRole('heading', { name: 'Harbour Lights', level: 1 }).waitFor();
    await page.getByText('The slam has not started yet').waitFor();
    expect(await countOf(page, 'Salt Wind')).toBe('12 votes');

    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((script) => !/^\/live\/assets\/vote-[\w-]+\.js$/.test(script))).toEqual([]);

    const logIn = page.getByRole('link', { name: 'Log in to vote' });
    expect(await logIn.getAttribute('href')).toBe(`/login?redirect=/live/${topicId}/vote`);
    expect(await card(page, 'Salt Wind').getByRole('button').count()).toBe(0);
    await expectNoSidewaysScroll(page);
    await expectAccessible(page, 'the phone page of a visitor');
    expectNoConsoleErrors(consoleWatch);

    await logIn.click();
    await waitForPath(page, '/login');
    expect(currentPath(page)).toBe(`/login?redirect=/live/${topicId}/vote`);
    // The app sends them back, and the phone page loads as itself, not as a route of the app.
    await logInAs(page, (await seedPerson(given.server)).email);
    await waitForPath(page, `/live/${topicId}/vote`);
    await card(page, 'Salt Wind').getByRole('button', { name: 'Vote for Salt Wind' }).waitFor();
    expect(await page.locator('#root').count()).toBe(0);
    await page.context().close();
  });

  it('says when a topic is not there, or is hidden while the night runs, with a way home', async () => {
    const page = await newVisitor(given.browser, given.server.url);
    await page.goto('/live/3f1c2b7a-0000-4000-8000-000000000404/vote');
    await page.getByRole('heading', { name: 'Topic not found.' }).waitFor();
    expect(await page.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
    await page.context().close();

    const { topicId } = await topicWithPoems('Undertow');
    await host(OPEN, { topicId, seconds: 120, roomOnly: false });
    const phone = await phoneOn(topicId);
    await host(HIDE, { id: topicId });
    await phone.getByRole('heading', { name: 'Topic not found.' }).waitFor();
    expect(await phone.getByRole('article').count()).toBe(0);
    await phone.context().close();
  });

  it('counts a tap at once, moves the count everywhere, and takes the vote back with a second tap', async () => {
    const { topicId, keeper } = await topicWithPoems('Tidewater');
    const poet = await seedPerson(given.server);
    await seedApprovedPoem(given.server, topicId, { userId: poet.id, title: 'My Own Tide' });
    await given.server.db.update(submissions).set({ voteCount: 500, reachedTargetAt: new Date() }).where(eq(submissions.id, keeper.id));
    await host(OPEN, { topicId, seconds: 120, roomOnly: false });
    const [voter, watcher] = await Promise.all([phoneOn(topicId, { person: poet }), phoneOn(topicId, { signedIn: false })]);
    await voter.getByText('Round 1 is open').waitFor();
    expect(await voter.locator('.status-timer').textContent()).toMatch(/^[12]:\d\d left$/);
    // Their own poem and a poem at 500 take no vote.
    await card(voter, 'My Own Tide').getByText('Your poem').waitFor();
    await card(voter, 'Lighthouse Keeper').getByText('Votes final').waitFor();
    expect(await card(voter, 'My Own Tide').getByRole('button').count()).toBe(0);
    expect(await card(voter, 'Lighthouse Keeper').getByRole('button').count()).toBe(0);

    await card(voter, 'Night Ferry').getByRole('button', { name: 'Vote for Night Ferry' }).click();
    // Shown before the server answers.
    await card(voter, 'Night Ferry').getByRole('button', { name: 'Voted for Night Ferry', pressed: true }).waitFor();
    // While the night runs, its own votes lead and all the poem's votes follow, small.
    expect(await countOf(voter, 'Night Ferry')).toBe('1 vote tonight · 5 in all');
    await untilCount(watcher, 'Night Ferry', '1 vote tonight · 5 in all');
    await voter.getByText('Your vote for Night Ferry counts.').waitFor();

    await card(voter, 'Night Ferry').getByRole('button', { name: 'Voted for Night Ferry' }).click();
    await card(voter, 'Night Ferry').getByRole('button', { name: 'Vote for Night Ferry', pressed: false }).waitFor();
    await untilCount(watcher, 'Night Ferry', '0 votes tonight · 4 in all');
    expect(await countOf(voter, 'Night Ferry')).toBe('0 votes tonight · 4 in all');
    await Promise.all([voter.context().close(), watcher.context().close()]);
  });

  it('shows an admin the night without a vote to give', async () => {
    const { topicId } = await topicWithPoems('Slipway');
    await host(OPEN, { topicId, seconds: 120, roomOnly: true });
    const page = await newVisitor(given.browser, given.server.url);
    await signInAs(page, given.server, await seedPerson(given.server, { role: 'admin' }));
    await page.goto(`/live/${topicId}/vote`);
    await page.getByText('Admins run the night: they do not vote.').waitFor();
    await page.getByText('Round 1 is open').waitFor();
    expect(await page.getByRole('button').count()).toBe(0);
    expect(await page.getByLabel('Code on the screen').isVisible()).toBe(false);
    expect(await page.getByRole('link', { name: 'Log in to vote' }).count()).toBe(0);
    await page.context().close();
  });

  it('rolls a vote back that fails or is refused, and says why', async () => {
    const { topicId } = await topicWithPoems('Quay Side');
    await host(OPEN, { topicId, seconds: 120, roomOnly: false });
    const page = await phoneOn(topicId);
    // A vote that cannot reach the server.
    const voteHash = listedDocument('PhoneSetVoteMutation').hash;
    await page.route('**/graphql', (route) => (route.request().postData()?.includes(voteHash) ? route.abort('connectionreset') : route.fallback()));
    await card(page, 'Night Ferry').getByRole('button', { name: 'Vote for Night Ferry' }).click();
    await card(page, 'Night Ferry').getByRole('alert').filter({ hasText: 'Failed to register your vote. Please try again.' }).waitFor();
    await card(page, 'Night Ferry').getByRole('button', { name: 'Vote for Night Ferry', pressed: false }).waitFor();
    expect(await countOf(page, 'Night Ferry')).toBe('0 votes tonight · 4 in all');
    await page.unroute('**/graphql');

    // The round ends on the server without a word to the phones, which still show it open.
    await given.server.db
      .update(liveRounds)
      .set({ closesAt: new Date(Date.now() - 1000) })
      .where(and(eq(liveRounds.topicId, topicId), isNull(liveRounds.closedAt)));
    keptNightsOf(given.server.server.runtime).forgetAll();
    await card(page, 'Salt Wind').getByRole('button', { name: 'Vote for Salt Wind' }).click();
    await card(page, 'Salt Wind').getByRole('alert').filter({ hasText: 'This round has closed. Wait for the host to open the next one.' }).waitFor();
    expect(await countOf(page, 'Salt Wind')).toBe('0 votes tonight · 12 in all');
    // The page reads the night again and stops offering votes.
    await page.getByText('Round 1 is closed').waitFor();
    expect(await card(page, 'Salt Wind').getByText('✓ Voted').count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Vote for/ }).count()).toBe(0);
    await page.context().close();
  });

  it("asks for the room's code in a room-only round, takes it from the QR code's address, and asks again when it is refused", async () => {
    // A title long enough to take two lines on a phone.
    const { topicId } = await topicWithPoems('Breakwater Songs at the Harbour');
    await host(OPEN, { topicId, seconds: 120, roomOnly: true });
    const { data } = await gql<{ liveJoinCode: { code: string } }>(given.server, JOIN_CODE, { topicId }, { token: given.admin.token });
    const code = data?.liveJoinCode.code ?? '';
    const page = await phoneOn(topicId, { query: `?code=${code}` });
    const field = page.getByLabel('Code on the screen');
    expect(await field.inputValue()).toBe(code);
    expect(currentPath(page)).toBe(`/live/${topicId}/vote`);
    await expectNoSidewaysScroll(page);
    // The first poem to vote on is in view without scrolling, below the round and the code.
    const firstVote = await page.getByRole('button', { name: /^Vote for/ }).first().boundingBox();
    expect(firstVote!.y + firstVote!.height).toBeLessThanOrEqual(PHONE.height);

    await card(page, 'Salt Wind').getByRole('button', { name: 'Vote for Salt Wind' }).click();
    await untilCount(page, 'Salt Wind', '1 vote tonight · 13 in all');
    await card(page, 'Salt Wind').getByRole('button', { name: 'Voted for Salt Wind' }).waitFor();

    await field.fill(code === '0000' ? '1111' : '0000');
    await card(page, 'Night Ferry').getByRole('button', { name: 'Vote for Night Ferry' }).click();
    await page.getByText('That code is not the one on the screen now. Enter the code shown on the screen.').waitFor();
    expect(await field.inputValue()).toBe('');
    expect(await field.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await countOf(page, 'Night Ferry')).toBe('0 votes tonight · 4 in all');
    await expectAccessible(page, 'the phone page in a room-only round');
    await page.context().close();
  });

  it('puts the poem on stage first, follows the host live, shows the winner when revealed and the end of the night', async () => {
    const { topicId, ferry } = await topicWithPoems('Lantern Row');
    await host(OPEN, { topicId, seconds: 120, roomOnly: false });
    const page = await phoneOn(topicId);
    const stage = page.getByRole('region', { name: 'Now on stage' });
    await stage.getByText('Nobody is on stage right now.').waitFor();

    await host(SPOTLIGHT, { topicId, poemId: ferry.id });
    await card(stage, 'Night Ferry').waitFor();
    await page.getByRole('heading', { name: 'The other poems' }).waitFor();

    await card(page, 'Night Ferry').getByRole('button', { name: 'Vote for Night Ferry' }).click();
    await untilCount(page, 'Night Ferry', '1 vote tonight · 5 in all');
    // Tonight's votes decide: Night Ferry's one beats Salt Wind's 12 from before the night.
    await host(REVEAL, { topicId });
    await page.getByText('The winner: Night Ferry').waitFor();
    await card(page, 'Night Ferry').getByText('Winner', { exact: true }).waitFor();
    // The votes are in: the vote given stays shown, and no poem offers a vote.
    await card(page, 'Night Ferry').locator('.tag', { hasText: '✓ Voted' }).waitFor();
    expect(await page.getByRole('button', { name: /Vote for|Voted for/ }).count()).toBe(0);
    await expectNoSidewaysScroll(page);

    await host(END, { topicId });
    await page.getByText('The slam night is over').waitFor();
    await stage.getByText('Nobody is on stage right now.').waitFor();
    await page.context().close();
  });

  it('says it is reconnecting when the connection drops, and catches up the round and the counts it missed through the catch-up read once back', async () => {
    const { topicId, salt } = await topicWithPoems('Harbour Wall');
    await host(OPEN, { topicId, seconds: 120, roomOnly: false });
    const network = { down: false };
    const sockets: WebSocketRoute[] = [];
    const frames: string[] = [];
    const page = await phoneOn(topicId, { sockets, network, frames });
    await page.getByText('Round 1 is open').waitFor();
    await page.waitForLoadState('networkidle');
    const sent = operationsSent(page);
    const framesBefore = frames.length;

    network.down = true;
    await sockets.at(-1)?.close({ code: 1001, reason: 'Network lost' });
    await page.getByRole('status').filter({ hasText: 'Reconnecting…' }).waitFor();
    // Missed while away: the host opens the next round, and another phone votes in it.
    await host(OPEN, { topicId, seconds: 120, roomOnly: false });
    const { token } = await signIn(given.server, await seedPerson(given.server));
    const { errors } = await gql(given.server, VOTE, { poemId: salt.id }, { token });
    expect(errors).toBeUndefined();
    network.down = false;

    await page.getByText('Round 2 is open').waitFor({ timeout: 10_000 });
    await untilCount(page, 'Salt Wind', '1 vote tonight · 13 in all');
    await page.getByRole('status').filter({ hasText: 'Reconnecting…' }).waitFor({ state: 'hidden' });
    // Caught up by one read over the socket once back, not by reading the whole page again.
    expect(frames.slice(framesBefore).filter((frame) => frame.includes(listedDocument('PhoneCatchUpQuery').hash))).toHaveLength(1);
    expect(sent).not.toContain('PhoneVotePageQuery');
    await page.context().close();
  });

  it('follows the night over HTTP while the server refuses its socket, shows a round the host opens within seconds, and catches up once let in', async () => {
    const { topicId } = await topicWithPoems('Jetty');
    const person = await seedPerson(given.server);
    // The account already holds every socket it may: the phone's is refused.
    const { token } = await signIn(given.server, person);
    const held = await Promise.all(Array.from({ length: 8 }, () => openSocket(given.server, { token })));
    const page = await newVisitor(given.browser, given.server.url);
    await page.setViewportSize(PHONE);
    await signInAs(page, given.server, person);
    await page.goto(`/live/${topicId}/vote`);
    await page.getByRole('status').filter({ hasText: 'Reconnecting…' }).waitFor();

    await host(OPEN, { topicId, seconds: 120, roomOnly: false });
    await page.getByText('Round 1 is open').waitFor({ timeout: 6_000 });
    await card(page, 'Night Ferry').getByRole('button', { name: 'Vote for Night Ferry' }).click();
    await page.getByText('Your vote for Night Ferry counts.').waitFor();

    await held[0]?.dispose();
    await page.getByRole('status').filter({ hasText: 'Reconnecting…' }).waitFor({ state: 'hidden', timeout: 6_000 });
    await Promise.all([...held.slice(1).map((socket) => socket.dispose()), page.context().close()]);
  });

  it("loses no vote made after the venue's Wi-Fi drops for 10 seconds mid-round, and shows the round opened meanwhile within seconds of its return", async () => {
    const { topicId, ferry } = await topicWithPoems('Slack Water');
    await host(OPEN, { topicId, seconds: 120, roomOnly: false });
    const person = await seedPerson(given.server);
    const network = { down: false };
    const sockets: WebSocketRoute[] = [];
    const page = await phoneOn(topicId, { person, sockets, network });
    await page.getByText('Round 1 is open').waitFor();

    network.down = true;
    await sockets.at(-1)?.close({ code: 1001, reason: 'Network lost' });
    await page.getByRole('status').filter({ hasText: 'Reconnecting…' }).waitFor();
    await host(OPEN, { topicId, seconds: 120, roomOnly: false });
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    network.down = false;

    await page.getByText('Round 2 is open').waitFor({ timeout: 5_000 });
    await card(page, 'Night Ferry').getByRole('button', { name: 'Vote for Night Ferry' }).click();
    await page.getByText('Your vote for Night Ferry counts.').waitFor();
    await page.getByRole('status').filter({ hasText: 'Reconnecting…' }).waitFor({ state: 'hidden', timeout: 5_000 });
    const counted = await given.server.db.select({ at: votes.createdAt }).from(votes).where(and(eq(votes.poemId, ferry.id), eq(votes.userId, person.id)));
    expect(counted).toHaveLength(1);
    await page.context().close();
  });

  it('sends /live to the one night running, lists several, and says so when none runs', async () => {
    await endEveryNight();
    const page = await newVisitor(given.browser, given.server.url);
    await page.setViewportSize(PHONE);
    await page.goto('/live');
    await page.getByRole('heading', { name: 'No slam is running right now' }).waitFor();
    expect(await page.getByRole('link', { name: 'Vote on the poems' }).getAttribute('href')).toBe('/voting');
    await expectNoSidewaysScroll(page);

    const { topicId } = await topicWithPoems('Dockside');
    await host(OPEN, { topicId, seconds: 120, roomOnly: false });
    await page.goto('/live');
    await waitForPath(page, `/live/${topicId}/vote`);
    await page.getByRole('heading', { name: 'Dockside', level: 1 }).waitFor();

    const other = await topicWithPoems('Pier Head');
    await host(SPOTLIGHT, { topicId: other.topicId, poemId: other.salt.id });
    await page.goto('/live');
    await page.getByRole('link', { name: /Pier Head/ }).click();
    await waitForPath(page, `/live/${other.topicId}/vote`);
    await card(page.getByRole('region', { name: 'Now on stage' }), 'Salt Wind').waitFor();
    await page.context().close();
    await endEveryNight();
  });
});
