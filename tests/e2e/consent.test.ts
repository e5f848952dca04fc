import type { Page } from 'playwright-core';
import { newVisitor } from './browser';
import { withBrowserAndServer } from './withBrowserAndServer';

// A made-up provider: the browser never reaches it, every request is answered here and counted.
const ADS_SCRIPT_URL = 'https://ads.spoken.test/script.js?client=pub-123';

describe('Cookie consent', () => {
  const given = withBrowserAndServer({ env: { ADS_SCRIPT_URL } });

  /** A visitor who has not answered the banner yet, and the ads script requests their browser makes. */
  async function undecidedVisitor(): Promise<{ page: Page; adsRequests: string[] }> {
    const page = await newVisitor(given.browser, given.server.url, { cookieChoice: 'unanswered' });
    const adsRequests: string[] = [];
    await page.context().route('https://ads.spoken.test/**', (route) => {
      adsRequests.push(route.request().url());
      return route.fulfill({ contentType: 'text/javascript', body: 'document.documentElement.dataset.adsLoaded = "yes";' });
    });
    return { page, adsRequests };
  }

  const banner = (page: Page) => page.getByRole('region', { name: 'Cookie consent' });

  /** Waits until the page has drawn its content, by which time the banner has decided whether to load ads. */
  async function openTopics(page: Page): Promise<void> {
    await page.goto('/topics');
    await page.getByRole('heading', { name: 'Topics', level: 1 }).waitFor();
  }

  it('asks before anything loads, and loads the configured script after Accept', async () => {
    const { page, adsRequests } = await undecidedVisitor();
    await openTopics(page);
    await banner(page).getByText('This website uses cookies for personalized ads.').waitFor();
    expect(await page.locator('meta[name="spoken-ads-script"]').getAttribute('content')).toBe(ADS_SCRIPT_URL);
    expect(adsRequests).toEqual([]);

    await banner(page).getByRole('button', { name: 'Accept' }).click();
    await page.locator('html[data-ads-loaded="yes"]').waitFor({ state: 'attached' });
    expect(adsRequests).toEqual([ADS_SCRIPT_URL]);
    await banner(page).waitFor({ state: 'detached' });

    await page.reload();
    await page.locator('html[data-ads-loaded="yes"]').waitFor({ state: 'attached' });
    expect(await banner(page).count()).toBe(0);
  });

  it('never requests the script after Decline, also after a reload', async () => {
    const { page, adsRequests } = await undecidedVisitor();
    await openTopics(page);
    await banner(page).getByRole('button', { name: 'Decline' }).click();
    await banner(page).waitFor({ state: 'detached' });

    await page.reload();
    await page.getByRole('heading', { name: 'Topics', level: 1 }).waitFor();
    await page.getByRole('navigation', { name: 'Footer' }).waitFor();
    expect(await banner(page).count()).toBe(0);
    expect(adsRequests).toEqual([]);
  });

  it("brings the banner back from the footer's Cookie Settings, where a change of mind counts", async () => {
    const { page, adsRequests } = await undecidedVisitor();
    await openTopics(page);
    await banner(page).getByRole('button', { name: 'Decline' }).click();
    await banner(page).waitFor({ state: 'detached' });

    await page.getByRole('navigation', { name: 'Footer' }).getByRole('button', { name: 'Cookie Settings' }).click();
    await banner(page).getByText('You have declined them.').waitFor();
    expect(adsRequests).toEqual([]);
    await banner(page).getByRole('button', { name: 'Accept' }).click();
    await page.locator('html[data-ads-loaded="yes"]').waitFor({ state: 'attached' });
    expect(adsRequests).toEqual([ADS_SCRIPT_URL]);

    await page.getByRole('navigation', { name: 'Footer' }).getByRole('button', { name: 'Cookie Settings' }).click();
    await banner(page).getByText('If you decline now, ads stop from the next page you load.').waitFor();
    await banner(page).getByRole('button', { name: 'Decline' }).click();
    await page.reload();
    await page.getByRole('heading', { name: 'Topics', level: 1 }).waitFor();
    expect(await page.locator('html[data-ads-loaded]').count()).toBe(0);
    expect(adsRequests).toEqual([ADS_SCRIPT_URL]);
  });
});
