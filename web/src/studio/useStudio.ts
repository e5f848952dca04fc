import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { formatMegabytes } from '../lib/format';
import { useSiteRules } from '../lib/siteRules';
import { chooseRecordingFormat } from './captureSettings';
import { beep, COUNTDOWN_SECONDS, START_DELAY_MS } from './countdown';
import type { EffectSettings } from './effects';
import { startLiveTake, type LiveTake } from './liveTake';
import { remuxWithSound } from './remuxTake';
import { renderTakeSound } from './renderTake';
import { problemDetail, type Take } from './take';

export type StudioPhase =
  | { name: 'idle' }
  | { name: 'countdown'; count: number }
  | { name: 'recording'; startedAt: number }
  | { name: 'finishing' }
  | { name: 'review' }
  | { name: 'applying'; percent: number };

export interface StudioNotice {
  tone: 'error' | 'success';
  message: string;
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });
}

/**
 * The recorder's life: idle, a countdown with beeps, recording, then a take to review, re-render
 * with other effects, record again or submit. Leaving the page stops everything.
 */
export function useStudio(camera: MediaStream | null, beat: AudioBuffer | null) {
  const [phase, setPhase] = useState<StudioPhase>({ name: 'idle' });
  const [take, setTake] = useState<Take | null>(null);
  const [notice, setNotice] = useState<StudioNotice | null>(null);
  const format = useMemo(chooseRecordingFormat, []);
  const maxBytes = useSiteRules()?.maxVideoBytes;
  const audio = useRef<AudioContext | null>(null);
  const live = useRef<LiveTake | null>(null);
  const leaving = useRef<AbortController | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    leaving.current = controller;
    return () => {
      controller.abort();
      live.current?.stop();
      void audio.current?.close();
      audio.current = null;
    };
  }, []);

  const start = useCallback(
    async (effects: EffectSettings) => {
      const signal = leaving.current?.signal;
      if (!camera || !beat || !signal || maxBytes === undefined) return;
      if (!format) return setNotice({ tone: 'error', message: 'Recording error: this browser cannot record video.' });
      setNotice(null);
      try {
        // Made on the poet's click: browsers let only a page the person has touched play sound.
        const context = (audio.current ??= new AudioContext({ latencyHint: 'interactive' }));
        await context.resume();
        const first = context.currentTime + 0.05;
        for (let beat = 0; beat <= COUNTDOWN_SECONDS; beat += 1) beep(context, first + beat, beat === COUNTDOWN_SECONDS);
        for (let count = COUNTDOWN_SECONDS; count > 0; count -= 1) {
          setPhase({ name: 'countdown', count });
          await pause(1000, signal);
        }
        await pause(START_DELAY_MS, signal);
        const running = await startLiveTake({ context, camera, beat, effects, format, maxBytes });
        live.current = running;
        setPhase({ name: 'recording', startedAt: performance.now() });
        const end = await running.finished;
        setTake(end.take);
        if (end.problem) setNotice({ tone: 'error', message: `Recording error: ${end.problem}` });
        else if (end.reachedSizeLimit) setNotice({ tone: 'error', message: `Recording stopped: the take reached the ${formatMegabytes(maxBytes)} upload limit.` });
        else if (end.reachedTimeLimit) setNotice({ tone: 'success', message: 'Ten minutes is the longest a take can be, so recording stopped. Your take is kept.' });
        setPhase({ name: 'review' });
      } catch (error) {
        if (signal.aborted) return;
        setNotice({ tone: 'error', message: `Recording error: ${problemDetail(error)}` });
        setPhase({ name: 'idle' });
      } finally {
        live.current = null;
      }
    },
    [camera, beat, format, maxBytes],
  );

  const stop = useCallback(() => {
    setPhase({ name: 'finishing' });
    live.current?.stop();
  }, []);

  const recordAgain = useCallback(() => {
    setTake(null);
    setNotice(null);
    setPhase({ name: 'idle' });
  }, []);

  const applyEffects = useCallback(
    async (effects: EffectSettings) => {
      const context = audio.current;
      if (!take || !beat || !context) return setNotice({ tone: 'error', message: 'No recording available' });
      setNotice(null);
      setPhase({ name: 'applying', percent: 0 });
      let shown = 0;
      try {
        const sound = await renderTakeSound(take, beat, effects);
        const video = await remuxWithSound({
          recorded: take.recorded,
          sound,
          context,
          format: take.format,
          onProgress: (fraction) => {
            const percent = Math.floor(fraction * 100);
            if (percent === shown) return;
            shown = percent;
            setPhase({ name: 'applying', percent });
          },
        });
        setTake({ ...take, video, effects });
        setNotice({ tone: 'success', message: `✓ Audio effects applied with beat volume at ${Math.round(effects.beatVolume * 100)}%` });
      } catch (error) {
        setNotice({ tone: 'error', message: `Error applying effects: ${problemDetail(error)}` });
      } finally {
        setPhase({ name: 'review' });
      }
    },
    [take, beat],
  );

  return { phase, take, notice, format, start, stop, recordAgain, applyEffects };
}

export type Studio = ReturnType<typeof useStudio>;
