import { eq } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { submissions } from '../../server/db/schema';
import { topicVotesChannel } from '../../server/fanout/tallies';
import { untilWatching } from '../utils/events';
import { probeStreams, streamSeconds, toneWav } from '../utils/ffmpeg';
import { gql } from '../utils/graphql';
import { jobFailures, queueDrained } from '../utils/jobs';
import { storeMediaFile } from '../utils/mediaFiles';
import { seedBeat, seedPlayablePoem, seedTopic, signIn } from '../utils/scenarios';
import { until } from '../utils/until';
import { submitPoemGql } from '../utils/videoUpload';
import { PASSWORD, seedPerson } from '../e2e/people';
import { NODE, type EnginePage } from './engines';
import type { EngineAndServer } from './withEngineAndServer';

const SET_VOTE = 'mutation Vote($poemId: ID!) { setVote(input: { poemId: $poemId, voted: true }) { poem { voteCount } } }';
const SUBMIT = 'mutation Submit($input: SubmitPoemInput!) { submitPoem(input: $input) { submission { id } } }';
const MY_SUBMISSIONS = 'query { mySubmissions { title videoUrl fileType } }';
const poemVideo = readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/poem.mp4'));

// XPath for what a person looks for on the page. Names never hold a double quote.
// A name as a person reads it: the whole text, or a text of its own beside an icon (a ✓ or ✕ hidden from screen readers).
const named = (name: string) => `(normalize-space(.)="${name}" or text()[normalize-space(.)="${name}"] or @aria-label="${name}")`;
const button = (name: string) => `//button[${named(name)}]`;
const link = (name: string) => `//a[${named(name)}]`;
const field = (label: string) => `//*[self::input or self::textarea][@id=//label[normalize-space(.)="${label}"]/@for or @aria-label="${label}"]`;
const inCard = (title: string, xpath: string) => `//article[@aria-label="${title}"]${xpath}`;

