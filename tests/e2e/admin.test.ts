import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import type { UserRow } from '../../server/db/schema';
import { synthesiseDrumLoop } from '../../server/beats/synth';
import { gql } from '../utils/graphql';
import { finishVideoProcessing, markVideoProcessed, seedTopic, signIn } from '../utils/scenarios';
import { submitPoemGql } from '../utils/videoUpload';
import { expectShownBelowHeader, newVisitor } from './browser';
import { PASSWORD, seedPerson, signInAs } from './people';
import { screenshotBothWidths } from './screenshots';
import { withBrowserAndServer } from './withBrowserAndServer';

const video = readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/poem.mp4'));

const SUBMIT = `mutation Submit($input: SubmitPoemInput!) { submitPoem(input: $input) { submission { id } } }`;
const APPROVE = `mutation Approve($id: ID!) { approveSubmission(input: { id: $id }) { submission { id status } } }`;
const SAVE_BANK = `mutation Save($input: BankDetailsInput!) { saveBankDetails(input: $input) { message } }`;

/** A submission's or a page's card, named by its title. */
const card = (page: Page, name: string) => page.getByRole('article', { name });

describe('The admin console in the browser', () => {
  const given = withBrowserAndServer();
  let admin: UserRow;
  let otherAdmin: UserRow;
  let topicId: string;
  let workDir: string;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    admin = await seedPerson(given.server, { role: 'admin', name: 'Ada Admin' });
    otherAdmin = await seedPerson(given.server, { role: 'admin', name: 'Bongani Admin' });
    topicId = (await seedTopic(given.server.db, { title: 'Harbour' })).id;
    workDir = await mkdtemp(path.join(tmpdir(), 'spoken-admin-'));
  });
  afterAll(async () => {
    if (workDir) await rm(workDir, { recursive: true, force: true });
  });

  afterEach(() => {
    expect(pageErrors.splice(0)).toEqual([]);
  });

  async function adminOn(path: string, who: UserRow = admin): Promise<Page> {
    const page = await newVisitor(given.browser, given.server.url);
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await signInAs(page, given.server, who);
    await page.goto(path);
    return page;
  }

  async function poet(name: string) {
    return signIn(given.server, await seedPerson(given.server, { name }));
  }

  async function submit(token: string, title: string): Promise<string> {
    const response = await submitPoemGql<{ submitPoem: { submission: { id: string } } }>(
      given.server,
      SUBMIT,
      { input: { topicId, title, transcript: `The lines of ${title}.` } },
      { 'input.video': { content: video, name: 'poem.mp4', type: 'video/mp4' } },
      { token },
    );
    const id = response.data?.submitPoem.submission.id;
    if (!id) throw new Error(`submitPoem failed: ${JSON.stringify(response.errors)}`);
    return id;
  }

  /** Approves a submission as another admin would once its video is processed. */
  async function approveByApi(id: string): Promise<void> {
    await markVideoProcessed(given.server.db, id);
    const { token } = await signIn(given.server, otherAdmin);
    const response = await gql(given.server, APPROVE, { id }, { token });
    expect(response.errors).toBeUndefined();
  }

  async function saveBank(token: string, accountNumber: string, accountHolder: string): Promise<void> {
    const input = { bankName: 'Capitec', accountType: 'Savings', accountNumber, accountHolder, currentPassword: PASSWORD };
    expect((await gql(given.server, SAVE_BANK, { input }, { token })).errors).toBeUndefined();
  }

  it('moves between the admin sections in one row of links, the current one marked', async () => {
    const page = await adminOn('/admin');
    const sections = page.getByRole('navigation', { name: 'Admin' });
    await sections.getByRole('link', { name: 'Dashboard' }).waitFor();
    expect(await sections.getByRole('link').allTextContents()).toEqual(['Dashboard', 'Review', 'Topics', 'Beats', 'Pages', 'Payments', 'Users']);
    expect(await page.getByRole('tablist').count()).toBe(0);
    expect(await sections.locator('[aria-current="page"]').textContent()).toBe('Dashboard');
    await sections.getByRole('link', { name: 'Beats' }).click();
    await page.getByRole('button', { name: 'Upload Beat' }).waitFor();
    expect(await sections.locator('[aria-current="page"]').textContent()).toBe('Beats');
    await sections.getByRole('link', { name: 'Topics' }).click();
    await page.getByRole('heading', { name: 'Topic Management' }).waitFor();
    expect(await sections.locator('[aria-current="page"]').textContent()).toBe('Topics');
  });

  it('keeps the review panel’s email and dates on one line at 1280 px, and sets Reject apart from Approve', async () => {
    const nandi = await seedPerson(given.server, { name: 'Nandi Poet', email: 'nandi.mokoena.spokenword.poet@gmail.com' });
    const id = await submit((await signIn(given.server, nandi)).token, 'Long Address');
    await markVideoProcessed(given.server.db, id);
    const page = await adminOn(`/admin/review/${id}`);
    await page.setViewportSize({ width: 1280, height: 800 });
    const facts = page.getByRole('complementary', { name: 'About this submission' });
    await facts.getByText(nandi.email).waitFor();
    const lineCounts = await facts.locator('.detail-one-line').evaluateAll((values) =>
      values.map((value) => Math.round(value.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(value).lineHeight))),
    );
    expect(lineCounts).toEqual([1, 1, 1, 1]);
    const overflowing = await facts.locator('.detail-one-line').evaluateAll((values) => values.filter((value) => value.scrollWidth > value.clientWidth).map((value) => `${value.textContent} ${value.scrollWidth}/${value.clientWidth}`));
    expect(overflowing).toEqual([]);

    const approve = page.getByRole('button', { name: 'Approve' });
    const reject = page.getByRole('button', { name: 'Reject' });
    expect(await approve.textContent()).toBe('✓ Approve');
    expect(await reject.textContent()).toBe('✕ Reject');
    const looks = (button: typeof approve) => button.evaluate((element) => ({ fill: getComputedStyle(element).backgroundColor, border: getComputedStyle(element).borderTopWidth }));
    expect(await looks(reject)).not.toEqual(await looks(approve));
    await reject.click();
    await page.getByText('Rejecting cannot be undone: the poem never goes public, and the poet is emailed this reason.').waitFor();
    await screenshotBothWidths(page, 'admin-review-reject');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await approve.waitFor();
  });

  it('creates a topic and uploads a beat', async () => {
    const page = await adminOn('/admin/topics');
    await page.getByRole('button', { name: 'Add Topic' }).click();
    await page.getByText('Topic title is required').waitFor();
    await page.getByLabel('Title').fill('  Salt and Sun  ');
    await page.getByLabel('Submission deadline (optional)').fill('2031-01-15T17:00');
    await page.getByRole('button', { name: 'Add Topic' }).click();
    const row = page.getByRole('row', { name: /Salt and Sun/ });
    await row.waitFor();
    expect(await row.textContent()).toContain('15 January 2031 at 17:00 SAST');

    const wav = path.join(workDir, 'harbour-drums.wav');
    await writeFile(wav, synthesiseDrumLoop({ bpm: 96, bars: 1, seed: 7 }));
    await page.goto('/admin?tab=beats');
    await page.getByRole('button', { name: 'Upload Beat' }).click();
    await page.getByText('Title and artist are required fields').waitFor();
    await page.getByLabel('Title').fill('Harbour Drums');
    await page.getByLabel('Artist').fill('Ada');
    await page.getByRole('button', { name: 'Upload Beat' }).click();
    await page.getByText('Please select a beat file to upload').waitFor();
    await page.getByLabel('Beat file').setInputFiles(wav);
    await page.getByLabel('BPM (optional)').fill('96');
    await page.getByRole('button', { name: 'Upload Beat' }).click();
    await page.getByRole('row', { name: /Harbour Drums/ }).getByRole('button', { name: 'Deactivate Harbour Drums' }).waitFor();
  });

  it('shows a poet’s new submission in the queue without a reload, and approves it once its video is processed, saying so in view', async () => {
    const page = await adminOn('/admin/review');
    await page.setViewportSize({ width: 360, height: 780 });
    await page.getByText(/^\d+ pending submissions?$/).waitFor();
    const { token } = await poet('Nandi Poet');
    const id = await submit(token, 'Tide Song');

    const tide = card(page, 'Tide Song');
    await tide.waitFor();
    expect(await tide.textContent()).toContain('Nandi Poet');
    const approve = tide.getByRole('button', { name: 'Approve' });
    expect(await approve.isDisabled()).toBe(true);
    await tide.getByText('This video is still being processed. You can approve it once it is ready.').waitFor();
    expect(await tide.getByRole('button', { name: 'Reject' }).isEnabled()).toBe(true);

    await finishVideoProcessing(given.server, id);
    await tide.getByText('Video: Ready').waitFor();
    expect(await approve.isEnabled()).toBe(true);
    expect(await tide.getByText('This video is still being processed.', { exact: false }).count()).toBe(0);
    await approve.click();
    await tide.getByLabel('Add feedback (optional):').fill('Lovely rhythm.');
    await tide.getByRole('button', { name: 'Confirm Approval' }).click();
    const approved = tide.getByRole('status').filter({ hasText: 'Submission approved.' });
    await approved.waitFor();
    await expectShownBelowHeader(page, approved);
    await tide.locator('.badge', { hasText: 'approved' }).waitFor();
    await tide.getByText('Lovely rhythm.').waitFor();
  });

  it('pays R50 once the poet has bank details, showing account numbers masked, and downloads the other pending payouts in full as CSV', async () => {
    const payee = await poet('Lerato Payee');
    const waiting = await poet('Musa Waiting');
    await approveByApi(await submit(payee.token, 'Paid Poem'));
    await approveByApi(await submit(waiting.token, 'Waiting Poem'));
    await saveBank(waiting.token, '5550001111', 'Musa Waiting');

    const page = await adminOn('/admin/payments');
    const payeeRow = page.getByRole('row', { name: /Lerato Payee/ });
    await payeeRow.getByText('Missing').waitFor();
    expect(await payeeRow.getByRole('button', { name: /Mark as Paid/ }).isDisabled()).toBe(true);

    await saveBank(payee.token, '4440002222', 'Lerato Payee');
    await page.reload();
    await payeeRow.getByText('Capitec').waitFor();
    await payeeRow.getByText('****2222', { exact: true }).waitFor();
    expect(await page.getByText('4440002222').count()).toBe(0);
    await payeeRow.getByRole('button', { name: 'Mark as Paid: R50.00 to Lerato Payee' }).click();
    await payeeRow.getByText(/^Paid on \d{1,2} \w+ \d{4}$/).waitFor();
    await payeeRow.getByText('into Capitec ****2222').waitFor();
    await payeeRow.getByText('PAID', { exact: true }).waitFor();

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^spoken-pending-payouts-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await download.path()) ?? '', 'utf8');
    expect(csv).toContain('5550001111');
    expect(csv).not.toContain('4440002222');
  });

  it('lets one of two admins decide a submission; the other sees the decision and the refusal', async () => {
    const { token } = await poet('Zola Poet');
    await markVideoProcessed(given.server.db, await submit(token, 'Contested'));
    const [first, second] = await Promise.all([adminOn('/admin/review'), adminOn('/admin/review', otherAdmin)]);
    await card(first, 'Contested').waitFor();
    await card(second, 'Contested').getByRole('button', { name: 'Approve' }).click();

    const firstCard = card(first, 'Contested');
    await firstCard.getByRole('button', { name: 'Reject' }).click();
    await firstCard.getByLabel('Please provide a reason for rejection:').fill('Off topic.');
    await firstCard.getByRole('button', { name: 'Confirm Rejection' }).click();
    await firstCard.locator('.badge', { hasText: 'rejected' }).waitFor();

    const secondCard = card(second, 'Contested');
    await secondCard.locator('.badge', { hasText: 'rejected' }).waitFor();
    await secondCard.getByRole('button', { name: 'Confirm Approval' }).click();
    await secondCard.getByRole('alert').getByText('Error updating submission: This submission has already been reviewed.').waitFor();
    expect(await secondCard.locator('.badge').textContent()).toBe('REJECTED');
  });

  it('takes an approved poem down from its own page, with the reason in its history', async () => {
    const { token } = await poet('Kagiso Poet');
    const id = await submit(token, 'Borrowed Lines');
    await approveByApi(id);
    const page = await adminOn(`/admin/review/${id}`);
    await page.getByRole('heading', { name: 'Borrowed Lines' }).waitFor();
    await page.getByText('Kagiso Poet').first().waitFor();
    await page.getByRole('button', { name: 'Take Down' }).click();
    await page.getByRole('button', { name: 'Confirm Take Down' }).isDisabled();
    await page.getByLabel('Why is this poem being taken down?').fill('Copied from another poet.');
    await page.getByRole('button', { name: 'Confirm Take Down' }).click();
    await page.locator('.badge', { hasText: 'Taken down' }).waitFor();
    await page.getByRole('region', { name: 'History', exact: true }).getByText('Taken down').waitFor();
    const trail = page.getByRole('region', { name: 'Audit trail' });
    await trail.getByText('Took down a poem').waitFor();
    await trail.getByText('Reason: Copied from another poet.').waitFor();
    await trail.getByText('Approved a submission').waitFor();
    await trail.locator('.audit-changes').getByText('pending → approved').waitFor();
    await screenshotBothWidths(page, 'admin-review-audit-trail');
  });

  it('blocks a poet from Users, and logs it', async () => {
    await seedPerson(given.server, { name: 'Rowdy Poet' });
    const page = await adminOn('/admin/users');
    await page.getByText('Admin seats used 2/5').waitFor();
    await page.getByLabel('Search people').fill('rowdy');
    const row = page.getByRole('row', { name: /Rowdy Poet/ });
    await row.getByRole('button', { name: 'Block Rowdy Poet' }).click();
    await row.getByLabel('Why block Rowdy Poet? (optional)').fill('Spam.');
    await row.getByRole('button', { name: 'Confirm Block' }).click();
    await row.getByText('Blocked').waitFor();
    const log = page.getByRole('region', { name: 'Audit log' });
    await log.getByText('Reason: Spam.').waitFor();
    await log.getByLabel('Action').selectOption({ label: 'Blocked a user' });
    await log.locator('.audit-entry').first().getByText('User: Rowdy Poet').waitFor();
    await log.getByLabel('Subject').selectOption({ label: 'Page' });
    await log.getByText('No admin actions to show.').waitFor();
    await log.getByLabel('Subject').selectOption({ label: 'User' });
    await log.getByLabel('Admin').selectOption({ label: 'Ada Admin' });
    await log.locator('.audit-changes').getByText('Blocked: false → true').waitFor();
    await screenshotBothWidths(page, 'admin-audit-log');
  });

  it('saves a page edit that the public then reads', async () => {
    const page = await adminOn('/admin?tab=pages');
    const about = card(page, 'About');
    await about.getByRole('button', { name: 'Edit Content: About' }).click();
    await about.getByLabel('About text').fill('We are Spoken.\n\nPoets of the harbour.');
    await about.getByLabel('Preview').getByText('Poets of the harbour.').waitFor();
    await about.getByRole('button', { name: 'Save Changes' }).click();
    await about.getByRole('button', { name: 'Edit Content: About' }).waitFor();

    const visitor = await newVisitor(given.browser, given.server.url);
    await visitor.goto('/about');
    await visitor.getByText('Poets of the harbour.').waitFor();
  });
});
