import path from 'node:path';
import { probeMedia, UnreadableMediaError } from './probe';
import { runNiced, type MediaTools } from './tools';

/** The renditions made of every video, by lines of the picture's shorter side, largest first. */
export const RENDITION_LINES = [1080, 720, 480] as const;
/** The poster is taken from the largest rendition at most this size. */
const POSTER_MAX_LINES = 720;

export interface TranscodedVideo {
  renditions: { height: number; file: string }[];
  poster: string;
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

class TranscodeFailedError extends Error {
  override name = 'TranscodeFailedError';
}

async function ffmpeg(tools: MediaTools, args: string[], signal: AbortSignal): Promise<void> {
  const result = await runNiced(tools, tools.ffmpeg, ['-hide_banner', '-nostdin', '-v', 'error', '-y', ...args], signal);
  signal.throwIfAborted();
  if (result.code !== 0) throw new TranscodeFailedError(`ffmpeg exited with ${result.code}: ${result.stderrTail.trim()}`);
}

/**
 * Makes H.264/AAC MP4 renditions of `source` in `folder` (play-ready: the index before the media),
 * in one ffmpeg run that decodes the source once, then a JPEG poster and the duration from them.
 * Throws UnreadableMediaError for a file that is not a video ffprobe can read.
 */
export async function transcodeVideo(tools: MediaTools, source: string, folder: string, signal: AbortSignal): Promise<TranscodedVideo> {
  const { picture } = await probeMedia(tools, source, signal);
  if (!picture) throw new UnreadableMediaError('the file has no picture');
  const portrait = picture.height > picture.width;
  const sizes = renditionLines(Math.min(picture.width, picture.height));
  const scale = (lines: number) => (portrait ? `scale=${lines}:-2` : `scale=-2:${lines}`);
  const split = `[0:v]split=${sizes.length}${sizes.map((_, index) => `[s${index}]`).join('')}`;
  const filters = [split, ...sizes.map((lines, index) => `[s${index}]${scale(lines)},setsar=1[v${index}]`)].join(';');
  const renditions = sizes.map((height) => ({ height, file: path.join(folder, `${height}.mp4`) }));
  const outputs = renditions.flatMap((rendition, index) => [
    '-map', `[v${index}]`, '-map', '0:a:0?',
    '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-pix_fmt', 'yuv420p',
    '-c:a', 'aac', '-b:a', '128k', '-ac', '2',
    '-movflags', '+faststart', rendition.file,
  ]);
  await ffmpeg(tools, ['-i', source, '-filter_complex', filters, ...outputs], signal);

  const posterSource = renditions.find((rendition) => rendition.height <= POSTER_MAX_LINES) ?? renditions[renditions.length - 1];
  if (!posterSource) throw new TranscodeFailedError('no rendition was planned');
  const { durationSeconds } = await probeMedia(tools, posterSource.file, signal);
  if (!durationSeconds) throw new UnreadableMediaError('the video has no length');
  const poster = path.join(folder, 'poster.jpg');
  const at = Math.min(1, durationSeconds / 2).toFixed(3);
  await ffmpeg(tools, ['-ss', at, '-i', posterSource.file, '-frames:v', '1', '-q:v', '3', poster], signal);
  return { renditions, poster, durationSeconds };
}
