import type { Page } from 'playwright-core';
import { newVisitor, waitForPath } from './browser';
import { rewards } from '../../server/db/schema';
import { seedProcessedSubmission, seedTopic } from '../utils/scenarios';
import { expectNoSidewaysScroll, saveScreenshot, screenshotBothWidths } from './screenshots';
import { logIn, PASSWORD, seedPerson, signInAs } from './people';
import { withBrowserAndServer } from './withBrowserAndServer';

describe('Profile settings', () => {
  const given = withBrowserAndServer();

  async function openSettingsAs(seed: Parameters<typeof seedPerson>[1] = {}): Promise<{ page: Page; email: string }> {
    const person = await seedPerson(given.server, seed);
    const page = await newVisitor(given.browser, given.server.url);
    await signInAs(page, given.server, person);
    await page.goto('/dashboard?tab=settings');
    await page.getByRole('heading', { name: 'Settings' }).waitFor();
    // The last of the screen's reads: what deleting the account would do to what the person is owed.
    await page.getByText('We email you a confirmation once it is done.').waitFor();
    return { page, email: person.email };
  }

  it('saves a public name and a video quality, which are still there after a reload', async () => {
    const { page } = await openSettingsAs({ name: 'Palesa Mokoena' });
    const publicName = page.getByLabel('Public name');
    expect(await publicName.inputValue()).toBe('Palesa Mokoena');
    await publicName.fill('Lady Verse');
    await page.getByRole('button', { name: 'Save Name' }).click();
    await page.getByText('Your public name has been saved.').waitFor();

    await page.getByLabel('Medium').check();
    await page.getByText('Video quality saved.').waitFor();

    await page.reload();
    await page.getByRole('heading', { name: 'Settings' }).waitFor();
    expect(await page.getByLabel('Public name').inputValue()).toBe('Lady Verse');
    expect(await page.getByLabel('Medium').isChecked()).toBe(true);
  });

  it('sends someone whose session has ended to sign in when they save, and back to their settings afterwards', async () => {
    const { page, email } = await openSettingsAs();
    await page.context().clearCookies();
    await page.getByLabel('Public name').fill('Late Saver');
    await page.getByRole('button', { name: 'Save Name' }).click();
    await waitForPath(page, '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/dashboard?tab=settings');
    await logIn(page, email);
    await waitForPath(page, '/dashboard');
    await page.getByRole('heading', { name: 'Settings' }).waitFor();
    expect(new URL(page.url()).search).toBe('?tab=settings');
  });

  it('refuses an email address as a public name, beside the field', async () => {
    const { page } = await openSettingsAs();
    await page.getByLabel('Public name').fill('someone@gmail.com');
    await page.getByRole('button', { name: 'Save Name' }).click();
    await page.getByText('Your public name cannot be an email address.').waitFor();
    expect(await page.getByLabel('Public name').getAttribute('aria-invalid')).toBe('true');
  });

  it('downloads my data as a zip file', async () => {
    const { page } = await openSettingsAs();
    const button = page.getByRole('button', { name: 'Download My Data' });
    await button.scrollIntoViewIfNeeded();
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoSidewaysScroll(page);
      await saveScreenshot(page, 'settings-your-data');
    }
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toMatch(/^spoken-my-data-\d{4}-\d\d-\d\d\.zip$/);
    expect(await download.failure()).toBeNull();
  });

  it('changes the password, which then logs in', async () => {
    const { page, email } = await openSettingsAs();
    await page.getByLabel('Current password').fill(PASSWORD);
    await page.getByLabel('New password', { exact: true }).fill('a brand new passphrase');
    await page.getByLabel('Confirm new password').fill('a brand new passphrase');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByText('Your password has been changed.').waitFor();

    const again = await newVisitor(given.browser, given.server.url);
    await again.goto('/login');
    await logIn(again, email, 'a brand new passphrase');
    await waitForPath(again, '/dashboard');
  });

  it('tells an account that signs in with Google that it has no password to change', async () => {
    const { page } = await openSettingsAs({ passwordHash: null });
    await page.getByText('Your account signs in with Google, so it has no password to change.').waitFor();
    expect(await page.getByLabel('Current password').count()).toBe(0);
  });

  it('says what deletion does to the R50 owed, deletes the account after DELETE and the password, and confirms it', async () => {
    const poet = await seedPerson(given.server);
    const topic = await seedTopic(given.server.db);
    const poem = await seedProcessedSubmission(given.server.db, { userId: poet.id, topicId: topic.id, status: 'approved' });
    await given.server.db.insert(rewards).values({ userId: poet.id, submissionId: poem.id, topicId: topic.id, kind: 'approval', amountCents: 5000 });
    const page = await newVisitor(given.browser, given.server.url);
    await signInAs(page, given.server, poet);
    await page.goto('/dashboard?tab=settings');
    const form = page.getByRole('form', { name: 'Delete account' });
    await form.getByText('You are owed R50.00 and have no bank details on file, so deleting your account now forfeits it.').waitFor();
    await form.getByText('Your email address cannot be used to sign up again for 30 days.').waitFor();
    await form.getByText('We email you a confirmation once it is done.').waitFor();
    await form.scrollIntoViewIfNeeded();
    await screenshotBothWidths(page, 'settings-delete-account');

    await page.getByLabel('Type DELETE to confirm').fill('DELETE');
    await form.getByLabel('Password').fill(PASSWORD);
    const asked = new Promise<string>((resolve) => {
      page.once('dialog', (dialog) => {
        resolve(dialog.message());
        void dialog.accept();
      });
    });
    await page.getByRole('button', { name: 'Delete My Account' }).click();
    expect(await asked).toContain('You forfeit the unpaid R50.00.');

    await waitForPath(page, '/account-deleted');
    await page.getByRole('heading', { name: 'Account deleted' }).waitFor();
    await page.getByText('The unpaid R50.00 was forfeited, as no bank details were on file to pay it into.').waitFor();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Log In' }).waitFor();
    await screenshotBothWidths(page, 'account-deleted');

    await page.goto('/login');
    await logIn(page, poet.email);
    await page.getByText('Failed to log in. Please check your credentials.').waitFor();
  });
});
