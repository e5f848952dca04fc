import type { EventHub } from '../events/hub';
import type { PoemListChangeKind } from '../events/types';
import type { Sharing } from './sharedUpdates';

/** Hands an update to this instance's watchers of `channel` (SharedSubscriptions.publish). */
export type ToWatchers = (channel: string, update: object) => void;

/** What the watchers of a topic's poem list are sent: the poems that went public, and those that left. */
export interface PoemListUpdate {
  published: string[];
  removed: string[];
}

/** The channel the watchers of a topic's public poem list share. */
export const poemListChannel = (topicId: string) => `poemList:${topicId}`;
/** The channel the watchers of the active beats share. */
export const BEATS_CHANNEL = 'beats';
/** The channel the readers of one text page share. */
export const pageChannel = (key: string) => `page:${key}`;

/** Two updates as one, each poem in the list it was last put in. */
export const poemListSharing: Sharing<PoemListUpdate> = {
  merge: (older, newer) => {
    const newest = new Set([...newer.published, ...newer.removed]);
    const keep = (ids: string[]) => ids.filter((id) => !newest.has(id));
    return { published: [...keep(older.published), ...newer.published], removed: [...keep(older.removed), ...newer.removed] };
  },
};

/** For a list read again whole on every change: a watcher still owed one change needs only the newest. */
export const rereadSharing: Sharing<object> = { merge: (_older, newer) => newer };

/**
 * Feeds the shared channels of what everyone sees (a topic's poems, the beats, the text pages) from
 * the committed events of every instance; returns the function that stops it.
 */
export function feedPublicLists(hub: EventHub, toWatchers: ToWatchers): () => void {
  const offs = [
    hub.on('poems.changed', ({ topicId, poemId, change }) => toWatchers(poemListChannel(topicId), poemListUpdate(poemId, change))),
    hub.on('beats.changed', () => toWatchers(BEATS_CHANNEL, {})),
    hub.on('pages.changed', ({ key }) => toWatchers(pageChannel(key), {})),
  ];
  return () => offs.forEach((off) => off());
}

function poemListUpdate(poemId: string, change: PoemListChangeKind): PoemListUpdate {
  return change === 'published' ? { published: [poemId], removed: [] } : { published: [], removed: [poemId] };
}
