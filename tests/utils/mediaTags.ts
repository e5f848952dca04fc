import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface Tags {
  /** The file's own tags: title, location, ... */
  file?: Record<string, string>;
  /** The video stream's tags. */
  video?: Record<string, string>;
}

const tagArguments = (option: string, tags: Record<string, string> = {}) => Object.entries(tags).flatMap(([name, value]) => [option, `${name}=${value}`]);

/** `clip` (an MP4 from makeClip) in a QuickTime MOV, as phones record, carrying `tags`; the media is copied as it is. */
export async function movWithTags(clip: Buffer, tags: Tags): Promise<Buffer> {
  const folder = await mkdtemp(path.join(tmpdir(), 'spoken-tags-'));
  try {
    await writeFile(path.join(folder, 'clip.mp4'), clip);
    await run('ffmpeg', [
      '-v', 'error', '-y', '-i', path.join(folder, 'clip.mp4'), '-c', 'copy',
      ...tagArguments('-metadata', tags.file), ...tagArguments('-metadata:s:v:0', tags.video),
      path.join(folder, 'tagged.mov'),
    ]);
    return await readFile(path.join(folder, 'tagged.mov'));
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** The tags ffprobe reads in a file or a URL, as its JSON: the container's and each stream's. */
export async function probeTags(source: string): Promise<string> {
  const { stdout } = await run('ffprobe', ['-v', 'error', '-show_entries', 'format_tags:stream_tags', '-of', 'json', source]);
  return stdout;
}
