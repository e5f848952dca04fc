import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describeMedia, type MediaDescription } from './clips';

const run = promisify(execFile);

export interface Variant {
  attributes: Record<string, string>;
  uri: string;
}

/** The variants a master playlist lists, each with its EXT-X-STREAM-INF attributes. */
export function variantsOf(master: string): Variant[] {
  const lines = master.split('\n');
  return lines.flatMap((line, index) => {
    const attributes = /^#EXT-X-STREAM-INF:(.*)$/.exec(line)?.[1];
    if (attributes === undefined) return [];
    const pairs = [...attributes.matchAll(/([A-Z-]+)=("[^"]*"|[^,]*)/g)].map(([, name, value]) => [name ?? '', (value ?? '').replace(/"/g, '')]);
    return [{ attributes: Object.fromEntries(pairs), uri: lines[index + 1] ?? '' }];
  });
}

/** Every URI a media playlist names: its init segment (EXT-X-MAP) first, then its segments. */
export function urisOf(playlist: string): string[] {
  const init = [...playlist.matchAll(/URI="([^"]+)"/g)].map((match) => match[1] ?? '');
  return [...init, ...playlist.split('\n').filter((line) => line !== '' && !line.startsWith('#'))];
}

/** The durations a media playlist gives its segments. */
export function segmentSeconds(playlist: string): number[] {
  return [...playlist.matchAll(/^#EXTINF:([\d.]+),/gm)].map((match) => Number(match[1]));
}

/** The times of the keyframes of a video's picture, in seconds. */
export async function keyframeTimes(source: string): Promise<number[]> {
  const { stdout } = await run('ffprobe', ['-v', 'error', '-select_streams', 'v:0', '-skip_frame', 'nokey', '-show_entries', 'frame=pts_time', '-of', 'csv=p=0', source]);
  return stdout
    .split('\n')
    .filter((line) => /^\d/.test(line))
    .map((line) => Math.round(Number(line.replace(/,$/, '')) * 100) / 100);
}

/** What ffprobe reads in a fragmented MP4 segment played after its init segment, as a player plays it. */
export async function describeSegment(init: Buffer, segment: Buffer): Promise<MediaDescription> {
  const folder = await mkdtemp(path.join(tmpdir(), 'spoken-segment-'));
  try {
    const file = path.join(folder, 'segment.mp4');
    await writeFile(file, Buffer.concat([init, segment]));
    return await describeMedia(file);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
