import { eq } from 'drizzle-orm';
import type { Locator } from 'playwright-core';
import { issueToken } from '../../server/accounts/tokens';
import { users } from '../../server/db/schema';
import { startTestServer, TEST_ADMIN_PASSCODE } from '../utils/server';
import { newVisitor, waitForPath } from './browser';
import { logIn, newGmailAddress, PASSWORD, seedPerson } from './people';
import { withBrowserAndServer } from './withBrowserAndServer';

/** The n of 'Register new admin (n/5)'. */
async function seatsUsed(toggle: Locator): Promise<number> {
  const match = /\((\d+)\/\d+\)/.exec(await toggle.innerText());
  if (!match?.[1]) throw new Error('The register button shows no seat count');
  return Number(match[1]);
}

describe('Admin login', () => {
  const given = withBrowserAndServer();

  it('refuses to register an admin with a wrong passcode', async () => {
    const page = await newVisitor(given.browser, given.server.url);
    await page.goto('/admin-login');
    await page.getByRole('button', { name: /^Register new admin \(\d\/5\)$/ }).click();
    await page.getByRole('heading', { name: 'Admin Registration' }).waitFor();

    const email = newGmailAddress();
    await page.getByLabel('Full name').fill('Ayanda Admin');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Admin passcode').fill(`${TEST_ADMIN_PASSCODE}-wrong`);
    await page.getByRole('button', { name: 'Register Admin' }).click();
    await page.getByText('Invalid admin registration passcode.').waitFor();
  });

  it('registers an admin with the passcode and counts the seat on the button', async () => {
    const page = await newVisitor(given.browser, given.server.url);
    await page.goto('/admin-login');
    const toggle = page.getByRole('button', { name: /^Register new admin/ });
    const before = await seatsUsed(toggle);
    await toggle.click();
    const email = newGmailAddress();
    await page.getByLabel('Full name').fill('Ayanda Admin');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Admin passcode').fill(TEST_ADMIN_PASSCODE);
    await page.getByRole('button', { name: 'Register Admin' }).click();
    await page.getByRole('status').filter({ hasText: 'A verification email has been sent' }).waitFor();

    // The seat is taken only once the email is verified.
    await page.getByRole('button', { name: 'Back to Admin Login' }).click();
    await page.getByRole('button', { name: `Register new admin (${before}/5)` }).waitFor();
    const [registered] = await given.server.db.select().from(users).where(eq(users.email, email));
    await page.goto(`/verify-email?token=${await issueToken(given.server.db, registered!.id, 'verify_email')}`);
    await page.getByText('Your email is verified. You can now log in.').waitFor();
    await page.goto('/admin-login');
    await page.getByRole('button', { name: `Register new admin (${before + 1}/5)` }).waitFor();
  });

  it('shows the seats taken on the register button, and hides it once all 5 are taken', async () => {
    // A server of its own, so filling every seat leaves the other tests' registrations alone.
    const full = await startTestServer();
    try {
      for (let seat = 0; seat < 4; seat += 1) await seedPerson(full, { role: 'admin' });
      const page = await newVisitor(given.browser, full.url);
      await page.goto('/admin-login');
      await page.getByRole('button', { name: 'Register new admin (4/5)' }).click();

      // The last seat is taken while the form is open.
      await seedPerson(full, { role: 'admin' });
      await page.getByLabel('Full name').fill('Ayanda Admin');
      await page.getByLabel('Email').fill(newGmailAddress());
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByLabel('Admin passcode').fill(TEST_ADMIN_PASSCODE);
      await page.getByRole('button', { name: 'Register Admin' }).click();
      await page.getByText('Failed to register admin: Maximum number of admins reached.').waitFor();

      await page.reload();
      await page.getByRole('button', { name: 'Log In', exact: true }).waitFor();
      expect(await page.getByRole('button', { name: /^Register new admin/ }).count()).toBe(0);
    } finally {
      await full.close();
    }
  });

  it('logs an admin in to /admin, and sends a signed-in admin from /admin-login to /admin', async () => {
    const admin = await seedPerson(given.server, { role: 'admin' });
    const page = await newVisitor(given.browser, given.server.url);
    await page.goto('/admin-login');
    await logIn(page, admin.email);
    await waitForPath(page, '/admin');

    await page.goto('/admin-login');
    await waitForPath(page, '/admin');
  });

  it('refuses a poet', async () => {
    const poet = await seedPerson(given.server);
    const page = await newVisitor(given.browser, given.server.url);
    await page.goto('/admin-login');
    await logIn(page, poet.email);
    await page.getByRole('alert').filter({ hasText: 'Access denied. You are not authorized as an admin.' }).waitFor();
  });
});
