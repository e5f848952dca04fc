import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import type { UserRow } from '../../server/db/schema';
import { PROCESSING_ERRORS } from '../../server/submissions/processing';
import { queueDrained } from '../utils/jobs';
import { mp4Bytes } from '../utils/mediaFiles';
import { seedTopic, signIn } from '../utils/scenarios';
import { startTestServer, type TestServer } from '../utils/server';
import { uploadGql } from '../utils/upload';
import { launchBrowser, newVisitor } from './browser';
import { seedPerson, signInAs } from './people';
import { saveScreenshot } from './screenshots';

const video = readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/poem.mp4'));
const SUBMIT = `mutation Submit($input: SubmitPoemInput!) { submitPoem(input: $input) { submission { id } } }`;

describe("a video's processing in the browser", () => {
  let server: TestServer;
  let browser: Browser;
  let admin: UserRow;
  let poet: UserRow;
  let readyId: string;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    [server, browser] = await Promise.all([startTestServer({ env: { WORKER: 'in-process' } }), launchBrowser()]);
    admin = await seedPerson(server, { role: 'admin', name: 'Ada Admin' });
    poet = await seedPerson(server, { name: 'Zola Poet' });
    const { token } = await signIn(server, poet);
    const topicId = (await seedTopic(server.db, { title: 'Harbour' })).id;
    const submit = async (title: string, content: Buffer) =>
      (
        await uploadGql<{ submitPoem: { submission: { id: string } } }>(
          server,
          SUBMIT,
          { input: { topicId, title, transcript: 'Salt on the wind.' } },
          { 'input.video': { content, name: 'poem.mp4' } },
          { token },
        )
      ).data?.submitPoem.submission.id as string;
    readyId = await submit('Low Tide', video);
    await submit('Broken Bottle', mp4Bytes());
    await queueDrained(server, 'transcode-video');
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  afterEach(() => {
    expect(pageErrors.splice(0)).toEqual([]);
  });

  async function open(path: string, who: UserRow, width: number): Promise<Page> {
    const page = await newVisitor(browser, server.url);
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.setViewportSize({ width, height: 900 });
    await signInAs(page, server, who);
    await page.goto(path);
    return page;
  }

  it.each([360, 1280])("shows admins each video's state and length, and why one failed (%i px)", async (width) => {
    const page = await open('/admin/review', admin, width);
    const ready = page.getByRole('article', { name: 'Low Tide' });
    await ready.getByText('Video: Ready · 0:02').waitFor();
    // The rendition first, then the original.
    const sources = await ready.locator('video source').evaluateAll((elements) => elements.map((element) => element.getAttribute('src') ?? ''));
    expect(sources).toEqual([expect.stringMatching(/^\/media\/renditions\//), expect.stringMatching(/^\/media\/videos\//)]);
    expect(await ready.locator('video').getAttribute('poster')).toMatch(/^\/media\/posters\//);
    const failed = page.getByRole('article', { name: 'Broken Bottle' });
    await failed.getByText('Video: Could not be processed').waitFor();
    await failed.getByText(PROCESSING_ERRORS.unreadable).waitFor();
    await saveScreenshot(page, 'video-processing-admin-review');

    await page.goto(`/admin/review/${readyId}`);
    await page.getByRole('complementary', { name: 'About this submission' }).getByText('Ready · 0:02').waitFor();
    await saveScreenshot(page, 'video-processing-admin-detail');
    await page.close();
  });

  it.each([360, 1280])('tells the poet why their video could not be processed (%i px)', async (width) => {
    const page = await open('/submissions', poet, width);
    await page.getByRole('article', { name: 'Broken Bottle' }).getByText(PROCESSING_ERRORS.unreadable).waitFor();
    await saveScreenshot(page, 'video-processing-poet');
    await page.close();
  });
});
