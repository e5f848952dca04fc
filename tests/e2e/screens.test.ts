import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { GALLERY_POEMS } from '../../server/gallery/poems';
import { gql } from '../utils/graphql';
import { storeMediaFile } from '../utils/mediaFiles';
import { seedBeat, seedProcessedSubmission, seedTopic, signedInPoets, signIn, storePlayableRendition } from '../utils/scenarios';
import type { TestServer } from '../utils/server';
import { expectAccessible } from './axe';
import { newVisitor } from './browser';
import { expectNoConsoleErrors, watchConsole, type ConsoleWatch } from './consoleErrors';
import { seedPerson, signInAs } from './people';
import { expectNoSidewaysScroll, saveScreenshot } from './screenshots';
import { withBrowserAndServer } from './withBrowserAndServer';

/** A newcomer has not answered the cookie banner yet; a visitor has, and is signed out. */
type Viewer = 'newcomer' | 'visitor' | 'poet' | 'admin';

interface Screen {
  /** May name seeded things: :topicId, :beatId, :poemId (the approved poem), :pendingId, :galleryPoemId. */
  path: string;
  viewer: Viewer;
  /** The page's h1, waited for before anything is checked. */
  heading: string;
  /** A button to press once the heading shows, to check the state it opens (a menu, a dialog). */
  press?: string;
  /** Only at these widths (all of WIDTHS when absent). */
  widths?: number[];
  /** A button that is enabled once the screen has everything it waits for (a camera, say). */
  ready?: string;
}

/** Every screen, checked at each width: add a row for a new screen. */
const SCREENS: Screen[] = [
  { path: '/', viewer: 'visitor', heading: 'Say it out loud.' },
  { path: '/', viewer: 'newcomer', heading: 'Say it out loud.' },
  { path: '/', viewer: 'visitor', heading: 'Say it out loud.', press: 'Menu', widths: [360] },
  { path: '/login', viewer: 'visitor', heading: 'Log In' },
  { path: '/register', viewer: 'visitor', heading: 'Sign Up' },
  { path: '/admin-login', viewer: 'visitor', heading: 'Admin Login' },
  { path: '/forgot-password', viewer: 'visitor', heading: 'Forgot Your Password?' },
  { path: '/about', viewer: 'visitor', heading: 'About Spoken' },
  { path: '/topics', viewer: 'visitor', heading: 'Topics' },
  { path: '/poetry', viewer: 'visitor', heading: 'Poetry Gallery' },
  { path: '/poetry/:galleryPoemId', viewer: 'visitor', heading: 'Poetry Gallery' },
  { path: '/voting/:topicId', viewer: 'visitor', heading: 'Ubuntu' },
  { path: '/voting/:topicId', viewer: 'poet', heading: 'Ubuntu' },
  { path: '/poems/:poemId', viewer: 'visitor', heading: 'I Am Because' },
  { path: '/help', viewer: 'visitor', heading: 'Help' },
  { path: '/privacy-policy', viewer: 'visitor', heading: 'Privacy Policy' },
  { path: '/terms-of-service', viewer: 'visitor', heading: 'Terms of Service' },
  { path: '/cookie-policy', viewer: 'visitor', heading: 'Cookie Policy' },
  { path: '/no-such-page', viewer: 'visitor', heading: 'Page Not Found' },
  { path: '/dashboard', viewer: 'poet', heading: 'My Dashboard' },
  { path: '/dashboard', viewer: 'poet', heading: 'My Dashboard', press: 'Menu', widths: [360] },
  { path: '/dashboard?tab=submissions', viewer: 'poet', heading: 'My Dashboard' },
  { path: '/dashboard?tab=upload', viewer: 'poet', heading: 'My Dashboard' },
  { path: '/dashboard?tab=beats', viewer: 'poet', heading: 'My Dashboard' },
  { path: '/dashboard?tab=payment', viewer: 'poet', heading: 'My Dashboard' },
  { path: '/dashboard?tab=settings', viewer: 'poet', heading: 'My Dashboard' },
  { path: '/submit', viewer: 'poet', heading: 'Create a Poem' },
  { path: '/submit?topic=:topicId', viewer: 'poet', heading: 'Create a Poem' },
  { path: '/submit?topic=:topicId&beat=:beatId&step=record', viewer: 'poet', heading: 'Create a Poem', ready: 'Start Recording' },
  { path: '/submissions', viewer: 'poet', heading: 'My Submissions' },
  { path: '/payment-details', viewer: 'poet', heading: 'Payment Details' },
  { path: '/admin', viewer: 'admin', heading: 'Admin Dashboard' },
  { path: '/admin/topics', viewer: 'admin', heading: 'Topic Management' },
  { path: '/admin/topics', viewer: 'admin', heading: 'Topic Management', press: 'Preview' },
  { path: '/admin/review', viewer: 'admin', heading: 'Review Submissions' },
  { path: '/admin/payments', viewer: 'admin', heading: 'Payment Management' },
  { path: '/admin?tab=beats', viewer: 'admin', heading: 'Admin Dashboard' },
  { path: '/admin?tab=pages', viewer: 'admin', heading: 'Admin Dashboard' },
  { path: '/admin/review/:poemId', viewer: 'admin', heading: 'Review Submission' },
  { path: '/admin/users', viewer: 'admin', heading: 'Users' },
  { path: '/live/:topicId', viewer: 'visitor', heading: 'Ubuntu' },
  { path: '/live/:topicId', viewer: 'admin', heading: 'Ubuntu' },
  { path: '/live/:topicId/host', viewer: 'admin', heading: 'Slam night: Ubuntu' },
];

