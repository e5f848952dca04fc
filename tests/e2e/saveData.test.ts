import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { posterImages } from '../../server/db/schema';
import { seedPlayablePoem, seedTopic } from '../utils/scenarios';
import type { TestServer } from '../utils/server';
import { waitForHydration } from './browser';
import { saveScreenshot } from './screenshots';
import { refuseOperationsSentAsText } from './trustedOperations';
import { withBrowserAndServer } from './withBrowserAndServer';

const SAVE_DATA = { 'Save-Data': 'on' };
const CLIP = path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/poem.mp4');
const POSTER_TYPES = [
  { type: 'image/webp', extension: 'webp' },
  { type: 'image/jpeg', extension: 'jpg' },
] as const;

/** Gives the poem a poster in three sizes, each as WebP and JPEG, as its processing would: a frame of the test clip. */
async function seedPosters(server: TestServer, submissionId: string): Promise<void> {
  const folder = await mkdtemp(path.join(tmpdir(), 'spoken-posters-'));
  try {
    for (const width of [320, 640, 1280]) {
      for (const { type, extension } of POSTER_TYPES) {
        const file = path.join(folder, `${width}.${extension}`);
        await promisify(execFile)('ffmpeg', ['-v', 'error', '-ss', '0.5', '-i', CLIP, '-frames:v', '1', '-vf', `scale=${width}:-2`, file]);
        const bytes = await readFile(file);
        const { key } = await server.server.runtime.media.put(Readable.from([bytes]), { folder: 'posters', maxBytes: bytes.length, recognise: () => ({ mime: type, extension }) });
        await server.db.insert(posterImages).values({ submissionId, width, height: (width * 9) / 16, type, fileKey: key, fileSize: bytes.length });
      }
    }
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
const PHONE = { width: 360, height: 780 };

/** What a page sent as HTML shows of its videos: players, or posters to tap. */
function videosIn(html: string): 'players' | 'posters' {
  const players = html.includes('<video');
  const posters = html.includes('class="poem-video-poster"');
  if (players === posters) throw new Error(`the page shows ${players ? 'both players and posters' : 'neither players nor posters'}`);
  return players ? 'players' : 'posters';
}

describe('a browser that says the person saves data (Save-Data: on)', () => {
  const given = withBrowserAndServer();
  let votingPage: string;
  let poemPage: string;

  beforeAll(async () => {
    const topic = await seedTopic(given.server.db, { title: 'Prepaid' });
    const poems = [];
    for (const [title, voteCount] of [['First Light', 3], ['Second Wind', 2], ['Third Rail', 1]] as const) {
      const poem = await seedPlayablePoem(given.server, topic.id, { title, voteCount });
      await seedPosters(given.server, poem.id);
      poems.push(poem);
    }
    votingPage = `/voting/${topic.id}`;
    poemPage = `/poems/${poems[0]?.id}`;
  });

  async function fetchPage(path: string, headers: Record<string, string>): Promise<{ videos: 'players' | 'posters'; vary: string }> {
    const response = await fetch(`${given.server.url}${path}`, { headers });
    expect(response.status).toBe(200);
    return { videos: videosIn(await response.text()), vary: response.headers.get('vary') ?? '' };
  }

  it('is sent pages already showing posters, kept apart from the pages sent to others, each naming the header in Vary', async () => {
    // Each variant asked for first on one of the pages, so a page kept by its address alone would be sent to the other.
    for (const [path, first] of [[votingPage, SAVE_DATA], [poemPage, {}]] as const) {
      const asked = [first, first === SAVE_DATA ? {} : SAVE_DATA, first];
      const sent = [];
      for (const headers of asked) sent.push(await fetchPage(path, headers));
      expect(sent.map((page) => page.videos)).toEqual(asked.map((headers) => (headers === SAVE_DATA ? 'posters' : 'players')));
      for (const page of sent) expect(page.vary).toMatch(/\bSave-Data\b/i);
    }
    // The header's token is read in any case; any other value is not saving data.
    expect((await fetchPage(votingPage, { 'Save-Data': 'On' })).videos).toBe('posters');
    expect((await fetchPage(votingPage, { 'Save-Data': 'off' })).videos).toBe('players');
  });

  it('shows posters from the first paint in Chromium and fetches no video until one is tapped; the person can still turn the data saver off', async () => {
    const context = await given.browser.newContext({ baseURL: given.server.url, viewport: PHONE, deviceScaleFactor: 2, extraHTTPHeaders: SAVE_DATA });
    await refuseOperationsSentAsText(context);
    await context.addInitScript(() => {
      window.localStorage.setItem('spoken.cookieConsent', 'declined');
      // Any player put on the page, even for a moment while the app takes it over, is remembered.
      new MutationObserver(() => {
        if (document.querySelector('video')) document.documentElement.dataset.playerShown = 'yes';
      }).observe(document, { childList: true, subtree: true });
    });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    const media: string[] = [];
    const posters: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/media/renditions/') || pathname.startsWith('/media/streams/')) media.push(pathname);
      if (pathname.startsWith('/media/posters/')) posters.push(pathname);
    });
    const response = await page.goto(votingPage);
    expect(videosIn((await response?.text()) ?? '')).toBe('posters');
    await waitForHydration(page);
    const first = page.getByRole('article', { name: 'First Light' });
    await first.getByRole('button', { name: 'Play video' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => document.documentElement.dataset.playerShown)).toBeUndefined();
    expect(media).toEqual([]);
    // One poster a card, the size and type its picture chose: none fetched twice in another.
    expect(posters).toHaveLength(3);
    expect(posters.every((poster) => poster.endsWith('.webp'))).toBe(true);
    // Every poster decoded, those far below the fold too, before the picture of the page is taken.
    await page.evaluate(() => Promise.all([...document.images].map((image) => image.decode())));
    await saveScreenshot(page, 'voting-save-data');

    await first.getByRole('button', { name: 'Play video' }).click();
    await page.waitForFunction(() => {
      const video = document.querySelector<HTMLVideoElement>('article[aria-label="First Light"] video');
      return video !== null && video.currentTime > 0;
    });
    expect(media.length).toBeGreaterThan(0);
    // The other cards still wait for a tap.
    expect(await page.locator('video').count()).toBe(1);

    // The person may still turn the data saver off: the cards then play by themselves, on this page and after a reload.
    await first.getByRole('button', { name: /Video quality/ }).click();
    await first.getByRole('checkbox', { name: 'Data saver' }).uncheck();
    await page.getByRole('article', { name: 'Second Wind' }).locator('video').waitFor();
    await page.reload();
    await waitForHydration(page);
    await page.getByRole('article', { name: 'Third Rail' }).locator('video').waitFor();
    await context.close();
  });
});
