import type { VideoQuality } from '../__generated__/graphql';

/** The media URLs the API gives for a poem or submission, and whose they are, to fetch them again. */
export interface VideoUrls {
  __typename: 'Poem' | 'Submission';
  id: string;
  /** The upload itself: always for its poet and admins, for the public only where no renditions can be made. */
  videoUrl: string | null;
  /** MP4 copies by height, largest first. */
  renditions: readonly { height: number; url: string }[];
  /** The master HLS playlist, once packaged. */
  stream?: string | null;
  /** The cards' playlist: the smallest rendition's pictures without sound. */
  cardStream?: string | null;
}

/** The lines each saved quality plays; AUTO follows the connection. */
export const QUALITY_LINES: Readonly<Record<Exclude<VideoQuality, 'AUTO'>, number>> = { HIGH: 1080, MEDIUM: 720, LOW: 480, LOWER: 360, LOWEST: 240 };

/** The most a data saver plays. */
export const DATA_SAVER_LINES = 360;

/** A muted card whose box needs at most this many lines plays the cards' playlist. */
export const CARD_STREAM_MAX_LINES = 360;

/** Roughly what each height needs to play without stalls, in Mbps, for a connection's estimate. */
const MBPS_FOR_LINES: readonly [number, number][] = [
  [1080, 5],
  [720, 2.8],
  [480, 1.4],
  [360, 0.8],
];

/** The quality saved for `lines`, if one plays that height. */
export function qualityOfLines(lines: number): VideoQuality | undefined {
  return (Object.keys(QUALITY_LINES) as (keyof typeof QUALITY_LINES)[]).find((quality) => QUALITY_LINES[quality] === lines);
}

/** What a player is to play: an HLS stream that adapts up to `maxLines`, or MP4 files to try in turn. */
export type PlaybackPlan =
  | { kind: 'hls'; url: string; maxLines: number; engine: 'native' | 'hls.js' }
  | { kind: 'mp4'; sources: string[] };

export interface PlaybackNeeds {
  quality: VideoQuality;
  dataSaver: boolean;
  /** Device pixels the picture's box is tall, once measured: no copy much larger than that is fetched. */
  boxLines: number | null;
  /** A card in a list: loads little ahead and never more than its box needs. */
  inList: boolean;
  /** Playing without sound, nobody having asked for it (a card on its own). */
  muted: boolean;
  /** What the browser can play: native HLS (`canPlayType`), Media Source Extensions (hls.js). */
  canPlay: { nativeHls: boolean; mediaSource: boolean };
  /** The connection's downlink estimate in Mbps, when the browser gives one. */
  downlinkMbps: number | null;
}

/** The smallest height covering `lines`, else the largest; undefined for none. */
export function fittingLines(heights: readonly number[], lines: number): number | undefined {
  const ascending = [...heights].sort((a, b) => a - b);
  return ascending.find((height) => height >= lines) ?? ascending.at(-1);
}

/** The tallest height a connection of `mbps` sustains, Infinity when fast or unknown. */
function connectionLines(mbps: number | null): number {
  if (mbps === null) return Infinity;
  return MBPS_FOR_LINES.find(([, needs]) => mbps >= needs)?.[0] ?? 240;
}

/** Private links expire; their MP4 copies are fetched again when they fail (useFreshMedia), so only public streams play. */
const publicLink = (url: string | null | undefined): string | null => (url && !url.includes('?') ? url : null);

/**
 * How a player plays a video. A height the viewer chose plays that MP4 copy exactly (a choice of
 * a height that does not exist counts as Auto). A muted card of a small box plays the cards'
 * playlist, pictures only. Auto plays the HLS stream through hls.js wherever Media Source
 * Extensions let it, which holds a player to its cap and its buffer and adapts at once; where only
 * the browser plays HLS (iPhones), directly, unless the player is capped (a card, the data saver).
 * Otherwise, the MP4 copies best first within what the box, the data saver and the connection
 * allow, then smaller ones, then the original upload.
 */
export function playbackPlan(urls: VideoUrls, needs: PlaybackNeeds): PlaybackPlan {
  const heights = urls.renditions.map((rendition) => rendition.height);
  const chosen = needs.quality === 'AUTO' ? undefined : QUALITY_LINES[needs.quality];
  const fixed = chosen !== undefined && heights.includes(chosen) ? chosen : undefined;
  const boxCap = needs.boxLines === null ? Infinity : (fittingLines(heights, needs.boxLines) ?? Infinity);
  const saverCap = needs.dataSaver ? DATA_SAVER_LINES : Infinity;
  const maxLines = Math.min(saverCap, fixed ?? Infinity, needs.inList ? boxCap : Infinity);
  const engine = needs.canPlay.mediaSource ? 'hls.js' : needs.canPlay.nativeHls ? 'native' : null;
  const cardStream = publicLink(urls.cardStream);
  if (fixed === undefined && engine && cardStream && needs.inList && needs.muted && boxCap <= CARD_STREAM_MAX_LINES) {
    return { kind: 'hls', url: cardStream, maxLines: Infinity, engine };
  }
  const stream = publicLink(urls.stream);
  if (fixed === undefined && engine && stream) {
    // The browser's own HLS cannot be held to a size: capped players there play the MP4 copy that fits.
    if (engine === 'hls.js') return { kind: 'hls', url: stream, maxLines, engine };
    if (!needs.inList && !needs.dataSaver) return { kind: 'hls', url: stream, maxLines: Infinity, engine };
  }
  const auto = fixed === undefined ? Math.min(connectionLines(needs.downlinkMbps), boxCap) : Infinity;
  return { kind: 'mp4', sources: mp4Sources(urls, Math.min(maxLines, auto)) };
}

/** The largest rendition within `maxLines` (the smallest when none is), each smaller one, then the original. */
function mp4Sources(urls: VideoUrls, maxLines: number): string[] {
  const descending = [...urls.renditions].sort((a, b) => b.height - a.height);
  const within = descending.filter((rendition) => rendition.height <= maxLines);
  const renditions = within.length > 0 ? within : descending.slice(-1);
  const urlsToTry = renditions.map((rendition) => rendition.url);
  if (urls.videoUrl) urlsToTry.push(urls.videoUrl);
  return [...new Set(urlsToTry)];
}
