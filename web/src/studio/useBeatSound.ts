import { useEffect, useState } from 'react';
import { loadBeat } from './loadBeat';
import { problemDetail } from './take';

export type BeatSound = { status: 'loading' } | { status: 'ready'; buffer: AudioBuffer } | { status: 'failed'; detail: string };

/** The chosen beat, fetched and decoded for the mix; `retry` fetches it again. */
export function useBeatSound(url: string): BeatSound & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [sound, setSound] = useState<BeatSound>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    setSound({ status: 'loading' });
    loadBeat(url, controller.signal).then(
      (buffer) => setSound({ status: 'ready', buffer }),
      (error: unknown) => {
        if (!controller.signal.aborted) setSound({ status: 'failed', detail: problemDetail(error) });
      },
    );
    return () => controller.abort();
  }, [url, attempt]);
  return { ...sound, retry: () => setAttempt((count) => count + 1) };
}
