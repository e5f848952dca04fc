/**
 * Every page of Spoken, declared once. The web app's routes (web/src/routes.tsx), the server's 404,
 * its rendering for visitors, the sitemap, robots.txt and each page's Content-Security-Policy
 * (common/thirdPartyScripts.ts) all read this table, so a page cannot be routed by the app yet
 * refused by the server, or rendered with scripts its policy blocks.
 *
 * It sits in common/ because both sides import it, neither imports the other, and it stays free of
 * the DOM and of Node.
 */

/** Who may see a page: anyone, signed-in people, signed-in poets (not admins), or admins. */
export type PageAccess = 'anyone' | 'signedIn' | 'poets' | 'admins';

/**
 * Which scripts from outside a page may run: Google's sign-in script and the consented ads script
 * (`everything`); Google's alone, on a page showing its button (`signIn`) or where Google confirms a
 * change (`google`); none, where admin powers or a mailed token are handled (`ours`).
 */
export type PageScripts = 'everything' | 'signIn' | 'google' | 'ours';

/** The text pages an admin edits (the `pages` table's keys), each at its own address. */
export type TextPageKey = 'about' | 'help' | 'privacy' | 'terms' | 'cookies';

export interface AppPage {
  /** The address, with `:params`. */
  path: string;
  /**
   * The screen's module, web/src/pages/`screen`.tsx, loaded on the first visit so each page downloads
   * only its own code. Absent for the phone page, a document of its own (web/live), not the app's.
   */
  screen?: string;
  access: PageAccess;
  scripts: PageScripts;
  /**
   * Rendered on the server for a visitor, with its content, reading these query parameters: the
   * server renders and keeps the page for them alone, so a tracking tag or junk sent to force renders
   * is the page already kept. A page that comes to read another parameter must list it here.
   */
  visitorRendered?: { query: readonly string[] };
  /** In the sitemap as it is: a listing page, or a text page with its key (for its last change). */
  sitemap?: 'listing' | { textPage: TextPageKey };
  /** Fills the window on its own (the room's screen at a slam night): no navigation or footer. */
  bare?: boolean;
}

const RENDERED = { query: [] } as const;

/** Every page (SPEC.md section 2), by name. */
export const APP_PAGES = {
  home: { path: '/', screen: 'home/HomePage', access: 'anyone', scripts: 'everything', visitorRendered: RENDERED, sitemap: 'listing' },
  login: { path: '/login', screen: 'auth/LoginPage', access: 'anyone', scripts: 'signIn' },
  register: { path: '/register', screen: 'auth/RegisterPage', access: 'anyone', scripts: 'signIn' },
  adminLogin: { path: '/admin-login', screen: 'auth/AdminLoginPage', access: 'anyone', scripts: 'signIn' },
  forgotPassword: { path: '/forgot-password', screen: 'auth/ForgotPasswordPage', access: 'anyone', scripts: 'ours' },
  verifyEmail: { path: '/verify-email', screen: 'auth/VerifyEmailPage', access: 'anyone', scripts: 'ours' },
  resetPassword: { path: '/reset-password', screen: 'auth/ResetPasswordPage', access: 'anyone', scripts: 'ours' },
  about: { path: '/about', screen: 'about/AboutPage', access: 'anyone', scripts: 'everything', visitorRendered: RENDERED, sitemap: { textPage: 'about' } },
  topics: { path: '/topics', screen: 'topics/TopicsPage', access: 'anyone', scripts: 'everything', visitorRendered: RENDERED, sitemap: 'listing' },
  poetry: { path: '/poetry', screen: 'poetry/PoetryPage', access: 'anyone', scripts: 'everything', visitorRendered: RENDERED, sitemap: 'listing' },
  poetryPoem: { path: '/poetry/:poemId', screen: 'poetry/PoetryPage', access: 'anyone', scripts: 'everything', visitorRendered: RENDERED },
  // Not rendered on the server: it sends the browser on to the first topic's page, which is.
  voting: { path: '/voting', screen: 'voting/VotingPage', access: 'anyone', scripts: 'everything', sitemap: 'listing' },
  votingTopic: { path: '/voting/:topicId', screen: 'voting/VotingPage', access: 'anyone', scripts: 'everything', visitorRendered: { query: ['q', 'sort'] } },
  poem: { path: '/poems/:poemId', screen: 'poem/PoemPage', access: 'anyone', scripts: 'everything', visitorRendered: RENDERED },
  privacyPolicy: { path: '/privacy-policy', screen: 'legal/PrivacyPolicyPage', access: 'anyone', scripts: 'everything', visitorRendered: RENDERED, sitemap: { textPage: 'privacy' } },
  termsOfService: { path: '/terms-of-service', screen: 'legal/TermsOfServicePage', access: 'anyone', scripts: 'everything', visitorRendered: RENDERED, sitemap: { textPage: 'terms' } },
  cookiePolicy: { path: '/cookie-policy', screen: 'legal/CookiePolicyPage', access: 'anyone', scripts: 'everything', visitorRendered: RENDERED, sitemap: { textPage: 'cookies' } },
  help: { path: '/help', screen: 'help/HelpPage', access: 'anyone', scripts: 'everything', visitorRendered: RENDERED, sitemap: { textPage: 'help' } },
  dashboard: { path: '/dashboard', screen: 'account/dashboard/DashboardPage', access: 'signedIn', scripts: 'everything' },
  submit: { path: '/submit', screen: 'account/submit/SubmitPage', access: 'poets', scripts: 'everything' },
  // Bank details: a Google account confirms a change by signing in with Google again.
  paymentDetails: { path: '/payment-details', screen: 'account/payment/PaymentDetailsPage', access: 'signedIn', scripts: 'google' },
  submissions: { path: '/submissions', screen: 'account/submissions/SubmissionsPage', access: 'signedIn', scripts: 'everything' },
  accountDeleted: { path: '/account-deleted', screen: 'account/deleted/AccountDeletedPage', access: 'anyone', scripts: 'everything' },
  // The slam night's phone page runs its own small bundle and nothing else.
  liveNow: { path: '/live', access: 'anyone', scripts: 'ours' },
  liveVote: { path: '/live/:topicId/vote', access: 'anyone', scripts: 'ours' },
  // The projector and host controls show hosts the room's join code.
  liveProjector: { path: '/live/:topicId', screen: 'live/ProjectorPage', access: 'anyone', scripts: 'ours', bare: true },
  liveHost: { path: '/live/:topicId/host', screen: 'live/HostPage', access: 'admins', scripts: 'ours' },
  admin: { path: '/admin', screen: 'admin/dashboard/AdminDashboardPage', access: 'admins', scripts: 'ours' },
  adminTopics: { path: '/admin/topics', screen: 'admin/topics/AdminTopicsPage', access: 'admins', scripts: 'ours' },
  adminReview: { path: '/admin/review', screen: 'admin/review/AdminReviewPage', access: 'admins', scripts: 'ours' },
  adminReviewItem: { path: '/admin/review/:id', screen: 'admin/review/AdminReviewDetailPage', access: 'admins', scripts: 'ours' },
  adminPayments: { path: '/admin/payments', screen: 'admin/payments/AdminPaymentsPage', access: 'admins', scripts: 'ours' },
  adminUsers: { path: '/admin/users', screen: 'admin/users/AdminUsersPage', access: 'admins', scripts: 'ours' },
} as const satisfies Record<string, AppPage>;

