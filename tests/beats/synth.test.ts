import { SYNTH_SAMPLE_RATE, synthesiseDrumLoop } from '../../server/beats/synth';
import { SNIFF_BYTES, sniffAudio } from '../../server/media/sniff';

function samplesOf(wav: Buffer): Int16Array {
  const dataBytes = wav.readUInt32LE(40);
  return new Int16Array(wav.buffer.slice(wav.byteOffset + 44, wav.byteOffset + 44 + dataBytes));
}

describe('the synthesised drum loop', () => {
  const loop = synthesiseDrumLoop({ bpm: 90, bars: 2, seed: 7 });

  it('is recognised as a WAV file by its content', () => {
    expect(sniffAudio(loop.subarray(0, SNIFF_BYTES))).toEqual({ mime: 'audio/wav', extension: 'wav' });
  });

  it('is 16-bit mono PCM at 22.05 kHz', () => {
    expect(loop.toString('latin1', 12, 16)).toBe('fmt ');
    expect(loop.readUInt16LE(20)).toBe(1);
    expect(loop.readUInt16LE(22)).toBe(1);
    expect(loop.readUInt32LE(24)).toBe(SYNTH_SAMPLE_RATE);
    expect(loop.readUInt16LE(34)).toBe(16);
    expect(loop.readUInt32LE(4)).toBe(loop.length - 8);
  });

  it('lasts exactly its bars of four beats at the tempo', () => {
    // 2 bars × 4 beats at 90 bpm = 5 1/3 seconds.
    expect(samplesOf(loop).length).toBe(Math.round((2 * 4 * 60 * SYNTH_SAMPLE_RATE) / 90));
    const short = synthesiseDrumLoop({ bpm: 120, bars: 1, seed: 1 });
    expect(samplesOf(short).length / SYNTH_SAMPLE_RATE).toBe(2);
  });

  it('is audible drums rather than silence or a flat-out square wave', () => {
    const samples = samplesOf(loop);
    const peak = samples.reduce((max, sample) => Math.max(max, Math.abs(sample)), 0);
    const rms = Math.sqrt(samples.reduce((sum, sample) => sum + sample * sample, 0) / samples.length);
    expect(peak).toBeGreaterThan(16_000);
    expect(peak).toBeLessThanOrEqual(32_767);
    expect(rms).toBeGreaterThan(1_000);
    expect(rms).toBeLessThan(peak / 2);
  });

  it('gives the same bytes for the same seed and a different loop for another', () => {
    expect(synthesiseDrumLoop({ bpm: 90, bars: 2, seed: 7 }).equals(loop)).toBe(true);
    expect(synthesiseDrumLoop({ bpm: 90, bars: 2, seed: 8 }).equals(loop)).toBe(false);
  });

  it('refuses a tempo or length outside its range', () => {
    expect(() => synthesiseDrumLoop({ bpm: 20, bars: 2, seed: 1 })).toThrow(RangeError);
    expect(() => synthesiseDrumLoop({ bpm: 90, bars: 0, seed: 1 })).toThrow(RangeError);
    expect(() => synthesiseDrumLoop({ bpm: 90, bars: 1.5, seed: 1 })).toThrow(RangeError);
  });
});
