import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PROBE_LIMITS } from './limits';
import { inputArgs, probeMedia } from './probe';
import { runTool, ToolFailedError, type MediaTools } from './tools';

/**
 * The length of an HLS segment, and so the distance between the keyframes every rendition is
 * encoded with (transcode.ts), which puts each segment's start at the same moment in every rendition.
 * Four seconds: a player can change rendition every four seconds on a phone's changing connection,
 * a three-minute poem is 45 segments a rendition, and a keyframe every four seconds costs little:
 * one every two seconds made a camera's noisy video 9 % larger at 480 lines and 22 % at 1080.
 */
export const SEGMENT_SECONDS = 4;
/**
 * The first segments are half as long, for the first picture: a player shows it once one segment
 * has come, which at 240 lines on a 1.6 Mbit/s phone is 0.45 s of its connection, not 0.9 s. One
 * keyframe more a poem; the cards' playlist keeps SEGMENT_SECONDS from the start.
 */
export const FIRST_SEGMENT_SECONDS = SEGMENT_SECONDS / 2;

/** The encoder arguments that put a keyframe at every segment's start and nowhere else (no scene cuts): 0, 2, 4, 8, 12 s… */
export const ALIGNED_KEYFRAMES = [
  '-force_key_frames', `expr:gte(t,if(lt(n_forced,2),n_forced*${FIRST_SEGMENT_SECONDS},(n_forced-1)*${SEGMENT_SECONDS}))`,
  '-sc_threshold', '0',
];

export interface RenditionFile {
  height: number;
  file: string;
}

/** The playlist a player is pointed at; every file it names sits beside it. */
export const MASTER_PLAYLIST = 'master.m3u8';

/**
 * The RFC 6381 name of the H.264 profile and level in an init segment's avcC box (the three bytes
 * after its version), with AAC-LC when it has a sound track; null when there is no avcC box.
 */
export function codecsOf(initSegment: Buffer): string | null {
  const avcC = initSegment.indexOf('avcC');
  if (avcC < 0 || avcC + 8 > initSegment.length) return null;
  const avc = `avc1.${initSegment.subarray(avcC + 5, avcC + 8).toString('hex')}`;
  return initSegment.includes('mp4a') ? `${avc},mp4a.40.2` : avc;
}

/** The peak and average bits a second of a media playlist's segments, read from the sizes of the files it names. */
async function bandwidthOf(folder: string, playlist: string): Promise<{ peak: number; average: number }> {
  const lines = playlist.split('\n');
  let peak = 0;
  let bytes = 0;
  let seconds = 0;
  for (const [index, line] of lines.entries()) {
    const duration = /^#EXTINF:([\d.]+),/.exec(line)?.[1];
    const segment = lines[index + 1];
    if (!duration || !segment) continue;
    const size = (await stat(path.join(folder, segment))).size;
    bytes += size;
    seconds += Number(duration);
    if (Number(duration) > 0) peak = Math.max(peak, (size * 8) / Number(duration));
  }
  if (seconds === 0) throw new ToolFailedError('the packaged stream has no segments');
  return { peak: Math.ceil(peak), average: Math.ceil((bytes * 8) / seconds) };
}

/** The name of the playlist a card plays: the smallest rendition's pictures without sound, as cards play muted. */
const CARD_MEDIA = 'card';
export const CARD_PLAYLIST = `${CARD_MEDIA}.m3u8`;

/**
 * Copies `file`'s picture, and its sound unless `forCards`, without encoding again into a media
 * playlist `<name>.m3u8` in `folder`, with its init segment and fMP4 segments of SEGMENT_SECONDS,
 * the first two of FIRST_SEGMENT_SECONDS unless `forCards`.
 */
