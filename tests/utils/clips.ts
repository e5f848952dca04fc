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
  /** WebM/VP8 as a browser records, MP4/H.264, or H.264 in Matroska (a type Spoken refuses). */
  container: 'webm' | 'mp4' | 'mkv';
  /** Frames a second; 24 unless given. */
  rate?: number;
  /** A second picture beside the first. */
  secondVideo?: boolean;
  /** A WebM that states no duration, as MediaRecorder writes it. */
  unknownDuration?: boolean;
  /** A picture that stops this long after the start while the sound goes on, as a camera that stalls. */
  pictureSeconds?: number;
}

/** A test pattern with a tone, made by ffmpeg for the test: tiny, fast to make, and real media. */
export async function makeClip({ seconds, width, height, container, rate = 24, secondVideo = false, unknownDuration = false, pictureSeconds }: ClipOptions): Promise<Buffer> {
  const folder = await mkdtemp(path.join(tmpdir(), 'spoken-clip-'));
  const file = path.join(folder, `clip.${container}`);
  const codecs = container === 'webm' ? ['-c:v', 'libvpx', '-deadline', 'realtime', '-cpu-used', '8', '-b:v', '1M', '-c:a', 'libopus'] : ['-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac'];
  const picture = `testsrc2=size=${width}x${height}:rate=${rate}:duration=${pictureSeconds ?? seconds}`;
  try {
    await run('ffmpeg', [
      '-v', 'error', '-y',
      '-f', 'lavfi', '-i', picture,
      '-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`,
      ...(secondVideo ? ['-f', 'lavfi', '-i', picture, '-map', '0', '-map', '1', '-map', '2'] : []),
      ...codecs, ...(unknownDuration ? ['-live', '1'] : []), ...(pictureSeconds ? [] : ['-shortest']), file,
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

/**
 * `mp4` (whose index comes last, as makeClip writes it) with a title tag of `bytes` control
 * characters added to its index: a file whose full description is hundreds of MB of escaped text.
 */
export function withHugeTitle(mp4: Buffer, bytes: number): Buffer {
  const box = (type: string, ...parts: Buffer[]) => {
    const body = Buffer.concat(parts);
    const head = Buffer.alloc(8);
    head.writeUInt32BE(8 + body.length);
    head.write(type, 4, 'latin1');
    return Buffer.concat([head, body]);
  };
  let offset = 0;
  let moov: { offset: number; size: number } | undefined;
  while (offset + 8 <= mp4.length) {
    const size = mp4.readUInt32BE(offset);
    if (mp4.toString('latin1', offset + 4, offset + 8) === 'moov') moov = { offset, size };
    offset += size;
  }
  if (!moov || moov.offset + moov.size !== mp4.length) throw new Error('the index is not the last box');
  const title = box('\xa9nam', box('data', Buffer.from([0, 0, 0, 1, 0, 0, 0, 0]), Buffer.alloc(bytes, 1)));
  const handler = box('hdlr', Buffer.alloc(8), Buffer.from('mdirappl'), Buffer.alloc(9));
  const userData = box('udta', box('meta', Buffer.alloc(4), handler, box('ilst', title)));
  const grown = Buffer.concat([mp4, userData]);
  grown.writeUInt32BE(moov.size + userData.length, moov.offset);
  return grown;
}
