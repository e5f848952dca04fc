import type { RequestHandler } from 'express';
import type { Config } from '../config';

// Pages only a signed-in person or an admin can use, pages reached through a mailed token, a slam
// night's screens, and the server's own routes: nothing a search engine should list.
const PRIVATE_PATHS = [
  '/admin',
  '/dashboard',
  '/submit',
  '/submissions',
  '/payment-details',
  '/verify-email',
  '/reset-password',
  '/live',
  '/account/',
  '/graphql',
  '/dev/',
  '/metrics',
  '/healthz',
  '/readyz',
];

/** GET /robots.txt: public pages open to crawlers, private ones closed, and where the sitemap is. */
export function robotsTxtRoute(config: Pick<Config, 'publicUrl'>): RequestHandler {
  const body = ['User-agent: *', 'Allow: /', ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`), '', `Sitemap: ${config.publicUrl}/sitemap.xml`, ''].join('\n');
  return (_request, response) => {
    response.set('Cache-Control', 'public, max-age=3600').type('text/plain').send(body);
  };
}
