import type { Page } from 'playwright-core';
import { gql } from '../utils/graphql';
import { seedPlayablePoem, seedTopic, seedUser, signIn } from '../utils/scenarios';
import { newVisitor } from './browser';
import { expectNoConsoleErrors, watchConsole } from './consoleErrors';
import { withBrowserAndServer } from './withBrowserAndServer';

const UPDATE_PAGE = `mutation UpdatePage($input: UpdatePageInput!) { updatePage(input: $input) { page { key } } }`;

/** Markup that would run or draw something if a page took it for HTML. */
const markup = (where: string) => `${where} <img src="/x" onerror="window.__ran='${where}'"><script>window.__ran='${where}'</script><b>bold</b>`;

/** True when nothing the markup carried has run or been drawn in the page. */
async function stayedInert(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const ran = (window as { __ran?: string }).__ran;
    return ran === undefined && document.querySelectorAll('main img[src="/x"], main b, main script').length === 0;
  });
}

describe('markup people type', () => {
  const given = withBrowserAndServer();

  it('shows titles, transcripts and pages as the text they are, running and drawing nothing', async () => {
    const topic = await seedTopic(given.server.db, { title: markup('topic') });
    const poem = await seedPlayablePoem(given.server, topic.id, { title: markup('title'), transcript: markup('transcript') });
    const admin = await signIn(given.server, await seedUser(given.server.db, { role: 'admin' }));
    expect((await gql(given.server, UPDATE_PAGE, { input: { key: 'HELP', content: `Help\n\n${markup('page')}` } }, { token: admin.token })).errors).toBeUndefined();

    const page = await newVisitor(given.browser, given.server.url);
    const console = watchConsole(page);

    await page.goto(`/voting/${topic.id}`);
    await page.getByText(markup('title')).first().waitFor();
    expect(await stayedInert(page)).toBe(true);

    await page.goto(`/poems/${poem.id}`);
    await page.getByText(markup('transcript')).waitFor();
    await page.getByRole('heading', { name: markup('title') }).waitFor();
    expect(await page.title()).toContain(markup('title'));
    expect(await stayedInert(page)).toBe(true);

    await page.goto('/help');
    await page.getByText(markup('page')).waitFor();
    expect(await stayedInert(page)).toBe(true);
    expectNoConsoleErrors(console, 'the pages with markup');
  });
});