const WIDTHS = [360, 1280];
const HEIGHT = 800;
const video = readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/poem.mp4'));

/** A topic with a beat, the poet's approved poem (with votes) and a pending one, so screens have content. */
async function seedContent(server: TestServer) {
  const poet = await seedPerson(server, { name: 'Thandi Mokoena', publicName: 'Thandi M' });
  const admin = await seedPerson(server, { name: 'Ayanda Admin', role: 'admin' });
  const topic = await seedTopic(server.db, { title: 'Ubuntu', description: 'A person is a person through other people.' });
  const beat = await seedBeat(server, { title: 'Township Groove' });
  const poem = async (title: string) =>
    seedProcessedSubmission(
      server.db,
      {
        userId: poet.id,
        topicId: topic.id,
        beatId: beat.id,
        beatTitle: beat.title,
        title,
        transcript: 'My grandfather said a person is a person through other people.',
        videoKey: await storeMediaFile(server, video, 'videos'),
        fileSize: video.length,
      },
      [await storePlayableRendition(server)],
    );
  const approved = await poem('I Am Because');
  const pending = await poem('Taxi Rank Psalm');

  const { token: adminToken } = await signIn(server, admin);
  const approval = await gql(server, 'mutation ($input: ApproveSubmissionInput!) { approveSubmission(input: $input) { submission { id } } }', { input: { id: approved.id, feedback: 'Powerful.' } }, { token: adminToken });
  if (approval.errors) throw new Error(`approving the seeded poem failed: ${approval.errors[0]?.message}`);
  for (const voter of await signedInPoets(server, 3)) {
    const vote = await gql(server, 'mutation ($input: SetVoteInput!) { setVote(input: $input) { voted } }', { input: { poemId: approved.id, voted: true } }, { token: voter.token });
    if (vote.errors) throw new Error(`voting for the seeded poem failed: ${vote.errors[0]?.message}`);
  }

  const ids: Record<string, string> = { topicId: topic.id, beatId: beat.id, poemId: approved.id, pendingId: pending.id, galleryPoemId: GALLERY_POEMS[0]?.id ?? '' };
  return { viewers: { poet, admin }, ids };
}

/** '/voting/:topicId' with the seeded topic's id. */
function fill(pattern: string, ids: Record<string, string>): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => {
    const id = ids[name];
    if (!id) throw new Error(`no seeded id for :${name}`);
    return id;
  });
}

const slug = (text: string) => text.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '');

/** 'visitor-voting-topicId', 'poet-dashboard-Menu': stable from run to run. */
function screenName({ path: pattern, viewer, press }: Screen): string {
  return [viewer, pattern === '/' ? 'home' : slug(pattern), ...(press ? [slug(press)] : [])].join('-');
}

function screenTitle({ path: pattern, viewer, press }: Screen): string {
  return `${pattern} as ${viewer}${press ? `, ${press} pressed` : ''}`;
}

describe('Every screen', () => {
  // Chromium's test camera and microphone, for the studio's screen.
  const given = withBrowserAndServer({ fakeMediaDevices: true });
  let seeded: Awaited<ReturnType<typeof seedContent>>;
  const tabs = new Map<string, Promise<{ page: Page; watch: ConsoleWatch }>>();

  beforeAll(async () => {
    seeded = await seedContent(given.server);
  });

  /** One browser context per viewer and width, opened on first use and kept for the file. */
  function tab(viewer: Viewer, width: number) {
    const key = `${viewer}-${width}`;
    let opened = tabs.get(key);
    if (!opened) {
      opened = (async () => {
        const page =
          viewer === 'newcomer'
            ? await (await given.browser.newContext({ baseURL: given.server.url })).newPage()
            : await newVisitor(given.browser, given.server.url, { camera: viewer === 'poet' ? 'allowed' : 'refused' });
        await page.setViewportSize({ width, height: HEIGHT });
        if (viewer === 'poet' || viewer === 'admin') await signInAs(page, given.server, seeded.viewers[viewer]);
        return { page, watch: watchConsole(page) };
      })();
      tabs.set(key, opened);
    }
    return opened;
  }

  describe.each(WIDTHS)('at %i px', (width) => {
    const screens = SCREENS.filter((screen) => !screen.widths || screen.widths.includes(width)).map((screen) => [screenTitle(screen), screen] as const);
    it.each(screens)('%s: accessible, no sideways scroll, no console errors', async (title, screen) => {
      const { page, watch } = await tab(screen.viewer, width);
      const label = `${title} at ${width} px`;
      // A screen whose checks failed earlier leaves its console errors behind: they are not this one's.
      watch.errors.splice(0);
      await page.goto(fill(screen.path, seeded.ids));
      await page.getByRole('heading', { level: 1, name: screen.heading, exact: true }).waitFor();
      // Data-driven content replaces its skeletons once the queries answer.
      await page.waitForLoadState('networkidle');
      await page.locator('.skeleton').first().waitFor({ state: 'detached' });
      if (screen.press) await page.getByRole('button', { name: screen.press, exact: true }).click();
      if (screen.ready) await page.getByRole('button', { name: screen.ready, exact: true, disabled: false }).waitFor();

      await saveScreenshot(page, screenName(screen));
      await expectAccessible(page, label);
      await expectNoSidewaysScroll(page);
      expectNoConsoleErrors(watch, label);
    });
  });
});
