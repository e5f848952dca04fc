interface PathParts {
  pathname: string;
  search: string;
  hash?: string;
}

/** `/login?redirect=/voting`: the page to come back to after signing in, slashes kept readable. */
export function loginPath({ pathname, search, hash = '' }: PathParts): string {
  const target = encodeURIComponent(`${pathname}${search}${hash}`).replace(/%2F/gi, '/');
  return `/login?redirect=${target}`;
}

/**
 * Where to go after signing in: the `redirect` parameter when it is a path on this site, else the
 * fallback. Refuses other origins (`//host`, `https:`) so the parameter cannot send anyone away.
 */
export function safeRedirect(redirect: string | null, fallback: string): string {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/\\')) return fallback;
  return redirect;
}
