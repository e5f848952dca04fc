import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getFragmentData, graphql, type FragmentType } from '../__generated__';
import { useHydrated } from '../lib/useHydrated';
import { MediaFailure } from './MediaFailure';
import { usePlaybackPreferences } from './playbackPreferences';
import { PosterPicture, posterFor } from './posters';
import { QualityMenu } from './QualityMenu';
import { fileOf, useFreshMedia } from './useFreshMedia';
import { useHlsStream } from './useHlsStream';
import { playbackPlan, type PlaybackNeeds, type PlaybackPlan, type VideoUrls } from './videoSources';

const PoemVideoFragment = graphql(`
  fragment PoemVideo_media on VideoMedia {
    id
    videoUrl
    renditions {
      height
      url
    }
    stream
    posters {
      width
      type
      url
    }
    thumbnailUrl
  }
`);

// What a player needs to load its video again once its signed links have expired: the poem's as
// everyone sees it, or the submission's as its poet and admins do.
const PoemVideoLinksQuery = graphql(`
  query PoemVideoLinksQuery($id: ID!, $isPoem: Boolean!) {
    poem(id: $id) @include(if: $isPoem) {
      id
      ...PoemVideo_media
    }
    submission(id: $id) @skip(if: $isPoem) {
      id
      ...PoemVideo_media
    }
  }
`);

type VideoMedia = FragmentType<typeof PoemVideoFragment>;

type Video = VideoUrls & { posters: readonly { width: number; type: string; url: string }[]; thumbnailUrl?: string | null };

const videoOf = (media: VideoMedia): Video => getFragmentData(PoemVideoFragment, media);

/**
 * Fetches the poem's or submission's links again, resolving with the MP4 sources the plan gives them;
 * normalised by id, they reach every screen showing it.
 */
function useRefreshLinks({ __typename, id }: VideoUrls, plan: (urls: VideoUrls) => PlaybackPlan): () => Promise<string[]> {
  const client = useApolloClient();
  return useCallback(async () => {
    const { data } = await client.query({ query: PoemVideoLinksQuery, variables: { id, isPoem: __typename === 'Poem' }, fetchPolicy: 'network-only' });
    const fresh = data?.poem ?? data?.submission;
    if (!fresh) return [];
    const replanned = plan(videoOf(fresh));
    return replanned.kind === 'mp4' ? replanned.sources : [];
  }, [client, __typename, id, plan]);
}

const VISIBLE_SHARE = 0.5;

/** Whether at least half of the element is on screen, watched only while `enabled`. */
function useOnScreen(element: React.RefObject<HTMLElement | null>, enabled: boolean, elementKey: string): boolean {
  const [onScreen, setOnScreen] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (!enabled || !target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => entry && setOnScreen(entry.intersectionRatio >= VISIBLE_SHARE), { threshold: [0, VISIBLE_SHARE] });
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, enabled, elementKey]);
  return onScreen;
}

/** What this browser can play and how its box and connection are, read once the page is taken over (null before). */
function useDevice(box: React.RefObject<HTMLElement | null>, hydrated: boolean): Pick<PlaybackNeeds, 'boxLines' | 'canPlay' | 'downlinkMbps'> | null {
  const [device, setDevice] = useState<Pick<PlaybackNeeds, 'boxLines' | 'canPlay' | 'downlinkMbps'> | null>(null);
  useEffect(() => {
    if (!hydrated) return;
    const probe = document.createElement('video');
    const connection = (navigator as Navigator & { connection?: { downlink?: number } }).connection;
    const height = box.current?.getBoundingClientRect().height;
    setDevice({
      boxLines: height ? Math.round(height * window.devicePixelRatio) : null,
      canPlay: { nativeHls: probe.canPlayType('application/vnd.apple.mpegurl') !== '', mediaSource: typeof MediaSource !== 'undefined' },
      downlinkMbps: connection?.downlink ?? null,
    });
  }, [box, hydrated]);
  return device;
}

/** In the player's place while a public poem's renditions are being made: its poster, if any, and a word why. */
function VideoBeingPrepared({ video, sizes, label, className }: { video: Video; sizes: string; label: string; className: string }) {
  return (
    <div className={`${className} poem-video--preparing`} role="group" aria-label={label}>
      <PosterPicture posters={video.posters} fallback={video.thumbnailUrl ?? null} sizes={sizes} />
      <p>This video is being prepared.</p>
    </div>
  );
}

interface PoemVideoProps {
  /** The poem's or submission's video (fragment PoemVideo_media). */
  video: VideoMedia;
  /** Names the video for screen readers, e.g. the poem's title. */
  label: string;
  /** Muted and looping, playing while at least half of it is on screen (cards), unless the viewer turned auto-play off. */
  playWhenVisible?: boolean;
  /** A card (the featured one too): never more than its size needs, and little loaded ahead. */
  inList?: boolean;
  /** How wide the player is, as an `<img sizes>`, to fetch a poster of that size. */
  sizes?: string;
  /** CSS pixels the player is wide at most, for the poster of a `<video>` (which takes one image). */
  posterWidth?: number;
  className?: string;
}

