import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page, Request } from 'playwright-core';
import { bandLevel, probeStreams, streamSeconds, toneWav } from '../utils/ffmpeg';
import { gql } from '../utils/graphql';
import { storeMediaFile } from '../utils/mediaFiles';
import { seedBeat, seedTopic, signIn } from '../utils/scenarios';
import { expectShownBelowHeader, newVisitor } from './browser';
import { seedPerson, signInAs } from './people';
import { screenshotBothWidths } from './screenshots';
import { withBrowserAndServer } from './withBrowserAndServer';

/** The test beat is a steady tone here, a band where Chromium's fake microphone (a 400 Hz square beep) is silent. */
const BEAT_HZ = 3200;
/** The fake microphone's own tone: where the voice's echo shows. */
const VOICE_HZ = 400;

const MY_SUBMISSIONS = 'query { mySubmissions { title videoUrl fileType fileSize } }';

describe('The recording studio', () => {
  const given = withBrowserAndServer({ fakeMediaDevices: true });
  let folder: string;
  let topic: { id: string; title: string };
  let beat: { id: string; title: string };

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'spoken-studio-'));
    topic = await seedTopic(given.server.db, { title: 'City Lights', description: 'The city after dark.' });
    const tone = await toneWav(BEAT_HZ, 2);
    beat = await seedBeat(given.server, { title: 'Test Tone', fileKey: await storeMediaFile(given.server, tone, 'beats'), fileName: 'tone.wav', fileType: 'audio/wav', fileSize: tone.length });
  });
  afterAll(async () => {
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  async function poetInStudio(camera: 'allowed' | 'refused') {
    const poet = await seedPerson(given.server);
    const page = await newVisitor(given.browser, given.server.url, { camera });
    await signInAs(page, given.server, poet);
    return { poet, page };
  }

  /** Records from 'Start Recording' until the timer shows three seconds, then stops; waits for the take. */
  async function recordThreeSeconds(page: Page): Promise<void> {
    // Enabled once the camera is open and the beat is loaded.
    await page.getByRole('button', { name: 'Start Recording', disabled: false }).press('Enter');
    await page.getByRole('timer', { name: 'Recording time' }).getByText('00:03').waitFor();
    await page.getByRole('button', { name: 'Stop Recording' }).press('Enter');
    await page.getByLabel('Your take').waitFor();
  }

  async function downloadTake(page: Page, name: string): Promise<string> {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download Video' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^spoken-take\.(webm|mp4)$/);
    const file = path.join(folder, name);
    await download.saveAs(file);
    return file;
  }

  it('walks a poet through topic and beat by keyboard, records over the beat, and keeps the take through a failed upload until it is sent', async () => {
    const { poet, page } = await poetInStudio('allowed');
    await page.goto('/submit');
    await page.getByRole('button', { name: 'Select City Lights' }).press('Enter');
    await page.getByRole('heading', { name: 'Step 2 Choose Beat' }).waitFor();
    const continueButton = page.getByRole('button', { name: 'Continue to Recording' });
    expect(await continueButton.isDisabled()).toBe(true);
    await page.getByRole('radio', { name: /Test Tone/ }).press('Space');
    await continueButton.press('Enter');
    await page.getByRole('heading', { name: 'Step 3 Record & Submit' }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Step 3 Record & Submit');

    await recordThreeSeconds(page);
    await page.getByLabel('Title').fill('Neon Hymn');
    await page.getByLabel('Transcript').fill('The streetlights hum a hymn the buses know by heart.');

    // The connection drops during the first upload, and stays down through every retry.
    await page.route('**/uploads/videos**', (route) => route.abort('connectionreset'));
    await page.getByRole('button', { name: 'Submit Poem' }).press('Enter');
    await page.getByText('Failed to upload video. Please try again.').waitFor({ timeout: 40_000 });
    await page.getByText('Your take is still here: press Submit Poem to try again, or Download Video to keep a copy.').waitFor();
    expect(await page.getByLabel('Your take').count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Download Video' }).count()).toBe(1);

    await page.unroute('**/uploads/videos**');
    // On a phone the form is long: the notice that replaces it is brought into view, clear of the sticky header.
    await page.setViewportSize({ width: 360, height: 780 });
    await page.getByRole('button', { name: 'Submit Poem' }).press('Enter');
    const submitted = page.getByRole('status').filter({ hasText: '✓ Your poem has been submitted!' });
    await submitted.waitFor();
    await expectShownBelowHeader(page, submitted);

    const { token } = await signIn(given.server, poet);
    const mine = await gql<{ mySubmissions: { title: string; videoUrl: string; fileType: string }[] }>(given.server, MY_SUBMISSIONS, {}, { token });
    const [submission] = mine.data?.mySubmissions ?? [];
    expect(submission?.title).toBe('Neon Hymn');
    expect(submission?.fileType).toBe('video/webm');
    const stored = await fetch(new URL(submission?.videoUrl ?? '', given.server.url), { headers: { authorization: `Bearer ${token}` } });
    expect(stored.status).toBe(200);
    const file = path.join(folder, 'submitted.webm');
    await writeFile(file, Buffer.from(await stored.arrayBuffer()));

    const streams = await probeStreams(file);
    expect(streams.map((stream) => `${stream.codec_type}:${stream.codec_name}`).sort()).toEqual(['audio:opus', 'video:vp9']);
    const [audioSeconds, videoSeconds] = await Promise.all([streamSeconds(file, 'audio'), streamSeconds(file, 'video')]);
    expect(audioSeconds).toBeGreaterThan(2.8);
    expect(audioSeconds).toBeLessThan(5);
    expect(Math.abs(audioSeconds - videoSeconds)).toBeLessThan(1);
    // The beat at full volume fills its band even between the microphone's beeps, where the microphone alone is silent.
    expect((await bandLevel(file, BEAT_HZ)).quiet).toBeGreaterThan(-25);
  });

  it('on a phone, shows the form after Stop, submits a take whose answer was lost once back online, once and without sending it again, and then only says so', async () => {
    const { poet, page } = await poetInStudio('allowed');
    await page.setViewportSize({ width: 360, height: 780 });
    const uploads: Request[] = [];
    const submits: Request[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/uploads/videos')) uploads.push(request);
      if (request.postData()?.includes('SubmitPoemMutation')) submits.push(request);
    });
    await page.goto(`/submit?topic=${topic.id}&beat=${beat.id}&step=record`);
    await recordThreeSeconds(page);
    // Title, transcript and Submit Poem are on screen without hunting for them, and the form has the focus.
    for (const part of [page.getByLabel('Title'), page.getByLabel('Transcript'), page.getByRole('button', { name: 'Submit Poem' })]) {
      await expectShownBelowHeader(page, part, { focused: false });
    }
    expect(await page.getByRole('form', { name: 'Submit your poem' }).evaluate((form) => form === document.activeElement)).toBe(true);
    await page.getByLabel('Title').fill('Last Bus Home');
    await page.getByLabel('Transcript').fill('The driver waits for nobody, and tonight he waited for me.');

    // The connection goes as the poem is submitted: the server takes it, but its answer never arrives.
    let cut = false;
    await page.route('**/graphql', async (route) => {
      if (cut || !route.request().postData()?.includes('SubmitPoemMutation')) return route.fallback();
      cut = true;
      await route.fetch();
      await page.context().setOffline(true);
      await route.abort('internetdisconnected');
    });
    await page.getByRole('button', { name: 'Submit Poem' }).press('Enter');
    const waiting = page.getByRole('status').filter({ hasText: 'Waiting for a connection to submit your poem' });
    await waiting.waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Submit Poem' }).count()).toBe(0);
    await screenshotBothWidths(page, 'studio-waiting-to-submit');
    await page.setViewportSize({ width: 360, height: 780 });
    // Trying again by hand while still offline tries the finished upload, and keeps waiting.
    const triedAgain = page.waitForRequest((request) => request.postData()?.includes('SubmitPoemMutation') ?? false);
    await page.getByRole('button', { name: 'Try Again Now' }).click();
    await triedAgain;
    await waiting.waitFor();

    await page.context().setOffline(false);
    const done = page.getByRole('status').filter({ hasText: '✓ Your poem has been submitted!' });
    await done.waitFor();
    await expectShownBelowHeader(page, done);
    for (const gone of [page.getByLabel('Your take'), page.getByRole('button', { name: 'Record Again' }), page.getByRole('button', { name: 'Apply Effects' }), page.getByRole('button', { name: 'Submit Poem' })]) {
      expect(await gone.count()).toBe(0);
    }
    await screenshotBothWidths(page, 'studio-submitted');

    const { token } = await signIn(given.server, poet);
    const mine = await gql<{ mySubmissions: { title: string; fileSize: number }[] }>(given.server, MY_SUBMISSIONS, {}, { token });
    expect(mine.data?.mySubmissions.map((submission) => submission.title)).toEqual(['Last Bus Home']);
    expect(submits.length).toBeGreaterThanOrEqual(3);
    expect(uploads.filter((request) => request.method() === 'POST')).toHaveLength(1);
    const pieces = uploads.filter((request) => request.method() === 'PATCH');
    const offsets = pieces.map((request) => request.headers()['upload-offset']);
    expect(new Set(offsets).size).toBe(offsets.length);
    const sent = pieces.reduce((bytes, request) => bytes + (request.postDataBuffer()?.length ?? 0), 0);
    expect(sent).toBe(mine.data?.mySubmissions[0]?.fileSize);
  });

  it('asks before a link or the back button leaves an unsent take, and stays unless the poet agrees', async () => {
    const { page } = await poetInStudio('allowed');
    await page.goto(`/submit?topic=${topic.id}`);
    await page.getByRole('radio', { name: /Test Tone/ }).press('Space');
    await page.getByRole('button', { name: 'Continue to Recording' }).press('Enter');
    await recordThreeSeconds(page);
    const studio = page.url();
    const topicsLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Topics' });

    /** Does `leave`, answers the question it asks, and waits for the page to settle. */
    async function answer(leave: () => Promise<unknown>, agree: boolean): Promise<void> {
      const asked = page.waitForEvent('dialog');
      const leaving = leave();
      const dialog = await asked;
      expect(dialog.message()).toBe('Leave without submitting? Your take has not been sent and will be lost.');
      await (agree ? dialog.accept() : dialog.dismiss());
      await leaving;
    }

    await answer(() => topicsLink.click(), false);
    // The back button would step back to choosing a beat, within the studio but without the take.
    await answer(() => page.evaluate(() => history.back()), false);
    await page.waitForFunction((address) => window.location.href === address, studio);
    expect(await page.getByLabel('Your take').count()).toBe(1);
    expect(await page.getByRole('heading', { name: 'Step 3 Record & Submit' }).count()).toBe(1);

    await answer(() => topicsLink.click(), true);
    await page.waitForURL('**/topics');
    await page.getByRole('heading', { level: 1, name: 'Topics' }).waitFor();
    // Gone with the take: the way back no longer asks.
    await page.goBack();
    await page.getByRole('heading', { name: 'Step 3 Record & Submit' }).waitFor();
    await page.close();
  });

  it('mixes the beat at the chosen volume and renders echo again with Apply Effects', async () => {
    const { page } = await poetInStudio('allowed');
    await page.goto(`/submit?topic=${topic.id}&beat=${beat.id}&step=record`);
    await page.getByLabel('Beat volume').fill('0');
    await page.getByLabel('Echo').fill('0');
    await page.getByLabel('Reverb').fill('0');
    await recordThreeSeconds(page);
    const dry = await downloadTake(page, 'dry.webm');

    await page.getByLabel('Echo').fill('1');
    await page.getByText('These settings differ from your take.').waitFor();
    await page.getByRole('button', { name: 'Apply Effects' }).press('Enter');
    await page.getByText('✓ Audio effects applied with beat volume at 0%').waitFor();
    const echoed = await downloadTake(page, 'echoed.webm');

    const [dryBeat, dryVoice, echoedVoice] = await Promise.all([bandLevel(dry, BEAT_HZ), bandLevel(dry, VOICE_HZ), bandLevel(echoed, VOICE_HZ)]);
    expect(dryBeat.quiet).toBeLessThan(-60);
    expect(dryVoice.mean).toBeGreaterThan(-30);
    // Echo fills the gaps between the microphone's beeps.
    expect(echoedVoice.quiet - dryVoice.quiet).toBeGreaterThan(15);
    expect(Math.abs((await streamSeconds(echoed, 'audio')) - (await streamSeconds(dry, 'audio')))).toBeLessThan(0.5);
  });

  it('counts down the ten minutes a take may last, stops by itself at ten minutes, and keeps the take with its size to send', async () => {
    const { page } = await poetInStudio('allowed');
    // The page's timers run on a clock the test can move ahead, so ten minutes pass in seconds.
    await page.clock.install();
    await page.goto(`/submit?topic=${topic.id}&beat=${beat.id}&step=record`);
    await page.getByRole('button', { name: 'Start Recording', disabled: false }).press('Enter');
    const timeLeft = page.getByRole('timer', { name: 'Time left' });
    await timeLeft.getByText('09:58 left').waitFor();
    await screenshotBothWidths(page, 'studio-time-left');

    await page.clock.fastForward('09:50');
    await timeLeft.getByText(/^00:0\d left$/).waitFor();
    expect(await page.getByRole('timer', { name: 'Recording time' }).textContent()).toMatch(/^09:5\d$/);
    await page.getByText('Ten minutes is the longest a take can be, so recording stopped. Your take is kept.').waitFor({ timeout: 30_000 });
    await page.getByLabel('Your take').waitFor();
    expect(await page.getByRole('button', { name: 'Stop Recording' }).count()).toBe(0);
    const size = await page.getByText(/^This take is /).textContent();
    expect(size).toMatch(/^This take is [\d.]+ (KB|MB)$/);
    await screenshotBothWidths(page, 'studio-take-size');

    await page.getByLabel('Title').fill('Last Minute');
    await page.getByLabel('Transcript').fill('The clock ran out before the words did.');
    await page.getByRole('button', { name: 'Submit Poem' }).press('Enter');
    await page.getByText('✓ Your poem has been submitted!').waitFor();
  });

  it('explains how to allow the camera when the browser refuses it', async () => {
    const { page } = await poetInStudio('refused');
    await page.goto(`/submit?topic=${topic.id}&beat=${beat.id}&step=record`);
    await page.getByText('Error accessing camera/microphone: Permission denied').waitFor();
    await page.getByText('Chrome or Edge:').waitFor();
    expect(await page.getByRole('button', { name: 'Start Recording' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Try Again' }).count()).toBe(1);
  });
});

describe('The recording studio, where a take must run 10 seconds', () => {
  const given = withBrowserAndServer({ fakeMediaDevices: true, env: { MIN_POEM_SECONDS: '10' } });

  it('says the length a take must have before recording, and offers no submit for a shorter one', async () => {
    const topic = await seedTopic(given.server.db, { title: 'Short Days' });
    const beat = await seedBeat(given.server, { title: 'Quick Loop' });
    const page = await newVisitor(given.browser, given.server.url, { camera: 'allowed' });
    await signInAs(page, given.server, await seedPerson(given.server));
    await page.goto(`/submit?topic=${topic.id}&beat=${beat.id}&step=record`);
    await page.getByText('Length: between 10 seconds and 10 minutes').waitFor();

    await page.getByRole('button', { name: 'Start Recording', disabled: false }).press('Enter');
    await page.getByRole('timer', { name: 'Recording time' }).getByText('00:02').waitFor();
    await page.getByRole('button', { name: 'Stop Recording' }).press('Enter');
    await page.getByLabel('Your take').waitFor();
    await page.getByRole('alert').getByText(/^This take is 0:0\d long\. Poems run between 10 seconds and 10 minutes, so it cannot be submitted\.$/).waitFor();
    expect(await page.getByRole('button', { name: 'Submit Poem' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Download Video' }).count()).toBe(1);
  });
});
