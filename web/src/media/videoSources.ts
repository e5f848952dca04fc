import type { VideoQuality } from '../__generated__/graphql';

/** The media URLs the API gives for a poem or submission. */
export interface VideoUrls {
  videoUrl: string;
  highQualityVideoUrl?: string | null;
  mediumQualityVideoUrl?: string | null;
  lowQualityVideoUrl?: string | null;
}

const RENDITIONS: readonly { quality: VideoQuality; url: (urls: VideoUrls) => string | null | undefined }[] = [
  { quality: 'HIGH', url: (urls) => urls.highQualityVideoUrl },
  { quality: 'MEDIUM', url: (urls) => urls.mediumQualityVideoUrl },
  { quality: 'LOW', url: (urls) => urls.lowQualityVideoUrl },
];

/**
 * The URLs to try, best first: the preferred quality's rendition, then each lower one, then the
 * original upload, which always exists. A browser plays the first `<source>` it can load.
 */
export function videoSources(urls: VideoUrls, preferred: VideoQuality): string[] {
  const start = RENDITIONS.findIndex((rendition) => rendition.quality === preferred);
  const renditions = RENDITIONS.slice(Math.max(start, 0))
    .map((rendition) => rendition.url(urls))
    .filter((url): url is string => Boolean(url));
  return [...new Set([...renditions, urls.videoUrl])];
}
