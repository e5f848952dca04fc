import { useEffect, useRef } from 'react';
import { useViewer } from '../viewer/viewerContext';
import { videoSources, type VideoUrls } from './videoSources';

interface PoemVideoProps {
  urls: VideoUrls;
  posterUrl?: string | null;
  /** Names the video for screen readers, e.g. the poem's title. */
  label: string;
  /** Muted and looping, playing while at least half of it is on screen (cards in a list). */
  playWhenVisible?: boolean;
  className?: string;
}

const VISIBLE_SHARE = 0.5;

/** Plays while on screen and pauses when scrolled away, so a list of cards plays one or two at a time. */
function usePlayWhenVisible(video: React.RefObject<HTMLVideoElement | null>, enabled: boolean) {
  useEffect(() => {
    const element = video.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        // Autoplay can be refused (data saver, power saving); the controls still work.
        if (entry.intersectionRatio >= VISIBLE_SHARE) element.play().catch(() => undefined);
        else element.pause();
      },
      { threshold: [0, VISIBLE_SHARE] },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [video, enabled]);
}

/**
 * A poem's video at the viewer's preferred quality (high for visitors), falling back to lower
 * renditions and then the original; the poster shows until it plays.
 */
export function PoemVideo({ urls, posterUrl, label, playWhenVisible = false, className }: PoemVideoProps) {
  const viewer = useViewer();
  const preferred = viewer.status === 'signedIn' ? viewer.account.preferredVideoQuality : 'HIGH';
  const sources = videoSources(urls, preferred);
  const video = useRef<HTMLVideoElement>(null);
  usePlayWhenVisible(video, playWhenVisible);

  return (
    <video
      ref={video}
      // A new set of sources needs a new element: a <video> does not re-pick after its first load.
      key={sources.join(' ')}
      className={className ? `poem-video ${className}` : 'poem-video'}
      controls
      playsInline
      muted={playWhenVisible}
      loop={playWhenVisible}
      preload={posterUrl ? 'none' : 'metadata'}
      poster={posterUrl ?? undefined}
      aria-label={label}
    >
      {sources.map((source) => (
        <source key={source} src={source} />
      ))}
      <p>Your browser cannot play this video.</p>
    </video>
  );
}
