import type { VideoQuality } from '../__generated__/graphql';

/** The media URLs the API gives for a poem or submission, and whose they are, to fetch them again. */
export interface VideoUrls {
  __typename: 'Poem' | 'Submission';
  id: string;
  /** The upload itself: always for its poet and admins, for the public only where no renditions can be made. */
  videoUrl: string | null;
  renditions: readonly { height: number; url: string }[];
}

/** The largest rendition each saved quality plays: high 1080p, medium 720p, low 480p. */
export const QUALITY_LINES: Readonly<Record<VideoQuality, number>> = { HIGH: 1080, MEDIUM: 720, LOW: 480 };

/**
 * The URLs to try, best first: the largest rendition the preferred quality allows, then each
 * smaller one, then the original upload when the viewer may have it. A browser plays the first
 * `<source>` it can load. Empty for a public poem whose renditions are not made yet.
 */
export function videoSources(urls: VideoUrls, preferred: VideoQuality): string[] {
  const cap = QUALITY_LINES[preferred];
  const renditions = urls.renditions.filter((rendition) => rendition.height <= cap).sort((a, b) => b.height - a.height);
  const urlsToTry = renditions.map((rendition) => rendition.url);
  if (urls.videoUrl) urlsToTry.push(urls.videoUrl);
  return [...new Set(urlsToTry)];
}
