/**
 * bench/bitrate: which studio recording bitrate the viewer can tell apart, after the transcode.
 * One clip of a scene with a smooth backdrop, fine detail, a subject moving across it and camera
 * noise is recorded as the studio's recorder does (VP9 WebM in real time with Opus sound) at each
 * bitrate, each take goes through the submission job's transcode, and the 1080p rendition is
 * compared with the source frame by frame (SSIM). The chosen bitrate is the lowest whose rendition
 * is within SSIM_TOLERANCE of the best and whose ten-minute take fits the upload limit with margin.
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { MAX_VIDEO_SECONDS } from '../common/videoLimits';
import { findMediaTools } from '../server/media/tools';
import { makeScene } from './scene';
import { transcodeVideo } from '../server/media/transcode';
import { MAX_VIDEO_BYTES } from '../server/uploads/videoUploads';
import { BITRATES } from '../web/src/studio/captureSettings';

const CLIP_SECONDS = Number(process.env.CLIP_SECONDS ?? 10);
const VIDEO_BPS = [2, 3, 4, 5, 6, 8].map((mbps) => mbps * 1_000_000);
const SSIM_TOLERANCE = 0.005;
const MB = 1024 * 1024;
/** A ten-minute take may use at most this share of the upload limit: harder scenes than this one run over the target. */
const SIZE_MARGIN = 0.8;

const run = promisify(execFile);
const ffmpeg = (args: string[]) => run('ffmpeg', ['-hide_banner', '-nostdin', '-v', 'error', '-y', ...args], { maxBuffer: 16 * MB });

/** A take as the browser's recorder makes one: VP9 in real time, no look-ahead, rate-controlled to `videoBps`, Opus sound. */
async function recordTake(source: string, videoBps: number, file: string): Promise<void> {
  await ffmpeg([
    '-i', source,
    '-c:v', 'libvpx-vp9', '-deadline', 'realtime', '-cpu-used', '8', '-row-mt', '1', '-lag-in-frames', '0',
    '-b:v', String(videoBps), '-undershoot-pct', '100', '-overshoot-pct', '15', '-g', '100',
    '-c:a', 'libopus', '-b:a', String(BITRATES.audioBitsPerSecond), file,
  ]);
}

async function ssimAgainst(rendition: string, reference: string): Promise<number> {
  const { stderr } = await run('ffmpeg', ['-hide_banner', '-nostdin', '-i', rendition, '-i', reference, '-lavfi', '[0:v][1:v]ssim', '-f', 'null', '-'], { maxBuffer: 16 * MB });
  const all = /SSIM .* All:([\d.]+)/.exec(stderr)?.[1];
  if (!all) throw new Error(`ffmpeg printed no SSIM: ${stderr.slice(-500)}`);
  return Number(all);
}

interface Measured {
  videoBps: number;
  tenMinuteBytes: number;
  ssim: number;
}

/** The lowest bitrate as good as the best within SSIM_TOLERANCE whose ten minutes, measured or nominal, fit the margin. */
function choose(rows: Measured[]): Measured {
  const best = Math.max(...rows.map((row) => row.ssim));
  const fits = (row: Measured) => {
    const nominal = ((row.videoBps + BITRATES.audioBitsPerSecond) / 8) * MAX_VIDEO_SECONDS;
    return Math.max(nominal, row.tenMinuteBytes) <= MAX_VIDEO_BYTES * SIZE_MARGIN;
  };
  const chosen = rows.find((row) => row.ssim >= best - SSIM_TOLERANCE && fits(row));
  if (!chosen) throw new Error('no bitrate is both good enough and small enough');
  return chosen;
}

async function main(): Promise<void> {
  const found = await findMediaTools();
  if ('missing' in found) throw new Error(`missing media tools: ${found.missing.join(', ')}`);
  const folder = await mkdtemp(path.join(tmpdir(), 'spoken-bench-bitrate-'));
  try {
    const source = await makeScene(folder, CLIP_SECONDS);
    const rows: Measured[] = [];
    for (const videoBps of VIDEO_BPS) {
      const take = path.join(folder, `take-${videoBps}.webm`);
      await recordTake(source, videoBps, take);
      const out = path.join(folder, `renditions-${videoBps}`);
      await mkdir(out);
      // Picture quality alone is measured: the tools run unconfined, as this process's user.
      const video = await transcodeVideo({ ...found.tools, sandbox: null }, take, 'webm', out, AbortSignal.timeout(600_000));
      const fullHd = video.renditions.find((rendition) => rendition.height === 1080);
      if (!fullHd) throw new Error('the transcode made no 1080p rendition');
      const bytes = (await stat(take)).size;
      const row = { videoBps, tenMinuteBytes: (bytes / CLIP_SECONDS) * MAX_VIDEO_SECONDS, ssim: await ssimAgainst(fullHd.file, source) };
      rows.push(row);
      console.log(`${(videoBps / 1e6).toFixed(0)} Mbps: 10 min ≈ ${Math.round(row.tenMinuteBytes / MB)} MB, SSIM of the 1080p rendition ${row.ssim.toFixed(4)}`);
    }
    const chosen = choose(rows);
    console.log(`chosen: ${chosen.videoBps / 1e6} Mbps (best SSIM ${Math.max(...rows.map((row) => row.ssim)).toFixed(4)}, tolerance ${SSIM_TOLERANCE}, 10 min within ${SIZE_MARGIN * 100}% of ${MAX_VIDEO_BYTES / MB} MB)`);
    console.log(
      JSON.stringify({
        bench: 'bitrate',
        clip_s: CLIP_SECONDS,
        rows: rows.map((row) => ({ video_bps: row.videoBps, ten_min_mb: Math.round(row.tenMinuteBytes / MB), ssim_1080p: Number(row.ssim.toFixed(4)) })),
        chosen_video_bps: chosen.videoBps,
      }),
    );
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

await main();
