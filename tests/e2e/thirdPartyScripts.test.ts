import type { Page } from 'playwright-core';
import { gql } from '../utils/graphql';
import { currentPath, newVisitor, waitForPath } from './browser';
import { mailedLink } from './outbox';
import { logIn, seedPerson, signInAs } from './people';
import { withBrowserAndServer } from './withBrowserAndServer';

const ADS_HOST = 'ads.spoken.test';
const ADS_SCRIPT_URL = `https://${ADS_HOST}/script.js`;
const FORGOT = `mutation Forgot($email: String!) { requestPasswordReset(input: { email: $email }) { message } }`;

/**
 * Answers every request the page's browser makes to the ads host with a script that marks the page,
 * and records each one.
 */
async function recordAdsRequests(page: Page): Promise<string[]> {
  const requests: string[] = [];
  page.context().on('request', (request) => {
    if (new URL(request.url()).hostname === ADS_HOST) requests.push(request.url());
  });
  await page.context().route(`https://${ADS_HOST}/**`, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: 'document.documentElement.dataset.adsLoaded = "yes";' }),
  );
  return requests;
}

/** Once the app knows who is signed in and has run the effects of what it shows. */
async function settled(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Log Out' }).first().waitFor();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
}

const adsInPage = (page: Page) => page.locator('script#spoken-ads-script, meta[name="spoken-ads-script"], html[data-ads-loaded]').count();

describe('Third-party scripts and the reset link', () => {
  const given = withBrowserAndServer({ env: { ADS_SCRIPT_URL } });

  it('runs no ads script for a signed-in admin on any page, however its address is spelled', async () => {
    const page = await newVisitor(given.browser, given.server.url, { cookieChoice: 'accepted' });
    const requests = await recordAdsRequests(page);
    // A visitor who accepted cookies gets it, so a request to the ads host would be seen.
    await page.goto('/topics');
    await page.locator('html[data-ads-loaded="yes"]').waitFor({ state: 'attached' });
    expect(requests).toEqual([ADS_SCRIPT_URL]);
    requests.length = 0;

    await signInAs(page, given.server, await seedPerson(given.server, { role: 'admin' }));
    const addresses = ['//admin/payments', '/%61dmin/payments', '//payment-details', '//reset-password', '/', '//topics', '/poetry'];
    for (const address of addresses) {
      await page.goto(`${given.server.url}${address}`);
      await settled(page);
      expect({ address, ads: await adsInPage(page) }).toEqual({ address, ads: 0 });
    }
    expect(currentPath(page)).toBe('/poetry');
    expect(requests).toEqual([]);
    await page.close();
  });

  it('loads no ads script once an admin signs in on a page opened as a visitor, even when they accept cookies after', async () => {
    const admin = await seedPerson(given.server, { role: 'admin' });
    const page = await newVisitor(given.browser, given.server.url, { cookieChoice: 'unanswered' });
    const requests = await recordAdsRequests(page);
    await page.goto('/');
    await page.getByRole('navigation').getByRole('link', { name: 'Log In' }).first().click();
    await waitForPath(page, '/login');
    await logIn(page, admin.email);
    await waitForPath(page, '/admin');
    await page.getByRole('navigation').getByRole('link', { name: 'Home' }).first().click();
    await waitForPath(page, '/');
    await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Accept' }).click();
    await settled(page);
    expect(await page.locator('script#spoken-ads-script, html[data-ads-loaded]').count()).toBe(0);
    expect(requests).toEqual([]);
    await page.close();
  });

  it('loads the sign-in page afresh, without the ads script, when a visitor moves there from a page that ran it', async () => {
    const page = await newVisitor(given.browser, given.server.url, { cookieChoice: 'accepted' });
    await page.context().route('https://ads.spoken.test/**', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: 'document.documentElement.dataset.adsLoaded = "yes";' }),
    );
    await page.goto('/topics');
    await page.locator('html[data-ads-loaded="yes"]').waitFor({ state: 'attached' });

    await page.getByRole('navigation').getByRole('link', { name: 'Log In' }).first().click();
    await waitForPath(page, '/login');
    await page.getByRole('heading', { name: 'Log In', level: 1 }).waitFor();
    expect(await page.locator('html[data-ads-loaded]').count()).toBe(0);
    expect(await page.locator('script#spoken-ads-script, meta[name="spoken-ads-script"]').count()).toBe(0);
  });

  it('takes the reset token out of the address bar once read, and still resets the password with it', async () => {
    const person = await seedPerson(given.server);
    expect((await gql(given.server, FORGOT, { email: person.email })).errors).toBeUndefined();
    const page = await newVisitor(given.browser, given.server.url);
    const link = await mailedLink(page, person.email, '/reset-password');
    expect(link).toMatch(/^\/reset-password\?token=/);

    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).waitFor();
    await page.waitForFunction(() => window.location.search === '');
    expect(currentPath(page)).toBe('/reset-password');

    await page.getByLabel('New password', { exact: true }).fill('a brand new password');
    await page.getByLabel('Confirm new password').fill('a brand new password');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText('Your password has been reset. You can now log in.').waitFor();
    // Only our own scripts ran on the reset page.
    const scripts = await page.evaluate(() => [...document.scripts].map((script) => script.src).filter((src) => src && new URL(src).origin !== window.location.origin));
    expect(scripts).toEqual([]);
  });
});
