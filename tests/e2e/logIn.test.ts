import { currentPath, newVisitor, waitForPath } from './browser';
import { logIn, seedPerson, signInAs } from './people';
import { withBrowserAndServer } from './withBrowserAndServer';

describe('Logging in', () => {
  const given = withBrowserAndServer();

  it('refuses a wrong password', async () => {
    const poet = await seedPerson(given.server);
    const page = await newVisitor(given.browser, given.server.url);
    await page.goto('/login');
    await logIn(page, poet.email, 'not the password');
    await page.getByRole('alert').filter({ hasText: 'Failed to log in. Please check your credentials.' }).waitFor();
    expect(currentPath(page)).toBe('/login');
  });

  it('shows "Signing in..." and disables the button while the login is on its way', async () => {
    const poet = await seedPerson(given.server);
    const page = await newVisitor(given.browser, given.server.url);
    await page.goto('/login');
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/graphql', async (route) => {
      if (route.request().postData()?.includes('LoginPageMutation')) await held;
      await route.continue();
    });
    await logIn(page, poet.email);
    const pending = page.getByRole('button', { name: 'Signing in...' });
    await pending.waitFor();
    expect(await pending.isDisabled()).toBe(true);
    expect(await page.getByRole('form', { name: 'Log in' }).getAttribute('aria-busy')).toBe('true');
    release();
    await waitForPath(page, '/dashboard');
  });

  it('sends a signed-out visitor from /dashboard to log in, and back to /dashboard afterwards', async () => {
    const poet = await seedPerson(given.server);
    const page = await newVisitor(given.browser, given.server.url);
    await page.goto('/dashboard');
    await waitForPath(page, '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/dashboard');

    await logIn(page, poet.email);
    await waitForPath(page, '/dashboard');
    await page.getByRole('heading', { name: 'My Dashboard' }).waitFor();
  });

  it('guards every signed-in and admin route: visitors to log in, poets away from admin screens', async () => {
    const visitor = await newVisitor(given.browser, given.server.url);
    for (const path of ['/submit', '/submissions', '/payment-details']) {
      await visitor.goto(path);
      await waitForPath(visitor, '/login');
      expect(currentPath(visitor)).toBe(`/login?redirect=${path}`);
    }
    for (const path of ['/admin', '/admin/topics', '/admin/review', '/admin/payments']) {
      await visitor.goto(path);
      await waitForPath(visitor, '/admin-login');
      // Admin screens' documents may not run Google's sign-in script, so the sign-in page loads afresh: wait for it.
      await visitor.getByLabel('Email').waitFor();
    }

    const poet = await newVisitor(given.browser, given.server.url);
    await signInAs(poet, given.server, await seedPerson(given.server));
    for (const path of ['/admin', '/admin/review', '/admin/payments']) {
      await poet.goto(path);
      await waitForPath(poet, '/dashboard');
    }
  });

  it('never follows a redirect to another site', async () => {
    const poet = await seedPerson(given.server);
    // A tab or line break is dropped by the browser, so '/\t/evil.example' is '//evil.example'.
    for (const redirect of ['https://evil.example', '//evil.example/path', '/\\evil.example', '/\t/evil.example', '/\n/evil.example']) {
      const page = await newVisitor(given.browser, given.server.url);
      await page.goto(`/login?redirect=${encodeURIComponent(redirect)}`);
      await logIn(page, poet.email);
      await waitForPath(page, '/dashboard');
      expect(new URL(page.url()).origin).toBe(given.server.url);
      await page.context().close();
    }
  });

  it('offers to resend the verification email when the address is not verified yet', async () => {
    const poet = await seedPerson(given.server, { verified: false });
    const page = await newVisitor(given.browser, given.server.url);
    await page.goto('/login');
    await logIn(page, poet.email);
    await page.getByRole('alert').filter({ hasText: 'Please verify your email before logging in.' }).waitFor();

    await page.getByRole('button', { name: 'Resend verification email' }).click();
    await page.getByText('If an account with that email is waiting for verification, a new link is on its way.').waitFor();
  });

  it('sends someone already signed in from /login to their dashboard, and an admin to /admin', async () => {
    const poet = await seedPerson(given.server);
    const page = await newVisitor(given.browser, given.server.url);
    await page.goto('/login');
    await logIn(page, poet.email);
    await waitForPath(page, '/dashboard');
    await page.goto('/login');
    await waitForPath(page, '/dashboard');

    const admin = await seedPerson(given.server, { role: 'admin' });
    const adminPage = await newVisitor(given.browser, given.server.url);
    await adminPage.goto('/login');
    await logIn(adminPage, admin.email);
    await waitForPath(adminPage, '/admin');
    await adminPage.goto('/login');
    await waitForPath(adminPage, '/admin');
  });

  it('loads nothing from Google while Google sign-in is off', async () => {
    const page = await newVisitor(given.browser, given.server.url);
    const googleRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).hostname.endsWith('google.com')) googleRequests.push(request.url());
    });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Log In', exact: true }).waitFor();
    await page.goto('/register');
    await page.getByRole('button', { name: 'Create Account' }).waitFor();
    expect(await page.locator('.google-button').count()).toBe(0);
    expect(googleRequests).toEqual([]);
  });
});
