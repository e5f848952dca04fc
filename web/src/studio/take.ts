import type { RecordingFormat } from './captureSettings';
import type { EffectSettings } from './effects';
import type { KeptVoice } from './voiceTap';

/** One recorded performance, with what it takes to render it again with other settings. */
export interface Take {
  /** The video as it was recorded: every re-render starts from it, so quality never degrades. */
  recorded: Blob;
  /** What the poet watches, downloads and submits: the recording or its latest re-render. */
  video: Blob;
  format: RecordingFormat;
  /** The effects `video` carries. */
  effects: EffectSettings;
  voice: KeptVoice;
  /** The audio clock's time when the beat began, to line it up with the voice again. */
  beatStartTime: number;
}

/** How long the take runs, from its kept voice, which the recorder started and stopped with the video. */
export function takeSeconds(take: Pick<Take, 'voice'>): number {
  return take.voice.samples.length / take.voice.sampleRate;
}

/** A readable reason from anything thrown or reported by a browser API. */
export function problemDetail(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (error instanceof Error) return error.name;
  return String(error);
}
