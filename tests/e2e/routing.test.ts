import type { Page } from 'playwright-core';
import { seedTopic } from '../utils/scenarios';
import { currentPath, newVisitor, waitForPath } from './browser';
import { withBrowserAndServer } from './withBrowserAndServer';

/** The names of the app's code files the page fetches from now on (`DashboardPage-x1y2.js` is `DashboardPage`). */
function scriptsFetched(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    const [, name] = /\/assets\/([A-Za-z]+)-[\w-]+\.js$/.exec(new URL(request.url()).pathname) ?? [];
    if (name) names.push(name);
  });
  return names;
}

describe('Moving between pages', () => {
  const given = withBrowserAndServer();

  it("sends a visitor away from a guarded page before any of its code loads, on arrival and from a link", async () => {
    const topic = await seedTopic(given.server.db, { title: 'Tides' });
    const page = await newVisitor(given.browser, given.server.url);
    const fetched = scriptsFetched(page);

    await page.goto('/admin/topics');
    await waitForPath(page, '/admin-login');
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();

    await page.goto('/topics');
    await page.getByRole('link', { name: 'Submit a Poem on Tides' }).click();
    await waitForPath(page, '/login');
    expect(currentPath(page)).toBe(`/login?redirect=${encodeURIComponent(`/dashboard?tab=upload&topic=${topic.id}`).replace(/%2F/gi, '/')}`);
    await page.getByRole('heading', { name: 'Log In' }).waitFor();

    expect(fetched).toEqual(expect.arrayContaining(['AdminLoginPage', 'TopicsPage', 'LoginPage']));
    expect(fetched).not.toContain('AdminTopicsPage');
    expect(fetched).not.toContain('DashboardPage');
  });

  it("loads the address whole when the next page's code is gone, as after a deploy", async () => {
    const page = await newVisitor(given.browser, given.server.url);
    await page.goto('/');
    // The files of the version this document came with are gone: the next document has the new ones.
    let gone = true;
    let refused = 0;
    page.on('request', (request) => {
      if (request.isNavigationRequest()) gone = false;
    });
    await page.route(/\/assets\/TopicsPage-[\w-]+\.js$/, async (route) => {
      if (!gone) return route.fallback();
      refused += 1;
      return route.abort();
    });
    await page.evaluate(() => Object.assign(window, { loadedBefore: true }));
    const loaded = page.waitForEvent('load');
    await page.locator('.site-header').getByRole('link', { name: 'Topics', exact: true }).click();
    await loaded;
    await waitForPath(page, '/topics');
    await page.getByRole('heading', { name: 'Topics', level: 1 }).waitFor();
    expect(refused).toBeGreaterThanOrEqual(1);
    expect(await page.evaluate(() => 'loadedBefore' in window)).toBe(false);
  });
});
