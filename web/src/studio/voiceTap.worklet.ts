// Runs on the audio thread: keeps the microphone's samples, untouched, for re-rendering a take later.
import type { TapMessage } from './voiceTap';

declare const currentFrame: number;
declare class AudioWorkletProcessor {
  readonly port: MessagePort;
}
declare function registerProcessor(name: string, processor: new () => AudioWorkletProcessor): void;

const CHUNK = 8192;

class VoiceTap extends AudioWorkletProcessor {
  private recording = false;
  private started = false;
  private stopped = false;
  private chunk = new Float32Array(CHUNK);
  private filled = 0;

  constructor() {
    super();
    this.port.onmessage = (event: MessageEvent<'start' | 'stop'>) => {
      if (event.data === 'start') this.recording = true;
      else this.stop();
    };
  }

  private flush(): void {
    if (this.filled === 0) return;
    const samples = this.chunk.slice(0, this.filled);
    this.port.postMessage({ type: 'samples', samples } satisfies TapMessage, [samples.buffer]);
    this.filled = 0;
  }

  private stop(): void {
    this.flush();
    this.stopped = true;
    this.port.postMessage({ type: 'stopped' } satisfies TapMessage);
  }

  process(inputs: Float32Array[][]): boolean {
    if (this.stopped) return false;
    if (!this.recording) return true;
    const channels = inputs[0] ?? [];
    const frames = channels[0]?.length ?? 128;
    if (!this.started) {
      this.started = true;
      this.port.postMessage({ type: 'started', frame: currentFrame } satisfies TapMessage);
    }
    for (let index = 0; index < frames; index += 1) {
      // Folded to mono the way the mix folds it: the mean of the channels.
      let sum = 0;
      for (const channel of channels) sum += channel[index] ?? 0;
      this.chunk[this.filled] = channels.length ? sum / channels.length : 0;
      this.filled += 1;
      if (this.filled === CHUNK) this.flush();
    }
    return true;
  }
}

registerProcessor('voice-tap', VoiceTap);
