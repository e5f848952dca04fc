/**
 * The page a person comes back to once signed in (`?redirect=/live/…/vote`), carried through log-in,
 * sign-up and the verification mail's link. In common/ because the server, which writes it into the
 * mailed link, and the web app, which follows it, must accept exactly the same paths.
 */

export const RETURN_PATH_PARAM = 'redirect';

// A page's address with its query fits easily; a mailed link should not carry more.
const MAX_LENGTH = 1000;

/**
 * `value` when it is a path on this site, else null. Browsers read `//host`, `/\host` and, once they
 * have dropped tabs and line breaks, `/\t/host` as another site, so a `//`, a backslash or a control
 * character anywhere refuses the whole path; a scheme cannot come before the leading `/`.
 */
export function sameSitePath(value: string | null | undefined): string | null {
  if (!value || value.length > MAX_LENGTH || !value.startsWith('/')) return null;
  if (value.includes('//') || /[\\\u0000-\u001f\u007f]/.test(value)) return null;
  return value;
}

/** `path` with `returnTo` as its `?redirect=`, slashes kept readable; `path` alone when there is none. */
export function withReturnPath(path: string, returnTo: string | null): string {
  if (!returnTo) return path;
  return `${path}?${RETURN_PATH_PARAM}=${encodeURIComponent(returnTo).replace(/%2F/gi, '/')}`;
}
