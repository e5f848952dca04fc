import { useEffect, useRef } from 'react';
import { browserConnection } from '../../lib/connection';
import { usePlaybackPreferences } from '../../media/playbackPreferences';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
/** How long after the page has settled the waveform starts: the page answers a first tap before it spends anything on decoration. */
const START_AFTER_IDLE_MS = 1_000;
/** Below this downlink estimate, in Mbps, decoration is not worth a metered connection's bytes. */
const DECORATION_MIN_MBPS = 2;

/** Whether the browser says the connection is slow; unknown counts as fast. */
function slowConnection(): boolean {
  return (browserConnection()?.downlink ?? Infinity) < DECORATION_MIN_MBPS;
}

/**
 * The hero's looping waveform: decoration only. The page arrives with its still picture, and the
 * video is fetched and played once the browser is idle after the app has taken the page over, so
 * it never competes with the page's first paint or first tap. It stays still for people who ask for
 * less motion, and stops or starts when they change that; and, never fetched, for those who turned
 * auto-play off or save data, and on a slow connection.
 */
export function HeroVideo() {
  const video = useRef<HTMLVideoElement>(null);
  const { autoPlay, dataSaver } = usePlaybackPreferences();
  const still = !autoPlay || dataSaver;
  useEffect(() => {
    const element = video.current;
    if (!element || still || slowConnection()) return;
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
  }, [still]);
  return <video ref={video} className="hero-video" src="/hero/voice.mp4" poster="/hero/voice.jpg" muted loop playsInline preload="none" aria-hidden="true" tabIndex={-1} />;
}
