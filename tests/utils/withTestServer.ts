import type { Logger } from '../../server/logger';
import { FakeGoogle } from './fakeGoogle';
import { startMailbox, type Mailbox } from './mailbox';
import { startTestS3, type TestS3 } from './s3';
import { poetsAndAdmin, type SignedIn } from './scenarios';
import { startTestServer, type TestServer } from './server';
import { writeWebApp, type WebApp } from './webApp';

export interface TestSetupOptions {
  /** Settings beyond the test defaults (and beyond those the mailbox and fake Google bring). */
  env?: Record<string, string>;
  /** A poet, another poet and an admin, each signed in. */
  people?: boolean;
  /** A mailbox the server sends its mail to. */
  mailbox?: boolean;
  /** A fake Google that the server checks Google sign-ins against. */
  google?: boolean;
  /** An S3 server with an empty bucket, which the server keeps its media in (MEDIA_STORE=s3). */
  s3?: boolean;
  /** The web app's index.html, served in place of web/dist's, for tests that should not depend on a web build. */
  indexHtml?: string;
  /** Other files of that web app, by their path in web/dist (the phone page's live/vote.html, say). */
  webFiles?: Record<string, string | Uint8Array>;
  /** Where the server logs (see TestServerOptions.log). */
  log?: Logger;
}

export interface TestSetup {
  readonly server: TestServer;
  readonly poet: SignedIn;
  readonly otherPoet: SignedIn;
  readonly admin: SignedIn;
  readonly mailbox: Mailbox;
  readonly google: FakeGoogle;
  readonly s3: TestS3;
}

/**
 * Something a twin of withTestServer runs beside the server, such as the browser suites' Chromium:
 * started while the server starts, stopped before the server stops.
 */
export interface Companion {
  start(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Starts a server on a fresh database before the tests of the enclosing block, with what `options`
 * ask for beside it, and stops them all after those tests. Read the parts from the returned object
 * once the tests run; a part that was not asked for throws.
 */
export function withTestServer(options: TestSetupOptions = {}, companion?: Companion): TestSetup {
  const parts: { -readonly [K in keyof TestSetup]?: TestSetup[K] } = {};
  let webApp: WebApp | undefined;
  const startServer = async () => {
    if (options.mailbox) parts.mailbox = await startMailbox();
    if (options.google) parts.google = await FakeGoogle.start();
    if (options.s3) parts.s3 = await startTestS3();
    if (options.indexHtml !== undefined) webApp = await writeWebApp(options.indexHtml, options.webFiles);
    const env = { ...parts.google?.serverEnv(), ...parts.s3?.serverEnv(), ...(parts.mailbox ? { SMTP_URL: parts.mailbox.smtpUrl } : {}), ...options.env };
    parts.server = await startTestServer({ env, webDistDir: webApp?.dir, log: options.log });
    if (options.people) Object.assign(parts, await poetsAndAdmin(parts.server));
  };
  beforeAll(async () => {
    // Both finish before a failure is reported, so that afterAll stops whatever did start.
    const settled = await Promise.allSettled([startServer(), companion?.start()]);
    const failed = settled.find((result): result is PromiseRejectedResult => result.status === 'rejected');
    if (failed) throw failed.reason;
  });
  afterAll(async () => {
    await companion?.stop();
    await parts.server?.close();
    await webApp?.remove();
    await parts.mailbox?.close();
    await parts.google?.stop();
    await parts.s3?.close();
  });
  const part = <K extends keyof TestSetup>(name: K): TestSetup[K] => {
    const value = parts[name];
    if (value === undefined) throw new Error(`withTestServer has no ${name}: not asked for, or read before the tests run`);
    return value;
  };
  return {
    get server() {
      return part('server');
    },
    get poet() {
      return part('poet');
    },
    get otherPoet() {
      return part('otherPoet');
    },
    get admin() {
      return part('admin');
    },
    get mailbox() {
      return part('mailbox');
    },
    get google() {
      return part('google');
    },
    get s3() {
      return part('s3');
    },
  };
}

/**
 * withTestServer with one thing launched beside the server, such as a browser: launched while the
 * server starts, closed before it stops, and read as `name` once the tests run.
 */
export function withTestServerAnd<N extends string, T extends { close(): Promise<void> }>(
  name: N,
  launch: () => Promise<T>,
  options: TestSetupOptions = {},
): TestSetup & { readonly [key in N]: T } {
  let launched: T | undefined;
  const setup = withTestServer(options, {
    start: async () => {
      launched = await launch();
    },
    stop: async () => {
      await launched?.close();
    },
  });
  // Added to withTestServer's object: spreading that into a new one would read its getters now.
  return Object.defineProperty(setup, name, {
    get: () => {
      if (!launched) throw new Error(`withTestServer has no ${name}: read before the tests run`);
      return launched;
    },
  }) as TestSetup & { readonly [key in N]: T };
}
