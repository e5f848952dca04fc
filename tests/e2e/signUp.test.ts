import { newVisitor, waitForPath } from './browser';
import { mailedLink } from './outbox';
import { fillRegistration, logIn, newGmailAddress, TERMS } from './people';
import { withBrowserAndServer } from './withBrowserAndServer';

const REGISTERED =
  'A verification email has been sent to your email address. Please verify your account before logging in.';

describe('Signing up', () => {
  const given = withBrowserAndServer();

  it('registers, opens the mailed verification link, logs in, and logs out again', async () => {
    const page = await newVisitor(given.browser, given.server.url);
    const email = newGmailAddress();
    await page.goto('/register');
    await fillRegistration(page, email);

    await page.getByRole('status').filter({ hasText: REGISTERED }).waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe('');
    expect(await page.getByLabel(TERMS).isChecked()).toBe(false);

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