export type AppPageName = keyof typeof APP_PAGES;

/** The table's entries with their names, in its order. */
export const appPageEntries = Object.entries(APP_PAGES) as [AppPageName, AppPage][];

/** The screen every address that is no page shows (with status 404 from the server). */
export const NOT_FOUND_SCREEN = 'NotFoundPage';

/** A page's address with its `:params` filled in (each escaped). */
export function pagePath(name: AppPageName, params: Record<string, string> = {}): string {
  return APP_PAGES[name].path.replace(/:(\w+)/g, (_, param: string) => encodeURIComponent(params[param] ?? ''));
}

/** Whether a page is for search engines: open to anyone, and handling no admin power or mailed token. */
export function isCrawled(page: AppPage): boolean {
  return page.access === 'anyone' && page.scripts !== 'ours';
}

/** A matched page: its name, its entry and the values of its `:params`. */
export interface AppPageMatch {
  name: AppPageName;
  page: AppPage;
  params: Record<string, string>;
}

function matchPattern(pattern: string, segments: string[]): Record<string, string> | undefined {
  const parts = pattern.split('/').filter(Boolean);
  if (parts.length !== segments.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, part] of parts.entries()) {
    const segment = segments[index] ?? '';
    if (part.startsWith(':')) params[part.slice(1)] = segment;
    else if (part !== segment) return undefined;
  }
  return params;
}

/**
 * The segments of a page's path, decoded, that the router matches: empty ones (`//`, a trailing
 * slash) left out. Undefined for a path that can name no page: a malformed escape, a `.` or `..`
 * segment, or a slash or backslash inside a segment (browsers never send those; they would read as
 * another path to a server or proxy that normalises them).
 */
function pathSegments(pathname: string): string[] | undefined {
  let segments: string[];
  try {
    segments = pathname.split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    return undefined;
  }
  return segments.every((segment) => segment !== '.' && segment !== '..' && !/[/\\]/.test(segment)) ? segments : undefined;
}

/**
 * The one spelling of the path the router reads as `pathname`: single slashes, no trailing one,
 * each segment escaped as encodeURIComponent does (`/%61dmin//payments/` is `/admin/payments`).
 * Undefined for a path that can name no page (pathSegments). What a page may run is decided on this
 * path (common/thirdPartyScripts.ts), and the server sends any other spelling on to it.
 */
export function canonicalPath(pathname: string): string | undefined {
  const segments = pathSegments(pathname);
  return segments && `/${segments.map(encodeURIComponent).join('/')}`;
}

/**
 * The page at `pathname`, however it is spelled (canonicalPath); undefined for any other address.
 * No two paths of the table match one address, so its order does not matter and react-router's
 * ranking in the browser finds the same page.
 */
export function matchAppPage(pathname: string): AppPageMatch | undefined {
  const segments = pathSegments(pathname);
  if (!segments) return undefined;
  for (const [name, page] of appPageEntries) {
    const params = matchPattern(page.path, segments);
    if (params) return { name, page, params };
  }
  return undefined;
}
