import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from 'playwright-core';
import { eq } from 'drizzle-orm';
import { submissions, type UserRow } from '../../server/db/schema';
import { makeClip } from '../utils/clips';
import { queueDrained } from '../utils/jobs';
import { storeMediaFile } from '../utils/mediaFiles';
import { seedApprovedPoem, seedBeat, seedProcessedSubmission, seedTopic, signIn } from '../utils/scenarios';
import { submitPoemGql } from '../utils/videoUpload';
import { newVisitor } from './browser';
import { seedPerson, signInAs } from './people';
import { expectNoSidewaysScroll, saveScreenshot } from './screenshots';
import { withBrowserAndServer } from './withBrowserAndServer';

const video = readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/poem.mp4'));
const SUBMIT = `mutation Submit($input: SubmitPoemInput!) { submitPoem(input: $input) { submission { id } } }`;
/**
 * How long a signed link lasts here: short enough to wait out, long enough that a fresh link (good
 * for TTL - 1 to TTL s, as expiry is in whole seconds) outlasts a seek and load on a machine also
 * transcoding other suites' videos (at 6 s one fresh link expired before use, and was fetched again).
 */
const LINK_TTL_S = 10;
const FAILED = 'This video could not be played.';
/** Long Night's length, and where it is sought to once its links have expired: far past what the browser has read. */
const LONG_NIGHT_S = 60;
const LONG_NIGHT_SEEK_S = 55;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const sourcesOf = (player: Locator) => player.locator('source').evaluateAll((elements) => elements.map((element) => element.getAttribute('src') ?? ''));
const withoutQuery = (url: string) => url.split('?')[0];

/** The GraphQL operations the page sends, by name, as they go. */
function watchOperations(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return;
    const name = (request.postDataJSON() as { operationName?: string } | null)?.operationName;
    if (name) names.push(name);
  });
  return names;
}

const count = (names: string[], name: string) => names.filter((each) => each === name).length;

/** Plays the element as a visitor would: the click that lets a page play sound, then play. */
async function play(page: Page, player: Locator): Promise<void> {
  await page.locator('h1').first().click();
  await player.evaluate((element: HTMLMediaElement) => void element.play().catch(() => undefined));
}

/** Waits until the element has played past `seconds` without pausing for good. */
async function playsPast(player: Locator, seconds: number): Promise<void> {
  await player.evaluate(
    (element: HTMLMediaElement, past) =>
      new Promise<void>((resolve, reject) => {
        const check = () => {
          if (element.currentTime > past && !element.paused) resolve();
        };
        element.addEventListener('timeupdate', check);
        setTimeout(() => reject(new Error(`stuck at ${element.currentTime} s, paused: ${element.paused}, error: ${element.error?.code}`)), 10_000);
        check();
      }),
    seconds,
  );
}

