import { GraphQLError, type ExecutionResult } from 'graphql';
import type { SharedListener } from '../events/hub';
import type { DomainEvent } from '../events/types';
import { mergeSharedEvents, SHARED_EVENT_TYPES } from './sharedEvents';
import type { Seat, WriteRound } from './writeRound';

/** Where a subscriber's shared results go: its socket, as complete messages. */
export interface SharedResultSocket {
  write(payloadJson: Buffer): void;
}

/** How a feed executes its operation for an event, and serialises the result once for every socket. */
export interface FeedOperation {
  execute(event: DomainEvent): ExecutionResult | Promise<ExecutionResult>;
  serialise(result: ExecutionResult): Buffer;
}

/** A subscriber of a feed. */
export interface FeedMember {
  /** Resolves once the member has been written everything its feed had; undefined when it already has. */
  written(): Promise<void> | undefined;
  leave(): void;
}

/**
 * The shared events of one operation with one set of arguments, on this instance, for every
 * socket running it. Each member is owed the events that came since it was last written, merged
 * into one; the write round writes it when it reaches the member, with the feed's operation
 * executed and serialised once for all members owed the same events.
 *
 * An event costs one merge per distinct point members were last written at (a few, as the round
 * writes them in turn), nothing per member.
 */
export class SharedFeed implements SharedListener {
  readonly types = SHARED_EVENT_TYPES;
  /** How many events have come. */
  private count = 0;
  /** For each count members were last written at: the events since then, merged, and how many members are there. */
  private readonly since = new Map<number, { event: DomainEvent | undefined; members: number }>();
  private readonly payloads = new WeakMap<DomainEvent, Buffer | Promise<unknown>>();

  constructor(
    private readonly operation: FeedOperation,
    private readonly round: WriteRound,
    /** The event to send when a member is written: `event` with anything newer taken in. */
    private readonly catchUp: (event: DomainEvent) => DomainEvent,
    private readonly onEmpty: () => void,
  ) {}

  take(event: DomainEvent): void {
    this.count += 1;
    for (const entry of this.since.values()) entry.event = entry.event ? mergeSharedEvents(entry.event, event) : event;
    this.round.wake();
  }

  join(socket: SharedResultSocket): FeedMember {
    let at = this.count;
    this.enter(at);
    const waiting: (() => void)[] = [];
    const wakeWaiting = () => waiting.splice(0).forEach((resolve) => resolve());
    let left = false;
    const seat: Seat = this.round.join(() => {
      if (at === this.count) return false;
      const payload = this.payloadFor(this.since.get(at)?.event);
      if (!payload) return false;
      this.exit(at);
      at = this.count;
      this.enter(at);
      socket.write(payload);
      wakeWaiting();
      return true;
    });
    return {
      written: () => (at === this.count ? undefined : new Promise((resolve) => waiting.push(resolve))),
      leave: () => {
        if (left) return;
        left = true;
        seat.leave();
        this.exit(at);
        wakeWaiting();
        // Every member is at exactly one point, so no points left means no members left.
        if (this.since.size === 0) this.onEmpty();
      },
    };
  }

  private enter(at: number): void {
    const entry = this.since.get(at);
    if (entry) entry.members += 1;
    else this.since.set(at, { event: undefined, members: 1 });
  }

  private exit(at: number): void {
    const entry = this.since.get(at);
    if (entry && --entry.members === 0) this.since.delete(at);
  }

  /** The payload for `event`, caught up; undefined while its result is still being made (the round is woken once it is). */
  private payloadFor(event: DomainEvent | undefined): Buffer | undefined {
    if (!event) return undefined;
    const caughtUp = this.payload(this.catchUp(event));
    if (caughtUp) return caughtUp;
    return this.payload(event);
  }

  private payload(event: DomainEvent): Buffer | undefined {
    let payload = this.payloads.get(event);
    if (!payload) {
      const result = this.operation.execute(event);
      if (result instanceof Promise) {
        payload = result
          .catch((error: unknown) => ({ errors: [new GraphQLError('Subscription result failed', { originalError: error as Error })] }))
          .then((done) => {
            this.payloads.set(event, this.operation.serialise(done));
            this.round.wake();
          });
      } else {
        payload = this.operation.serialise(result);
      }
      this.payloads.set(event, payload);
    }
    return payload instanceof Buffer ? payload : undefined;
  }
}

/** The feeds of this instance's sockets, by operation and arguments. */
export class SharedFeeds {
  private readonly feeds = new Map<string, SharedFeed>();

  constructor(
    private readonly round: WriteRound,
    private readonly catchUp: (event: DomainEvent) => DomainEvent,
  ) {}

  /**
   * Joins `socket` to the feed of the operation `key` names (made with `operation` if it has no
   * members), once `share` has handed the feed the subscription's shared events; undefined when
   * the subscription has none.
   */
  join(key: string, operation: FeedOperation, socket: SharedResultSocket, share: (feed: SharedFeed) => boolean): FeedMember | undefined {
    const known = this.feeds.get(key);
    const feed = known ?? new SharedFeed(operation, this.round, this.catchUp, () => this.feeds.delete(key));
    if (!share(feed)) return undefined;
    if (!known) this.feeds.set(key, feed);
    return feed.join(socket);
  }
}
