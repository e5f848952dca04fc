import { z } from 'zod';
import { runNiced, type MediaTools } from './tools';

/** The file is not media ffprobe can read, or has no picture where one is needed: trying again will not help. */
export class UnreadableMediaError extends Error {
  override name = 'UnreadableMediaError';
}

export interface ProbedMedia {
  /** Null when the container does not say (MediaRecorder's WebM, for one). */
  durationSeconds: number | null;
  /** The picture as it is shown, rotation applied; null for audio. */
  picture: { width: number; height: number } | null;
}

const probeOutput = z.object({
  format: z.object({ duration: z.string().optional() }).optional(),
  streams: z
    .array(
      z.object({
        codec_type: z.string().optional(),
        width: z.number().optional(),
        height: z.number().optional(),
        tags: z.record(z.string(), z.string()).optional(),
        side_data_list: z.array(z.object({ rotation: z.number().optional() })).optional(),
      }),
    )
    .default([]),
});

/** Reads a media file's duration and picture size with ffprobe. */
export async function probeMedia(tools: MediaTools, file: string, signal: AbortSignal): Promise<ProbedMedia> {
  const result = await runNiced(tools, tools.ffprobe, ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file], signal);
  if (result.code !== 0) throw new UnreadableMediaError(`ffprobe exited with ${result.code}: ${result.stderrTail.trim()}`);
  const parsed = probeOutput.safeParse(JSON.parse(result.stdout || '{}'));
  if (!parsed.success) throw new UnreadableMediaError('ffprobe described the file in a way we do not understand');
  const duration = Number(parsed.data.format?.duration);
  const video = parsed.data.streams.find((stream) => stream.codec_type === 'video' && stream.width && stream.height);
  const rotation = video?.side_data_list?.find((data) => data.rotation !== undefined)?.rotation ?? Number(video?.tags?.rotate ?? 0);
  const sideways = Math.abs(rotation) % 180 === 90;
  return {
    durationSeconds: Number.isFinite(duration) && duration > 0 ? duration : null,
    picture:
      video?.width && video.height
        ? { width: sideways ? video.height : video.width, height: sideways ? video.width : video.height }
        : null,
  };
}
