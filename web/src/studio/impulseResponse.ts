const SECONDS = 2.4;
const DECAY = 3.2;
const PRE_DELAY_SECONDS = 0.012;

/**
 * A room's answer to a clap, made rather than recorded: stereo noise that dies away exponentially,
 * with the two sides independent so the reverb sounds wide. Darker as it fades, like a real hall.
 */
export function roomImpulse(context: BaseAudioContext): AudioBuffer {
  const rate = context.sampleRate;
  const length = Math.round(SECONDS * rate);
  const impulse = context.createBuffer(2, length, rate);
  const preDelay = Math.round(PRE_DELAY_SECONDS * rate);
  for (let channel = 0; channel < 2; channel += 1) {
    const data = impulse.getChannelData(channel);
    let smoothed = 0;
    for (let index = preDelay; index < length; index += 1) {
      const progress = (index - preDelay) / (length - preDelay);
      // A one-pole low-pass whose cut-off falls over the tail: high frequencies die first.
      const pole = 0.1 + 0.85 * progress;
      smoothed = pole * smoothed + (1 - pole) * (Math.random() * 2 - 1);
      data[index] = smoothed * Math.pow(1 - progress, DECAY);
    }
  }
  return impulse;
}
