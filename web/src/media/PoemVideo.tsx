import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useRef } from 'react';
import { graphql } from '../__generated__';
import type { VideoQuality } from '../__generated__/graphql';
import { useHydrated } from '../lib/useHydrated';
import { useViewer } from '../viewer/viewerContext';
import { MediaFailure } from './MediaFailure';
import { fileOf, useFreshMedia } from './useFreshMedia';
import { videoSources, type VideoUrls } from './videoSources';

// What a player needs to load its video again once its signed links have expired.
const PoemVideoSubmissionLinksQuery = graphql(`
  query PoemVideoSubmissionLinksQuery($id: ID!) {
    submission(id: $id) {
      id
      videoUrl
      renditions {
        height
        url
      }
      thumbnailUrl
    }
  }
`);

const PoemVideoPoemLinksQuery = graphql(`
  query PoemVideoPoemLinksQuery($id: ID!) {
    poem(id: $id) {
      id
      videoUrl
      renditions {
        height
        url
      }
      thumbnailUrl
    }
  }
`);

/**
 * Fetches the poem's or submission's links again, resolving with the sources they give; normalised
 * by id, they reach every screen showing it.
 */
function useRefreshLinks({ __typename, id }: VideoUrls, preferred: VideoQuality): () => Promise<string[]> {
  const client = useApolloClient();
  return useCallback(async () => {
    const variables = { id };
    const fresh =
      __typename === 'Poem'
        ? (await client.query({ query: PoemVideoPoemLinksQuery, variables, fetchPolicy: 'network-only' })).data?.poem
        : (await client.query({ query: PoemVideoSubmissionLinksQuery, variables, fetchPolicy: 'network-only' })).data?.submission;
    return fresh ? videoSources({ ...fresh, __typename }, preferred) : [];
  }, [client, __typename, id, preferred]);
}

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
function usePlayWhenVisible(video: React.RefObject<HTMLVideoElement | null>, enabled: boolean, elementKey: string) {
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
  }, [video, enabled, elementKey]);
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
 * Signed links that expire while the page is open are fetched again when they fail (useFreshMedia).
 */
export function PoemVideo({ urls, posterUrl, label, playWhenVisible = false, className }: PoemVideoProps) {
  const viewer = useViewer();
  const preferred = viewer.status === 'signedIn' ? viewer.account.preferredVideoQuality : 'HIGH';
  const sources = videoSources(urls, preferred);
  const video = useRef<HTMLVideoElement>(null);
  const refreshLinks = useRefreshLinks(urls, preferred);
  const fresh = useFreshMedia(video, sources, refreshLinks);
  // A server-rendered player would start loading before the page's code runs, and a failure then
  // would go unheard: its sources arrive once the page is taken over.
  const hydrated = useHydrated();
  // Only while there is a player, so that watching starts once one replaces a notice; a new element is watched anew.
  usePlayWhenVisible(video, playWhenVisible && sources.length > 0 && !fresh.failed, fresh.files);
  const classes = className ? `poem-video ${className}` : 'poem-video';

  if (sources.length === 0) return <VideoBeingPrepared posterUrl={posterUrl} label={label} className={classes} />;
  if (fresh.failed) return <MediaFailure message="This video could not be played." onRetry={fresh.retry} className={`${classes} poem-video--failed`} label={label} />;
  return (
    <video
      ref={video}
      // Other files need a new element: a <video> does not re-pick after its first load. New links
      // to the same files keep it, so that they never cut playback short; useFreshMedia loads them
      // when the old ones fail.
      key={fresh.files}
      className={classes}
      controls
      playsInline
      muted={playWhenVisible}
      loop={playWhenVisible}
      preload={posterUrl ? 'none' : 'metadata'}
      poster={posterUrl ?? undefined}
      aria-label={label}
      {...fresh.mediaEvents}
    >
      {hydrated ? sources.map((source) => <source key={fileOf(source)} src={source} onError={fresh.onSourceError} />) : null}
      <p>Your browser cannot play this video.</p>
    </video>
  );
}
