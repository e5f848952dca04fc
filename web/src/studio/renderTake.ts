import { connectMix, type EffectSettings } from './effects';
import type { Take } from './take';

/**
 * The take's sound made again, faster than real time: the kept voice and the beat through the same
 * mix as a live take, with `effects`. As long as the voice, in stereo.
 */
export function renderTakeSound(take: Take, beat: AudioBuffer, effects: EffectSettings): Promise<AudioBuffer> {
  const { samples, sampleRate, startTime } = take.voice;
  if (samples.length === 0) throw new Error('No recording available');
  const context = new OfflineAudioContext({ numberOfChannels: 2, length: samples.length, sampleRate });
  const voice = new AudioBuffer({ numberOfChannels: 1, length: samples.length, sampleRate });
  voice.copyToChannel(samples, 0);
  const voiceSource = new AudioBufferSourceNode(context, { buffer: voice });
  const beatSource = new AudioBufferSourceNode(context, { buffer: beat, loop: true });
  connectMix(context, voiceSource, beatSource, effects).connect(context.destination);
  voiceSource.start(0);
  // Where the beat was when the first voice sample was heard.
  const beatLead = take.beatStartTime - startTime;
  if (beatLead >= 0) beatSource.start(beatLead);
  else beatSource.start(0, -beatLead % beat.duration);
  return context.startRendering();
}
