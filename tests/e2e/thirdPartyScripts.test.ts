import { gql } from '../utils/graphql';
import { currentPath, newVisitor, waitForPath } from './browser';
import { mailedLink } from './outbox';
import { seedPerson } from './people';
import { withBrowserAndServer } from './withBrowserAndServer';

const ADS_SCRIPT_URL = 'https://ads.spoken.test/script.js';
const FORGOT = `mutation Forgot($email: String!) { requestPasswordReset(input: { email: $email }) { message } }`;

describe('Third-party scripts and the reset link', () => {
  const given = withBrowserAndServer({ env: { ADS_SCRIPT_URL } });

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
