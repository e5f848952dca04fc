import type { Page } from 'playwright-core';
import { seedTopic } from '../utils/scenarios';
import { newVisitor } from './browser';
import { seedPerson, signInAs } from './people';
import { screenshotBothWidths } from './screenshots';
import { withBrowserAndServer } from './withBrowserAndServer';

const CHANNEL = 'https://www.youtube.com/@spoken-za';

describe('each role sees only its paths', () => {
  const given = withBrowserAndServer();

  async function signedIn(role: 'user' | 'admin'): Promise<Page> {
    const person = await seedPerson(given.server, { role });
    const page = await newVisitor(given.browser, given.server.url);
    await signInAs(page, given.server, person);
    return page;
  }

  it('offers an admin no Create a Poem or upload, and explains on /submit and the upload tab that admins do not submit poems', async () => {
    const admin = await signedIn('admin');
    await admin.goto('/');
    await admin.getByRole('link', { name: 'Vote for Poems' }).waitFor();
    await admin.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).waitFor();
    expect(await admin.getByRole('link', { name: 'Create a Poem' }).count()).toBe(0);
    expect(await admin.getByRole('link', { name: 'Submit Poem' }).count()).toBe(0);

    await admin.goto('/submit');
    await admin.getByText('Admins do not submit poems.').waitFor();
    expect(await admin.getByRole('button', { name: /record/i }).count()).toBe(0);
    await screenshotBothWidths(admin, 'roles-admin-submit');
    await admin.getByRole('link', { name: 'Go to the Admin Dashboard' }).click();
    await admin.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();

    await admin.goto('/dashboard?tab=upload');
    await admin.getByText('Admins do not submit poems.').waitFor();
    expect(await admin.getByRole('tab', { name: 'Upload Video' }).count()).toBe(0);
    await admin.getByRole('tab', { name: 'Overview' }).click();
    await admin.getByRole('heading', { name: 'Beats' }).waitFor();
    expect(await admin.getByRole('link', { name: 'Submit for this topic' }).count()).toBe(0);
    expect(await admin.getByRole('button', { name: 'Use This Beat' }).count()).toBe(0);
  });

  it('shows an admin no bank-details form and no Submit a Poem on the topics, as the server refuses both', async () => {
    await seedTopic(given.server.db, { title: 'Open Water' });
    const admin = await signedIn('admin');
    await admin.goto('/topics');
    await admin.getByRole('heading', { name: 'Open Water' }).waitFor();
    await admin.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).waitFor();
    expect(await admin.getByRole('link', { name: /Submit a Poem/ }).count()).toBe(0);
    await admin.goto('/dashboard?tab=payment');
    await admin.getByText('Admins do not earn rewards').waitFor();
    expect(await admin.getByRole('tab', { name: 'Payment' }).count()).toBe(0);
    expect(await admin.getByLabel('Account number').count()).toBe(0);
    await admin.goto('/payment-details');
    await admin.getByText('Admins do not earn rewards').waitFor();
    expect(await admin.getByLabel('Account number').count()).toBe(0);
  });

  it('still offers a poet Create a Poem and the upload tab', async () => {
    const poet = await signedIn('user');
    await poet.goto('/dashboard?tab=upload');
    await poet.getByRole('tab', { name: 'Upload Video' }).waitFor();
    await poet.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Create a Poem' }).waitFor();
    expect(await poet.getByText('Admins do not submit poems.').count()).toBe(0);
  });

  it('shows home no video channel link until an admin sets one, then opens it in a new tab', async () => {
    const visitor = await newVisitor(given.browser, given.server.url);
    await visitor.goto('/');
    await visitor.getByRole('heading', { name: 'How It Works' }).waitFor();
    await visitor.getByRole('heading', { name: 'Browse by Topic' }).waitFor();
    expect(await visitor.getByRole('link', { name: /Visit Our Video Channel/ }).count()).toBe(0);

    const admin = await signedIn('admin');
    await admin.goto('/admin?tab=pages');
    const address = admin.getByLabel('Video channel address');
    await address.fill('http://not-secure.example');
    await admin.getByRole('button', { name: 'Save Channel' }).click();
    await admin.getByText(/Enter the video channel as a full address starting with https/).waitFor();
    await address.fill(CHANNEL);
    await admin.getByRole('button', { name: 'Save Channel' }).click();
    await admin.getByRole('status').getByText('Saved.').waitFor();
    await screenshotBothWidths(admin, 'roles-admin-video-channel');

    await visitor.reload();
    const link = visitor.getByRole('link', { name: /Visit Our Video Channel/ });
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe(CHANNEL);
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toContain('noopener');
    await link.scrollIntoViewIfNeeded();
    await screenshotBothWidths(visitor, 'roles-home-video-channel');
  });

  it('shows the not-found page at an unknown address, answered 404', async () => {
    const visitor = await newVisitor(given.browser, given.server.url);
    const response = await visitor.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await visitor.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    await visitor.getByRole('link', { name: 'Return to Home' }).waitFor();
  });
});
