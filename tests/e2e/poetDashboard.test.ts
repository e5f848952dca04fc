import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { rewards } from '../../server/db/schema';
import { waitForListeners } from '../utils/events';
import { gql } from '../utils/graphql';
import { mp4Bytes, storeMediaFile } from '../utils/mediaFiles';
import { finishVideoProcessing, seedPlayablePoem, seedSubmission, seedTopic, seedVoterIds, seedVotes, signIn } from '../utils/scenarios';
import { currentPath, newVisitor, waitForPath } from './browser';
import { mailedLink } from './outbox';
import { fillRegistration, logIn, newGmailAddress, PASSWORD, seedPerson, signInAs } from './people';
import { withBrowserAndServer } from './withBrowserAndServer';

const POEM_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/poem.mp4');

const PENDING_REVIEW = `query Pending { reviewSubmissions(status: PENDING) { nodes { id title } } }`;
const APPROVE = `mutation Approve($id: ID!, $feedback: String) {
  approveSubmission(input: { id: $id, feedback: $feedback }) { submission { id status } }
}`;

describe('The poet dashboard', () => {
  const given = withBrowserAndServer();
  let topicId: string;
  beforeAll(async () => {
    topicId = (await seedTopic(given.server.db, { title: 'City Lights', description: 'The city after dark.' })).id;
  });

  /** A signed-in poet of their own, on `path`. */
  async function signedInPoet(pathname: string): Promise<{ page: Page; poetId: string }> {
    const poet = await seedPerson(given.server);
    const page = await newVisitor(given.browser, given.server.url);
    await signInAs(page, given.server, poet);
    await page.goto(pathname);
    return { page, poetId: poet.id };
  }

  const submissionCard = (page: Page, title: string) => page.locator('article.submission-card', { hasText: title });

  it('takes a new poet from sign-up to an uploaded poem that turns approved, with its R50, while they watch', async () => {
    const page = await newVisitor(given.browser, given.server.url);
    const email = newGmailAddress();
    await page.goto('/register');
    await fillRegistration(page, email);
    await page.getByText('A verification email has been sent').waitFor();
    await page.goto(await mailedLink(page, email, '/verify-email'));
    await page.getByText('Your email is verified. You can now log in.').waitFor();
    await page.goto('/login');
    await logIn(page, email);
    await waitForPath(page, '/dashboard');

    const topicCard = page.locator('article.card', { has: page.getByRole('heading', { name: 'City Lights' }) });
    // The studio for the topic, with the Upload tab a tap away.
    await topicCard.getByRole('link', { name: 'Submit for this topic' }).click();
    await page.getByRole('heading', { name: 'Step 2 Choose Beat' }).waitFor();
    expect(currentPath(page)).toBe(`/submit?topic=${topicId}`);
    await page.getByRole('link', { name: 'Upload a video' }).click();
    await page.getByLabel('Title').waitFor();
    expect(currentPath(page)).toBe(`/dashboard?tab=upload&topic=${topicId}`);
    expect(await page.getByLabel('Topic', { exact: true }).inputValue()).toBe(topicId);

    await page.getByLabel('Title').fill('Streetlamp Psalm');
    await page.getByLabel('Transcript').fill('The streetlamps hum the hymns my father knew.');
    await page.getByLabel('Video file').setInputFiles(POEM_FILE);
    await page.getByRole('button', { name: 'Submit Poem' }).click();

    await page.getByText('Submission uploaded successfully!').waitFor();
    expect(currentPath(page)).toBe('/dashboard?tab=submissions');
    const card = submissionCard(page, 'Streetlamp Psalm');
    await card.getByText('PENDING', { exact: true }).waitFor();
    expect(await card.getByText('City Lights').count()).toBe(1);

    const admin = await signIn(given.server, await seedPerson(given.server, { role: 'admin' }));
    const pending = await gql<{ reviewSubmissions: { nodes: { id: string; title: string }[] } }>(given.server, PENDING_REVIEW, {}, { token: admin.token });
    const submission = pending.data?.reviewSubmissions.nodes.find((node) => node.title === 'Streetlamp Psalm');
    if (!submission) throw new Error('The upload is not waiting for review');
    await waitForListeners(given.server, 'submission.changed');
    await finishVideoProcessing(given.server, submission.id);
    const approved = await gql(given.server, APPROVE, { id: submission.id, feedback: 'The hum in the last line is perfect.' }, { token: admin.token });
    expect(approved.errors).toBeUndefined();

    await card.getByText('APPROVED', { exact: true }).waitFor();
    await card.getByText('The hum in the last line is perfect.').waitFor();
    await page.locator('.stat-card', { hasText: 'Total Earned' }).getByText('R50.00').waitFor();

    await page.getByRole('tab', { name: 'Payment' }).click();
    const reward = page.locator('.reward-row', { hasText: "Approval of 'Streetlamp Psalm'" });
    await reward.getByText('R50.00').waitFor();
    expect(await reward.getByText('Pending').count()).toBe(1);
  });

  it('refuses a file that is not a video before sending anything', async () => {
    const { page } = await signedInPoet(`/dashboard?tab=upload&topic=${topicId}`);
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/uploads/videos') || request.postData()?.includes('SubmitPoem')) uploads.push(request.url());
    });
    await page.getByLabel('Title').fill('Not a video');
    await page.getByLabel('Transcript').fill('Words.');
    await page.getByLabel('Video file').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('just some notes') });
    await page.getByText('Please select a video file.').waitFor();
    expect(await page.getByLabel('Video file').getAttribute('aria-invalid')).toBe('true');

    await page.getByRole('button', { name: 'Submit Poem' }).click();
    await page.getByText('Please select a video file to upload.').waitFor();
    expect(uploads).toEqual([]);
  });

  it('keeps the file input closed until a topic is chosen', async () => {
    const { page } = await signedInPoet('/dashboard?tab=upload');
    await page.getByText('Please select a topic before uploading a video').waitFor();
    expect(await page.getByLabel('Video file').isDisabled()).toBe(true);
    await page.getByLabel('Topic', { exact: true }).selectOption(topicId);
    await page.getByLabel('Video file').and(page.locator(':enabled')).waitFor();
    expect(currentPath(page)).toBe(`/dashboard?tab=upload&topic=${topicId}`);
  });

  it('withdraws a pending submission after asking', async () => {
    const poet = await seedPerson(given.server);
    await seedSubmission(given.server.db, { userId: poet.id, topicId, title: 'Second Thoughts', videoKey: await storeMediaFile(given.server, mp4Bytes(), 'videos') });
    const page = await newVisitor(given.browser, given.server.url);
    await signInAs(page, given.server, poet);
    await page.goto('/submissions');
    const card = submissionCard(page, 'Second Thoughts');
    await card.getByText('PENDING', { exact: true }).waitFor();

    page.once('dialog', (dialog) => void dialog.accept());
    await card.getByRole('button', { name: 'Withdraw' }).click();
    await card.getByText('WITHDRAWN', { exact: true }).waitFor();
    expect(await card.getByRole('button', { name: 'Withdraw' }).count()).toBe(0);
  });

  it("links each of the poet's public poems to its page with its votes toward 500, and shares it by the share sheet or a copied link", async () => {
    const poet = await seedPerson(given.server);
    const poem = await seedPlayablePoem(given.server, topicId, { userId: poet.id, title: 'Bus Stop Sonnet' });
    await seedVotes(given.server.db, poem.id, await seedVoterIds(given.server.db, 137));
    await seedSubmission(given.server.db, { userId: poet.id, topicId, title: 'Still Waiting' });
    const poemUrl = `${given.server.url}/poems/${poem.id}`;

    const page = await newVisitor(given.browser, given.server.url);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: given.server.url });
    await signInAs(page, given.server, poet);
    await page.goto('/submissions');
    const card = submissionCard(page, 'Bus Stop Sonnet');
    await card.getByText('137 / 500 votes toward the R1000.00 prize').waitFor();
    expect(await card.getByRole('progressbar', { name: '137 of 500 votes' }).count()).toBe(1);
    const pending = submissionCard(page, 'Still Waiting');
    await pending.getByText('PENDING', { exact: true }).waitFor();
    expect(await pending.getByRole('button', { name: 'Share this poem' }).count()).toBe(0);
    expect(await pending.getByRole('link', { name: 'View its page' }).count()).toBe(0);

    // Chromium on Linux has no share sheet: the link is copied.
    expect(await page.evaluate(() => typeof navigator.share)).toBe('undefined');
    await card.getByRole('button', { name: 'Share this poem' }).click();
    await card.getByRole('status').getByText('Link copied.').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(poemUrl);

    await card.getByRole('link', { name: 'View its page' }).click();
    await waitForPath(page, `/poems/${poem.id}`);
    await page.getByRole('heading', { name: 'Bus Stop Sonnet', level: 1 }).waitFor();

    const phone = await newVisitor(given.browser, given.server.url);
    await phone.context().addInitScript(() => {
      const shared: ShareData[] = [];
      Object.assign(window, { shared });
      navigator.share = async (data) => void shared.push(data ?? {});
    });
    await signInAs(phone, given.server, poet);
    await phone.goto('/submissions');
    await submissionCard(phone, 'Bus Stop Sonnet').getByRole('button', { name: 'Share this poem' }).click();
    await phone.waitForFunction(() => (window as unknown as { shared: ShareData[] }).shared.length === 1);
    expect(await phone.evaluate(() => (window as unknown as { shared: ShareData[] }).shared)).toEqual([{ title: 'Bus Stop Sonnet', url: poemUrl }]);
    expect(await submissionCard(phone, 'Bus Stop Sonnet').getByText('Link copied.').count()).toBe(0);
  });

  it('tells the poet when a bounty becomes payable and why a reward was voided', async () => {
    const poet = await seedPerson(given.server);
    const won = await seedPlayablePoem(given.server, topicId, { userId: poet.id, title: 'First Past the Post' });
    const taken = await seedPlayablePoem(given.server, topicId, { userId: poet.id, title: 'Borrowed Lines' });
    const payableAt = new Date('2031-03-04T10:30:00Z');
    await given.server.db.insert(rewards).values([
      { userId: poet.id, submissionId: won.id, topicId, kind: 'bounty', amountCents: 100_000, payableAt },
      { userId: poet.id, submissionId: taken.id, topicId, kind: 'approval', amountCents: 5000, status: 'void', voidedAt: new Date(), voidReason: 'It copies a published poem.' },
    ]);
    const page = await newVisitor(given.browser, given.server.url);
    await signInAs(page, given.server, poet);
    await page.goto('/dashboard?tab=payment');
    const bounty = page.locator('.reward-row', { hasText: "First to 500 votes with 'First Past the Post'" });
    await bounty.getByText('Payable from 04 March 2031 at 12:30 SAST, after its votes are reviewed').waitFor();
    const voided = page.locator('.reward-row', { hasText: "Approval of 'Borrowed Lines'" });
    await voided.getByText(/^Voided on \d+ \w+ \d{4}: It copies a published poem\.$/).waitFor();
  });

  it('saves bank details with the current password, refusing a short account number and a wrong password first, and shows them after a reload', async () => {
    const { page } = await signedInPoet('/dashboard?tab=payment');
    await page.getByLabel('Bank name').selectOption('Capitec');
    await page.getByLabel('Account type').selectOption({ label: 'Cheque/Current' });
    await page.getByLabel('Account number').fill('1234');
    await page.getByLabel('Account holder').fill('Palesa Mokoena');
    await page.getByRole('button', { name: 'Save Bank Details' }).click();
    await page.getByText('Account number must be between 5 and 16 digits').waitFor();

    await page.getByLabel('Account number').fill('1234567890');
    await page.getByLabel('Branch code (optional)').fill('470010');
    await page.getByLabel('Current password').fill('not my password');
    await page.getByRole('button', { name: 'Save Bank Details' }).click();
    await page.getByText('Your current password is incorrect.').waitFor();
    expect(await page.getByLabel('Current password').getAttribute('aria-invalid')).toBe('true');

    await page.getByLabel('Current password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Save Bank Details' }).click();
    await page.getByText('Bank details saved successfully!').waitFor();
    expect(await page.getByLabel('Current password').inputValue()).toBe('');

    await page.reload();
    await page.getByRole('tab', { name: 'Payment', selected: true }).waitFor();
    await page.getByLabel('Account number').waitFor();
    expect(await page.getByLabel('Bank name').inputValue()).toBe('Capitec');
    expect(await page.getByLabel('Account type').inputValue()).toBe('Cheque');
    expect(await page.getByLabel('Account number').inputValue()).toBe('1234567890');
    expect(await page.getByLabel('Branch code (optional)').inputValue()).toBe('470010');
    expect(await page.getByLabel('Account holder').inputValue()).toBe('Palesa Mokoena');
  });

  it('shows a brand-new poet empty lists and nothing earned', async () => {
    const { page } = await signedInPoet('/dashboard?tab=submissions');
    await page.getByText("You haven't submitted any poems yet.").waitFor();
    // The earnings arrive by their own query, so the card may still show its skeleton here.
    await page.locator('.stat-card', { hasText: 'Total Earned' }).getByText('R0.00', { exact: true }).waitFor();
    await page.getByRole('tab', { name: 'Payment' }).click();
    await page.getByText('No rewards yet.', { exact: false }).waitFor();
    await page.goBack();
    await page.getByRole('tab', { name: 'My Submissions', selected: true }).waitFor();
  });
});
