import { readBeatDuration } from '../beats/duration';
import type { MediaTools } from '../media/tools';
import type { Runtime } from '../runtime';
import { giveUpProcessing, processSubmissionVideo, queueOutdatedVideos } from '../submissions/processing';
import { packageExistingVideo, queueUnpackagedVideos } from '../submissions/streamBackfill';

/**
 * Takes this instance's share of the media jobs, one of each kind at a time, after queueing (once
 * across instances) the videos whose renditions older rules made, and those without a stream.
 */
export async function startMediaWorkers(runtime: Runtime, tools: MediaTools): Promise<void> {
  await queueOutdatedVideos(runtime);
  await queueUnpackagedVideos(runtime);
  runtime.jobs.work('transcode-video', (data, run) => processSubmissionVideo(runtime, tools, data.submissionId, run));
  runtime.jobs.work('transcode-video-failed', (data) => giveUpProcessing(runtime, data.submissionId));
  runtime.jobs.work('beat-duration', (data, run) => readBeatDuration(runtime, tools, data.beatId, run));
  runtime.jobs.work('package-stream', (data, run) => packageExistingVideo(runtime, tools, data.submissionId, run));
}
