/**
 * bench/data: what a visitor on a phone paying for every megabyte downloads, in Debian's Chromium.
 * A phone (360x780 at 2x, touch) on an emulated link of 1.6 Mbps down and 150 ms round trip, with
 * a 4x slower CPU and a cold cache:
 * 1. opens home and stays HOME_S seconds;
 * 2. opens a topic's voting page and brings each of its 10 cards to the middle of the screen for
 *    3 s (the cards autoplay muted while on screen, as SPEC.md has them);
 * 3. opens a poem's page and lets it play 60 s at Auto; from 20 s to 40 s the link drops to 400 kbps.
 * It prints the bytes each step received (headers and bodies as they travelled), the time from the
 * poem page's start to its video's first frame, the height playing before the drop and at its end,
 * and the stalls (the video waiting for data once it had played).
 * The poems are a scene with motion and camera noise (bench/scene.ts) uploaded as a phone would and
 * processed by the server's own job, so every rendition the pipeline makes exists.
 * Targets: home under 250 KB; the voting page's 10 cards under 1,500 KB; first frame under 2 s;
 * Auto at most 480p at 1.6 Mbps and lower in the drop, with at most one stall.
 * DATA_SAVER=1: the browser says the person saves data (navigator.connection.saveData, Save-Data:
 * on). Target then: the voting page under 400 KB.
 * Settings: POEM_SECONDS (60) the poem's length, CARD_SECONDS (6) each card's, HOME_S (5); TIMELINE=1
 * lists the poem page's requests until its first frame.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { chromium, type CDPSession, type Page } from 'playwright-core';
import { submissions } from '../server/db/schema';
import { queueDrained } from '../tests/utils/jobs';
import { seedTopic, seedUser, signIn } from '../tests/utils/scenarios';
import { startTestServer, type TestServer } from '../tests/utils/server';
import { submitPoemGql } from '../tests/utils/videoUpload';
import { makeScene, PHONE_UPLOAD } from './scene';
import { buildWebApp } from './buildWebApp';

const POEM_SECONDS = Number(process.env.POEM_SECONDS ?? 60);
const CARD_SECONDS = Number(process.env.CARD_SECONDS ?? 6);
const HOME_S = Number(process.env.HOME_S ?? 5);
const DATA_SAVER = process.env.DATA_SAVER === '1';
const CARDS = 10;
const CARD_DWELL_S = 3;
const PLAY_S = 60;
const DROP_FROM_S = 20;
const DROP_S = 20;
const PHONE = { viewport: { width: 360, height: 780 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
const CPU_SLOWDOWN = 4;
const LINK = { latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 };
const DROPPED_LINK = { ...LINK, downloadThroughput: 400_000 / 8 };
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-quic', '--autoplay-policy=no-user-gesture-required'];
const TARGETS = { homeKb: 250, votingKb: DATA_SAVER ? 400 : 1500, firstFrameMs: 2000, autoHeight: 480, stalls: 1 };
const SUBMIT = 'mutation ($input: SubmitPoemInput!) { submitPoem(input: $input) { submission { id } } }';

const kb = (bytes: number) => Math.round(bytes / 1024);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A topic with one long poem and CARDS short ones, each uploaded and processed as a poet's would be, then approved. */
async function seedPoems(server: TestServer, folder: string): Promise<{ topicId: string; poemId: string }> {
  const poet = await signIn(server, await seedUser(server.db, { name: 'Bench Poet' }));
  const topicId = (await seedTopic(server.db, { title: 'Prepaid' })).id;
  const submit = async (file: string, title: string) => {
    const answer = await submitPoemGql<{ submitPoem: { submission: { id: string } } }>(
      server,
      SUBMIT,
      { input: { topicId, title, transcript: 'Every megabyte counted.' } },
      { 'input.video': { content: await readFile(file), name: path.basename(file) } },
      { token: poet.token },
    );
    const id = answer.data?.submitPoem.submission.id;
    if (!id) throw new Error(`the upload of ${title} failed: ${JSON.stringify(answer.errors)}`);
    return id;
  };
  const long = await makeScene(await mkdtemp(path.join(folder, 'long-')), POEM_SECONDS, PHONE_UPLOAD);
  const short = await makeScene(await mkdtemp(path.join(folder, 'short-')), CARD_SECONDS, PHONE_UPLOAD);
  const poemId = await submit(long, 'The Long Poem');
  const ids = [poemId];
  for (let card = 1; card <= CARDS; card += 1) ids.push(await submit(short, `Card ${card}`));
  const started = performance.now();
  await queueDrained(server, 'transcode-video', 3_600_000);
  console.log(`processing: ${POEM_SECONDS} s + ${CARDS} x ${CARD_SECONDS} s of 1080p in ${Math.round((performance.now() - started) / 1000)} s`);
  for (const id of ids) {
    const [row] = await server.db.update(submissions).set({ status: 'approved' }).where(eq(submissions.id, id)).returning({ state: submissions.processingState });
    if (row?.state !== 'ready') throw new Error(`poem ${id} was not processed: ${row?.state}`);
  }
  return { topicId, poemId };
}