async function packageMedia(tools: MediaTools, file: string, folder: string, name: string, forCards: boolean, signal: AbortSignal): Promise<string> {
  const playlist = path.join(folder, `${name}.m3u8`);
  const args = [
    '-hide_banner', '-nostdin', '-v', 'error', '-y', ...inputArgs(file, 'mov'),
    '-map', '0:v:0', ...(forCards ? [] : ['-map', '0:a:0?', '-hls_init_time', String(FIRST_SEGMENT_SECONDS)]), '-c', 'copy',
    '-f', 'hls', '-hls_time', String(SEGMENT_SECONDS), '-hls_playlist_type', 'vod', '-hls_flags', 'independent_segments',
    '-hls_segment_type', 'fmp4', '-hls_fmp4_init_filename', `${name}_init.mp4`,
    '-hls_segment_filename', path.join(folder, `${name}_%05d.m4s`), playlist,
  ];
  // Copying reads the file once, without decoding: far within what a probe may take.
  const result = await runTool(tools, tools.ffmpeg, args, PROBE_LIMITS, signal, { reads: [file], writesIn: folder });
  if (result.code !== 0) throw new ToolFailedError(`ffmpeg could not package ${forCards ? "the cards' playlist" : `the ${name} rendition`}: ${result.stderrTail.trim()}`);
  return playlist;
}

/**
 * Writes the HLS package of `renditions` into the empty `folder`: for each rendition a media
 * playlist (`<height>.m3u8`) with its segments, a master playlist naming each with its bandwidth,
 * resolution and codecs, and the cards' playlist (CARD_PLAYLIST). Every file named in a playlist
 * is named relative to it. Throws ToolFailedError when ffmpeg fails.
 */
export async function packageStream(tools: MediaTools, renditions: RenditionFile[], folder: string, signal: AbortSignal): Promise<void> {
  await mkdir(folder, { recursive: true });
  const variants = [];
  for (const { height, file } of renditions) {
    const playlist = await packageMedia(tools, file, folder, String(height), false, signal);
    const [{ picture }, bandwidth, codecs] = await Promise.all([
      probeMedia(tools, file, 'mov', signal),
      readFile(playlist, 'utf8').then((text) => bandwidthOf(folder, text)),
      readFile(path.join(folder, `${height}_init.mp4`)).then(codecsOf),
    ]);
    const attributes = [
      `BANDWIDTH=${bandwidth.peak}`,
      `AVERAGE-BANDWIDTH=${bandwidth.average}`,
      ...(picture ? [`RESOLUTION=${picture.width}x${picture.height}`] : []),
      ...(codecs ? [`CODECS="${codecs}"`] : []),
    ];
    variants.push({ height, line: `#EXT-X-STREAM-INF:${attributes.join(',')}\n${height}.m3u8` });
  }
  const smallest = [...renditions].sort((a, b) => a.height - b.height)[0];
  if (smallest) await packageMedia(tools, smallest.file, folder, CARD_MEDIA, true, signal);
  await writeFile(path.join(folder, MASTER_PLAYLIST), masterPlaylist(variants));
}

/**
 * A player without its own choice starts with the first variant listed: the largest of at most
 * 480 lines, which a phone's connection mostly sustains; the others follow, largest first.
 */
function masterPlaylist(variants: { height: number; line: string }[]): string {
  const byHeight = [...variants].sort((a, b) => b.height - a.height);
  const first = byHeight.find((variant) => variant.height <= 480) ?? byHeight[byHeight.length - 1];
  const ordered = first ? [first, ...byHeight.filter((variant) => variant !== first)] : [];
  return ['#EXTM3U', '#EXT-X-VERSION:7', '#EXT-X-INDEPENDENT-SEGMENTS', ...ordered.map((variant) => variant.line), ''].join('\n');
}

/**
 * A playlist whose every URI carries `query` (a signed link's `expires=…&sig=…`), so a player
 * given a private stream's signed master playlist can fetch each file it names: a stream folder's
 * files share one signature.
 */
export function playlistWithQuery(playlist: string, query: string): string {
  return playlist
    .split('\n')
    .map((line) => {
      if (line.startsWith('#')) return line.replace(/URI="([^"?]+)"/g, (_match, uri: string) => `URI="${uri}?${query}"`);
      return line.trim() === '' ? line : `${line}?${query}`;
    })
    .join('\n');
}
