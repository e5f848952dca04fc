import { readBeatDuration } from '../beats/duration';
import { findMediaTools } from '../media/tools';
import type { Runtime } from '../runtime';
import { giveUpProcessing, processSubmissionVideo } from '../submissions/processing';

/**
 * Takes this instance's share of the media jobs, one of each kind at a time. Without ffmpeg on
 * PATH it warns once and takes none: videos then play as uploaded until an instance with ffmpeg
 * processes them.
 */
export async function startMediaWorkers(runtime: Runtime): Promise<void> {
  const tools = await findMediaTools();
  if (!tools) {
    runtime.log.warn('ffmpeg, ffprobe or nice is not on PATH: videos are served as uploaded, without renditions, posters or durations');
    return;
  }
  await runtime.jobs.work('transcode-video', (data, run) => processSubmissionVideo(runtime, tools, data.submissionId, run));
  await runtime.jobs.work('transcode-video-failed', (data) => giveUpProcessing(runtime, data.submissionId));
  await runtime.jobs.work('beat-duration', (data, run) => readBeatDuration(runtime, tools, data.beatId, run));
}
