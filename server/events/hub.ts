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

/** Fans committed events out to the subscribers of this server instance. */
export class EventHub {
  private readonly handlers = new Map<EventType, Set<Handler<EventType>>>();
  private readonly resumedHandlers = new Set<() => void>();
  private unlisten: (() => Promise<void>) | undefined;

  constructor(
    private readonly connection: DatabaseConnection,
    private readonly log: Logger,
  ) {}

  async start(): Promise<void> {
    this.unlisten = await this.connection.listen(
      EVENTS_CHANNEL,
      (payload) => this.dispatch(payload),
      () => this.resumed(),
    );
  }

  async stop(): Promise<void> {
    await this.unlisten?.();
    this.unlisten = undefined;
    this.handlers.clear();
    this.resumedHandlers.clear();
  }

  /**
   * Calls `handler` each time events flow again after the hub's database connection dropped:
   * events committed meanwhile never arrive. Returns the function that stops it.
   */
  onResumed(handler: () => void): () => void {
    this.resumedHandlers.add(handler);
    return () => this.resumedHandlers.delete(handler);
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

  /** How many handlers are listening for `type` on this instance. */
  listenerCount(type: EventType): number {
    return this.handlers.get(type)?.size ?? 0;
  }

  /**
   * Committed events of `types` that pass `filter`, as an async iterator for a GraphQL subscription.
   * Ending the iterator (the client unsubscribes or disconnects) removes the subscriber.
   */
  subscribe<T extends EventType>(
    types: T | readonly T[],
    filter: (event: EventOf<T>) => boolean = () => true,
  ): AsyncIterableIterator<EventOf<T>> {
    const queue: EventOf<T>[] = [];
    const waiting: ((result: IteratorResult<EventOf<T>>) => void)[] = [];
    let done = false;

    const deliver = (event: EventOf<T>) => {
      if (done || !filter(event)) return;
      const next = waiting.shift();
      if (next) next({ value: event, done: false });
      else queue.push(event);
    };
    const offs = (Array.isArray(types) ? types : [types as T]).map((type) => this.on(type, deliver));
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
      [Symbol.asyncIterator]() {
        return this;
      },
    };
  }

  private resumed(): void {
    this.log.info('event connection resumed');
    for (const handler of this.resumedHandlers) {
      try {
        handler();
      } catch (error) {
        this.log.error({ err: error }, 'event handler failed');
      }
    }
  }

  private dispatch(payload: string): void {
    let event: DomainEvent;
    try {
      event = JSON.parse(payload) as DomainEvent;
    } catch (error) {
      this.log.error({ err: error }, 'unreadable event payload');
      return;
    }
    for (const handler of this.handlers.get(event.type) ?? []) {
      try {
        handler(event);
      } catch (error) {
        this.log.error({ err: error, event: event.type }, 'event handler failed');
      }
    }
  }
}
