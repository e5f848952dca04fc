export const COUNTDOWN_SECONDS = 3;
/** A breath between the last beep and the first recorded frame (SPEC.md section 9). */
export const START_DELAY_MS = 300;

/** A short sine beep, made on the spot: nothing is fetched. The last one is higher, as a 'go'. */
export function beep(context: AudioContext, at: number, last: boolean): void {
  const tone = new OscillatorNode(context, { frequency: last ? 1320 : 880 });
  const envelope = new GainNode(context, { gain: 0 });
  envelope.gain.setValueAtTime(0, at);
  envelope.gain.linearRampToValueAtTime(0.3, at + 0.01);
  envelope.gain.exponentialRampToValueAtTime(0.001, at + 0.15);
  tone.connect(envelope).connect(context.destination);
  tone.start(at);
  tone.stop(at + 0.16);
}
