import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface ClipOptions {
  seconds: number;
  width: number;
  height: number;
  /** WebM/VP8 as a browser records, or MP4/H.264. */
  container: 'webm' | 'mp4';
}

/** A test pattern with a tone, made by ffmpeg for the test: tiny, fast to make, and real media. */
export async function makeClip({ seconds, width, height, container }: ClipOptions): Promise<Buffer> {
  const folder = await mkdtemp(path.join(tmpdir(), 'spoken-clip-'));
  const file = path.join(folder, `clip.${container}`);
  const codecs = container === 'webm' ? ['-c:v', 'libvpx', '-deadline', 'realtime', '-cpu-used', '8', '-b:v', '1M', '-c:a', 'libopus'] : ['-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac'];
  try {
    await run('ffmpeg', [
      '-v', 'error', '-y',
      '-f', 'lavfi', '-i', `testsrc2=size=${width}x${height}:rate=24:duration=${seconds}`,
      '-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`,
      ...codecs, '-shortest', file,
    ]);
    return await readFile(file);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

export interface MediaDescription {
  durationSeconds: number;
  streams: { codec: string; width?: number; height?: number }[];
}

/** What ffprobe reads in a file or a URL. */
export async function describeMedia(source: string): Promise<MediaDescription> {
  const { stdout } = await run('ffprobe', ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', source]);
  const parsed = JSON.parse(stdout) as { format: { duration: string }; streams: { codec_name: string; width?: number; height?: number }[] };
  return {
    durationSeconds: Number(parsed.format.duration),
    streams: parsed.streams.map((stream) => ({ codec: stream.codec_name, width: stream.width, height: stream.height })),
  };
}

/** The types of an MP4's top-level boxes, in file order: a play-ready file has 'moov' before 'mdat'. */
export function topLevelBoxes(file: Buffer): string[] {
  const types: string[] = [];
  for (let offset = 0; offset + 8 <= file.length; ) {
    let size = file.readUInt32BE(offset);
    const type = file.toString('latin1', offset + 4, offset + 8);
    if (size === 1) size = Number(file.readBigUInt64BE(offset + 8));
    else if (size === 0) size = file.length - offset;
    if (size < 8) throw new Error(`a box of ${size} bytes at ${offset}`);
    types.push(type);
    offset += size;
  }
  return types;
}