/**
 * A poem's video at the size that fits and the viewer's quality (Auto: HLS, adapting to the
 * connection), with a quality menu. With the data saver on it shows the poster only until tapped.
 * Signed links that expire while the page is open are fetched again when they fail (useFreshMedia).
 */
export function PoemVideo({ video: media, label, playWhenVisible = false, inList = false, sizes = '100vw', posterWidth = 640, className }: PoemVideoProps) {
  const video = videoOf(media);
  const preferences = usePlaybackPreferences();
  const hydrated = useHydrated();
  const frame = useRef<HTMLDivElement>(null);
  const element = useRef<HTMLVideoElement>(null);
  const device = useDevice(frame, hydrated);
  const [streamFailed, setStreamFailed] = useState(false);
  const [tapped, setTapped] = useState(false);
  const [asked, setAsked] = useState(false);
  const [playingLines, setPlayingLines] = useState<number | null>(null);
  const plan = useCallback(
    (urls: VideoUrls): PlaybackPlan =>
      device
        ? playbackPlan(streamFailed ? { ...urls, stream: null } : urls, { quality: preferences.quality, dataSaver: preferences.dataSaver, inList, ...device })
        : { kind: 'mp4', sources: [] },
    [device, streamFailed, preferences.quality, preferences.dataSaver, inList],
  );
  const playback = plan(video);
  const sources = playback.kind === 'mp4' ? playback.sources : [];
  const refreshLinks = useRefreshLinks(video, plan);
  const fresh = useFreshMedia(element, sources, refreshLinks);
  const postersOnly = preferences.dataSaver && !tapped;
  const autoPlays = playWhenVisible && preferences.autoPlay && !preferences.dataSaver;
  const elementKey = playback.kind === 'hls' ? playback.url : fresh.files;
  const onScreen = useOnScreen(element, playWhenVisible && !postersOnly, elementKey);
  // A card loads only while on screen; another player once it is asked to play.
  const active = (autoPlays || asked || tapped) && (!playWhenVisible || onScreen);
  const onStreamFail = useCallback(() => setStreamFailed(true), []);
  useHlsStream(element, playback.kind === 'hls' ? { ...playback, bufferSeconds: inList ? 4 : 30 } : null, active, onStreamFail);

  useEffect(() => {
    const player = element.current;
    if (!player || !autoPlays) return;
    // Autoplay can be refused (power saving); the controls still work.
    if (onScreen) player.play().catch(() => undefined);
    else player.pause();
  }, [autoPlays, onScreen, elementKey]);

  useEffect(() => {
    if (tapped) element.current?.play().catch(() => undefined);
  }, [tapped, elementKey]);

  const classes = className ? `poem-video ${className}` : 'poem-video';
  const nothingToPlay = video.renditions.length === 0 && !video.videoUrl && !video.stream;
  if (nothingToPlay) return <VideoBeingPrepared video={video} sizes={sizes} label={label} className={classes} />;
  if (fresh.failed) return <MediaFailure message="This video could not be played." onRetry={fresh.retry} className={`${classes} poem-video--failed`} label={label} />;
  const heights = video.renditions.map((rendition) => rendition.height);
  const poster = posterFor(video.posters, posterWidth * 2, video.thumbnailUrl ?? null);
  return (
    <div className={`${classes} poem-video-frame`} ref={frame} role="group" aria-label={label}>
      {postersOnly ? (
        <button type="button" className="poem-video-poster" onClick={() => setTapped(true)}>
          <PosterPicture posters={video.posters} fallback={video.thumbnailUrl ?? null} sizes={sizes} />
          <span className="poem-video-play">Play video</span>
        </button>
      ) : (
        <video
          ref={element}
          // Other files need a new element: a <video> does not re-pick after its first load. New links
          // to the same files keep it, so that they never cut playback short; useFreshMedia loads them
          // when the old ones fail.
          key={elementKey}
          controls
          playsInline
          muted={playWhenVisible && !tapped}
          loop={playWhenVisible}
          // Without a poster a player would be a black box: it reads the first frame, unless it is one of many cards.
          preload={inList || poster ? 'none' : 'metadata'}
          poster={poster}
          aria-label={label}
          {...fresh.mediaEvents}
          // A stream the browser cannot play falls back to the MP4 copies.
          onError={playback.kind === 'hls' ? onStreamFail : fresh.mediaEvents.onError}
          onPlay={() => {
            setAsked(true);
            fresh.mediaEvents.onPlay();
          }}
          onResize={(event) => setPlayingLines(event.currentTarget.videoHeight || null)}
        >
          {hydrated ? sources.map((source) => <source key={fileOf(source)} src={source} onError={fresh.onSourceError} />) : null}
          <p>Your browser cannot play this video.</p>
        </video>
      )}
      {hydrated && heights.length > 0 ? <QualityMenu heights={heights} preferences={preferences} playingLines={playingLines} /> : null}
    </div>
  );
}
