import { useEffect, useRef } from 'react';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
/** How long after the page has settled the waveform starts: the page answers a first tap before it spends anything on decoration. */
const START_AFTER_IDLE_MS = 1_000;

/**
 * The hero's looping waveform: decoration only. The page arrives with its still picture, and the
 * video is fetched and played once the browser is idle after the app has taken the page over, so
 * it never competes with the page's first paint or first tap. It stays still for people who ask for
 * less motion, and stops or starts when they change that.
 */
export function HeroVideo() {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    const query = window.matchMedia(REDUCED_MOTION);
    const follow = () => {
      if (query.matches) element.pause();
      // A browser that refuses autoplay keeps the still picture.
      else element.play().catch(() => undefined);
    };
    let idle: number | undefined;
    const timer = window.setTimeout(() => {
      idle = 'requestIdleCallback' in window ? window.requestIdleCallback(follow) : undefined;
      if (idle === undefined) follow();
    }, START_AFTER_IDLE_MS);
    query.addEventListener('change', follow);
    return () => {
      window.clearTimeout(timer);
      if (idle !== undefined) window.cancelIdleCallback(idle);
      query.removeEventListener('change', follow);
    };
  }, []);
  return <video ref={video} className="hero-video" src="/hero/voice.mp4" poster="/hero/voice.jpg" muted loop playsInline preload="none" aria-hidden="true" tabIndex={-1} />;
}
