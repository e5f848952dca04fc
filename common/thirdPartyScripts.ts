import { canonicalPath, matchAppPage } from './appPages';

/**
 * Which third-party scripts a page may run, by its path, from its class in the page table
 * (common/appPages.ts). The server builds each page's Content-Security-Policy from this, and the web
 * app loads a page afresh when a client-side navigation would bring a script into a page that must
 * not have it, or leads to the phone page.
 *
 * It sits in common/, between server/ and web/, because both must decide from the same page
 * classes: a policy and an app that drift apart either block a script the page needs or let one
 * run where it must not. Both import it, neither imports the other
 * (tests/foundation/boundaries.test.ts), and it stays free of the DOM and of Node so both can run it.
 */
export interface ThirdPartyScripts {
  /** Google Identity Services, for the Google sign-in button. */
  google: boolean;
  /** The ads provider's script, once a visitor accepts cookies. */
  ads: boolean;
}

export const GOOGLE_IDENTITY_SCRIPT = 'https://accounts.google.com/gsi/client';

/**
 * What a page may run, decided on the path the app's router matches (`//admin` is /admin): a
 * path that names no page runs our code only. Google's script is allowed beyond the sign-in
 * pages that use it, so that the app can move to a sign-in page without loading a new one.
 */
export function thirdPartyScriptsFor(pathname: string): ThirdPartyScripts {
  const path = canonicalPath(pathname);
  const scripts = path === undefined ? 'ours' : (matchAppPage(path)?.page.scripts ?? 'ours');
  if (scripts === 'ours') return { google: false, ads: false };
  if (scripts === 'everything') return { google: true, ads: true };
  return { google: true, ads: false };
}

/** The pages that show Google's sign-in button (when Google sign-in is on). */
export function isSignInPage(pathname: string): boolean {
  return matchAppPage(pathname)?.page.scripts === 'signIn';
}

/**
 * The slam night's phone page: a document of its own (web/live), not a page of the app. The server
 * answers it with its own HTML, and the app loads it afresh rather than route to it.
 */
export function isPhonePage(pathname: string): boolean {
  const match = matchAppPage(pathname);
  return match !== undefined && match.page.screen === undefined;
}
