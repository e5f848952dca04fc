import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { refuseOperationsSentAsText } from './trustedOperations';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-quic',
  '--disable-sync',
];

export interface BrowserOptions {
  /**
   * Chromium's test camera and microphone (a moving pattern and a beeping 400 Hz tone) in place of
   * real devices. A page may use them only once its visitor allows it (VisitorOptions.camera), so
   * one browser shows both the allowed and the refused studio.
   */
  fakeMediaDevices?: boolean;
}

/** Debian's Chromium, headless; close it in the test file's afterAll. */
export function launchBrowser(options: BrowserOptions = {}): Promise<Browser> {
  const args = options.fakeMediaDevices ? [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream'] : CHROMIUM_ARGS;
  return chromium.launch({ executablePath: '/usr/bin/chromium', args });
}

export interface VisitorOptions {
  /**
   * The visitor's earlier answer to the cookie banner: declined unless told otherwise, so the banner
   * never covers the buttons a test presses; 'unanswered' for a visitor who has not chosen yet.
   */
  cookieChoice?: 'accepted' | 'declined' | 'unanswered';
  /** 'allowed': the visitor has let the site use the camera and microphone. Refused otherwise. */
  camera?: 'allowed' | 'refused';
  /** The browser's time zone, as an IANA name; the machine's unless given. */
  timezoneId?: string;
  /** 'reduce': the visitor has asked their system for less motion. */
  reducedMotion?: 'reduce' | 'no-preference';
}

/** A new visitor: their own cookies and storage, paths resolved against `baseURL`. */
export async function newVisitor(browser: Browser, baseURL: string, options: VisitorOptions = {}): Promise<Page> {
  const context = await browser.newContext({ baseURL, timezoneId: options.timezoneId, reducedMotion: options.reducedMotion });
  await refuseOperationsSentAsText(context);
  if (options.camera === 'allowed') await context.grantPermissions(['camera', 'microphone']);
  const choice = options.cookieChoice ?? 'declined';
  if (choice !== 'unanswered') {
    // Only on the first page of the visit, so a choice the visitor makes later is kept across reloads.
    await context.addInitScript((answer) => {
      if (window.localStorage.getItem('spoken.cookieConsent') === null) window.localStorage.setItem('spoken.cookieConsent', answer);
    }, choice);
  }
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  // A page the server rendered shows its buttons before they work: a visit is done once the app has taken it over.
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await waitForHydration(page);
    return response;
  };
  return page;
}

/** Waits until the app has taken over a page the server rendered (React's fibers hang on its elements from then on); at once for the app's shell. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    if (!document.getElementById('spoken-state')) return true;
    const main = document.getElementById('main');
    return main !== null && Object.keys(main).some((key) => key.startsWith('__reactFiber$'));
  });
}

/** The path and query the page is on, e.g. '/login?redirect=/dashboard'. */
export function currentPath(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

/** Waits until the page is on `pathname` of the site it started on; fails naming where it is instead. */
export async function waitForPath(page: Page, pathname: string): Promise<void> {
  const origin = new URL(page.url()).origin;
  const arrived = await page.waitForURL((url) => url.origin === origin && url.pathname === pathname).then(
    () => true,
    () => false,
  );
  if (!arrived) expect(page.url()).toBe(`${origin}${pathname}`);
}

/** Fails unless `target` is wholly on screen below the sticky header, and has the focus (unless `focused` is false), as a notice answering an action should. */
export async function expectShownBelowHeader(page: Page, target: Locator, { focused = true } = {}): Promise<void> {
  const headerBottom = await page.locator('.site-header').evaluate((header) => header.getBoundingClientRect().bottom);
  const shown = await target.evaluate(
    (element, below) => {
      const { top, bottom } = element.getBoundingClientRect();
      return { belowHeader: top >= below, onScreen: bottom <= window.innerHeight, focused: element === document.activeElement };
    },
    headerBottom,
  );
  expect(shown).toMatchObject({ belowHeader: true, onScreen: true, ...(focused ? { focused: true } : {}) });
}
