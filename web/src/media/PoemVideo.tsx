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

/** In the player's place while a public poem's renditions are being made: its poster, if any, and a word why. */
function VideoBeingPrepared({ posterUrl, label, className }: Pick<PoemVideoProps, 'posterUrl' | 'label' | 'className'>) {
  return (
    <div className={`${className} poem-video--preparing`} role="group" aria-label={label}>
      {posterUrl ? <img src={posterUrl} alt="" /> : null}
      <p>This video is being prepared.</p>
    </div>
  );
}

/**
 * A poem's video at the viewer's preferred quality (high for visitors), falling back to lower
 * renditions and then the original where the viewer may have it; the poster shows until it plays.
 */
export function PoemVideo({ urls, posterUrl, label, playWhenVisible = false, className }: PoemVideoProps) {
  const viewer = useViewer();
  const preferred = viewer.status === 'signedIn' ? viewer.account.preferredVideoQuality : 'HIGH';
  const sources = videoSources(urls, preferred);
  const video = useRef<HTMLVideoElement>(null);
  // Only while there is a player, so that watching starts once one replaces the notice.
  usePlayWhenVisible(video, playWhenVisible && sources.length > 0);
  const classes = className ? `poem-video ${className}` : 'poem-video';

  if (sources.length === 0) return <VideoBeingPrepared posterUrl={posterUrl} label={label} className={classes} />;
  return (
    <video
      ref={video}
      // A new set of sources needs a new element: a <video> does not re-pick after its first load.
      key={sources.join(' ')}
      className={classes}
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
