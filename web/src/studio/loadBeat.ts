import { SAMPLE_RATE } from './captureSettings';

/** Fetches and decodes a beat for mixing. An offline context decodes without waiting for a click. */
export async function loadBeat(url: string, signal: AbortSignal): Promise<AudioBuffer> {
  const response = await fetch(url, { signal });
  if (!response.ok) throw new Error(`The beat could not be loaded (${response.status}).`);
  const bytes = await response.arrayBuffer();
  return new OfflineAudioContext({ numberOfChannels: 2, length: 1, sampleRate: SAMPLE_RATE }).decodeAudioData(bytes);
}
