/**
 * Every page address of the web app, by name. The web app's routes (web/src/routes.tsx) are declared
 * with these patterns, and the server answers any other address with HTTP 404 (the app then shows
 * its not-found page). One list, so a new page cannot be routed by the app yet refused by the server.
 *
 * It sits in common/ for the reason common/thirdPartyScripts.ts does: both sides import it, neither
 * imports the other, and it stays free of the DOM and of Node.
 */
export const APP_ROUTES = {
  home: '/',
  login: '/login',
  register: '/register',
  adminLogin: '/admin-login',
  forgotPassword: '/forgot-password',
  verifyEmail: '/verify-email',
  resetPassword: '/reset-password',
  about: '/about',
  topics: '/topics',
  poetry: '/poetry',
  poetryPoem: '/poetry/:poemId',
  voting: '/voting',
  votingTopic: '/voting/:topicId',
  poem: '/poems/:poemId',
  privacyPolicy: '/privacy-policy',
  termsOfService: '/terms-of-service',
  cookiePolicy: '/cookie-policy',
  help: '/help',
  dashboard: '/dashboard',
  submit: '/submit',
  paymentDetails: '/payment-details',
  submissions: '/submissions',
  accountDeleted: '/account-deleted',
  liveProjector: '/live/:topicId',
  liveHost: '/live/:topicId/host',
  admin: '/admin',
  adminTopics: '/admin/topics',
  adminReview: '/admin/review',
  adminReviewItem: '/admin/review/:id',
  adminPayments: '/admin/payments',
  adminUsers: '/admin/users',
} as const;

export type AppRouteName = keyof typeof APP_ROUTES;

/**
 * The query parameters a page rendered on the server for visitors reads (its useSearchParams): the
 * server renders and keeps such a page for these alone, so a page with any other query (a
 * tracking tag, or junk sent to force renders) is the page already kept. A public page that comes
 * to read another parameter must be listed here, or visitors are sent it rendered without it.
 */
export const PAGE_QUERY_PARAMETERS: Partial<Record<AppRouteName, readonly string[]>> = {
  votingTopic: ['q', 'sort'],
};

/** A matched page: its route's name and the values of its `:params`. */
export interface AppRouteMatch {
  name: AppRouteName;
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

/** The app's page at `pathname`, however it is spelled (canonicalPath); undefined for any other address. */
export function matchAppRoute(pathname: string): AppRouteMatch | undefined {
  const segments = pathSegments(pathname);
  if (!segments) return undefined;
  for (const [name, pattern] of Object.entries(APP_ROUTES) as [AppRouteName, string][]) {
    const params = matchPattern(pattern, segments);
    if (params) return { name, params };
  }
  return undefined;
}