describe('signed media links on a page left open past their expiry', () => {
  const given = withBrowserAndServer({ env: { WORKER: 'in-process', MEDIA_URL_TTL_S: String(LINK_TTL_S) } });
  let admin: UserRow;
  let poet: UserRow;
  let lowTideId: string;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    admin = await seedPerson(given.server, { role: 'admin', name: 'Ada Admin' });
    poet = await seedPerson(given.server, { name: 'Zola Poet' });
    const topicId = (await seedTopic(given.server.db, { title: 'Harbour' })).id;
    const { token } = await signIn(given.server, poet);
    const submitted = await submitPoemGql<{ submitPoem: { submission: { id: string } } }>(
      given.server,
      SUBMIT,
      { input: { topicId, title: 'Low Tide', transcript: 'Salt on the wind.' } },
      { 'input.video': { content: video, name: 'poem.mp4' } },
      { token },
    );
    lowTideId = submitted.data?.submitPoem.submission.id as string;
    // A rendition, a poster and the upload, all private (signed) while the poem waits for review.
    await queueDrained(given.server, 'transcode-video');
    // Long enough (13 MB) that the browser reads it as it plays, not all at once; with Low Tide's poster.
    const [lowTide] = await given.server.db.select({ posterKey: submissions.thumbnailKey }).from(submissions).where(eq(submissions.id, lowTideId));
    const long = await makeClip({ seconds: LONG_NIGHT_S, width: 640, height: 360, container: 'mp4' });
    const rendition = { key: await storeMediaFile(given.server, long, 'renditions'), height: 360, size: long.length };
    await seedProcessedSubmission(given.server.db, { userId: poet.id, topicId, title: 'Long Night', thumbnailKey: lowTide?.posterKey }, [rendition]);
  });
  afterEach(() => {
    expect(pageErrors.splice(0)).toEqual([]);
  });

  async function open(path: string, who: UserRow | null, width: number): Promise<{ page: Page; operations: string[] }> {
    const page = await newVisitor(given.browser, given.server.url);
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.setViewportSize({ width, height: 900 });
    if (who) await signInAs(page, given.server, who);
    const operations = watchOperations(page);
    await page.goto(path);
    return { page, operations };
  }

  it('plays private videos after their links expired, at the first play and mid-play, through fresh links fetched once each', async () => {
    const { page, operations } = await open('/admin/review', admin, 1280);
    const lowTide = page.getByRole('article', { name: 'Low Tide' }).locator('video');
    const longNight = page.getByRole('article', { name: 'Long Night' }).locator('video');
    await longNight.waitFor();
    // Long Night has played a little and waits, paused, the rest of it not yet loaded; Low Tide has loaded nothing.
    await play(page, longNight);
    await playsPast(longNight, 0.5);
    await longNight.evaluate((element: HTMLVideoElement) => element.pause());
    const before = { lowTide: await sourcesOf(lowTide), longNight: await sourcesOf(longNight) };
    expect(before.lowTide).toEqual([expect.stringMatching(/^\/media\/renditions\/.*\?expires=/), expect.stringMatching(/^\/media\/videos\/.*\?expires=/)]);
    const refreshesBefore = count(operations, 'PoemVideoLinksQuery');
    const refused: string[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (response.status() === 404 && url.pathname.startsWith('/media/')) refused.push(`${url.pathname}${url.search}`);
    });

    await sleep((LINK_TTL_S + 1) * 1000);
    await play(page, lowTide);
    await longNight.evaluate((element: HTMLVideoElement, seconds) => {
      element.currentTime = seconds;
      void element.play().catch(() => undefined);
    }, LONG_NIGHT_SEEK_S);
    await playsPast(lowTide, 0.5);
    await playsPast(longNight, LONG_NIGHT_SEEK_S + 0.5);

    expect(count(operations, 'PoemVideoLinksQuery') - refreshesBefore).toBe(2);
    for (const [name, player] of [['lowTide', lowTide], ['longNight', longNight]] as const) {
      const after = await sourcesOf(player);
      expect(after.map(withoutQuery)).toEqual(before[name].map(withoutQuery));
      expect(after).not.toEqual(before[name]);
      // The old link was refused, and the new one played.
      expect(refused).toContain(before[name][0]);
      expect(refused).not.toContain(after[0]);
    }
    expect(await page.getByText(FAILED).count()).toBe(0);
    await saveScreenshot(page, 'media-links-fresh');
    await page.setViewportSize({ width: 360, height: 900 });
    await expectNoSidewaysScroll(page);
    await saveScreenshot(page, 'media-links-fresh');
    await page.close();
  });

  it.each([360, 1280])('says a missing private file cannot be played after two fresh tries, and tries again on request (%i px)', async (width) => {
    const topicId = (await seedTopic(given.server.db)).id;
    // Its rendition and upload name files that were never stored.
    const lost = await seedProcessedSubmission(given.server.db, { userId: poet.id, topicId, title: 'Lost Tape' });
    const { page, operations } = await open(`/admin/review/${lost.id}`, admin, width);
    const failure = page.getByRole('group', { name: 'Lost Tape, by Zola Poet' });
    await failure.getByText(FAILED).waitFor();
    // Given a moment to go on, it does not.
    await sleep(500);
    expect(count(operations, 'PoemVideoLinksQuery')).toBe(2);
    await expectNoSidewaysScroll(page);
    await saveScreenshot(page, 'media-links-missing');

    await failure.getByRole('button', { name: 'Try again' }).click();
    await failure.getByText(FAILED).waitFor();
    expect(count(operations, 'PoemVideoLinksQuery')).toBeGreaterThanOrEqual(3);
    await page.close();
  });

  it('plays the next of its files when the first is missing, without fetching its links again', async () => {
    const topicId = (await seedTopic(given.server.db)).id;
    // Its rendition names a file never stored; its upload is there.
    const videoKey = await storeMediaFile(given.server, video, 'videos');
    const halfLost = await seedProcessedSubmission(given.server.db, { userId: poet.id, topicId, title: 'Half Lost', videoKey });
    const { page, operations } = await open(`/admin/review/${halfLost.id}`, admin, 1280);
    const player = page.getByRole('group', { name: 'Half Lost, by Zola Poet' }).locator('video');
    await play(page, player);
    await playsPast(player, 0.5);
    expect(await player.evaluate((element: HTMLVideoElement) => element.currentSrc)).toContain(`/media/${videoKey}?`);
    expect(count(operations, 'PoemVideoLinksQuery')).toBe(0);
    await page.close();
  });

  it.each([360, 1280])("says a public poem's missing file cannot be played without fetching its links again (%i px)", async (width) => {
    const topicId = (await seedTopic(given.server.db)).id;
    const poem = await seedApprovedPoem(given.server, topicId, { title: 'Gone Fishing' });
    const { page, operations } = await open(`/poems/${poem.id}`, null, width);
    const article = page.getByRole('article', { name: 'Gone Fishing' });
    await article.getByText(FAILED).waitFor();
    await sleep(500);
    expect(operations.filter((name) => name.startsWith('PoemVideo'))).toEqual([]);
    await expectNoSidewaysScroll(page);
    await saveScreenshot(page, 'media-links-public-missing');
    await page.close();
  });

  it('plays an inactive beat after its link expired, through the list fetched again', async () => {
    const beat = await seedBeat(given.server, { title: 'Night Drums', active: false });
    const { page, operations } = await open('/admin?tab=beats', admin, 1280);
    const player = page.getByRole('row', { name: /Night Drums/ }).locator('audio');
    await player.waitFor();
    const before = await sourcesOf(player);
    expect(before).toEqual([expect.stringMatching(new RegExp(`^/media/${beat.fileKey}\\?expires=`))]);
    const listReads = count(operations, 'AdminBeatsQuery');

    await sleep((LINK_TTL_S + 1) * 1000);
    await play(page, player);
    await playsPast(player, 0.3);
    expect(count(operations, 'AdminBeatsQuery')).toBe(listReads + 1);
    expect(await sourcesOf(player)).not.toEqual(before);
    await page.close();
  });

  it.each([360, 1280])("says a beat's missing file cannot be played (%i px)", async (width) => {
    const title = `Lost Drums ${width}`;
    await seedBeat(given.server, { title, active: false, fileKey: `beats/${randomUUID()}.wav` });
    const { page } = await open('/admin?tab=beats', admin, width);
    const row = page.getByRole('row', { name: new RegExp(title) });
    await play(page, row.locator('audio'));
    await row.getByRole('group', { name: title }).getByText('This beat could not be played.').waitFor();
    await expectNoSidewaysScroll(page);
    await saveScreenshot(page, 'media-links-beats');
    await page.close();
  });
});
