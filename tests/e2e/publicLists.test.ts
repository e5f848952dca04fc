import type { Page } from 'playwright-core';
import { pageChannel, poemListChannel, BEATS_CHANNEL } from '../../server/fanout/publicLists';
import { REGISTER, registration } from '../utils/accounts';
import { untilWatching, waitForListeners } from '../utils/events';
import { gql } from '../utils/graphql';
import { seedBeat, seedPlayablePoem, seedProcessedSubmission, seedTopic, seedUser, signIn, storePlayableRendition, type SignedIn } from '../utils/scenarios';
import { newVisitor } from './browser';
import { saveScreenshot } from './screenshots';
import { seedPerson, signInAs } from './people';
import { withBrowserAndServer } from './withBrowserAndServer';

const APPROVE = 'mutation Approve($id: ID!) { approveSubmission(input: { id: $id }) { submission { status } } }';
const TAKE_DOWN = 'mutation TakeDown($id: ID!) { takeDownSubmission(input: { id: $id, reason: "Copied from another poet." }) { submission { takenDown } } }';
const SET_BEAT_ACTIVE = 'mutation SetBeat($id: ID!) { setBeatActive(input: { id: $id, active: true }) { beat { id } } }';
const UPDATE_PAGE = 'mutation UpdatePage($content: String!) { updatePage(input: { key: HELP, content: $content }) { page { key } } }';

const card = (page: Page, title: string) => page.getByRole('article', { name: title });

