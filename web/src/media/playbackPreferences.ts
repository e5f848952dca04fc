import { useMutation } from '@apollo/client/react';
import { useCallback, useSyncExternalStore } from 'react';
import { graphql } from '../__generated__';
import type { VideoQuality } from '../__generated__/graphql';
import { browserConnection } from '../lib/connection';
import { usePageVariant } from '../pageVariant';
import { useViewer } from '../viewer/viewerContext';

/** How this person's videos play, wherever a player is. */
export interface PlaybackPreferences {
  quality: VideoQuality;
  /** Cards play by themselves, muted, while on screen. */
  autoPlay: boolean;
  /** Posters only until tapped, and at most 360p: on when the browser says the person saves data (a header or a script's reading), until turned off here. */
  dataSaver: boolean;
  /** Saved in the account for a signed-in person (rejecting when it cannot be), on this device for a visitor. */
  setQuality: (quality: VideoQuality) => Promise<void>;
  setAutoPlay: (autoPlay: boolean) => Promise<void>;
  /** On this device, for everyone: it is about this device's connection. */
  setDataSaver: (dataSaver: boolean) => void;
}

const PlaybackPreferencesMutation = graphql(`
  mutation PlaybackPreferencesMutation($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      account {
        id
        preferredVideoQuality
        autoPlay
      }
    }
  }
`);

// On this device: a visitor's choices, and the data saver for everyone (it is about this device's connection).
const KEYS = { quality: 'spoken.videoQuality', autoPlay: 'spoken.autoPlay', dataSaver: 'spoken.dataSaver' } as const;
const QUALITIES: readonly VideoQuality[] = ['AUTO', 'HIGH', 'MEDIUM', 'LOW', 'LOWER', 'LOWEST'];

interface DeviceChoices {
  quality: VideoQuality;
  autoPlay: boolean;
  dataSaver: boolean;
}

// What a page rendered on the server shows until this device's own choices are read: the page's
// request decides the data saver (`Save-Data: on`).
const SERVER_CHOICES: DeviceChoices = { quality: 'AUTO', autoPlay: true, dataSaver: false };
const SERVER_CHOICES_SAVING_DATA: DeviceChoices = { ...SERVER_CHOICES, dataSaver: true };
const listeners = new Set<() => void>();
let snapshot: DeviceChoices | null = null;

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    // Storage refused (private mode, blocked cookies): the defaults stand.
    return null;
  }
}

/**
 * Whether the browser says the person saves data (a setting on many phones): to the server, with
 * `Save-Data: on` on the page's request, or to scripts.
 */
function browserSavesData(headerSaid: boolean): boolean {
  const connection = browserConnection();
  return headerSaid || connection?.saveData === true;
}

function readChoices(headerSaid: boolean): DeviceChoices {
  const quality = read(KEYS.quality);
  const dataSaver = read(KEYS.dataSaver);
  return {
    // A stored value this version does not know falls back to Auto.
    quality: QUALITIES.find((known) => known === quality) ?? 'AUTO',
    autoPlay: read(KEYS.autoPlay) !== 'off',
    dataSaver: dataSaver === null ? browserSavesData(headerSaid) : dataSaver === 'on',
  };
}

/** Read once and kept until a choice changes; `headerSaid` is the same for the page's whole life. */
function deviceChoices(headerSaid: boolean): DeviceChoices {
  return (snapshot ??= readChoices(headerSaid));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = () => {
    snapshot = null;
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function store(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Not kept past this page; it still applies to it.
  }
  snapshot = null;
  for (const listener of listeners) listener();
}

/** The viewer's playback preferences: the account's for a signed-in person, this device's for a visitor. */
export function usePlaybackPreferences(): PlaybackPreferences {
  const viewer = useViewer();
  const { saveData } = usePageVariant();
  const device = useSyncExternalStore(
    subscribe,
    () => deviceChoices(saveData),
    () => (saveData ? SERVER_CHOICES_SAVING_DATA : SERVER_CHOICES),
  );
  const [updateProfile] = useMutation(PlaybackPreferencesMutation);
  const account = viewer.status === 'signedIn' ? viewer.account : null;
  const accountId = account?.id;
  const save = useCallback(
    async (input: { preferredVideoQuality?: VideoQuality; autoPlay?: boolean }, key: string, value: string) => {
      if (accountId) await updateProfile({ variables: { input } });
      else store(key, value);
    },
    [accountId, updateProfile],
  );
  const setQuality = useCallback((quality: VideoQuality) => save({ preferredVideoQuality: quality }, KEYS.quality, quality), [save]);
  const setAutoPlay = useCallback((autoPlay: boolean) => save({ autoPlay }, KEYS.autoPlay, autoPlay ? 'on' : 'off'), [save]);
  const setDataSaver = useCallback((dataSaver: boolean) => store(KEYS.dataSaver, dataSaver ? 'on' : 'off'), []);
  return {
    quality: account ? account.preferredVideoQuality : device.quality,
    autoPlay: account ? account.autoPlay : device.autoPlay,
    dataSaver: device.dataSaver,
    setQuality,
    setAutoPlay,
    setDataSaver,
  };
}
