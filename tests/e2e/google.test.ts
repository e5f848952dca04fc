import type { Browser } from 'playwright-core';
import { startTestServer, TEST_ADMIN_PASSCODE, type TestServer } from '../utils/server';
import { launchBrowser, newVisitor, waitForPath } from './browser';
import { FakeGoogleInBrowser } from './fakeGoogle';
import { newGmailAddress, seedPerson, TERMS } from './people';

describe('Google sign-in', () => {
  let google: FakeGoogleInBrowser;
  let server: TestServer;
  let browser: Browser;
  beforeAll(async () => {
    google = new FakeGoogleInBrowser();
    await google.start();
    [server, browser] = await Promise.all([startTestServer({ env: google.serverEnv() }), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await google?.stop();
  });

  it('asks a new Google account on /login to agree to the terms, then signs it in', async () => {
    const page = await newVisitor(browser, server.url);
    await google.signInAs(page, newGmailAddress(), 'Lindiwe Dube');
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in with Google' }).click();

    const prompt = page.getByRole('form', { name: 'Create your account with Google' });
    await prompt.getByText('Please accept the terms to create your account.').waitFor();
    await prompt.getByLabel(TERMS).check();
    await prompt.getByRole('button', { name: 'Continue with Google' }).click();

    await waitForPath(page, '/dashboard');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Log Out' }).waitFor();
    await page.getByRole('tab', { name: 'Settings' }).click();
    await page.getByText('Your account signs in with Google, so it has no password to change.').waitFor();
  });

  it('signs up with Google from /register when the terms are ticked', async () => {
    const page = await newVisitor(browser, server.url);
    await google.signInAs(page, newGmailAddress(), 'Sipho Ndlovu');
    await page.goto('/register');
    await page.getByLabel(TERMS).check();
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    await waitForPath(page, '/dashboard');
  });

  it('signs an existing admin in from /admin-login, and creates an admin with the passcode', async () => {
    const admin = await seedPerson(server, { role: 'admin' });
    const page = await newVisitor(browser, server.url);
    await google.signInAs(page, admin.email, admin.name);
    await page.goto('/admin-login');
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    await waitForPath(page, '/admin');

    const newcomer = await newVisitor(browser, server.url);
    await google.signInAs(newcomer, newGmailAddress(), 'Zanele Admin');
    await newcomer.goto('/admin-login');
    await newcomer.getByRole('button', { name: /^Register new admin/ }).click();
    await newcomer.getByLabel('Admin passcode').fill(TEST_ADMIN_PASSCODE);
    await newcomer.getByRole('button', { name: 'Sign in with Google' }).click();
    await waitForPath(newcomer, '/admin');
  });
});
