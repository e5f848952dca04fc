import { availableParallelism } from 'node:os';
import { MAX_VIDEO_SECONDS } from '../../common/videoLimits';
import type { ToolLimits } from './tools';

/** What a poem's video may be, checked from its probe before any work is done on it. */
export const VIDEO_LIMITS = {
  maxSeconds: MAX_VIDEO_SECONDS,
  maxLongerSide: 4096,
  maxFrameRate: 60,
} as const;

/** `30 seconds`, `1 second`. */
const secondsText = (seconds: number) => `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;

/** Why a video is refused, in words for the poet (shown on the submission and mailed). */
export const REFUSALS = {
  tooShort: (minSeconds: number) => `The video is shorter than ${secondsText(minSeconds)}. Please record a poem of at least ${secondsText(minSeconds)}.`,
  tooLong: 'The video is longer than 10 minutes. Please upload a poem of at most 10 minutes.',
  tooLarge: 'The picture is larger than 4096 pixels on its longer side. Please upload a smaller video.',
  tooFast: 'The video has more than 60 frames a second. Please upload it at 60 frames a second or fewer.',
  streams: 'The file must hold one video and at most one sound track.',
} as const;

/** The file is a video we will not process, for a reason the poet can act on. */
export class RefusedMediaError extends Error {
  override name = 'RefusedMediaError';
  constructor(readonly reason: string) {
    super(reason);
  }
}

export interface VideoFacts {
  durationSeconds: number;
  picture: { width: number; height: number };
  /** Frames a second as the file states them on average; null when it does not say. */
  frameRate: number | null;
  videoStreams: number;
  audioStreams: number;
}

// A take stopped at ten minutes runs a frame or two over, and one the studio timed at the shortest
// may read a frame or two under from its file; a second of grace keeps both.
const DURATION_GRACE_SECONDS = 1;

/**
 * Throws RefusedMediaError when the video is over any of VIDEO_LIMITS, shorter than `minSeconds`
 * (0: no shortest) or has other streams than one picture and one sound.
 */
export function checkVideoLimits(facts: VideoFacts, minSeconds = 0): void {
  if (facts.videoStreams !== 1 || facts.audioStreams > 1) throw new RefusedMediaError(REFUSALS.streams);
  if (minSeconds > 0 && facts.durationSeconds < minSeconds - DURATION_GRACE_SECONDS) throw new RefusedMediaError(REFUSALS.tooShort(minSeconds));
  if (facts.durationSeconds > VIDEO_LIMITS.maxSeconds + DURATION_GRACE_SECONDS) throw new RefusedMediaError(REFUSALS.tooLong);
  if (Math.max(facts.picture.width, facts.picture.height) > VIDEO_LIMITS.maxLongerSide) throw new RefusedMediaError(REFUSALS.tooLarge);
  if (facts.frameRate !== null && facts.frameRate > VIDEO_LIMITS.maxFrameRate + 0.5) throw new RefusedMediaError(REFUSALS.tooFast);
}

const MB = 1024 * 1024;

/** ffprobe reads headers only: a few seconds and a little memory, and a description of a few KB. */
export const PROBE_LIMITS: ToolLimits = { cpuSeconds: 30, memoryBytes: 1024 * MB, wallSeconds: 60, maxOutputBytes: 256 * 1024 };

/**
 * Threads for each decoder, filter graph and encoder: one a core, at most 4. Memory grows with
 * threads (a 4096x4096 60 fps source through the three renditions needed 3 GB of address space
 * with 16 threads, 1.2 GB with 4), so a bigger machine gets more workers rather than more threads
 * per job; on 2 cores, 4 threads cost about 4% more CPU than 2.
 */
export const TRANSCODE_THREADS = Math.min(4, availableParallelism());

const FULL_HD_PIXEL_RATE = 1920 * 1080 * 30;

/**
 * What one transcode of `facts` may use. Measured on 2 cores, with three renditions at 4 threads:
 * 1.9 CPU seconds per second of 1080p30 video, 5.3 per second of 2160p60; memory at most 1.2 GB
 * (2160p60 and 4096x4096). The CPU budget allows three times the fitted cost (1.4 + 0.5 per
 * 1080p30's worth of pixels a second), and the wall clock four times the CPU budget, since at the
 * lowest priority a busy machine gives the job little CPU (2.5 CPU seconds took 77 s beside a
 * loaded test run).
 */
export function transcodeLimits(facts: Pick<VideoFacts, 'durationSeconds' | 'picture' | 'frameRate'>): ToolLimits {
  const pixelRate = facts.picture.width * facts.picture.height * Math.min(facts.frameRate ?? VIDEO_LIMITS.maxFrameRate, VIDEO_LIMITS.maxFrameRate);
  const cpuPerSecond = 3 * (1.4 + 0.5 * (pixelRate / FULL_HD_PIXEL_RATE));
  const cpuSeconds = 60 + facts.durationSeconds * cpuPerSecond;
  return { cpuSeconds, memoryBytes: 2048 * MB, wallSeconds: 4 * cpuSeconds, maxOutputBytes: 64 * 1024 };
}

/** The longest any allowed video's transcode may take: the job queue's last-resort expiry. */
export const LONGEST_TRANSCODE_SECONDS = transcodeLimits({
  durationSeconds: VIDEO_LIMITS.maxSeconds + DURATION_GRACE_SECONDS,
  picture: { width: VIDEO_LIMITS.maxLongerSide, height: VIDEO_LIMITS.maxLongerSide },
  frameRate: VIDEO_LIMITS.maxFrameRate,
}).wallSeconds;
