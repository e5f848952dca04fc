import { useSyncExternalStore } from 'react';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeToMotionPreference(onChange: () => void): () => void {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** The hero's looping waveform: decoration only, still for people who ask for less motion. */
export function HeroVideo() {
  // The server cannot know the preference: it renders the moving hero, which the browser stills at once if asked.
  const reducedMotion = useSyncExternalStore(subscribeToMotionPreference, () => window.matchMedia(REDUCED_MOTION).matches, () => false);
  return (
    <video
      key={String(reducedMotion)}
      className="hero-video"
      src="/hero/voice.mp4"
      poster="/hero/voice.jpg"
      autoPlay={!reducedMotion}
      muted
      loop
      playsInline
      preload={reducedMotion ? 'none' : 'auto'}
      aria-hidden="true"
      tabIndex={-1}
    />
  );
}
