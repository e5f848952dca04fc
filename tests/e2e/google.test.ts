import { TEST_ADMIN_PASSCODE } from '../utils/server';
import { newVisitor, waitForPath } from './browser';
import { newGmailAddress, seedPerson, TERMS } from './people';
import { withBrowserAndServer } from './withBrowserAndServer';

describe('Google sign-in', () => {
  const given = withBrowserAndServer({ google: true });

  it('asks a new Google account on /login to agree to the terms, then signs it in', async () => {
    const page = await newVisitor(given.browser, given.server.url);
    await given.google.signInAs(page, newGmailAddress(), 'Lindiwe Dube');
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
    const page = await newVisitor(given.browser, given.server.url);
    await given.google.signInAs(page, newGmailAddress(), 'Sipho Ndlovu');
    await page.goto('/register');
    await page.getByLabel(TERMS).check();
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    await waitForPath(page, '/dashboard');
  });

  it('signs an existing admin in from /admin-login, and creates an admin with the passcode', async () => {
    const admin = await seedPerson(given.server, { role: 'admin' });
    const page = await newVisitor(given.browser, given.server.url);
    await given.google.signInAs(page, admin.email, admin.name);
    await page.goto('/admin-login');
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    await waitForPath(page, '/admin');

    const newcomer = await newVisitor(given.browser, given.server.url);
    await given.google.signInAs(newcomer, newGmailAddress(), 'Zanele Admin');
    await newcomer.goto('/admin-login');
    await newcomer.getByRole('button', { name: /^Register new admin/ }).click();
    await newcomer.getByLabel('Admin passcode').fill(TEST_ADMIN_PASSCODE);
    await newcomer.getByRole('button', { name: 'Sign in with Google' }).click();
    await waitForPath(newcomer, '/admin');
  });

  it('has a poet without a password confirm with a fresh Google sign-in before saving bank details', async () => {
    const page = await newVisitor(given.browser, given.server.url);
    const email = newGmailAddress();
    await given.google.signInAs(page, email, 'Thabo Ndaba');
    await page.goto('/register');
    await page.getByLabel(TERMS).check();
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    await waitForPath(page, '/dashboard');

    // The token that signed the poet in is used up: the page loads a new one, as Google issues for each sign-in.
    await given.google.signInAs(page, email, 'Thabo Ndaba');
    await page.goto('/dashboard?tab=payment');
    await page.getByLabel('Bank name').selectOption('TymeBank');
    await page.getByLabel('Account type').selectOption('Savings');
    await page.getByLabel('Account number').fill('51000012345');
    await page.getByLabel('Account holder').fill('Thabo Ndaba');
    expect(await page.getByLabel('Current password').count()).toBe(0);
    await page.getByText('To save, confirm it is you by signing in with Google again.', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    await page.getByText('Bank details saved successfully!').waitFor();
  });
});
