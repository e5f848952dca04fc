import { roomImpulse } from './impulseResponse';

/** The studio's sound settings: the beat's volume (0 to 2, 1 as it was made) and echo and reverb amounts (0 to 1). */
export interface EffectSettings {
  beatVolume: number;
  echo: number;
  reverb: number;
}

/** SPEC.md section 9's defaults. */
export const DEFAULT_EFFECTS: EffectSettings = { beatVolume: 1, echo: 0.2, reverb: 0.3 };

export function sameEffects(a: EffectSettings, b: EffectSettings): boolean {
  return a.beatVolume === b.beatVolume && a.echo === b.echo && a.reverb === b.reverb;
}

const ECHO_DELAY_SECONDS = 0.32;
const ECHO_FEEDBACK = 0.45;

/**
 * Wires the studio's mix into `context`, live or offline alike, so a re-render sounds like the take:
 * the voice (folded to mono) dry, through a feedback delay (echo) and through a convolver with a
 * generated room (reverb); the beat at its volume beside it, untouched by the voice's effects.
 * Returns the node the finished sound comes out of.
 */
export function connectMix(context: BaseAudioContext, voice: AudioNode, beat: AudioNode, settings: EffectSettings): AudioNode {
  const output = new GainNode(context);
  const voiceBus = new GainNode(context, { channelCount: 1, channelCountMode: 'explicit', channelInterpretation: 'speakers' });
  voice.connect(voiceBus).connect(output);

  const delay = new DelayNode(context, { delayTime: ECHO_DELAY_SECONDS, maxDelayTime: 1 });
  const feedback = new GainNode(context, { gain: ECHO_FEEDBACK });
  voiceBus.connect(delay).connect(feedback).connect(delay);
  delay.connect(new GainNode(context, { gain: settings.echo })).connect(output);

  const room = new ConvolverNode(context, { buffer: roomImpulse(context) });
  voiceBus.connect(room).connect(new GainNode(context, { gain: settings.reverb })).connect(output);

  beat.connect(new GainNode(context, { gain: settings.beatVolume })).connect(output);
  return output;
}