describe('Lists that stay live in the browser', () => {
  const given = withBrowserAndServer();
  let admin: SignedIn;
  beforeAll(async () => {
    admin = await signIn(given.server, await seedUser(given.server.db, { role: 'admin' }));
  });

  const asAdmin = async (query: string, variables: Record<string, unknown>) => {
    const response = await gql(given.server, query, variables, { token: admin.token });
    expect(response.errors).toBeUndefined();
  };

  it('shows a poem on open home, topic and voting pages once approved, and drops it when taken down, without a reload', async () => {
    const topic = await seedTopic(given.server.db, { title: 'Harbour Lights' });
    await seedPlayablePoem(given.server, topic.id, { title: 'Anchor Chain', voteCount: 3 });
    const poet = await seedUser(given.server.db, { name: 'Thandi Live' });
    const pending = await seedProcessedSubmission(given.server.db, { userId: poet.id, topicId: topic.id, title: 'Foghorn Psalm' }, [await storePlayableRendition(given.server)]);

    const visitor = await newVisitor(given.browser, given.server.url);
    const pages: Page[] = [visitor, await visitor.context().newPage(), await visitor.context().newPage()];
    await pages[0]?.goto('/');
    await pages[1]?.goto(`/voting/${topic.id}`);
    await pages[2]?.goto('/voting');
    for (const page of pages) await card(page, 'Anchor Chain').waitFor();
    await untilWatching(given.server, poemListChannel(topic.id), pages.length);
    for (const page of pages) expect(await card(page, 'Foghorn Psalm').count()).toBe(0);
    const listReads: string[] = [];
    for (const page of pages) page.on('request', (request) => request.postData()?.includes('votingPoems') && listReads.push(request.url()));

    await asAdmin(APPROVE, { id: pending.id });
    for (const page of pages) await card(page, 'Foghorn Psalm').waitFor();
    await pages[1]?.getByText('2 Poems to Vote On').waitFor();
    await pages[0]?.getByRole('link', { name: 'See all 2 poems on Harbour Lights' }).waitFor();
    // Placed by the list's sort (most votes first), from the poem the server pushed: no page asked for its list again.
    expect(await pages[1]?.getByRole('article').evaluateAll((cards) => cards.map((element) => element.getAttribute('aria-label')))).toEqual(['Anchor Chain', 'Foghorn Psalm']);
    expect(listReads).toEqual([]);
    for (const width of [1280, 360]) {
      await pages[0]?.setViewportSize({ width, height: 800 });
      if (pages[0]) await saveScreenshot(pages[0], 'live-home-approved');
    }

    await asAdmin(TAKE_DOWN, { id: pending.id });
    for (const page of pages) await card(page, 'Foghorn Psalm').waitFor({ state: 'detached' });
    await pages[2]?.getByText('1 Poem to Vote On').waitFor();
    for (const page of pages) await card(page, 'Anchor Chain').waitFor();
    await visitor.context().close();
  });

  it("marks a poet's own poem as theirs, with no vote button, when it goes up on their open voting page", async () => {
    const topic = await seedTopic(given.server.db, { title: 'Salt Roads' });
    await seedPlayablePoem(given.server, topic.id, { title: 'Other Shore' });
    const poet = await seedPerson(given.server, { name: 'Lindiwe Own' });
    const pending = await seedProcessedSubmission(given.server.db, { userId: poet.id, topicId: topic.id, title: 'My Own Tide' }, [await storePlayableRendition(given.server)]);
    const ownNewsListeners = given.server.server.runtime.hub.listenerCount('submission.changed');
    const page = await newVisitor(given.browser, given.server.url);
    await signInAs(page, given.server, poet);
    await page.goto(`/voting/${topic.id}`);
    await card(page, 'Other Shore').getByRole('button', { name: 'Vote for Other Shore' }).waitFor();
    await untilWatching(given.server, poemListChannel(topic.id));
    await waitForListeners(given.server, 'submission.changed', ownNewsListeners + 1);

    await asAdmin(APPROVE, { id: pending.id });
    const mine = card(page, 'My Own Tide');
    await mine.getByText('Your poem').waitFor();
    expect(await mine.getByRole('button').filter({ hasText: 'Vote' }).count()).toBe(0);
    expect(await card(page, 'Other Shore').getByRole('button', { name: 'Vote for Other Shore' }).count()).toBe(1);
    await page.context().close();
  });

  it('offers a beat on the open submit page as soon as an admin switches it on', async () => {
    await seedTopic(given.server.db, { title: 'Quiet Streets' });
    const beat = await seedBeat(given.server, { title: 'Midnight Marimba', active: false });
    const page = await newVisitor(given.browser, given.server.url);
    await signInAs(page, given.server, await seedPerson(given.server));
    await page.goto('/submit');
    await page.getByRole('button', { name: 'Select Quiet Streets' }).click();
    await page.getByText('No beat').first().waitFor();
    await untilWatching(given.server, BEATS_CHANNEL);
    expect(await page.getByText('Midnight Marimba').count()).toBe(0);

    await asAdmin(SET_BEAT_ACTIVE, { id: beat.id });
    await page.getByText('Midnight Marimba').first().waitFor();
    await page.context().close();
  });

  it('shows an admin’s edit on an open text page without a reload', async () => {
    const page = await newVisitor(given.browser, given.server.url);
    await page.goto('/help');
    await page.getByText('How do I join?').waitFor();
    await untilWatching(given.server, pageChannel('help'));

    await asAdmin(UPDATE_PAGE, { content: 'Help and frequently asked questions\n\nStill stuck\n\nWrite to the team and we will answer.' });
    await page.getByRole('heading', { name: 'Still stuck', level: 2 }).waitFor();
    expect(await page.getByText('How do I join?').count()).toBe(0);
    await page.context().close();
  });

  it('shows a new sign-up on the open admin Users page', async () => {
    const hub = given.server.server.runtime.hub;
    const before = hub.listenerCount('account.changed');
    const page = await newVisitor(given.browser, given.server.url);
    await signInAs(page, given.server, admin.user);
    await page.goto('/admin/users');
    await page.getByText(/Admin seats used/).waitFor();
    // The page's own account, the dashboard figures and the users list each listen.
    await waitForListeners(given.server, 'account.changed', before + 3);

    const input = registration({ name: 'Lindiwe Newcomer' });
    const signUp = await gql(given.server, REGISTER, { input });
    expect(signUp.errors).toBeUndefined();
    const row = page.getByRole('row', { name: /Lindiwe Newcomer/ });
    await row.getByText(input.email as string).waitFor();
    await row.getByText('Unverified').waitFor();
    await page.context().close();
  });
});
