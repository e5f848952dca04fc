import { useCallback, useEffect, useRef, useState } from 'react';

/** Previews play at half volume, so a beat never startles. */
const PREVIEW_VOLUME = 0.5;

/**
 * One beat preview at a time: starting another stops the one playing. Leaving the screen stops it.
 * A file that cannot play just stops; the button returns to 'Play'.
 */
export function useBeatPreview() {
  const audio = useRef<HTMLAudioElement | null>(null);
  const [playingId, setPlayingId] = useState<string | null>(null);

  const stop = useCallback(() => {
    audio.current?.pause();
    audio.current = null;
    setPlayingId(null);
  }, []);

  useEffect(() => stop, [stop]);

  const toggle = useCallback(
    (beat: { id: string; fileUrl: string }) => {
      const wasPlaying = playingId === beat.id;
      stop();
      if (wasPlaying) return;
      const element = new Audio(beat.fileUrl);
      element.volume = PREVIEW_VOLUME;
      const stopThis = () => {
        if (audio.current === element) stop();
      };
      element.addEventListener('ended', stopThis);
      element.addEventListener('error', stopThis);
      audio.current = element;
      setPlayingId(beat.id);
      element.play().catch(stopThis);
    },
    [playingId, stop],
  );

  return { playingId, toggle, stop };
}

export type BeatPreview = ReturnType<typeof useBeatPreview>;
