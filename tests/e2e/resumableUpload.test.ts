import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Request, Route } from 'playwright-core';
import { videoUploads } from '../../server/db/schema';
import { largeVideoFile } from '../utils/ffmpeg';
import { gql } from '../utils/graphql';
import { seedTopic, signIn } from '../utils/scenarios';
import { newVisitor } from './browser';
import { seedPerson, signInAs } from './people';
import { screenshotBothWidths } from './screenshots';
import { withBrowserAndServer } from './withBrowserAndServer';

const MB = 1024 * 1024;
/** The web app's piece size: progress past it means the server has a first piece. */
const CHUNK_BYTES = 8 * MB;
/** Each piece waits this long on its way, so the upload is slow enough to catch midway. */
const PIECE_DELAY_MS = 1500;

const MY_SUBMISSIONS = 'query { mySubmissions { title } }';

describe('Resumable uploads in the browser', () => {
  const given = withBrowserAndServer();
  let folder: string;
  let video: string;
  let videoMegabytes: number;
  let topicId: string;

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'spoken-resumable-'));
    video = path.join(folder, 'long-poem.mp4');
    await largeVideoFile(video, 40);
    videoMegabytes = Math.round((await stat(video)).size / MB);
    topicId = (await seedTopic(given.server.db, { title: 'City Lights', description: 'The city after dark.' })).id;
  });
  afterAll(async () => {
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  /** A poet on the Upload tab with every piece of their uploads slowed; `requests` lists the upload requests the page makes. */
  async function poetUploading(title: string) {
    const poet = await seedPerson(given.server);
    const page = await newVisitor(given.browser, given.server.url);
    await signInAs(page, given.server, poet);
    const requests: Request[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/uploads/videos')) requests.push(request);
    });
    await page.route('**/uploads/videos/**', async (route: Route) => {
      if (route.request().method() === 'PATCH') await new Promise((resolve) => setTimeout(resolve, PIECE_DELAY_MS));
      await route.fallback().catch(() => undefined);
    });
    await page.goto(`/dashboard?tab=upload&topic=${topicId}`);
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Transcript').fill('Every word arrives, however long the road.');
    await page.getByLabel('Video file').setInputFiles(video);
    await page.getByText(`long-poem.mp4 · This video is ${videoMegabytes} MB`).waitFor();
    return { poet, page, requests };
  }

  async function submittedTitles(poet: Awaited<ReturnType<typeof seedPerson>>): Promise<string[]> {
    const { token } = await signIn(given.server, poet);
    const mine = await gql<{ mySubmissions: { title: string }[] }>(given.server, MY_SUBMISSIONS, {}, { token });
    return (mine.data?.mySubmissions ?? []).map((submission) => submission.title);
  }

  const creations = (requests: Request[]) => requests.filter((request) => request.method() === 'POST');

  it('shows megabytes sent and time left, says the connection was lost while offline, and carries on from where it stopped', async () => {
    const { poet, page, requests } = await poetUploading('Long Road');
    await page.getByRole('button', { name: 'Submit Poem' }).click();
    await page.getByText(new RegExp(`^Uploading… [\\d.]+ (MB|KB|Bytes) of ${videoMegabytes} MB · (about \\d+ min|less than a minute) left$`)).waitFor();
    // At least a megabyte on its way before the connection goes.
    await page.waitForFunction(() => /Uploading… \d+ MB/.test(document.querySelector('.upload-progress label')?.textContent ?? ''));
    await screenshotBothWidths(page, 'upload-progress');

    await page.context().setOffline(true);
    await page.getByText('Connection lost. Retrying…').waitFor({ timeout: 30_000 });
    await screenshotBothWidths(page, 'upload-retrying');
    await page.waitForTimeout(2000);
    await page.context().setOffline(false);

    await page.getByText('Submission uploaded successfully!').waitFor({ timeout: 60_000 });
    expect(creations(requests)).toHaveLength(1);
    expect(await submittedTitles(poet)).toEqual(['Long Road']);
  });

  it('offers after a reload, on the Upload tab and in the studio, to resume the unsent poem, continues the same upload, and forgets it once submitted', async () => {
    const { poet, page, requests } = await poetUploading('Half Way');
    await page.getByRole('button', { name: 'Submit Poem' }).click();
    // The server has the first piece once a PATCH is answered.
    await page.waitForResponse((response) => response.request().method() === 'PATCH' && response.status() === 204, { timeout: 60_000 });
    await page.reload();

    const offer = page.getByRole('region', { name: 'Unsent poem' });
    const offered = `You have an unsent poem, 'Half Way' (${videoMegabytes} MB).`;
    await offer.getByText(offered).waitFor();
    await screenshotBothWidths(page, 'upload-resume-offer');
    // The studio offers it too.
    await page.goto('/submit');
    await offer.getByText(offered).waitFor();
    const beforeResume = requests.length;
    await offer.getByRole('button', { name: 'Resume Upload' }).click();
    await page.getByText('✓ Your poem has been submitted!').waitFor({ timeout: 60_000 });

    const resumed = requests.slice(beforeResume);
    expect(creations(resumed)).toHaveLength(0);
    const firstPiece = resumed.find((request) => request.method() === 'PATCH');
    expect(Number(firstPiece?.headers()['upload-offset'])).toBeGreaterThanOrEqual(CHUNK_BYTES);
    expect(await submittedTitles(poet)).toEqual(['Half Way']);

    await page.goto(`/dashboard?tab=upload&topic=${topicId}`);
    await page.getByLabel('Title').waitFor();
    expect(await offer.count()).toBe(0);
  });

  it('discards the unsent poem when asked: the offer goes and the server ends the upload and its bytes', async () => {
    const { poet, page } = await poetUploading('Not This One');
    await page.getByRole('button', { name: 'Submit Poem' }).click();
    await page.waitForResponse((response) => response.request().method() === 'PATCH' && response.status() === 204, { timeout: 60_000 });
    await page.reload();

    const offer = page.getByRole('region', { name: 'Unsent poem' });
    await offer.getByText(`You have an unsent poem, 'Not This One' (${videoMegabytes} MB).`).waitFor();
    const ended = page.waitForResponse((response) => response.request().method() === 'DELETE' && response.status() === 204);
    await offer.getByRole('button', { name: 'Discard' }).click();
    await ended;
    expect(await offer.count()).toBe(0);
    expect(await given.server.db.select().from(videoUploads).where(eq(videoUploads.userId, poet.id))).toEqual([]);

    await page.reload();
    await page.getByLabel('Title').waitFor();
    expect(await offer.count()).toBe(0);
    expect(await submittedTitles(poet)).toEqual([]);
  });
});
