import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

// ffmpeg and ffprobe come from Debian's ffmpeg package.
const run = promisify(execFile);
const MAX_BUFFER = 256 * 1024 * 1024;

export interface StreamInfo {
  codec_type: 'video' | 'audio' | string;
  codec_name: string;
  width?: number;
  height?: number;
  sample_rate?: string;
}

/** The streams ffprobe finds in a file; it throws on a file that is not media. */
export async function probeStreams(file: string): Promise<StreamInfo[]> {
  const { stdout } = await run('ffprobe', ['-v', 'error', '-show_entries', 'stream=codec_type,codec_name,width,height,sample_rate', '-of', 'json', file]);
  return (JSON.parse(stdout) as { streams: StreamInfo[] }).streams;
}

/**
 * How long one kind of stream lasts, from its packets: a recorder's WebM states no duration, so the
 * end of its last packet is the only measure.
 */
export async function streamSeconds(file: string, kind: 'audio' | 'video'): Promise<number> {
  const { stdout } = await run('ffprobe', ['-v', 'error', '-select_streams', kind[0] ?? 'a', '-show_entries', 'packet=pts_time,duration_time', '-of', 'csv=p=0', file], { maxBuffer: MAX_BUFFER });
  let end = 0;
  for (const line of stdout.trim().split('\n')) {
    const [pts, duration] = line.split(',').map(Number);
    if (Number.isFinite(pts)) end = Math.max(end, (pts ?? 0) + (Number.isFinite(duration) ? (duration ?? 0) : 0));
  }
  return end;
}

const RATE = 16_000;

/** The file's audio through a narrow band-pass around `hz` (a twentieth of its frequency wide), as mono samples. */
async function bandSamples(file: string, hz: number): Promise<Float32Array> {
  const { stdout } = await run('ffmpeg', ['-v', 'error', '-i', file, '-vn', '-af', `bandpass=f=${hz}:width_type=q:w=20`, '-ac', '1', '-ar', String(RATE), '-f', 'f32le', '-'], {
    encoding: 'buffer',
    maxBuffer: MAX_BUFFER,
  });
  return new Float32Array(stdout.buffer, stdout.byteOffset, stdout.length / 4);
}

const decibels = (meanSquare: number) => 10 * Math.log10(meanSquare + 1e-12);

export interface BandLevel {
  /** The band's level over the whole file, in dB below full scale. */
  mean: number;
  /** The level of its quietest moments: the 20th percentile of 20 ms windows, in dB. */
  quiet: number;
}

/** How loud the audio is around `hz`: over the whole file, and in its gaps. */
export async function bandLevel(file: string, hz: number): Promise<BandLevel> {
  const samples = await bandSamples(file, hz);
  const window = RATE / 50;
  const levels: number[] = [];
  let total = 0;
  for (let start = 0; start + window <= samples.length; start += window) {
    let sum = 0;
    for (let index = start; index < start + window; index += 1) sum += (samples[index] ?? 0) ** 2;
    total += sum;
    levels.push(decibels(sum / window));
  }
  levels.sort((a, b) => a - b);
  return { mean: decibels(total / Math.max(1, levels.length * window)), quiet: levels[Math.floor(levels.length * 0.2)] ?? -120 };
}

/** A WAV file of a steady sine tone, for a beat whose sound is easy to find in a recording. */
export async function toneWav(hz: number, seconds: number): Promise<Buffer> {
  const folder = await mkdtemp(path.join(tmpdir(), 'spoken-tone-'));
  const file = path.join(folder, 'tone.wav');
  try {
    await run('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', `sine=frequency=${hz}:sample_rate=48000:duration=${seconds}`, '-af', 'volume=2', '-ac', '1', file]);
    return await readFile(file);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/**
 * A real MP4 of about `megabytes` (sound and picture), made large by picture noise at near-lossless
 * quality: big enough for an upload to be caught midway, short enough to transcode quickly.
 */
export async function largeVideoFile(file: string, megabytes: number): Promise<void> {
  // Noise at 640x360 and this quality comes to about 12 MB a second.
  const seconds = Math.max(1, Math.round(megabytes / 12));
  await run('ffmpeg', [
    '-v', 'error', '-y',
    '-f', 'lavfi', '-i', `color=c=gray:s=640x360:r=30:d=${seconds}`,
    '-f', 'lavfi', '-i', `sine=duration=${seconds}`,
    '-vf', 'noise=alls=80:allf=t', '-c:v', 'libx264', '-preset', 'ultrafast', '-qp', '8', '-pix_fmt', 'yuv420p',
    '-c:a', 'aac', '-shortest', file,
  ]);
}
