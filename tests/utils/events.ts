import type { EventOf, EventType } from '../../server/events/types';
import type { TestServer } from './server';
import { until } from './until';

export interface HubEvents<T extends EventType> {
  received: EventOf<T>[];
  /** Resolves with the matching events once at least `count` have been received; rejects after `timeoutMs`. */
  waitFor(matches: (event: EventOf<T>) => boolean, count?: number, timeoutMs?: number): Promise<EventOf<T>[]>;
  stop(): void;
}

/** Records the committed events of `type` that the server's hub delivers from now on. */
export function hubEvents<T extends EventType>(server: TestServer, type: T): HubEvents<T> {
  const received: EventOf<T>[] = [];
  const stop = server.server.runtime.hub.on(type, (event) => received.push(event));
  return {
    received,
    waitFor: (matches, count = 1, timeoutMs = 3000) =>
      until(
        () => {
          const found = received.filter(matches);
          return found.length >= count && found;
        },
        () => `${received.filter(matches).length} of ${count} ${type} events`,
        { timeoutMs },
      ),
    stop,
  };
}

/**
 * Resolves once at least `count` listeners for `type` are registered on the server's hub: a client
 * that subscribed has then really joined, and an event published after this reaches it.
 */
export async function waitForListeners(server: TestServer, type: EventType, count = 1, timeoutMs = 10_000): Promise<void> {
  await until(() => server.server.runtime.hub.listenerCount(type) >= count, `fewer than ${count} ${type} listeners`, { timeoutMs });
}

/** Resolves once at least `count` sockets on the server watch the shared channel `channel` (see SharedSubscriptions). */
export async function untilWatching(server: TestServer, channel: string, count = 1, timeoutMs = 10_000): Promise<void> {
  await until(() => server.server.fanout.watcherCount(channel) >= count, `fewer than ${count} watchers of ${channel}`, { timeoutMs, intervalMs: 5 });
}
