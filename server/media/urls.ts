import type { Runtime } from '../runtime';

/** How long a signed link to a private file works: long enough to start playback, short enough to stay private. */
export const PRIVATE_URL_TTL_SECONDS = 15 * 60;

/**
 * The URL the browser fetches a stored file from: the plain, cacheable path for a public file, a
 * signed path that expires after 15 minutes otherwise.
 */
export function mediaUrl(runtime: Pick<Runtime, 'media'>, key: string, isPublic: boolean): string {
  return isPublic ? `/media/${key}` : runtime.media.signedPath(key, PRIVATE_URL_TTL_SECONDS);
}