/** Polls `body` in the page until it returns something truthy; fails naming `what` after `seconds`. */
async function untilInPage<T>(page: EnginePage, what: string, body: string, args: unknown[] = [], seconds = 20): Promise<T> {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    const value = await page.evaluate<T>(body, ...args);
    if (value) return value;
    if (Date.now() > deadline) {
      const shown = await page.evaluate<string>('return location.pathname + location.search + ": " + document.body.innerText.replace(/\\s+/g, " ").slice(0, 800);');
      throw new Error(`Waited ${seconds} s for ${what}; the page shows: ${shown}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const untilText = (page: EnginePage, text: string) => untilInPage(page, `"${text}"`, 'return document.body.innerText.includes(arguments[0]);', [text]);
const untilElement = (page: EnginePage, xpath: string, seconds?: number) =>
  untilInPage(page, xpath, `const found = ${NODE}; return found !== null && !found.disabled;`, [xpath], seconds);
const textOf = (page: EnginePage, xpath: string) =>
  page.evaluate<string>(`return ${NODE}?.textContent ?? "";`, xpath);

/** Clicks what `xpath` finds once it is there and enabled. */
async function press(page: EnginePage, xpath: string, seconds?: number): Promise<void> {
  await untilElement(page, xpath, seconds);
  await page.click(xpath);
}

/** Opens `path` as a visitor who has declined the cookie banner, signed in with `token` if given. */
async function visit(page: EnginePage, path: string, token?: string): Promise<void> {
  // A file of the site, not the app: the choice and the cookie are in place before the app first loads.
  await page.goto('/favicon.svg');
  await page.evaluate('window.localStorage.setItem("spoken.cookieConsent", "declined");');
  if (token) await page.signIn(token);
  await page.goto(path);
}

export interface EngineTraits {
  /** The container the studio records in, the first of captureSettings' that the engine offers. */
  recordsAs: 'video/webm' | 'video/mp4';
  /** The take's streams as ffprobe names them, 'audio:opus' and the like, sorted. */
  codecs: string[];
  /**
   * False where the test camera and the engine's software encoder deliver fewer frames than the
   * take lasts, so the picture ends before the sound (WebKitGTK: see webkit.test.ts).
   */
  videoKeepsPace: boolean;
  /**
   * True where the engine's recorder can drop the last second of a take when it stops (WebKitGTK:
   * see webkit.test.ts), so the sound may be a second short of the five recorded.
   */
  mayLoseLastSecond: boolean;
  /** How the engine plays a poem's HLS stream: itself, from the playlist's address, or through hls.js over Media Source Extensions. */
  playsHls: 'natively' | 'through hls.js';
}

/** The key journeys, each in one window of `given.engine`, on the suite's own server. */
export function keyJourneys(given: EngineAndServer, { recordsAs, codecs, videoKeepsPace, mayLoseLastSecond, playsHls }: EngineTraits): void {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'spoken-engines-'));
  });
  afterAll(async () => {
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it('shows a visitor a vote cast elsewhere at once, then lets them log in and vote', async () => {
    const topic = await seedTopic(given.server.db, { title: 'Rain' });
    await seedPlayablePoem(given.server, topic.id, { title: 'Lantern Song', voteCount: 12 });
    const river = await seedPlayablePoem(given.server, topic.id, { title: 'River Mouth', voteCount: 4 });
    const voter = await seedPerson(given.server);
    const page = await given.engine.newPage(given.server.url);
    try {
      await visit(page, `/voting/${topic.id}`);
      const count = inCard('River Mouth', '//*[contains(@class, "vote-count")]');
      await untilElement(page, count);
      await untilWatching(given.server, topicVotesChannel(topic.id));
      expect(await textOf(page, count)).toBe('4 votes');

      const elsewhere = await signIn(given.server, await seedPerson(given.server));
      expect((await gql(given.server, SET_VOTE, { poemId: river.id }, { token: elsewhere.token })).errors).toBeUndefined();
      await untilInPage(page, 'the vote from elsewhere', `return ${NODE}?.textContent === "5 votes";`, [count]);

      await press(page, inCard('River Mouth', link('Login to Vote')));
      await untilElement(page, field('Email'));
      await page.type(field('Email'), voter.email);
      await page.type(field('Password'), PASSWORD);
      await press(page, button('Log In'));
      await press(page, inCard('River Mouth', button('Vote for River Mouth')));
      await untilElement(page, inCard('River Mouth', button('Remove your vote for River Mouth')));
      expect(await textOf(page, count)).toBe('6 votes');
      expect(await page.evaluate('return window.location.pathname;')).toBe(`/voting/${topic.id}`);
    } finally {
      await page.close();
    }
  });

  it(`records a take in the studio with the test camera and submits it as ${recordsAs === 'video/mp4' ? 'MP4' : 'WebM'}`, async () => {
    const topic = await seedTopic(given.server.db, { title: 'City Lights' });
    const tone = await toneWav(3200, 2);
    const beat = await seedBeat(given.server, { title: 'Test Tone', fileKey: await storeMediaFile(given.server, tone, 'beats'), fileName: 'tone.wav', fileType: 'audio/wav', fileSize: tone.length });
    const poet = await signIn(given.server, await seedPerson(given.server));
    const page = await given.engine.newPage(given.server.url);
    try {
      await visit(page, `/submit?topic=${topic.id}&beat=${beat.id}&step=record`, poet.token);
      await press(page, button('Start Recording'));
      await untilInPage(page, 'five seconds of recording', 'return document.querySelector("[aria-label=\'Recording time\']")?.textContent === "00:05";');
      await press(page, button('Stop Recording'));
      await untilElement(page, '//video[@aria-label="Your take"]');
      await page.type(field('Title'), 'Neon Hymn');
      await page.type(field('Transcript'), 'The streetlights hum a hymn the buses know by heart.');
      await press(page, button('Submit Poem'));
      await untilText(page, '✓ Your poem has been submitted!');
    } finally {
      await page.close();
    }

    const mine = await gql<{ mySubmissions: { title: string; videoUrl: string; fileType: string }[] }>(given.server, MY_SUBMISSIONS, {}, { token: poet.token });
    const [submission] = mine.data?.mySubmissions ?? [];
    expect(submission?.title).toBe('Neon Hymn');
    expect(submission?.fileType).toBe(recordsAs);
    // The server's own processing reads the engine's file and makes its renditions.
    const processing = async () => {
      const [row] = await given.server.db.select({ id: submissions.id, state: submissions.processingState }).from(submissions).where(eq(submissions.userId, poet.user.id));
      return row;
    };
    const processingState = async () => (await processing())?.state;
    await until(async () => ['ready', 'failed'].includes((await processingState()) ?? ''), 'the take to be processed', { timeoutMs: 240_000, intervalMs: 250 });
    const stored = await fetch(new URL(submission?.videoUrl ?? '', given.server.url), { headers: { authorization: `Bearer ${poet.token}` } });
    expect(stored.status).toBe(200);
    const file = path.join(folder, `take.${recordsAs === 'video/mp4' ? 'mp4' : 'webm'}`);
    await writeFile(file, Buffer.from(await stored.arrayBuffer()));
    const streams = await probeStreams(file);
    if ((await processingState()) !== 'ready') {
      const failures = await jobFailures(given.server, 'transcode-video', (await processing())?.id ?? '');
      throw new Error(`The take was not processed. The transcode's tries threw: ${failures.join(' | ')}. The take's streams: ${JSON.stringify(streams)}`);
    }
    expect(streams.map((stream) => `${stream.codec_type}:${stream.codec_name}`).sort()).toEqual(codecs);
    const [audioSeconds, videoSeconds] = await Promise.all([streamSeconds(file, 'audio'), streamSeconds(file, 'video')]);
    expect(audioSeconds).toBeGreaterThan(mayLoseLastSecond ? 3.5 : 4.5);
    expect(videoSeconds).toBeGreaterThan(videoKeepsPace ? audioSeconds - 1 : 0.5);
  }, 300_000);

  it('shows an admin a new submission on the review page without a reload, and approves it', async () => {
    const topic = await seedTopic(given.server.db, { title: 'Harbour' });
    const admin = await signIn(given.server, await seedPerson(given.server, { role: 'admin' }));
    const poet = await signIn(given.server, await seedPerson(given.server, { name: 'Nandi Poet' }));
    const page = await given.engine.newPage(given.server.url);
    try {
      await visit(page, '/admin/review', admin.token);
      await untilInPage(page, 'the pending count', 'return /\\d+ pending submissions?/.test(document.body.innerText);');
      await page.evaluate('window.spokenNotReloaded = true;');

      const submitted = await submitPoemGql<{ submitPoem: { submission: { id: string } } }>(
        given.server,
        SUBMIT,
        { input: { topicId: topic.id, title: 'Tide Song', transcript: 'The lines of Tide Song.' } },
        { 'input.video': { content: poemVideo, name: 'poem.mp4', type: 'video/mp4' } },
        { token: poet.token },
      );
      expect(submitted.errors).toBeUndefined();
      await untilElement(page, '//article[@aria-label="Tide Song"]');
      // Enabled once the server has processed the video, which the page learns without a reload.
      await press(page, inCard('Tide Song', button('Approve')), 120);
      await press(page, inCard('Tide Song', button('Confirm Approval')));
      await untilInPage(page, 'the approved badge', 'return [...document.querySelectorAll("article[aria-label=\'Tide Song\'] .badge")].some((badge) => badge.textContent.trim().toLowerCase() === "approved");');
      expect(await page.evaluate('return window.spokenNotReloaded === true;')).toBe(true);
    } finally {
      await page.close();
    }
  }, 180_000);

  it(`plays a processed poem's HLS stream ${playsHls}`, async () => {
    const topic = await seedTopic(given.server.db, { title: 'Tides' });
    const poet = await signIn(given.server, await seedPerson(given.server));
    const submitted = await submitPoemGql<{ submitPoem: { submission: { id: string } } }>(
      given.server,
      SUBMIT,
      { input: { topicId: topic.id, title: 'Low Water', transcript: 'The lines of Low Water.' } },
      { 'input.video': { content: poemVideo, name: 'poem.mp4', type: 'video/mp4' } },
      { token: poet.token },
    );
    const id = submitted.data?.submitPoem.submission.id ?? '';
    await queueDrained(given.server, 'transcode-video', 120_000);
    await given.server.db.update(submissions).set({ status: 'approved' }).where(eq(submissions.id, id));
    const page = await given.engine.newPage(given.server.url);
    const earlier = given.answered().length;
    const media = (folder: string) => given.answered().slice(earlier).filter(({ path }) => path.startsWith(`/media/${folder}/`));
    try {
      await visit(page, `/poems/${id}`);
      // Pressed play (muted, as no person is there to allow sound) once the app has taken the page over, until it plays.
      const played = await untilInPage<string>(
        page,
        'the poem to play',
        `const video = document.querySelector('video');
        const main = document.getElementById('main');
        if (!video || !main || !Object.keys(main).some((key) => key.startsWith('__reactFiber$'))) return false;
        if (video.paused && video.currentTime === 0) {
          video.muted = true;
          // Later, not inside the driver's call: WebKitWebDriver's call can wait on a play() begun in it.
          setTimeout(() => video.play().catch(() => undefined), 0);
        }
        return video.currentTime > 0.5 ? video.currentSrc : false;`,
        [],
        60,
      );
      // The element plays the playlist itself, or a Media Source hls.js feeds.
      const how = played.startsWith('blob:') ? 'through hls.js' : played.endsWith('/master.m3u8') ? 'natively' : `from ${played}`;
      expect(how).toBe(playsHls);
      const streamed = media('streams').map(({ path, status }) => `${path.replace(/^\/media\/streams\/[\w-]+\//, '')} ${status}`);
      expect(streamed).toEqual(expect.arrayContaining(['master.m3u8 200', expect.stringMatching(/^\d+\.m3u8 200$/), expect.stringMatching(/^\d+_init\.mp4 20[06]$/), expect.stringMatching(/^\d+_\d{5}\.m4s 20[06]$/)]));
      // Never the MP4 copies: the stream played.
      expect(media('renditions')).toEqual([]);
    } finally {
      await page.close();
    }
  }, 180_000);
}
