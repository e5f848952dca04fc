import type { SiteRules } from '../lib/siteRules';

// Kept out of lib/siteRules.ts, which home loads: only the studio and the Upload tab say a poem's length.

/** `30 seconds`, `10 minutes`, `1 minute 30 seconds`. */
function spanText(seconds: number): string {
  const [minutes, rest] = [Math.floor(seconds / 60), seconds % 60];
  const parts = [minutes > 0 ? `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}` : '', rest > 0 ? `${rest} ${rest === 1 ? 'second' : 'seconds'}` : ''];
  return parts.filter(Boolean).join(' ');
}

/** How long a poem may run: `between 30 seconds and 10 minutes`, or `at most 10 minutes` when there is no shortest. */
export function poemLengthText({ minPoemSeconds, maxPoemSeconds }: Pick<SiteRules, 'minPoemSeconds' | 'maxPoemSeconds'>): string {
  return minPoemSeconds > 0 ? `between ${spanText(minPoemSeconds)} and ${spanText(maxPoemSeconds)}` : `at most ${spanText(maxPoemSeconds)}`;
}
