import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import type { BrowserContext, Page } from 'playwright-core';
import { submissions, users, videoRenditions } from '../../server/db/schema';
import { queueDrained } from '../utils/jobs';
import { submitPoemGql } from '../utils/videoUpload';
import { storePlayableRendition, seedApprovedPoem, seedTopic, seedUser, signIn, type SeedRendition } from '../utils/scenarios';
import { waitForHydration } from './browser';
import { seedPerson, signInAs } from './people';
import { expectNoSidewaysScroll, saveScreenshot } from './screenshots';
import { refuseOperationsSentAsText } from './trustedOperations';
import { withBrowserAndServer } from './withBrowserAndServer';

const LADDER = [1080, 720, 480, 360, 240];
const CARDS = 8;
const PHONE = { width: 360, height: 780 };
const CLIP = readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/poem.mp4'));

interface Visit {
  page: Page;
  /** The media paths the page asked for, in order. */
  requested: string[];
}

describe('the video player', () => {
  const given = withBrowserAndServer({ env: { WORKER: 'in-process' } });
  let topicId: string;
  let poemIds: string[];
  const pageErrors: string[] = [];

  beforeAll(async () => {
    topicId = (await seedTopic(given.server.db, { title: 'Prepaid' })).id;
    poemIds = [];
    for (let index = 0; index < CARDS; index += 1) {
      // The same small clip at each height of the ladder, each its own file, as the job leaves them.
      const renditions: SeedRendition[] = [];
      for (const height of LADDER) renditions.push({ ...(await storePlayableRendition(given.server)), height });
      poemIds.push((await seedApprovedPoem(given.server, topicId, { title: `Card ${index + 1}` }, renditions)).id);
    }
    // Counted down, so the list shows Card 1 first and Card 8 last.
    for (const [index, id] of poemIds.entries()) await given.server.db.update(submissions).set({ voteCount: CARDS - index }).where(eq(submissions.id, id));
  });
  afterEach(() => {
    expect(pageErrors.splice(0)).toEqual([]);
  });

  async function visit(options: { width?: number; dataSaver?: boolean; context?: BrowserContext } = {}): Promise<Visit> {
    const context =
      options.context ??
      (await given.browser.newContext({ baseURL: given.server.url, viewport: { ...PHONE, width: options.width ?? PHONE.width }, deviceScaleFactor: 2 }));
    await refuseOperationsSentAsText(context);
    await context.addInitScript(() => window.localStorage.getItem('spoken.cookieConsent') ?? window.localStorage.setItem('spoken.cookieConsent', 'declined'));
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    page.on('pageerror', (error) => pageErrors.push(error.message));
    if (options.dataSaver) await (await context.newCDPSession(page)).send('Emulation.setDataSaverOverride', { dataSaverEnabled: true });
    const requested: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/media/')) requested.push(url.pathname);
    });
    return { page, requested };
  }

  async function open(page: Page, path: string): Promise<void> {
    await page.goto(path);
    await waitForHydration(page);
  }

  /** The file a poem's player plays, once it has read it: its element may be replaced on the way, as the player picks its files. */
  const playingHeight = async (page: Page, poemIndex: number): Promise<string> =>
    (
      await page.waitForFunction((title) => {
        const video = document.querySelector<HTMLVideoElement>(`article[aria-label="${title}"] video`);
        return video && video.readyState > 0 ? video.currentSrc : false;
      }, `Card ${poemIndex + 1}`)
    ).jsonValue() as Promise<string>;

  /** The files each height of a poem is in, from the database. */
  async function filesByHeight(poemId: string): Promise<Map<string, number>> {
    const rows = await given.server.db.select().from(videoRenditions).where(eq(videoRenditions.submissionId, poemId));
    return new Map(rows.map((row) => [`/media/${row.fileKey}`, row.height]));
  }

  it("plays a processed poem's HLS stream on its page", async () => {
    const poet = await signIn(given.server, await seedUser(given.server.db));
    const submitted = await submitPoemGql<{ submitPoem: { submission: { id: string } } }>(
      given.server,
      'mutation ($input: SubmitPoemInput!) { submitPoem(input: $input) { submission { id } } }',
      { input: { topicId, title: 'Streamed', transcript: 'In four-second pieces.' } },
      { 'input.video': { content: CLIP, name: 'poem.mp4' } },
      { token: poet.token },
    );
    const id = submitted.data?.submitPoem.submission.id as string;
    await queueDrained(given.server, 'transcode-video');
    await given.server.db.update(submissions).set({ status: 'approved' }).where(eq(submissions.id, id));
    const { page, requested } = await visit({ width: 1280 });
    await open(page, `/poems/${id}`);
    const played = await page.waitForFunction(() => {
      const video = document.querySelector('video');
      return video && video.currentTime > 0.5 ? video.currentSrc : false;
    });
    // Through hls.js, which feeds the element a Media Source, as Chromium has Media Source Extensions.
    expect(await played.jsonValue()).toMatch(/^blob:/);
    expect(requested.some((media) => media.endsWith('/master.m3u8'))).toBe(true);
    // Its pieces, not a whole file.
    expect(requested.some((media) => /\.(m4s|mp4)$/.test(media) && !media.startsWith('/media/renditions/'))).toBe(true);
    expect(requested.filter((media) => media.startsWith('/media/renditions/'))).toEqual([]);
    await page.context().close();
  });

  it('plays on a card the smallest copy covering its size, and nothing for a card off screen', async () => {
    const { page, requested } = await visit();
    await open(page, `/voting/${topicId}`);
    const first = page.getByRole('article', { name: 'Card 1' });
    await first.locator('video').evaluate((video) => video.scrollIntoView({ block: 'center' }));
    const boxLines = await first.locator('video').evaluate((video) => Math.round(video.getBoundingClientRect().height * window.devicePixelRatio));
    const played = new URL(await playingHeight(page, 0)).pathname;
    const heights = await filesByHeight(poemIds[0] as string);
    const fitting = [...LADDER].reverse().find((height) => height >= boxLines);
    expect(heights.get(played)).toBe(fitting);
    expect(heights.get(played)).toBeLessThanOrEqual(480);
    // The last card is far below: not one of its files was asked for.
    const last = await filesByHeight(poemIds[CARDS - 1] as string);
    expect(requested.filter((path) => last.has(path))).toEqual([]);
    await page.context().close();
  });

  it("plays a streamed poem's card from the cards' playlist, pictures only, one card at a time", async () => {
    const { page, requested } = await visit();
    await open(page, `/voting/${topicId}`);
    const streamed = page.getByRole('article', { name: 'Streamed' });
    await streamed.locator('video').evaluate((video) => video.scrollIntoView({ block: 'center' }));
    await page.waitForFunction(() => (document.querySelector<HTMLVideoElement>('article[aria-label="Streamed"] video')?.currentTime ?? 0) > 0.3);
    const streamFiles = requested.filter((media) => media.startsWith('/media/streams/')).map((media) => media.slice(media.lastIndexOf('/') + 1));
    expect(streamFiles.slice(0, 2)).toEqual(['card.m3u8', 'card_init.mp4']);
    expect(streamFiles.every((file) => file.startsWith('card'))).toBe(true);
    const [poem] = await given.server.db.select({ id: submissions.id }).from(submissions).where(eq(submissions.title, 'Streamed'));
    const smallest = Math.min(...(await filesByHeight(poem?.id as string)).values());
    expect(await streamed.locator('video').evaluate((video: HTMLVideoElement) => video.videoHeight)).toBe(smallest);
    // The cards around it, half on screen too, wait.
    expect(await page.evaluate(() => [...document.querySelectorAll('video')].filter((video) => !video.paused).length)).toBe(1);

    // Its sound asked for (a tap on the page, then its volume control): the stream, with sound, from where it was.
    await streamed.getByText('In four-second pieces.').click();
    const mutedAt = await streamed.locator('video').evaluate((video: HTMLVideoElement) => {
      video.muted = false;
      return video.currentTime;
    });
    await page.waitForFunction(
      (from) => {
        const video = document.querySelector<HTMLVideoElement>('article[aria-label="Streamed"] video');
        return video !== null && !video.muted && !video.paused && video.currentTime > from + 0.2;
      },
      Math.min(mutedAt, 2),
    );
    expect(requested.some((media) => media.endsWith('/master.m3u8'))).toBe(true);
    await page.context().close();
  });

  it("plays home's featured card from its stream, held to the size its box needs", async () => {
    // The streamed poem of the first test, voted to the top so home features it.
    await given.server.db.update(submissions).set({ voteCount: CARDS + 1 }).where(eq(submissions.title, 'Streamed'));
    const { page, requested } = await visit({ width: 1280 });
    await open(page, '/');
    const featured = page.locator('.poem-card--featured');
    await featured.getByRole('heading', { name: 'Streamed' }).waitFor();
    await featured.locator('video').evaluate((video) => video.scrollIntoView({ block: 'center' }));
    const boxLines = await featured.locator('video').evaluate((video) => Math.round(video.getBoundingClientRect().height * window.devicePixelRatio));
    await page.waitForFunction(() => (document.querySelector<HTMLVideoElement>('.poem-card--featured video')?.currentTime ?? 0) > 0.3);
    const played = await featured.locator('video').evaluate((video: HTMLVideoElement) => video.videoHeight);
    expect(played).toBeLessThanOrEqual([...LADDER].reverse().find((height) => height >= boxLines) ?? 1080);
    expect(requested.some((media) => media.startsWith('/media/streams/'))).toBe(true);
    expect(requested.filter((media) => media.startsWith('/media/renditions/'))).toEqual([]);
    await page.context().close();
  });

  it.each([360, 1280])('offers Auto and each height in a menu; a choice plays that height and is remembered on the device (%i px)', async (width) => {
    const { page } = await visit({ width });
    await open(page, `/poems/${poemIds[1]}`);
    const menu = page.getByRole('button', { name: /Video quality/ });
    await expect(menu.textContent()).resolves.toContain('Auto');
    await menu.click();
    const panel = page.getByRole('group', { name: 'Video quality' });
    for (const height of LADDER) await panel.getByRole('radio', { name: `${height}p` }).waitFor();
    await saveScreenshot(page, 'quality-menu');
    await expectNoSidewaysScroll(page);
    await panel.getByRole('radio', { name: '240p' }).click();
    const heights = await filesByHeight(poemIds[1] as string);
    await expect(playingHeight(page, 1).then((src) => heights.get(new URL(src).pathname))).resolves.toBe(240);

    await page.reload();
    await waitForHydration(page);
    await expect(menu.textContent()).resolves.toContain('240p');
    await expect(playingHeight(page, 1).then((src) => heights.get(new URL(src).pathname))).resolves.toBe(240);
    await page.context().close();
  });

  it.each([360, 1280])("keeps a signed-in person's quality and auto-play in their account, and the data saver in Settings (%i px)", async (width) => {
    const poet = await seedPerson(given.server, { name: 'Thandi Poet' });
    const { page } = await visit({ width });
    await signInAs(page, given.server, poet);
    await open(page, `/poems/${poemIds[2]}`);
    await page.getByRole('button', { name: /Video quality/ }).click();
    await page.getByRole('group', { name: 'Video quality' }).getByRole('radio', { name: '360p' }).click();
    const saved = async () => (await given.server.db.select({ quality: users.preferredVideoQuality }).from(users).where(eq(users.id, poet.id)))[0]?.quality;
    await page.waitForFunction(() => document.querySelector('.quality-menu-button')?.textContent?.includes('360p'));
    expect(await saved()).toBe('lower');

    await open(page, '/dashboard?tab=settings');
    const playback = page.getByRole('region', { name: 'Playback' });
    await playback.getByRole('radio', { name: /Lower \(360p\)/ }).waitFor();
    expect(await playback.getByRole('radio', { name: /Lower \(360p\)/ }).isChecked()).toBe(true);
    await playback.getByRole('checkbox', { name: /Auto-play/ }).uncheck();
    await playback.getByText('Auto-play saved.').waitFor();
    await playback.getByRole('checkbox', { name: /Data saver/ }).check();
    // From the top, so the sticky header is drawn there and not over the settings.
    await page.evaluate(() => window.scrollTo(0, 0));
    await saveScreenshot(page, 'playback-settings');
    const [row] = await given.server.db.select({ autoPlay: users.autoPlay }).from(users).where(eq(users.id, poet.id));
    expect(row?.autoPlay).toBe(false);
    await page.context().close();
  });

  it('with the data saver, shows posters only until one is tapped, then plays at most 360p', async () => {
    const { page, requested } = await visit({ width: 1280, dataSaver: true });
    await open(page, `/voting/${topicId}`);
    const first = page.getByRole('article', { name: 'Card 1' });
    await first.getByRole('button', { name: 'Play video' }).waitFor();
    expect(await page.locator('video').count()).toBe(0);
    await page.waitForLoadState('networkidle');
    expect(requested.filter((path) => path.startsWith('/media/renditions/'))).toEqual([]);

    await first.getByRole('button', { name: 'Play video' }).click();
    const heights = await filesByHeight(poemIds[0] as string);
    const played = heights.get(new URL(await playingHeight(page, 0)).pathname);
    expect(played).toBeLessThanOrEqual(360);
    await first.getByRole('button', { name: /Video quality/ }).click();
    await saveScreenshot(page, 'data-saver-menu');
    // Turned off, the cards play by themselves again.
    await first.getByRole('checkbox', { name: 'Data saver' }).uncheck();
    await page.getByRole('article', { name: 'Card 2' }).locator('video').waitFor();
    await page.context().close();
  });
});
