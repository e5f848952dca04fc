import { MAX_VIDEO_SECONDS } from '../../../common/videoLimits';
import { newRecorder, type RecordingFormat } from './captureSettings';
import { connectMix, type EffectSettings } from './effects';
import { problemDetail, type Take } from './take';
import { openVoiceTap } from './voiceTap';

/** Stops a little short of the upload limit, so the finished file still fits. */
const STOP_AT_SHARE = 0.96;

export interface LiveTakeEnd {
  take: Take;
  /** Why the recording ended early, if it did (a recorder error). */
  problem: string | null;
  reachedSizeLimit: boolean;
  reachedTimeLimit: boolean;
}

export interface LiveTake {
  /** Settles once the recorder has stopped, by stop() or by itself; rejects when nothing was recorded. */
  finished: Promise<LiveTakeEnd>;
  stop(): void;
}

interface LiveTakeOptions {
  context: AudioContext;
  camera: MediaStream;
  beat: AudioBuffer;
  effects: EffectSettings;
  format: RecordingFormat;
  /** The largest file the server takes (SiteRules.maxVideoBytes). */
  maxBytes: number;
}

/**
 * Starts recording the camera's picture with one audio track: the microphone and the looping beat
 * mixed with the effects in one Web Audio graph (a recorder takes only the first audio track, so the
 * mix must be made before it). The beat also plays to the poet's headphones, at most at full volume;
 * the untouched voice is kept beside the recording for re-rendering.
 */
export async function startLiveTake({ context, camera, beat, effects, format, maxBytes }: LiveTakeOptions): Promise<LiveTake> {
  const microphone = new MediaStreamAudioSourceNode(context, { mediaStream: camera });
  const tap = await openVoiceTap(context, microphone);
  const beatSource = new AudioBufferSourceNode(context, { buffer: beat, loop: true });
  const mixed = new MediaStreamAudioDestinationNode(context, { channelCount: 2 });
  const mix = connectMix(context, microphone, beatSource, effects);
  mix.connect(mixed);
  beatSource.connect(new GainNode(context, { gain: Math.min(1, effects.beatVolume) })).connect(context.destination);

  const recorder = newRecorder(new MediaStream([...camera.getVideoTracks(), ...mixed.stream.getAudioTracks()]), format);
  const chunks: Blob[] = [];
  let bytes = 0;
  let problem: string | null = null;
  let reachedSizeLimit = false;
  let reachedTimeLimit = false;
  const stop = () => {
    if (recorder.state !== 'inactive') recorder.stop();
  };
  recorder.addEventListener('dataavailable', (event) => {
    if (event.data.size === 0) return;
    chunks.push(event.data);
    bytes += event.data.size;
    if (bytes >= maxBytes * STOP_AT_SHARE) {
      reachedSizeLimit = true;
      stop();
    }
  });
  recorder.addEventListener('error', (event) => {
    problem = problemDetail('error' in event ? event.error : event);
  });

  // The recorder, the beat and the voice tap start together, so the beat sits where the poet heard it.
  const beatStartTime = context.currentTime;
  recorder.start(1000);
  beatSource.start(beatStartTime);
  tap.start();
  const timeLimit = setTimeout(() => {
    reachedTimeLimit = true;
    stop();
  }, MAX_VIDEO_SECONDS * 1000);
  const finished = new Promise<LiveTakeEnd>((resolve, reject) => {
    recorder.addEventListener('stop', () => {
      clearTimeout(timeLimit);
      void (async () => {
        const voice = await tap.stop();
        beatSource.stop();
        beatSource.disconnect();
        microphone.disconnect();
        mix.disconnect();
        if (chunks.length === 0) return reject(new Error(problem ?? 'Nothing was recorded.'));
        const video = new Blob(chunks, { type: format.mimeType });
        resolve({ take: { recorded: video, video, format, effects, voice, beatStartTime }, problem, reachedSizeLimit, reachedTimeLimit });
      })().catch(reject);
    });
  });

  return { finished, stop };
}
