import tapModuleUrl from './voiceTap.worklet.ts?worker&url';

/** What the tap on the audio thread tells the page. */
export type TapMessage = { type: 'started'; frame: number } | { type: 'samples'; samples: Float32Array } | { type: 'stopped' };

/** The microphone as it was heard, before any effect: what 'Apply Effects' renders from. */
export interface KeptVoice {
  samples: Float32Array<ArrayBuffer>;
  sampleRate: number;
  /** The audio clock's time of the first sample. */
  startTime: number;
}

export interface VoiceTap {
  start(): void;
  stop(): Promise<KeptVoice>;
}

/** A busy audio thread answers within this; past it the page keeps what has arrived rather than lose the take. */
const STOP_ANSWER_MS = 2000;

const modules = new WeakMap<BaseAudioContext, Promise<void>>();

/** Taps `source` on the audio thread, so its samples are kept whole and in step with the audio clock. */
export async function openVoiceTap(context: AudioContext, source: AudioNode): Promise<VoiceTap> {
  let loading = modules.get(context);
  if (!loading) {
    loading = context.audioWorklet.addModule(tapModuleUrl);
    modules.set(context, loading);
  }
  await loading;
  const node = new AudioWorkletNode(context, 'voice-tap', { numberOfOutputs: 1, outputChannelCount: [1] });
  // Its output is silent; joining the destination keeps the node running in every browser.
  source.connect(node).connect(context.destination);

  const chunks: Float32Array[] = [];
  let startFrame = 0;
  const stopped = new Promise<void>((resolve) => {
    node.port.onmessage = (event: MessageEvent<TapMessage>) => {
      const message = event.data;
      if (message.type === 'started') startFrame = message.frame;
      else if (message.type === 'samples') chunks.push(message.samples);
      else resolve();
    };
  });

  return {
    start: () => node.port.postMessage('start'),
    stop: async () => {
      node.port.postMessage('stop');
      await Promise.race([stopped, new Promise((resolve) => setTimeout(resolve, STOP_ANSWER_MS))]);
      source.disconnect(node);
      node.disconnect();
      const samples = new Float32Array(chunks.reduce((total, chunk) => total + chunk.length, 0));
      let offset = 0;
      for (const chunk of chunks) {
        samples.set(chunk, offset);
        offset += chunk.length;
      }
      return { samples, sampleRate: context.sampleRate, startTime: startFrame / context.sampleRate };
    },
  };
}
