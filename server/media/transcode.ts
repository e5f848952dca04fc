import path from 'node:path';
import { ALIGNED_KEYFRAMES } from './hls';
import { checkVideoLimits, TRANSCODE_THREADS, transcodeLimits } from './limits';
import { makePosters, type PosterFile } from './posters';
import { inputArgs, probeMedia, UnreadableMediaError, videoFactsOf } from './probe';
import type { ToolFiles } from './sandbox';
import { runTool, ToolFailedError, type MediaTools, type ToolLimits } from './tools';

/** The renditions made of every video, by lines of the picture's shorter side, largest first. */
export const RENDITION_LINES = [1080, 720, 480, 360, 240] as const;
/**
 * The most each rendition's bitrate may reach, in kbit/s, by lines: the quality (CRF 23) stays
 * unless a noisy, moving picture would need more than a phone's connection carries at that size
 * (near the HLS authoring ladder's 145 kbit/s at 234 lines and 2 Mbit/s at 540). A source smaller
 * than every size takes the smallest size's.
 */
const PEAK_KBPS: Readonly<Record<(typeof RENDITION_LINES)[number], number>> = { 1080: 6000, 720: 3000, 480: 1100, 360: 500, 240: 160 };

/** The encoder arguments that hold a rendition of `lines` to its peak bitrate, over a two-second buffer. */
export function peakBitrateArgs(lines: number): string[] {
  const size = [...RENDITION_LINES].reverse().find((standard) => standard >= lines) ?? RENDITION_LINES[0];
  const kbps = PEAK_KBPS[size];
  return ['-maxrate', `${kbps}k`, '-bufsize', `${kbps * 2}k`];
}

/** The posters are taken from the largest rendition at most this size. */
export const POSTER_MAX_LINES = 720;

export interface TranscodedVideo {
  renditions: { height: number; file: string }[];
  posters: PosterFile[];
  durationSeconds: number;
}

/**
 * The rendition sizes for a picture whose shorter side has `lines`: each standard size it reaches,
 * never larger than the source; a source smaller than them all gets one rendition at its own size.
 */
export function renditionLines(lines: number): number[] {
  const reached = RENDITION_LINES.filter((size) => size <= lines);
  return reached.length > 0 ? reached : [lines - (lines % 2)];
}

async function ffmpeg(tools: MediaTools, args: string[], limits: ToolLimits, signal: AbortSignal, files: ToolFiles): Promise<void> {
  const result = await runTool(tools, tools.ffmpeg, ['-hide_banner', '-nostdin', '-v', 'error', '-y', ...args], limits, signal, files);
  if (result.code !== 0) throw new ToolFailedError(`ffmpeg exited with ${result.code}: ${result.stderrTail.trim()}`);
}

// Nothing of the upload's own description (title, location, chapters, encoder) is carried over.
const WITHOUT_METADATA = ['-map_metadata', '-1', '-map_chapters', '-1', '-fflags', '+bitexact'];

/**
 * Makes H.264/AAC MP4 renditions of `source`, opened as `format`, in `folder` (play-ready: the
 * index before the media, a keyframe at every HLS segment's start), in one ffmpeg run that decodes
 * the source once, then posters in sizes and the duration from them. Nothing is done before the probe shows the video within VIDEO_LIMITS
 * and at least `minSeconds` long; every run is held to CPU, memory and time limits that follow
 * from the video's length and size. Throws UnreadableMediaError for a file that is not a video
 * ffprobe can read, RefusedMediaError for one outside the limits, ToolFailedError when ffmpeg
 * fails or is stopped by its limits.
 */
export async function transcodeVideo(
  tools: MediaTools,
  source: string,
  format: string,
  folder: string,
  signal: AbortSignal,
  { minSeconds = 0 }: { minSeconds?: number } = {},
): Promise<TranscodedVideo> {
  const facts = await videoFactsOf(tools, source, format, signal);
  checkVideoLimits(facts, minSeconds);
  const { picture } = facts;
  const portrait = picture.height > picture.width;
  const sizes = renditionLines(Math.min(picture.width, picture.height));
  const scale = (lines: number) => (portrait ? `scale=${lines}:-2` : `scale=-2:${lines}`);
  const split = `[0:v:0]split=${sizes.length}${sizes.map((_, index) => `[s${index}]`).join('')}`;
  const filters = [split, ...sizes.map((lines, index) => `[s${index}]${scale(lines)},setsar=1[v${index}]`)].join(';');
  const renditions = sizes.map((height) => ({ height, file: path.join(folder, `${height}.mp4`) }));
  const threads = String(TRANSCODE_THREADS);
  const outputs = renditions.flatMap((rendition, index) => [
    '-map', `[v${index}]`, '-map', '0:a:0?',
    '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', ...peakBitrateArgs(rendition.height), '-pix_fmt', 'yuv420p', '-threads', threads, ...ALIGNED_KEYFRAMES,
    '-c:a', 'aac', '-b:a', '128k', '-ac', '2',
    ...WITHOUT_METADATA, '-movflags', '+faststart', rendition.file,
  ]);
  const limits = transcodeLimits(facts);
  await ffmpeg(tools, ['-threads', threads, ...inputArgs(source, format), '-filter_complex_threads', threads, '-filter_complex', filters, ...outputs], limits, signal, { reads: [source], writesIn: folder });

  const posterSource = renditions.find((rendition) => rendition.height <= POSTER_MAX_LINES) ?? renditions[renditions.length - 1];
  if (!posterSource) throw new ToolFailedError('no rendition was planned');
  const { durationSeconds, pictureSeconds, picture: posterPicture } = await probeMedia(tools, posterSource.file, 'mov', signal);
  if (!durationSeconds || !posterPicture) throw new UnreadableMediaError('the video has no length');
  // Within the picture's own length: past it ffmpeg writes no frame and still succeeds.
  const at = Math.min(1, (pictureSeconds ?? durationSeconds) / 2);
  const posters = await makePosters(tools, posterSource.file, posterPicture, at, folder, signal);
  return { renditions, posters, durationSeconds };
}
