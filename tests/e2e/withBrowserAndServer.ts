import type { Browser } from 'playwright-core';
import { withTestServerAnd, type TestSetup, type TestSetupOptions } from '../utils/withTestServer';
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
  return withTestServerAnd('browser', () => launchBrowser(options), options);
}
