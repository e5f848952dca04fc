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
