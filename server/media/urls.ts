import type { Runtime } from '../runtime';

/**
 * The URL the browser fetches a stored file from: the plain, cacheable path for a public file, a
 * signed path that expires after MEDIA_URL_TTL_S (15 minutes by default) otherwise. Only signed
 * URLs carry a query, which is how the web app tells a link that can expire from one that cannot
 * (web/src/media/useFreshMedia.ts).
 */
export function mediaUrl(runtime: Pick<Runtime, 'media' | 'config'>, key: string, isPublic: boolean): string {
  return isPublic ? `/media/${key}` : runtime.media.signedPath(key, runtime.config.mediaUrlTtlSeconds);
}
