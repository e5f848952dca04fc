import { sql } from 'drizzle-orm';
import type { DatabaseConnection, Queryable } from '../db/client';
import type { Logger } from '../logger';
import type { DomainEvent, EventOf, EventType } from './types';

export const EVENTS_CHANNEL = 'spoken_events';
// Postgres refuses NOTIFY payloads of 8000 bytes or more.
const MAX_PAYLOAD_BYTES = 7900;

/**
 * Queues `event` inside the caller's transaction. Postgres delivers it to every listening instance
 * when the transaction commits, and never if it rolls back.
 */
export async function publish(tx: Queryable, event: DomainEvent): Promise<void> {
  const payload = JSON.stringify(event);
  if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) {
    throw new Error(`event ${event.type} is too large for NOTIFY (${Buffer.byteLength(payload)} bytes)`);
  }
  await tx.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${payload})`);
}

type Handler<T extends EventType> = (event: EventOf<T>) => void;
type Filter = (event: DomainEvent) => boolean;

/**
 * Takes the events of `types` that many subscriptions share: subscriptions of one operation with
 * the same arguments, which therefore filter alike. Each such event that passes their filter is
 * handed to the listener once, however many subscriptions joined it, instead of to each of them.
 */
export interface SharedListener {
  readonly types: ReadonlySet<EventType>;
  take(event: DomainEvent): void;
}

/**
 * A subscription's events of the listener's types go to `listener` from now on, not to its
 * iterator; false when the subscription has none of those types.
 */
export const SHARE = Symbol('share');
export interface Shareable {
  [SHARE](listener: SharedListener): boolean;
}

/** Fans committed events out to the subscribers of this server instance. */
export class EventHub {
  private readonly handlers = new Map<EventType, Set<Handler<EventType>>>();
  /** Per event type, each shared listener with the filter of the subscriptions that joined it and how many they are. */
  private readonly shared = new Map<EventType, Map<SharedListener, { filter: Filter; subscriptions: number }>>();
  private unlisten: (() => Promise<void>) | undefined;

  constructor(
    private readonly connection: DatabaseConnection,
    private readonly log: Logger,
  ) {}

  async start(): Promise<void> {
    this.unlisten = await this.connection.listen(EVENTS_CHANNEL, (payload) => this.dispatch(payload));
  }

  async stop(): Promise<void> {
    await this.unlisten?.();
    this.unlisten = undefined;
    this.handlers.clear();
    this.shared.clear();
  }

  /** Calls `handler` for each committed event of `type`; returns the function that stops it. */
  on<T extends EventType>(type: T, handler: Handler<T>): () => void {
    let set = this.handlers.get(type);
    if (!set) {
      set = new Set();
      this.handlers.set(type, set);
    }
    const entry = handler as unknown as Handler<EventType>;
    set.add(entry);
    return () => set.delete(entry);
  }

  /** How many handlers and shared subscriptions are listening for `type` on this instance. */
  listenerCount(type: EventType): number {
    let shared = 0;
    for (const { subscriptions } of this.shared.get(type)?.values() ?? []) shared += subscriptions;
    return (this.handlers.get(type)?.size ?? 0) + shared;
  }

  /**
   * Committed events of `types` that pass `filter`, as an async iterator for a GraphQL subscription.
   * Its consumer may hand the events it shares with other subscriptions to a shared listener
   * ([SHARE]). Ending the iterator (the client unsubscribes or disconnects) removes the subscriber.
   */
  subscribe<T extends EventType>(
    types: T | readonly T[],
    filter: (event: EventOf<T>) => boolean = () => true,
  ): AsyncIterableIterator<EventOf<T>> & Shareable {
    const queue: EventOf<T>[] = [];
    const waiting: ((result: IteratorResult<EventOf<T>>) => void)[] = [];
    let done = false;

    const deliver = (event: EventOf<T>) => {
      if (done || !filter(event)) return;
      const next = waiting.shift();
      if (next) next({ value: event, done: false });
      else queue.push(event);
    };
    const offs = new Map<EventType, () => void>((Array.isArray(types) ? types : [types as T]).map((type) => [type, this.on(type, deliver)]));
    const off = () => offs.forEach((stop) => stop());

    const finish = (): Promise<IteratorResult<EventOf<T>>> => {
      if (!done) {
        done = true;
        off();
        queue.length = 0;
        for (const resolve of waiting.splice(0)) resolve({ value: undefined, done: true });
      }
      return Promise.resolve({ value: undefined, done: true });
    };

    return {
      next: () => {
        const value = queue.shift();
        if (value) return Promise.resolve({ value, done: false });
        if (done) return Promise.resolve({ value: undefined, done: true });
        return new Promise((resolve) => waiting.push(resolve));
      },
      return: finish,
      throw: (error?: unknown) => finish().then(() => Promise.reject(error)),
      [SHARE]: (listener) => {
        if (done) return false;
        const sharedTypes = [...offs.keys()].filter((type) => listener.types.has(type));
        for (const type of sharedTypes) {
          offs.get(type)?.();
          offs.set(type, this.joinShared(type, listener, filter as Filter));
        }
        return sharedTypes.length > 0;
      },
      [Symbol.asyncIterator]() {
        return this;
      },
    };
  }

  private joinShared(type: EventType, listener: SharedListener, filter: Filter): () => void {
    let listeners = this.shared.get(type);
    if (!listeners) this.shared.set(type, (listeners = new Map()));
    let joined = listeners.get(listener);
    if (!joined) listeners.set(listener, (joined = { filter, subscriptions: 0 }));
    joined.subscriptions += 1;
    const entry = joined;
    return () => {
      entry.subscriptions -= 1;
      if (entry.subscriptions === 0) listeners.delete(listener);
    };
  }

  private dispatch(payload: string): void {
    let event: DomainEvent;
    try {
      event = JSON.parse(payload) as DomainEvent;
    } catch (error) {
      this.log.error({ err: error }, 'unreadable event payload');
      return;
    }
    this.deliverLocally(event);
  }

  /** Hands `event` to this instance's handlers and shared listeners only, without publishing it. */
  deliverLocally(event: DomainEvent): void {
    for (const handler of this.handlers.get(event.type) ?? []) this.safely(event, () => handler(event));
    for (const [listener, { filter }] of this.shared.get(event.type) ?? []) {
      this.safely(event, () => filter(event) && listener.take(event));
    }
  }

  private safely(event: DomainEvent, handle: () => void): void {
    try {
      handle();
    } catch (error) {
      this.log.error({ err: error, event: event.type }, 'event handler failed');
    }
  }
}
