import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import type { Locator, Page } from 'playwright-core';
import { submissions, type UserRow } from '../../server/db/schema';
import { PROCESSING_ERRORS } from '../../server/submissions/processing';
import { APPROVAL_BLOCKS } from '../../server/submissions/review';
import { queueDrained } from '../utils/jobs';
import { mp4Bytes } from '../utils/mediaFiles';
import { seedSubmission, seedTopic, signIn } from '../utils/scenarios';
import { submitPoemGql } from '../utils/videoUpload';
import { newVisitor } from './browser';
import { seedPerson, signInAs } from './people';
import { saveScreenshot } from './screenshots';
import { withBrowserAndServer } from './withBrowserAndServer';

const video = readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/poem.mp4'));
const SUBMIT = `mutation Submit($input: SubmitPoemInput!) { submitPoem(input: $input) { submission { id } } }`;

describe("a video's processing in the browser", () => {
  const given = withBrowserAndServer({ env: { WORKER: 'in-process' } });
  let admin: UserRow;
  let poet: UserRow;
  let readyId: string;
  let waitingId: string;
  let preparing: { id: string; posterKey: string };
  const pageErrors: string[] = [];

  beforeAll(async () => {
    admin = await seedPerson(given.server, { role: 'admin', name: 'Ada Admin' });
    poet = await seedPerson(given.server, { name: 'Zola Poet' });
    const { token } = await signIn(given.server, poet);
    const topicId = (await seedTopic(given.server.db, { title: 'Harbour' })).id;
    const submit = async (title: string, content: Buffer) =>
      (
        await submitPoemGql<{ submitPoem: { submission: { id: string } } }>(
          given.server,
          SUBMIT,
          { input: { topicId, title, transcript: 'Salt on the wind.' } },
          { 'input.video': { content, name: 'poem.mp4' } },
          { token },
        )
      ).data?.submitPoem.submission.id as string;
    readyId = await submit('Low Tide', video);
    await submit('Broken Bottle', mp4Bytes());
    await queueDrained(given.server, 'transcode-video');
    // Queued for good: no job was sent for it.
    waitingId = (await seedSubmission(given.server.db, { userId: poet.id, topicId, title: 'Night Ferry' })).id;
    // A public poem with nothing to play yet (approved before approval waited for renditions), with Low Tide's poster.
    const [lowTide] = await given.server.db.select({ posterKey: submissions.thumbnailKey }).from(submissions).where(eq(submissions.id, readyId));
    const posterKey = lowTide?.posterKey as string;
    const harbourLights = await seedSubmission(given.server.db, { userId: poet.id, topicId, title: 'Harbour Lights', status: 'approved', thumbnailKey: posterKey });
    preparing = { id: harbourLights.id, posterKey };
  });
  afterEach(() => {
    expect(pageErrors.splice(0)).toEqual([]);
  });

  async function open(path: string, who: UserRow, width: number): Promise<Page> {
    const page = await newVisitor(given.browser, given.server.url);
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.setViewportSize({ width, height: 900 });
    await signInAs(page, given.server, who);
    await page.goto(path);
    return page;
  }

  it.each([360, 1280])("shows admins each video's state and length, why one failed, and approval only once it is ready (%i px)", async (width) => {
    const page = await open('/admin/review', admin, width);
    const ready = page.getByRole('article', { name: 'Low Tide' });
    await ready.getByText('Video: Ready · 0:02').waitFor();
    expect(await ready.getByRole('button', { name: 'Approve' }).isEnabled()).toBe(true);
    // The rendition first, then the original.
    const sources = await ready.locator('video source').evaluateAll((elements) => elements.map((element) => element.getAttribute('src') ?? ''));
    expect(sources).toEqual([expect.stringMatching(/^\/media\/renditions\//), expect.stringMatching(/^\/media\/videos\//)]);
    expect(await ready.locator('video').getAttribute('poster')).toMatch(/^\/media\/posters\//);
    const failed = page.getByRole('article', { name: 'Broken Bottle' });
    await failed.getByText('Video: Could not be processed').waitFor();
    await failed.getByText(PROCESSING_ERRORS.unreadable).waitFor();
    await expectApprovalBlocked(failed, APPROVAL_BLOCKS.failed);
    const waiting = page.getByRole('article', { name: 'Night Ferry' });
    await waiting.getByText('Video: Waiting to be processed').waitFor();
    await expectApprovalBlocked(waiting, APPROVAL_BLOCKS.processing);
    await saveScreenshot(page, 'video-processing-admin-review');

    await page.goto(`/admin/review/${readyId}`);
    await page.getByRole('complementary', { name: 'About this submission' }).getByText('Ready · 0:02').waitFor();
    await saveScreenshot(page, 'video-processing-admin-detail');

    await page.goto(`/admin/review/${waitingId}`);
    await page.getByRole('complementary', { name: 'About this submission' }).getByText('Waiting to be processed').waitFor();
    await expectApprovalBlocked(page.locator('.review-detail-main'), APPROVAL_BLOCKS.processing);
    await saveScreenshot(page, 'video-processing-admin-detail-waiting');
    await page.close();
  });

  /** Approve is disabled and says why, described by that reason; Reject stays available. */
  async function expectApprovalBlocked(scope: Locator, reason: string): Promise<void> {
    const approve = scope.getByRole('button', { name: 'Approve' });
    expect(await approve.isDisabled()).toBe(true);
    const describedBy = await approve.getAttribute('aria-describedby');
    expect(await scope.locator(`[id="${describedBy}"]`).textContent()).toBe(reason);
    expect(await scope.getByRole('button', { name: 'Reject' }).isEnabled()).toBe(true);
  }

  it.each([360, 1280])('shows visitors a public poem with nothing to play yet as its poster and a word why (%i px)', async (width) => {
    const page = await newVisitor(given.browser, given.server.url);
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/poems/${preparing.id}`);
    const poem = page.getByRole('article', { name: 'Harbour Lights' });
    await poem.getByRole('group', { name: 'Harbour Lights, by Zola Poet' }).getByText('This video is being prepared.').waitFor();
    expect(await poem.locator('video').count()).toBe(0);
    expect(await poem.locator('.poem-video img').getAttribute('src')).toBe(`/media/${preparing.posterKey}`);
    await saveScreenshot(page, 'video-processing-preparing');
    await page.close();
  });

  it.each([360, 1280])('tells the poet why their video could not be processed (%i px)', async (width) => {
    const page = await open('/submissions', poet, width);
    await page.getByRole('article', { name: 'Broken Bottle' }).getByText(PROCESSING_ERRORS.unreadable).waitFor();
    await saveScreenshot(page, 'video-processing-poet');
    await page.close();
  });
});
