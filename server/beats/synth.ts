/**
 * Drum loops made in code, for demo beats: no recorded or downloaded audio is needed to show the
 * product working. The output is a 16-bit mono PCM WAV at 22.05 kHz.
 */

export const SYNTH_SAMPLE_RATE = 22_050;
const STEPS_PER_BAR = 16;
const BEATS_PER_BAR = 4;

export interface DrumLoopOptions {
  /** Tempo in beats per minute, 60 to 200. */
  bpm: number;
  /** Length in 4/4 bars, 1 to 16. */
  bars: number;
  /** Chooses the pattern variation and the noise; the same seed gives the same bytes. */
  seed: number;
}

/** Mulberry32: small, fast and good enough for noise that must be repeatable. */
function randomSource(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
}

interface Pattern {
  kick: Set<number>;
  snare: Set<number>;
  hat: Set<number>;
  openHat: Set<number>;
}

/** A backbeat (kick on 1 and 3, snare on 2 and 4) with seed-chosen extra kicks, ghost snares and hat density. */
function patternFor(random: () => number): Pattern {
  const extraKicks = [[10], [7, 10], [3, 11], [6, 14], [10, 15]];
  const kick = new Set([0, 8, ...(extraKicks[Math.floor(random() * extraKicks.length)] ?? [])]);
  const snare = new Set([4, 12]);
  if (random() < 0.5) snare.add(random() < 0.5 ? 15 : 7);
  const sixteenths = random() < 0.4;
  const hat = new Set(Array.from({ length: STEPS_PER_BAR }, (_, step) => step).filter((step) => sixteenths || step % 2 === 0));
  const openHat = new Set(random() < 0.5 ? [14] : []);
  for (const step of openHat) hat.delete(step);
  return { kick, snare, hat, openHat };
}

/** Adds a sound of `length` samples starting at `at`, wrapping past the end so the loop joins seamlessly. */
function mix(out: Float32Array, at: number, length: number, sample: (index: number, seconds: number) => number): void {
  for (let index = 0; index < length; index += 1) {
    const position = (at + index) % out.length;
    out[position] = (out[position] ?? 0) + sample(index, index / SYNTH_SAMPLE_RATE);
  }
}

function kick(out: Float32Array, at: number): void {
  let phase = 0;
  mix(out, at, Math.round(0.35 * SYNTH_SAMPLE_RATE), (_index, t) => {
    // Pitch falls from 150 Hz towards 45 Hz: the thump of a kick.
    const frequency = 45 + 105 * Math.exp(-t / 0.04);
    phase += (2 * Math.PI * frequency) / SYNTH_SAMPLE_RATE;
    return 0.95 * Math.sin(phase) * Math.exp(-t / 0.12);
  });
}

function snare(out: Float32Array, at: number, random: () => number, level: number): void {
  let phase = 0;
  mix(out, at, Math.round(0.2 * SYNTH_SAMPLE_RATE), (_index, t) => {
    phase += (2 * Math.PI * 185) / SYNTH_SAMPLE_RATE;
    const noise = (random() * 2 - 1) * Math.exp(-t / 0.05);
    const body = Math.sin(phase) * Math.exp(-t / 0.03);
    return level * (0.55 * noise + 0.35 * body);
  });
}

function hiHat(out: Float32Array, at: number, random: () => number, decaySeconds: number, level: number): void {
  // A one-pole high-pass (cut-off near 7 kHz) leaves the hiss of the noise, not its rumble.
  const rc = 1 / (2 * Math.PI * 7000);
  const alpha = rc / (rc + 1 / SYNTH_SAMPLE_RATE);
  let previousIn = 0;
  let previousOut = 0;
  mix(out, at, Math.round(decaySeconds * 6 * SYNTH_SAMPLE_RATE), (_index, t) => {
    const input = random() * 2 - 1;
    previousOut = alpha * (previousOut + input - previousIn);
    previousIn = input;
    return level * previousOut * Math.exp(-t / decaySeconds);
  });
}

function wavFile(samples: Float32Array): Buffer {
  const dataBytes = samples.length * 2;
  const file = Buffer.alloc(44 + dataBytes);
  file.write('RIFF', 0, 'latin1');
  file.writeUInt32LE(36 + dataBytes, 4);
  file.write('WAVE', 8, 'latin1');
  file.write('fmt ', 12, 'latin1');
  file.writeUInt32LE(16, 16);
  file.writeUInt16LE(1, 20); // PCM
  file.writeUInt16LE(1, 22); // mono
  file.writeUInt32LE(SYNTH_SAMPLE_RATE, 24);
  file.writeUInt32LE(SYNTH_SAMPLE_RATE * 2, 28);
  file.writeUInt16LE(2, 32);
  file.writeUInt16LE(16, 34);
  file.write('data', 36, 'latin1');
  file.writeUInt32LE(dataBytes, 40);
  samples.forEach((sample, index) => {
    // tanh keeps overlapping hits from clipping harshly.
    file.writeInt16LE(Math.round(Math.tanh(sample) * 32_767), 44 + index * 2);
  });
  return file;
}

/**
 * A drum loop of `bars` bars at `bpm`: kick (a falling sine), snare (a noise burst over a tone) and
 * hi-hats (short high-passed noise), as a WAV file exactly bars × 4 beats long. Throws RangeError
 * for options outside their ranges.
 */
export function synthesiseDrumLoop(options: DrumLoopOptions): Buffer {
  const { bpm, bars, seed } = options;
  if (!Number.isFinite(bpm) || bpm < 60 || bpm > 200) throw new RangeError('bpm must be between 60 and 200');
  if (!Number.isInteger(bars) || bars < 1 || bars > 16) throw new RangeError('bars must be a whole number from 1 to 16');
  if (!Number.isInteger(seed)) throw new RangeError('seed must be a whole number');

  const random = randomSource(seed);
  const pattern = patternFor(random);
  const samplesPerStep = (60 / bpm / (STEPS_PER_BAR / BEATS_PER_BAR)) * SYNTH_SAMPLE_RATE;
  const out = new Float32Array(Math.round(bars * STEPS_PER_BAR * samplesPerStep));
  for (let bar = 0; bar < bars; bar += 1) {
    for (let step = 0; step < STEPS_PER_BAR; step += 1) {
      const at = Math.round((bar * STEPS_PER_BAR + step) * samplesPerStep);
      if (pattern.kick.has(step)) kick(out, at);
      if (pattern.snare.has(step)) snare(out, at, random, step % 4 === 0 ? 0.9 : 0.35);
      if (pattern.hat.has(step)) hiHat(out, at, random, 0.012, step % 4 === 0 ? 0.5 : 0.3);
      if (pattern.openHat.has(step)) hiHat(out, at, random, 0.05, 0.4);
    }
  }
  return wavFile(out);
}