/** What a request was for, as the step's breakdown names it. */
function kindOf(url: string, type: string): string {
  if (/\.(m4s|m3u8)(\?|$)/.test(url) || /\.mp4(\?|$)/.test(url)) return 'video';
  if (type === 'Image') return 'images';
  if (type === 'Script') return 'scripts';
  if (type === 'Fetch' || type === 'XHR' || type === 'WebSocket') return 'data';
  return 'other';
}

interface StepBytes {
  total: number;
  byKind: Record<string, number>;
}

/** Bytes received by the page, headers and bodies as they travelled, counted from the last reset, with what they were for. */
async function countBytes(cdp: CDPSession): Promise<{ take(): StepBytes }> {
  const seen = new Map<string, number>();
  const kinds = new Map<string, string>();
  let step: StepBytes = { total: 0, byKind: {} };
  const add = (requestId: string, bytes: number) => {
    const kind = kinds.get(requestId) ?? 'other';
    step.total += bytes;
    step.byKind[kind] = (step.byKind[kind] ?? 0) + bytes;
  };
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => kinds.set(requestId, kindOf(response.url, type)));
  cdp.on('Network.dataReceived', ({ requestId, encodedDataLength }) => {
    seen.set(requestId, (seen.get(requestId) ?? 0) + encodedDataLength);
    add(requestId, encodedDataLength);
  });
  // Some bodies report their bytes only when they finish: whatever dataReceived did not count.
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    add(requestId, Math.max(0, encodedDataLength - (seen.get(requestId) ?? 0)));
    seen.set(requestId, encodedDataLength);
  });
  await cdp.send('Network.enable');
  return {
    take() {
      const taken = step;
      step = { total: 0, byKind: {} };
      return taken;
    },
  };
}

/** What the page requested, each request's start, end and bytes, from the last request for `page` until `ms` after it. */
function recordTimeline(cdp: CDPSession): { after(page: string, ms: number): string[] } {
  const requests: { id: string; path: string; start: number; end?: number; bytes?: number }[] = [];
  cdp.on('Network.requestWillBeSent', ({ requestId, request, timestamp }) => requests.push({ id: requestId, path: new URL(request.url).pathname, start: timestamp }));
  cdp.on('Network.loadingFinished', ({ requestId, timestamp, encodedDataLength }) => {
    const request = requests.findLast((sent) => sent.id === requestId);
    if (request) Object.assign(request, { end: timestamp, bytes: encodedDataLength });
  });
  const at = (seconds: number, start: number) => Math.round((seconds - start) * 1000);
  return {
    after(page, ms) {
      const start = requests.findLast((request) => request.path === page)?.start ?? 0;
      return requests
        .filter((request) => request.start >= start && at(request.start, start) <= ms)
        .map((request) => `  ${at(request.start, start)} to ${request.end ? at(request.end, start) : '…'} ms, ${kb(request.bytes ?? 0)} KB: ${request.path}`);
    },
  };
}

const breakdown = ({ byKind }: StepBytes) =>
  Object.entries(byKind)
    .sort(([, a], [, b]) => b - a)
    .map(([kind, bytes]) => `${kind} ${kb(bytes)}`)
    .join(', ');

/** Records, in the page, when its first video first played and each time it waited for data after. */
function watchFirstVideo(): void {
  const watch = window as unknown as { firstFrameMs?: number; stalls: number };
  watch.stalls = 0;
  document.addEventListener(
    'playing',
    (event) => {
      if (event.target === document.querySelector('video') && watch.firstFrameMs === undefined) watch.firstFrameMs = performance.now();
    },
    true,
  );
  document.addEventListener(
    'waiting',
    (event) => {
      const video = event.target as HTMLVideoElement;
      if (video === document.querySelector('video') && watch.firstFrameMs !== undefined && !video.seeking) watch.stalls += 1;
    },
    true,
  );
}

async function videoHeight(page: Page): Promise<number> {
  return page.evaluate(() => document.querySelector('video')?.videoHeight ?? 0);
}

