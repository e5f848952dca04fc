import type { Request } from 'express';

/**
 * True when a browser says the request was made by another site's page: Sec-Fetch-Site names any
 * other site, or, from a browser that does not send it, Origin names another host than the one
 * asked. A request with neither comes from no page (a script or a command line), which no other
 * site can make with the person's cookie.
 */
export function isCrossSiteRequest(request: Request): boolean {
  const site = request.get('sec-fetch-site');
  if (site !== undefined) return site !== 'same-origin';
  const origin = request.get('origin');
  if (origin === undefined) return false;
  try {
    return new URL(origin).host !== request.get('host');
  } catch {
    // 'null', from a sandboxed frame or a redirect across sites.
    return true;
  }
}
