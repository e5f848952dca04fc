import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getFragmentData, graphql, type FragmentType } from '../__generated__';
import { browserConnection } from '../lib/connection';
import { useHydrated } from '../lib/useHydrated';
import { MediaFailure } from './MediaFailure';
import { usePlaybackPreferences } from './playbackPreferences';
import { PosterPicture, posterFor } from './posters';
import { useCentredCard } from './centredCard';
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
    cardStream
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
/** Seconds loaded ahead: a card is watched for a few seconds; the page's poem adapts within a drop of the connection. */
const CARD_BUFFER_S = 1;
const PAGE_BUFFER_S = 12;
/** Device pixels a phone's player is wide (328 CSS pixels at 2x): the poster a page is sent with, before the player is measured. */
const PHONE_PLAYER_PIXELS = 656;
/** How far below or above the screen a card's poster is fetched, so that it is there as the card scrolls in. */
const POSTER_MARGIN = '100px 0px';

/** Whether `share` of the element is on screen, or within `margin` of it; watched only while `enabled`. */
function useInView(element: React.RefObject<HTMLElement | null>, enabled: boolean, elementKey: string, { share, margin = '0px' }: { share: number; margin?: string }): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (!enabled || !target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => entry && setInView(entry.isIntersecting && entry.intersectionRatio >= share), {
      threshold: [0, share],
      rootMargin: margin,
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, enabled, elementKey, share, margin]);
  return inView;
}

/** What this browser can play and how its box and connection are, read once the page is taken over (null before). */
type Device = Pick<PlaybackNeeds, 'boxLines' | 'canPlay' | 'downlinkMbps'> & { boxWidth: number | null };

function useDevice(box: React.RefObject<HTMLElement | null>, hydrated: boolean): Device | null {
  const [device, setDevice] = useState<Device | null>(null);
  useEffect(() => {
    if (!hydrated) return;
    const probe = document.createElement('video');
    const connection = browserConnection();
    const { width, height } = box.current?.getBoundingClientRect() ?? {};
    setDevice({
      boxLines: height ? Math.round(height * window.devicePixelRatio) : null,
      boxWidth: width ? Math.round(width * window.devicePixelRatio) : null,
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
  className?: string;
}

/**
 * A poem's video at the size that fits and the viewer's quality (Auto: HLS, adapting to the
 * connection), with a quality menu. With the data saver on it shows the poster only until tapped.
 * Signed links that expire while the page is open are fetched again when they fail (useFreshMedia).
 */
export function PoemVideo({ video: media, label, playWhenVisible = false, inList = false, sizes = '100vw', className }: PoemVideoProps) {
  const video = videoOf(media);
  const preferences = usePlaybackPreferences();
  const hydrated = useHydrated();
  const frame = useRef<HTMLDivElement>(null);
  const element = useRef<HTMLVideoElement>(null);
  const device = useDevice(frame, hydrated);
  const [streamFailed, setStreamFailed] = useState(false);
  const [tapped, setTapped] = useState(false);
  const [asked, setAsked] = useState(false);
  // Sound asked for on a muted card: it leaves the cards' playlist, which has none, for the stream, where it was.
  const [soundAsked, setSoundAsked] = useState(false);
  const resumeAt = useRef<number | null>(null);
  const [playingLines, setPlayingLines] = useState<number | null>(null);
  const muted = playWhenVisible && !tapped && !soundAsked;
  const plan = useCallback(
    (urls: VideoUrls): PlaybackPlan =>
      device
        ? playbackPlan(streamFailed ? { ...urls, stream: null, cardStream: null } : urls, {
            quality: preferences.quality,
            dataSaver: preferences.dataSaver,
            inList,
            muted,
            ...device,
          })
        : { kind: 'mp4', sources: [] },
    [device, streamFailed, preferences.quality, preferences.dataSaver, inList, muted],
  );
  const playback = plan(video);
  const sources = playback.kind === 'mp4' ? playback.sources : [];
  const refreshLinks = useRefreshLinks(video, plan);
  const fresh = useFreshMedia(element, sources, refreshLinks);
  const postersOnly = preferences.dataSaver && !tapped;
  const autoPlays = playWhenVisible && preferences.autoPlay && !preferences.dataSaver;
  const elementKey = playback.kind === 'hls' ? playback.url : fresh.files;
  const watched = playWhenVisible && !postersOnly;
  // A card plays while it is the one in the middle of the screen; the page's own poem while half on screen.
  const centred = useCentredCard(frame, watched && inList, elementKey);
  const halfOnScreen = useInView(element, watched && !inList, elementKey, { share: VISIBLE_SHARE });
  const inView = inList ? centred : halfOnScreen;
  // A card's poster is fetched as it nears the screen, not with the page.
  const near = useInView(frame, inList && hydrated, elementKey, { share: 0, margin: POSTER_MARGIN });
  const [posterWanted, setPosterWanted] = useState(!inList);
  if (near && !posterWanted) setPosterWanted(true);
  // A card loads only while it plays; another player once it is asked to play.
  const active = (autoPlays || asked || tapped) && (!playWhenVisible || inView);
  const onStreamFail = useCallback(() => setStreamFailed(true), []);
  useHlsStream(element, playback.kind === 'hls' ? { ...playback, bufferSeconds: inList ? CARD_BUFFER_S : PAGE_BUFFER_S } : null, active, onStreamFail);

  useEffect(() => {
    const player = element.current;
    if (!player || !autoPlays) return;
    // Autoplay can be refused (power saving); the controls still work.
    if (inView) player.play().catch(() => undefined);
    else player.pause();
  }, [autoPlays, inView, elementKey]);

  useEffect(() => {
    if (tapped) element.current?.play().catch(() => undefined);
  }, [tapped, elementKey]);

  const classes = className ? `poem-video ${className}` : 'poem-video';
  const nothingToPlay = video.renditions.length === 0 && !video.videoUrl && !video.stream;
  if (nothingToPlay) return <VideoBeingPrepared video={video} sizes={sizes} label={label} className={classes} />;
  if (fresh.failed) return <MediaFailure message="This video could not be played." onRetry={fresh.retry} className={`${classes} poem-video--failed`} label={label} />;
  const heights = video.renditions.map((rendition) => rendition.height);
  // Sent with a phone's poster, as a `<video>` takes one image; a player measured wider takes a larger one.
  const poster = posterWanted ? posterFor(video.posters, device?.boxWidth ?? PHONE_PLAYER_PIXELS, video.thumbnailUrl ?? null) : undefined;
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
          muted={muted}
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
          onVolumeChange={(event) => {
            if (event.currentTarget.muted || !muted) return;
            resumeAt.current = event.currentTarget.currentTime;
            setSoundAsked(true);
          }}
          onLoadedMetadata={(event) => {
            if (resumeAt.current === null) return;
            event.currentTarget.currentTime = resumeAt.current;
            resumeAt.current = null;
          }}
        >
          {hydrated ? sources.map((source) => <source key={fileOf(source)} src={source} onError={fresh.onSourceError} />) : null}
          <p>Your browser cannot play this video.</p>
        </video>
      )}
      {hydrated && heights.length > 0 ? <QualityMenu heights={heights} preferences={preferences} playingLines={playingLines} /> : null}
    </div>
  );
}
