import { seedApprovedPoem, seedTopic } from '../utils/scenarios';
import { currentPath, newVisitor, waitForPath } from './browser';
import { mailedLink } from './outbox';
import { fillRegistration, logIn, newGmailAddress, TERMS } from './people';
import { screenshotBothWidths } from './screenshots';
import { withBrowserAndServer } from './withBrowserAndServer';

const REGISTERED =
  'A verification email has been sent to your email address. Please verify your account before logging in.';
const RESENT = 'If an account with that email is waiting for verification, a new link is on its way.';

describe('Signing up', () => {
  const given = withBrowserAndServer();

  it('registers, says what to do next, opens the mailed verification link, logs in, and logs out again', async () => {
    const page = await newVisitor(given.browser, given.server.url);
    const email = newGmailAddress();
    await page.goto('/register');
    await fillRegistration(page, email);

    // In place of the form, the next step: where the link went and what to do if it does not come.
    const step = page.getByRole('region', { name: 'Check your inbox' });
    await step.getByRole('status').filter({ hasText: REGISTERED }).waitFor();
    expect(await step.getByText(email).count()).toBe(1);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Check your inbox');
    expect(await page.getByRole('form', { name: 'Create your account' }).count()).toBe(0);
    await step.getByRole('heading', { name: 'Nothing arrived?' }).waitFor();
    await screenshotBothWidths(page, 'sign-up-check-inbox');
    await step.getByRole('button', { name: 'Resend verification email' }).click();
    await step.getByRole('status').filter({ hasText: RESENT }).waitFor();

    // A typo in the address: back to the form as it was filled in.
    await step.getByRole('button', { name: 'Use another email' }).click();
    expect(await page.getByLabel('Email').inputValue()).toBe(email);
    expect(await page.getByLabel(TERMS).isChecked()).toBe(true);

    await page.goto(await mailedLink(page, email, '/verify-email'));
    await page.getByText('Your email is verified. You can now log in.').waitFor();
    await page.getByRole('main').getByRole('link', { name: 'Log In' }).click();

    await waitForPath(page, '/login');
    await logIn(page, email);
    await waitForPath(page, '/dashboard');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Log Out' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/dashboard');

    await nav.getByRole('button', { name: 'Log Out' }).click();
    await nav.getByRole('link', { name: 'Log In' }).waitFor();
    await waitForPath(page, '/');
    expect(await nav.getByRole('button', { name: 'Log Out' }).count()).toBe(0);
    expect(await nav.getByRole('link', { name: 'Sign Up' }).isVisible()).toBe(true);
  });

  it('comes straight back to the phone page through sign-up, the mailed link and log-in, as the page promises', async () => {
    const topic = await seedTopic(given.server.db, { title: 'Harbour Lights', active: true });
    await seedApprovedPoem(given.server, topic.id, { title: 'Salt Wind' });
    const phonePage = `/live/${topic.id}/vote`;
    const page = await newVisitor(given.browser, given.server.url);
    await page.setViewportSize({ width: 360, height: 780 });
    const email = newGmailAddress();

    await page.goto(phonePage);
    await page.getByText('you come straight back here', { exact: false }).waitFor();
    await page.getByRole('link', { name: 'Log in to vote' }).click();
    await waitForPath(page, '/login');
    await page.getByRole('main').getByRole('link', { name: 'Sign Up' }).click();
    await waitForPath(page, '/register');
    expect(currentPath(page)).toBe(`/register?redirect=${phonePage}`);
    await fillRegistration(page, email);
    await page.getByText('you come straight back to the page you were on').waitFor();

    const link = await mailedLink(page, email, '/verify-email');
    expect(new URL(link, given.server.url).searchParams.get('redirect')).toBe(phonePage);
    await page.goto(link);
    await page.getByText('Your email is verified. You can now log in.').waitFor();
    await page.getByRole('main').getByRole('link', { name: 'Log In' }).click();
    await waitForPath(page, '/login');
    expect(currentPath(page)).toBe(`/login?redirect=${phonePage}`);
    await logIn(page, email);

    await waitForPath(page, phonePage);
    await page.getByRole('article', { name: 'Salt Wind' }).getByRole('button', { name: 'Vote for Salt Wind' }).waitFor();
    await screenshotBothWidths(page, 'phone-page-after-sign-up');
  });

  it('ignores a return path to another site: the links and the mail lead to the usual pages', async () => {
    const page = await newVisitor(given.browser, given.server.url);
    const email = newGmailAddress();
    await page.goto(`/register?redirect=${encodeURIComponent('//evil.example/vote')}`);
    expect(await page.getByRole('main').getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe('/login');
    await fillRegistration(page, email);
    await page.getByRole('heading', { name: 'Check your inbox' }).waitFor();
    expect(await page.getByText('you come straight back').count()).toBe(0);
    expect(new URL(await mailedLink(page, email, '/verify-email'), given.server.url).searchParams.has('redirect')).toBe(false);
  });

  it('links the consent to the Terms of Service and the Privacy Policy, each opening in a new tab', async () => {
    const page = await newVisitor(given.browser, given.server.url);
    await page.goto('/register');
    const form = page.getByRole('form', { name: 'Create your account' });
    for (const [name, href] of [['Terms of Service', '/terms-of-service'], ['Privacy Policy', '/privacy-policy']] as const) {
      const link = form.getByRole('link', { name });
      expect(await link.getAttribute('href')).toBe(href);
      expect(await link.getAttribute('target')).toBe('_blank');
    }
  });

  it('refuses an address that is not Gmail', async () => {
    const page = await newVisitor(given.browser, given.server.url);
    await page.goto('/register');
    await fillRegistration(page, 'palesa@example.com');
    await page.getByText('Only Gmail accounts are allowed for registration.').waitFor();
    expect(await page.getByLabel('Email').getAttribute('aria-invalid')).toBe('true');
  });

  it('says the passwords do not match before sending anything', async () => {
    const page = await newVisitor(given.browser, given.server.url);
    await page.goto('/register');
    await fillRegistration(page, newGmailAddress(), 'a different password');
    await page.getByText('Passwords do not match').waitFor();
  });
});
