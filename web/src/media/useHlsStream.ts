import { useEffect, useRef, type RefObject } from 'react';
import type Hls from 'hls.js';
import { browserConnection } from '../lib/connection';

export interface HlsStream {
  url: string;
  engine: 'native' | 'hls.js';
  /** The tallest level Auto may pick. */
  maxLines: number;
  /** Seconds to load ahead: little for a card, which is watched for a few seconds. */
  bufferSeconds: number;
}

/** The index of the tallest level within `maxLines`, -1 (no cap) when all are. */
function levelCap(levels: readonly { height: number }[], maxLines: number): number {
  if (levels.every((level) => level.height <= maxLines)) return -1;
  let cap = 0;
  levels.forEach((level, index) => {
    if (level.height <= maxLines && level.height >= (levels[cap]?.height ?? 0)) cap = index;
  });
  return cap;
}

/** How fast the first segment is to arrive: within a quarter of the time it plays for. */
const FIRST_SEGMENT_SHARE = 0.25;

/**
 * The level to start at on a connection the browser estimates at `downlinkMbps`: the tallest whose
 * bitrate it carries four times over, so that the first picture comes at once; the smallest when
 * none is; undefined, for hls.js to measure the first segment, without an estimate.
 */
export function startLevel(levels: readonly { bitrate: number }[], downlinkMbps: number | undefined): number | undefined {
  if (!downlinkMbps) return undefined;
  let start = 0;
  levels.forEach((level, index) => {
    if (level.bitrate <= downlinkMbps * 1_000_000 * FIRST_SEGMENT_SHARE && level.bitrate >= (levels[start]?.bitrate ?? 0)) start = index;
  });
  return start;
}

/**
 * Plays `stream` in `video` while `active` (on screen, or asked to play), and loads nothing before
 * it first is: the browser's own HLS through the element's src, or hls.js, imported only then.
 * hls.js stops loading while inactive and starts again where the video is. `onFail` is called
 * when the stream cannot be played, for the player to fall back to its MP4 copies.
 */
export function useHlsStream(video: RefObject<HTMLVideoElement | null>, stream: HlsStream | null, active: boolean, onFail: () => void): void {
  const player = useRef<Hls | null>(null);
  const loading = useRef(active);
  loading.current = active;
  const fail = useRef(onFail);
  fail.current = onFail;
  const started = active && stream !== null;
  const url = stream?.url;
  const engine = stream?.engine;
  const maxLines = stream?.maxLines ?? Infinity;
  const bufferSeconds = stream?.bufferSeconds ?? 30;

  // The stream attached, once, at the first time it is to play; undone when the stream or element changes.
  const attached = useRef<string | null>(null);
  useEffect(() => {
    const element = video.current;
    if (!element || !url || !started || attached.current === url) return;
    attached.current = url;
    if (engine === 'native') {
      element.src = url;
      return;
    }
    void import('hls.js/light').then(
      ({ default: HlsPlayer }) => {
        if (attached.current !== url) return;
        if (!HlsPlayer.isSupported()) {
          fail.current();
          return;
        }
        // Held to bufferSeconds however small the level's bitrate (hls.js otherwise fills up to maxBufferSize);
        // loading starts once the first level is chosen by the connection's estimate (startLevel).
        const hls = new HlsPlayer({ capLevelToPlayerSize: true, autoStartLoad: false, maxBufferLength: bufferSeconds, maxMaxBufferLength: bufferSeconds, backBufferLength: 10 });
        hls.on(HlsPlayer.Events.MANIFEST_PARSED, (_event, data) => {
          hls.autoLevelCapping = levelCap(data.levels, maxLines);
          const start = startLevel(data.levels, browserConnection()?.downlink);
          if (start !== undefined) hls.startLevel = start;
          if (loading.current) hls.startLoad(element.currentTime || -1);
        });
        hls.on(HlsPlayer.Events.ERROR, (_event, data) => {
          if (!data.fatal) return;
          hls.destroy();
          player.current = null;
          fail.current();
        });
        hls.loadSource(url);
        hls.attachMedia(element);
        player.current = hls;
      },
      () => fail.current(),
    );
  }, [video, url, engine, started, maxLines, bufferSeconds]);

  useEffect(
    () => () => {
      player.current?.destroy();
      player.current = null;
      attached.current = null;
    },
    [video, url, engine],
  );

  // Off screen a card stops loading; back on, it goes on from where it is.
  useEffect(() => {
    const hls = player.current;
    const element = video.current;
    if (!hls || !element) return;
    if (active) hls.startLoad(element.currentTime);
    else hls.stopLoad();
  }, [active, video]);
}
