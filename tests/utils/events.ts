import type { EventOf, EventType } from '../../server/events/types';
import type { TestServer } from './server';

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
    waitFor: async (matches, count = 1, timeoutMs = 3000) => {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = received.filter(matches);
        if (found.length >= count) return found;
        if (Date.now() > deadline) throw new Error(`${found.length} of ${count} ${type} events within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    stop,
  };
}

/**
 * Resolves once at least `count` listeners for `type` are registered on the server's hub: a client
 * that subscribed has then really joined, and an event published after this reaches it.
 */
export async function waitForListeners(server: TestServer, type: EventType, count = 1, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (server.server.runtime.hub.listenerCount(type) < count) {
    if (Date.now() > deadline) throw new Error(`fewer than ${count} ${type} listeners within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Resolves once at least `count` sockets on the server watch the shared channel `channel` (see SharedSubscriptions). */
export async function untilWatching(server: TestServer, channel: string, count = 1, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (server.server.runtime.live.watcherCount(channel) < count) {
    if (Date.now() > deadline) throw new Error(`fewer than ${count} watchers of ${channel} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
