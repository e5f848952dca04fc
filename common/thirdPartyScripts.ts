import { canonicalPath } from './appRoutes';

/**
 * Which third-party scripts a page may run, by its path, and which paths are documents of their
 * own. The server builds each page's Content-Security-Policy from this, and the web app loads a
 * page afresh when a client-side navigation would bring a script into a page that must not have
 * it, or leads to the phone page.
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

// Where admin powers or a mailed token are handled, only our own code runs: so too on a slam
// night's projector and host controls, which show hosts the room's join code.
const OUR_SCRIPTS_ONLY = /^\/(admin|reset-password|forgot-password|verify-email)(\/|$)|^\/live\/[^/]+(\/host)?\/?$/;
// Sign-in pages run Google's script for its button, and nothing else from outside.
const SIGN_IN = /^\/(login|register|admin-login)\/?$/;
// Bank details: a Google account confirms a change by signing in with Google again.
const PAYMENT = /^\/payment-details\/?$/;
// The slam night's phone page (/live, /live/:topicId/vote) runs its own small bundle and nothing else.
const PHONE_PAGE = /^\/live(\/[^/]+\/vote)?\/?$/;

/**
 * What a page may run, decided on the path the app's router matches (`//admin` is /admin): a
 * path that can name no page runs our code only. Google's script is allowed beyond the sign-in
 * pages that use it, so that the app can move to a sign-in page without loading a new one.
 */
export function thirdPartyScriptsFor(pathname: string): ThirdPartyScripts {
  const path = canonicalPath(pathname);
  if (path === undefined || OUR_SCRIPTS_ONLY.test(path) || isPhonePage(path)) return { google: false, ads: false };
  if (isSignInPage(path) || PAYMENT.test(path)) return { google: true, ads: false };
  return { google: true, ads: true };
}

/** The pages that show Google's sign-in button (when Google sign-in is on). */
export function isSignInPage(pathname: string): boolean {
  return SIGN_IN.test(pathname);
}

/**
 * The slam night's phone page: a document of its own (web/live), not a page of the app. The server
 * answers it with its own HTML, and the app loads it afresh rather than route to it.
 */
export function isPhonePage(pathname: string): boolean {
  return PHONE_PAGE.test(pathname);
}
