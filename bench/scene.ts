/**
 * A test scene with what makes camera footage hard to compress: a detailed backdrop, a subject
 * moving across it and sensor noise on every frame, with a voice-like tone. Shared by the benches
 * that need real-looking video (bitrate, data).
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const MB = 1024 * 1024;
const run = promisify(execFile);
const ffmpeg = (args: string[]) => run('ffmpeg', ['-hide_banner', '-nostdin', '-v', 'error', '-y', ...args], { maxBuffer: 16 * MB });

/** How the scene is written: lossless by default, for comparisons against it. */
export interface SceneEncoding {
  fileName: string;
  codecArgs: string[];
}

export const LOSSLESS: SceneEncoding = { fileName: 'source.mkv', codecArgs: ['-c:v', 'libx264', '-preset', 'ultrafast', '-qp', '0', '-c:a', 'pcm_s16le'] };

/** As a phone uploads it: H.264 at 8 Mbps with AAC sound, in MP4. */
export const PHONE_UPLOAD: SceneEncoding = {
  fileName: 'upload.mp4',
  codecArgs: ['-c:v', 'libx264', '-preset', 'veryfast', '-b:v', '8M', '-maxrate', '10M', '-bufsize', '16M', '-c:a', 'aac', '-movflags', '+faststart'],
};

/** A still of fractal detail and smooth colour, rendered once: the room behind the poet. */
async function makeBackdrop(folder: string): Promise<string> {
  const file = path.join(folder, 'backdrop.png');
  await ffmpeg(['-f', 'lavfi', '-i', 'mandelbrot=size=1920x1080:start_scale=0.02:start_x=-0.7435669:start_y=0.1314023:maxiter=600:inner=mincol', '-frames:v', '1', file]);
  return file;
}

/** The 1080p scene, `seconds` long, written in `folder`: the backdrop muted, a detailed subject swaying over it, noise on every frame. */
export async function makeScene(folder: string, seconds: number, encoding: SceneEncoding = LOSSLESS): Promise<string> {
  const backdrop = await makeBackdrop(folder);
  const file = path.join(folder, encoding.fileName);
  const scene = [
    '[0:v]split[a][b]',
    '[a]hue=s=0.45[room]',
    "[b]crop=640:900:x='700+160*sin(t)':y='90+60*cos(0.7*t)',hue=s=0.8[poet]",
    "[room][poet]overlay=x='640+260*sin(2*PI*t/5)':y='120+20*sin(2*PI*t/1.3)',noise=alls=5:allf=t,format=yuv420p[v]",
  ].join(';');
  await ffmpeg([
    '-loop', '1', '-framerate', '30', '-t', String(seconds), '-i', backdrop,
    '-f', 'lavfi', '-i', `sine=frequency=220:beep_factor=3:duration=${seconds}`,
    '-filter_complex', scene, '-map', '[v]', '-map', '1:a',
    ...encoding.codecArgs, file,
  ]);
  return file;
}
