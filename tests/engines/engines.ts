import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import puppeteer, { type Browser, type ElementHandle, type Page } from 'puppeteer-core';
import { SESSION_COOKIE } from '../../server/http/cookies';
import { SoundServer } from './soundServer';
import { WebDriverServer, type ElementReference, type WebDriverSession } from './webDriver';

/**
 * One visitor's window in an engine other than Chromium, with what the journeys do in it. Elements
 * are found by XPath in the page itself, so both drivers find the same thing.
 */
export interface EnginePage {
  goto(path: string): Promise<void>;
  /** Runs `body` as a function in the page, with `args` as its arguments. */
  evaluate<T>(body: string, ...args: unknown[]): Promise<T>;
  /** Clicks the first element `xpath` finds, as a person would. */
  click(xpath: string): Promise<void>;
  /** Types into the first element `xpath` finds. */
  type(xpath: string, text: string): Promise<void>;
  /** Signs the window in with a session token, as a login would. */
  signIn(token: string): Promise<void>;
  close(): Promise<void>;
}

export interface Engine {
  /** A new visitor: cookies and storage of their own, paths resolved against `baseUrl`. */
  newPage(baseUrl: string): Promise<EnginePage>;
  close(): Promise<void>;
}

export interface EngineOptions {
  /** The engine's test camera and microphone, allowed without asking. */
  fakeMediaDevices?: boolean;
}

/** In-page script: the first node the XPath in arguments[0] finds, or null. */
export const NODE = 'document.evaluate(arguments[0], document, null, XPathResult.FIRST_ORDERED_NODE_TYPE, null).singleNodeValue';
const FIND = `return ${NODE};`;

/** Debian's Firefox ESR, headless, over WebDriver BiDi. */
export async function launchFirefox(options: EngineOptions = {}): Promise<Engine> {
  const media = options.fakeMediaDevices ? { 'media.navigator.streams.fake': true, 'media.navigator.permission.disabled': true } : {};
  const sound = await SoundServer.start();
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: '/usr/bin/firefox-esr',
    protocol: 'webDriverBiDi',
    headless: true,
    extraPrefsFirefox: media,
    env: { ...process.env, ...sound.env },
  });
  return {
    newPage: async (baseUrl) => firefoxPage(browser, baseUrl),
    close: async () => {
      await browser.close();
      await sound.stop();
    },
  };
}

async function firefoxPage(browser: Browser, baseUrl: string): Promise<EnginePage> {
  const context = await browser.createBrowserContext();
  const page: Page = await context.newPage();
  const find = async (xpath: string): Promise<ElementHandle<Element>> => {
    const handle = await page.evaluateHandle(new Function(FIND) as () => Element | null, xpath);
    const element = handle.asElement() as ElementHandle<Element> | null;
    if (!element) throw new Error(`Nothing on ${page.url()} matches ${xpath}`);
    return element;
  };
  return {
    goto: async (path) => {
      await page.goto(new URL(path, baseUrl).href);
    },
    evaluate: (body, ...args) => page.evaluate(new Function(body) as (...values: unknown[]) => never, ...args),
    click: async (xpath) => (await find(xpath)).click(),
    type: async (xpath, text) => (await find(xpath)).type(text),
    signIn: (token) => context.setCookie({ name: SESSION_COOKIE, value: token, domain: new URL(baseUrl).hostname, path: '/', httpOnly: true, sameSite: 'Lax' }),
    close: () => context.close(),
  };
}

/** autovideoflip for Debian 12's GStreamer, without which WebKitGTK records no video (see its file). */
const GSTREAMER_PLUGINS = fileURLToPath(new URL('gstreamer', import.meta.url));

/** Debian's WebKitGTK MiniBrowser, driven by WebKitWebDriver; needs an X display (xvfb-run). */
export async function launchWebKit(options: EngineOptions = {}): Promise<Engine> {
  if (!process.env.DISPLAY) throw new Error('WebKitGTK needs an X display: run the engine suites under xvfb-run (npm run test:engines)');
  const sound = await SoundServer.start();
  const driver = await WebDriverServer.start('WebKitWebDriver', { ...sound.env, GST_PLUGIN_PATH: GSTREAMER_PLUGINS });
  const args = ['--automation', ...(options.fakeMediaDevices ? ['--enable-media-stream=true', '--enable-mock-capture-devices=true'] : [])];
  const capabilities = { 'webkitgtk:browserOptions': { binary: miniBrowserPath(), args } };
  return {
    newPage: async (baseUrl) => webKitPage(await driver.newSession(capabilities), baseUrl),
    close: async () => {
      driver.stop();
      await sound.stop();
    },
  };
}

/** Where Debian's libwebkit2gtk package keeps MiniBrowser. */
function miniBrowserPath(): string {
  const files = execFileSync('dpkg', ['-L', 'libwebkit2gtk-4.1-0'], { encoding: 'utf8' }).split('\n');
  const path = files.find((file) => file.endsWith('/MiniBrowser'));
  if (!path) throw new Error('MiniBrowser not found: install webkit2gtk-driver');
  return path;
}

function webKitPage(session: WebDriverSession, baseUrl: string): EnginePage {
  const find = async (xpath: string): Promise<ElementReference> => {
    const element = await session.execute<ElementReference | null>(FIND, [xpath]);
    if (!element) throw new Error(`Nothing matches ${xpath}`);
    return element;
  };
  return {
    goto: (path) => session.navigate(new URL(path, baseUrl).href),
    evaluate: (body, ...args) => session.execute(body, args),
    click: async (xpath) => {
      const element = await find(xpath);
      // WebKitWebDriver reports an element below the fold as not interactable instead of scrolling to it.
      await session.execute('arguments[0].scrollIntoView({ block: "center" });', [element]);
      await session.click(element);
    },
    type: async (xpath, text) => session.type(await find(xpath), text),
    signIn: (token) => session.addCookie({ name: SESSION_COOKIE, value: token, httpOnly: true }),
    close: () => session.close(),
  };
}
