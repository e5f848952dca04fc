import type { Config } from '../config';
import { GOOGLE_IDENTITY_SCRIPT, type ThirdPartyScripts } from '../../common/thirdPartyScripts';

/** What Google Identity Services needs to draw its button and sign in (its documented policy). */
const GOOGLE = {
  script: GOOGLE_IDENTITY_SCRIPT,
  style: 'https://accounts.google.com/gsi/style',
  frame: 'https://accounts.google.com/gsi/',
  connect: 'https://accounts.google.com/gsi/',
};

/**
 * The Content-Security-Policy of a page of the web app: our own origin, plus Google's sign-in and
 * the ads provider's origin where the page may run them. `npm run dev` allows inline scripts and
 * styles besides, which Vite's dev server needs (React refresh's preamble, injected CSS); built
 * pages never do.
 */
export function pagePolicy(config: Pick<Config, 'adsScriptUrl' | 'devWeb'>, scripts: ThirdPartyScripts): string {
  const ads = scripts.ads && config.adsScriptUrl ? [new URL(config.adsScriptUrl).origin] : [];
  const google = scripts.google ? GOOGLE : undefined;
  const inline = config.devWeb ? ["'unsafe-inline'"] : [];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inline, ...(google ? [google.script] : []), ...ads],
    'style-src': ["'self'", ...inline, ...(google ? [google.style] : [])],
    'img-src': ["'self'", 'data:', 'blob:', ...ads],
    'media-src': ["'self'", 'blob:'],
    'connect-src': ["'self'", ...(google ? [google.connect] : []), ...ads],
    'frame-src': google || ads.length > 0 ? [...(google ? [google.frame] : []), ...ads] : ["'none'"],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** Everything the server answers that is not a page (JSON, media, errors): nothing runs in it. */
export const NON_PAGE_POLICY = "default-src 'none'; img-src 'self'; media-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
