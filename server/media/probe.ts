import { z } from 'zod';
import { PROBE_LIMITS, VIDEO_LIMITS, type VideoFacts } from './limits';
import { runTool, ToolOutputTooLargeError, type MediaTools } from './tools';

/** The file is not media ffprobe can read, or has no picture where one is needed: trying again will not help. */
export class UnreadableMediaError extends Error {
  override name = 'UnreadableMediaError';
}

export interface ProbedMedia {
  /** Null when the container does not say (MediaRecorder's WebM, for one). */
  durationSeconds: number | null;
  /** How long the picture itself lasts, when the container says: a recording's may end before its sound. */
  pictureSeconds: number | null;
  /** The picture as it is shown, rotation applied; null for audio. */
  picture: { width: number; height: number } | null;
  frameRate: number | null;
  /** Moving pictures, not counting cover art. */
  videoStreams: number;
  audioStreams: number;
}

// Only the fields used are asked for: a file's tags (titles, comments, locations) can be any size.
const ENTRIES = [
  'format=duration',
  'stream=codec_type,width,height,avg_frame_rate,duration',
  'stream_disposition=attached_pic',
  'stream_tags=rotate',
  'stream_side_data=rotation',
].join(':');

const probeOutput = z.object({
  format: z.object({ duration: z.string().optional() }).optional(),
  streams: z
    .array(
      z.object({
        codec_type: z.string().optional(),
        width: z.number().optional(),
        height: z.number().optional(),
        avg_frame_rate: z.string().optional(),
        duration: z.string().optional(),
        disposition: z.object({ attached_pic: z.number().optional() }).optional(),
        tags: z.object({ rotate: z.string().optional() }).optional(),
        side_data_list: z.array(z.object({ rotation: z.number().optional() })).optional(),
      }),
    )
    .default([]),
});

function parseFrameRate(value: string | undefined): number | null {
  const [numerator, denominator] = (value ?? '').split('/').map(Number);
  const rate = (numerator ?? NaN) / (denominator ?? NaN);
  return Number.isFinite(rate) && rate > 0 ? rate : null;
}

/** The arguments that open `file` as `format` (named from its sniffed type), from the file system only. */
export function inputArgs(file: string, format: string): string[] {
  return ['-f', format, '-protocol_whitelist', 'file', '-i', `file:${file}`];
}

/**
 * Reads a media file's duration, picture size, frame rate and stream counts with ffprobe, opening
 * it as `format` only. A file ffprobe cannot read, or whose description is over 256 KB, is unreadable.
 */
export async function probeMedia(tools: MediaTools, file: string, format: string, signal: AbortSignal): Promise<ProbedMedia> {
  const args = ['-v', 'error', '-print_format', 'json', '-show_entries', ENTRIES, ...inputArgs(file, format)];
  let stdout: string;
  try {
    const result = await runTool(tools, tools.ffprobe, args, PROBE_LIMITS, signal, { reads: [file] });
    if (result.code !== 0) throw new UnreadableMediaError(`ffprobe exited with ${result.code}: ${result.stderrTail.trim()}`);
    stdout = result.stdout;
  } catch (error) {
    if (error instanceof ToolOutputTooLargeError) throw new UnreadableMediaError(error.message);
    throw error;
  }
  let json: unknown;
  try {
    json = JSON.parse(stdout || '{}');
  } catch {
    throw new UnreadableMediaError('ffprobe wrote something other than JSON');
  }
  const parsed = probeOutput.safeParse(json);
  if (!parsed.success) throw new UnreadableMediaError('ffprobe described the file in a way we do not understand');
  const seconds = (value: string | undefined) => {
    const number = Number(value);
    return Number.isFinite(number) && number > 0 ? number : null;
  };
  const videos = parsed.data.streams.filter((stream) => stream.codec_type === 'video' && !stream.disposition?.attached_pic);
  const video = videos.find((stream) => stream.width && stream.height);
  const rotation = video?.side_data_list?.find((data) => data.rotation !== undefined)?.rotation ?? Number(video?.tags?.rotate ?? 0);
  const sideways = Math.abs(rotation) % 180 === 90;
  return {
    durationSeconds: seconds(parsed.data.format?.duration),
    pictureSeconds: seconds(video?.duration),
    picture:
      video?.width && video.height
        ? { width: sideways ? video.height : video.width, height: sideways ? video.width : video.height }
        : null,
    frameRate: parseFrameRate(video?.avg_frame_rate),
    videoStreams: videos.length,
    audioStreams: parsed.data.streams.filter((stream) => stream.codec_type === 'audio').length,
  };
}

/**
 * How long a file whose container states no duration (a browser's recording) plays: its streams
 * are read through without decoding, and no further than just past the longest allowed video.
 */
async function measureDuration(tools: MediaTools, file: string, format: string, signal: AbortSignal): Promise<number> {
  const args = [
    '-hide_banner', '-nostdin', '-v', 'error', ...inputArgs(file, format),
    '-map', '0:v:0', '-map', '0:a:0?', '-c', 'copy', '-t', String(VIDEO_LIMITS.maxSeconds + 5),
    '-f', 'null', '-progress', 'pipe:1', '-nostats', '-',
  ];
  const result = await runTool(tools, tools.ffmpeg, args, { ...PROBE_LIMITS, maxOutputBytes: 1024 * 1024 }, signal, { reads: [file] });
  if (result.code !== 0) throw new UnreadableMediaError(`ffmpeg could not read the file through: ${result.stderrTail.trim()}`);
  const times = [...result.stdout.matchAll(/^out_time_us=(\d+)$/gm)].map((match) => Number(match[1]) / 1e6);
  const seconds = times.at(-1);
  if (!seconds) throw new UnreadableMediaError('the video has no length');
  return seconds;
}

/**
 * What the limits are checked against: the probe, and the length read through the file when its
 * container does not state one. Throws UnreadableMediaError for a file with no picture.
 */
export async function videoFactsOf(tools: MediaTools, file: string, format: string, signal: AbortSignal): Promise<VideoFacts> {
  const probed = await probeMedia(tools, file, format, signal);
  if (!probed.picture) throw new UnreadableMediaError('the file has no picture');
  const durationSeconds = probed.durationSeconds ?? (await measureDuration(tools, file, format, signal));
  return { ...probed, picture: probed.picture, durationSeconds };
}
