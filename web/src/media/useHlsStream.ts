import { useEffect, useRef, type RefObject } from 'react';
import type Hls from 'hls.js';

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

/**
 * Plays `stream` in `video` while `active` (on screen, or asked to play), and loads nothing before
 * it first is: the browser's own HLS through the element's src, or hls.js, imported only then.
 * hls.js stops loading while inactive and starts again where the video is. `onFail` is called
 * when the stream cannot be played, for the player to fall back to its MP4 copies.
 */
export function useHlsStream(video: RefObject<HTMLVideoElement | null>, stream: HlsStream | null, active: boolean, onFail: () => void): void {
  const player = useRef<Hls | null>(null);
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
        const hls = new HlsPlayer({ capLevelToPlayerSize: true, maxBufferLength: bufferSeconds, maxMaxBufferLength: bufferSeconds * 2, backBufferLength: 10 });
        hls.on(HlsPlayer.Events.MANIFEST_PARSED, (_event, data) => {
          hls.autoLevelCapping = levelCap(data.levels, maxLines);
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