async function main(): Promise<void> {
  await buildWebApp();
  const folder = await mkdtemp(path.join(tmpdir(), 'spoken-bench-data-'));
  const server = await startTestServer({ env: { WORKER: 'in-process' } });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const { topicId, poemId } = await seedPoems(server, folder);
    const context = await browser.newContext({ baseURL: server.url, ...PHONE });
    await context.addInitScript(() => window.localStorage.setItem('spoken.cookieConsent', 'declined'));
    await context.addInitScript(watchFirstVideo);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const bytes = await countBytes(cdp);
    const timeline = recordTimeline(cdp);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...LINK });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    if (DATA_SAVER) await cdp.send('Emulation.setDataSaverOverride', { dataSaverEnabled: true });

    await page.goto('/', { waitUntil: 'load' });
    await sleep(HOME_S * 1000);
    const home = bytes.take();
    console.log(`home: ${kb(home.total)} KB in ${HOME_S} s after load (${breakdown(home)}; target: under ${TARGETS.homeKb} KB)`);

    await page.goto(`/voting/${topicId}`, { waitUntil: 'load' });
    const cards = page.locator('article.poem-card');
    await cards.nth(CARDS - 1).waitFor();
    const cardCount = await cards.count();
    for (let card = 0; card < CARDS; card += 1) {
      await cards.nth(card).evaluate((element) => element.scrollIntoView({ block: 'center' }));
      await sleep(CARD_DWELL_S * 1000);
    }
    const voting = bytes.take();
    console.log(`voting page, ${CARDS} of its ${cardCount} cards ${CARD_DWELL_S} s each: ${kb(voting.total)} KB (${breakdown(voting)}; target: under ${TARGETS.votingKb} KB)`);

    await page.goto(`/poems/${poemId}`, { waitUntil: 'commit' });
    // Played as a person would who came to watch it: with the data saver its poster waits for a tap.
    if (DATA_SAVER) await page.getByRole('button', { name: 'Play video' }).first().click();
    const video = page.locator('video').first();
    await video.waitFor();
    await page.waitForFunction(() => (window as unknown as { firstFrameMs?: number }).firstFrameMs !== undefined, undefined, { timeout: 10_000 }).catch(async () => {
      await video.evaluate((element: HTMLVideoElement) => element.play());
    });
    await page.waitForFunction(() => (window as unknown as { firstFrameMs?: number }).firstFrameMs !== undefined, undefined, { timeout: 60_000 });
    const firstFrameMs = Math.round(await page.evaluate(() => (window as unknown as { firstFrameMs: number }).firstFrameMs));
    const heights: number[] = [];
    for (let second = 1; second <= PLAY_S; second += 1) {
      if (second === DROP_FROM_S + 1) await cdp.send('Network.emulateNetworkConditions', { offline: false, ...DROPPED_LINK });
      if (second === DROP_FROM_S + DROP_S + 1) await cdp.send('Network.emulateNetworkConditions', { offline: false, ...LINK });
      await sleep(1000);
      heights.push(await videoHeight(page));
    }
    const poem = bytes.take();
    const stalls = await page.evaluate(() => (window as unknown as { stalls: number }).stalls);
    const autoHeight = heights[DROP_FROM_S - 1] ?? 0;
    const autoHeightInDrop = heights[DROP_FROM_S + DROP_S - 1] ?? 0;
    console.log(`poem page, ${PLAY_S} s at Auto with ${DROP_S} s at 400 kbps from ${DROP_FROM_S} s: ${kb(poem.total)} KB (${breakdown(poem)})`);
    console.log(`first frame ${firstFrameMs} ms after the page's start (target: under ${TARGETS.firstFrameMs} ms)`);
    if (process.env.TIMELINE === '1') console.log(['requests until the first frame:', ...timeline.after(`/poems/${poemId}`, firstFrameMs)].join('\n'));
    console.log(`height each second: ${heights.join(' ')}`);
    console.log(`Auto: ${autoHeight}p before the drop (target: at most ${TARGETS.autoHeight}p), ${autoHeightInDrop}p at its end; ${stalls} stalls (target: at most ${TARGETS.stalls})`);
    console.log(DATA_SAVER ? 'data saver: on (the browser says the person saves data)' : 'data saver: off');
    await context.close();
    console.log(
      JSON.stringify({
        bench: 'data',
        data_saver: DATA_SAVER,
        home_kb: kb(home.total),
        voting_scroll_kb: kb(voting.total),
        poem_60s_kb: kb(poem.total),
        first_frame_ms: firstFrameMs,
        auto_height: autoHeight,
        auto_height_in_drop: autoHeightInDrop,
        stalls,
      }),
    );
  } finally {
    await browser.close();
    await server.close();
    await rm(folder, { recursive: true, force: true });
  }
}

await main();
