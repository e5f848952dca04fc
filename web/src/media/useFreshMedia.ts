import { useCallback, useEffect, useRef, useState, type RefObject, type SyntheticEvent } from 'react';

/**
 * Fresh links fetched in a row, without playback in between, before a player gives up. A link that
 * expired plays once fetched again; a file that is missing fails with fresh links too.
 */
const REFRESHES_IN_A_ROW = 2;

/** Seconds a player must move from where it resumed before fresh links count as working. */
const PROGRESS_AFTER_RESUME_S = 1;

/**
 * Whether a media URL can stop working: the API signs a private file's link with its expiry in the
 * query (`?expires=…&sig=…`) and gives a public file's as a plain path, which never expires.
 */
export function canExpire(url: string): boolean {
  return url.includes('?');
}

/** The file a URL names, whatever its signature. */
export function fileOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

type MediaEvent = SyntheticEvent<HTMLMediaElement | HTMLSourceElement>;

export interface FreshMedia {
  /** The element's key: it changes with the files, never with their signatures, so new links do not cut playback short. */
  files: string;
  /** To spread on the element: what it does, and its failures mid-play. */
  mediaEvents: {
    onError: (event: MediaEvent) => void;
    onTimeUpdate: () => void;
    onPlay: () => void;
    onPause: () => void;
  };
  /** For each of the element's `<source>`s: a first load that fails is reported on them. */
  onSourceError: (event: MediaEvent) => void;
  /** True when the file cannot be played, even through fresh links: show the failure in the player's place. */
  failed: boolean;
  /** Fetches fresh links and tries again, for the failure's button. */
  retry: () => void;
}

interface Resume {
  time: number;
  playing: boolean;
  /**
   * The sources that failed, while the element still shows them: the fresh links reach it through
   * the cache and its owner's next render, which can come after the refresh has resolved.
   */
  failed: string | null;
}

const sourcesKey = (sources: readonly string[]) => sources.join(' ');

/**
 * Keeps a `<video>` or `<audio>` working on a page open for longer than its signed links last.
 * When the element cannot load its file (the server answers 404 for an expired signature, at the
 * first play or at a later range request), `refresh` fetches the links again into the cache and resolves with the
 * sources they give; once its owner gives the element those new links, it loads afresh and resumes
 * at the same time, playing if it was.
 * Links that cannot expire are never fetched again: their failure shows at once, as does a failure
 * after REFRESHES_IN_A_ROW fresh links did not play. `sources` are the URLs of the element's
 * `<source>`s, which the owner keys by fileOf so that new links update them in place.
 */
export function useFreshMedia(media: RefObject<HTMLMediaElement | null>, sources: readonly string[], refresh: () => Promise<readonly string[]>): FreshMedia {
  const files = sources.map(fileOf).join(' ');
  const shown = sourcesKey(sources);
  const expiring = sources.some(canExpire);
  const [failedFiles, setFailedFiles] = useState<string | null>(null);
  // Each load the element is asked for; the effect below does it once the owner has the new links.
  const [reloads, setReloads] = useState(0);
  const refreshes = useRef(0);
  const refreshing = useRef(false);
  // Whether the visitor last asked it to play: when a load fails mid-play the element pauses before it says why.
  const wantsToPlay = useRef(false);
  const resume = useRef<Resume | null>(null);
  const resumedAt = useRef(0);
  const failedAt = useRef(0);

  const giveUp = useCallback(
    (time: number) => {
      failedAt.current = time;
      setFailedFiles(files);
    },
    [files],
  );

  const reloadWithFreshLinks = useCallback(
    (from: Omit<Resume, 'failed'>) => {
      if (!expiring) {
        resume.current = { ...from, failed: null };
        setReloads((count) => count + 1);
        return;
      }
      refreshing.current = true;
      refresh().then(
        (fresh) => {
          refreshing.current = false;
          // Links signed in the same second as the failed ones are the same links: load them as they are.
          const freshKey = sourcesKey(fresh);
          resume.current = { ...from, failed: freshKey === shown ? null : shown };
          setReloads((count) => count + 1);
        },
        () => {
          refreshing.current = false;
          giveUp(from.time);
        },
      );
    },
    [expiring, refresh, giveUp, shown],
  );

  const onError = useCallback(
    (event: MediaEvent) => {
      // React hands a <source>'s error on to the element's onError as well: each is handled where it happened.
      if (event.target !== event.currentTarget) return;
      const element = media.current;
      if (!element || refreshing.current) return;
      const target = event.currentTarget;
      // The browser goes on to the next <source>; only the last one failing means none could load.
      if (target instanceof HTMLSourceElement && target.nextElementSibling instanceof HTMLSourceElement) return;
      const code = target instanceof HTMLSourceElement ? null : element.error?.code;
      if (code === MediaError.MEDIA_ERR_ABORTED) return;
      // A file that cannot be decoded will not decode through a new link either.
      if (!expiring || code === MediaError.MEDIA_ERR_DECODE || refreshes.current >= REFRESHES_IN_A_ROW) {
        giveUp(element.currentTime);
        return;
      }
      refreshes.current += 1;
      reloadWithFreshLinks({ time: element.currentTime, playing: wantsToPlay.current });
    },
    [media, expiring, giveUp, reloadWithFreshLinks],
  );

  // Other files are another story.
  useEffect(() => {
    refreshes.current = 0;
  }, [files]);

  useEffect(() => {
    const element = media.current;
    const from = resume.current;
    if (!element || !from || from.failed === shown) return;
    resume.current = null;
    resumedAt.current = from.time;
    element.load();
    element.currentTime = from.time;
    // Allowed without a new gesture: the visitor has already pressed play on this page.
    if (from.playing) element.play().catch(() => undefined);
  }, [media, reloads, shown]);

  const onTimeUpdate = useCallback(() => {
    const element = media.current;
    if (element && refreshes.current > 0 && Math.abs(element.currentTime - resumedAt.current) >= PROGRESS_AFTER_RESUME_S) refreshes.current = 0;
  }, [media]);

  const onPlay = useCallback(() => {
    wantsToPlay.current = true;
  }, []);
  const onPause = useCallback(() => {
    // The pause that follows a failure is the element's, not the visitor's.
    if (!media.current?.error) wantsToPlay.current = false;
  }, [media]);

  const retry = useCallback(() => {
    refreshes.current = 0;
    setFailedFiles(null);
    reloadWithFreshLinks({ time: failedAt.current, playing: true });
  }, [reloadWithFreshLinks]);

  return { files, mediaEvents: { onError, onTimeUpdate, onPlay, onPause }, onSourceError: onError, failed: failedFiles === files, retry };
}
