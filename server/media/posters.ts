import path from 'node:path';
import { PROBE_LIMITS } from './limits';
import { inputArgs } from './probe';
import { runTool, ToolFailedError, type MediaTools } from './tools';

/** The widths a poster is made in, for cards on phones, cards on wide screens and the poem's own page. */
export const POSTER_WIDTHS = [320, 640, 1280] as const;

export const POSTER_TYPES = [
  { type: 'image/webp', extension: 'webp', codec: ['-c:v', 'libwebp', '-quality', '75'] },
  { type: 'image/jpeg', extension: 'jpg', codec: ['-q:v', '3'] },
] as const;

export interface PosterFile {
  width: number;
  height: number;
  type: string;
  file: string;
}

const even = (value: number) => Math.max(2, Math.round(value / 2) * 2);

/** The poster sizes for a picture: each of POSTER_WIDTHS it reaches, or its own width when it is narrower than them all. */
export function posterSizes(picture: { width: number; height: number }): { width: number; height: number }[] {
  const reached = POSTER_WIDTHS.filter((width) => width <= picture.width);
  const widths = reached.length > 0 ? reached : [picture.width - (picture.width % 2)];
  return widths.map((width) => ({ width, height: even((width * picture.height) / picture.width) }));
}

// Nothing of the video's own description is carried into the images.
const WITHOUT_METADATA = ['-map_metadata', '-1', '-fflags', '+bitexact'];

/**
 * Writes the poster of `video` (an MP4 rendition showing `picture`) as WebP and JPEG in every size
 * of posterSizes into `folder`, from the frame at `atSeconds`, decoded once. Throws ToolFailedError
 * when ffmpeg fails.
 */
export async function makePosters(
  tools: MediaTools,
  video: string,
  picture: { width: number; height: number },
  atSeconds: number,
  folder: string,
  signal: AbortSignal,
): Promise<PosterFile[]> {
  const sizes = posterSizes(picture);
  const kinds = POSTER_TYPES.length;
  const filters = [
    `[0:v:0]split=${sizes.length}${sizes.map((_, index) => `[s${index}]`).join('')}`,
    ...sizes.map(({ width, height }, index) => `[s${index}]scale=${width}:${height},setsar=1,split=${kinds}${POSTER_TYPES.map((_, kind) => `[p${index}_${kind}]`).join('')}`),
  ].join(';');
  const outputs = sizes.flatMap(({ width, height }, index) =>
    POSTER_TYPES.map(({ type, extension, codec }, kind) => ({
      poster: { width, height, type, file: path.join(folder, `poster-${width}.${extension}`) },
      args: ['-map', `[p${index}_${kind}]`, '-frames:v', '1', ...codec, ...WITHOUT_METADATA],
    })),
  );
  const args = ['-hide_banner', '-nostdin', '-v', 'error', '-y', '-ss', atSeconds.toFixed(3), ...inputArgs(video, 'mov'), '-filter_complex', filters, ...outputs.flatMap((output) => [...output.args, output.poster.file])];
  const result = await runTool(tools, tools.ffmpeg, args, PROBE_LIMITS, signal, { reads: [video], writesIn: folder });
  if (result.code !== 0) throw new ToolFailedError(`ffmpeg could not make the posters: ${result.stderrTail.trim()}`);
  return outputs.map((output) => output.poster);
}
