import type { Browser } from 'playwright-core';
import { withTestServer, type TestSetup, type TestSetupOptions } from '../utils/withTestServer';
import { launchBrowser, type BrowserOptions } from './browser';

export interface BrowserAndServerOptions extends TestSetupOptions, BrowserOptions {}

export interface BrowserAndServer extends TestSetup {
  readonly browser: Browser;
}

/**
 * withTestServer for the browser suites: also launches Chromium while the server starts, and closes
 * it before the server stops. Read `browser` once the tests run, as the other parts.
 */
export function withBrowserAndServer(options: BrowserAndServerOptions = {}): BrowserAndServer {
  let browser: Browser | undefined;
  const setup = withTestServer(options, {
    start: async () => {
      browser = await launchBrowser(options);
    },
    stop: async () => {
      await browser?.close();
    },
  });
  // Added to withTestServer's object: spreading that into a new one would read its getters now.
  return Object.defineProperty(setup as BrowserAndServer, 'browser', {
    get: () => {
      if (!browser) throw new Error('withBrowserAndServer has no browser: read before the tests run');
      return browser;
    },
  });
}
