import { randomUUID } from 'node:crypto';
import type { Database } from '../db/client';
import { publish, type EventHub } from '../events/hub';
import type { DomainEvent, EventOf, TallyEntry } from '../events/types';
import type { Logger } from '../logger';
import { Coalescer } from './coalescer';

export interface TallyOfPoem {
  poemId: string;
  voteCount: number;
  voteVersion: number;
  frozen: boolean;
}

/** A tally a vote changed, for the live tallies. */
export interface TallyChange extends TallyOfPoem {
  topicId: string;
}

/** How often an instance publishes the tallies its votes changed: at most this many batches a second. */
const PUBLISHED_BATCHES_PER_SECOND = 4;
/** How often a watcher gets a batch: at most this many a second, however many instances publish. */
const WATCHER_BATCHES_PER_SECOND = 5;
/** A batch waiting for a socket is caught up with newer counts at most once per this long. */
const CATCH_UP_MS = 50;
// Each entry is about 100 bytes of JSON; NOTIFY payloads must stay under 8000 bytes.
const ENTRIES_PER_NOTIFY = 70;

const poemOf = (entry: TallyEntry) => entry[1];
const isNewer = (entry: TallyEntry, than: TallyEntry) => entry[3] > than[3];

/**
 * The live tallies of one instance, both ways:
 * - out: the tallies this instance's votes changed, published a few times a second in one NOTIFY
 *   per batch, outside the vote transactions (a NOTIFY inside each vote's transaction would take
 *   Postgres's commit-time notify lock and serialise every voting commit);
 * - in: this instance's tallies and other instances' batches as notified, merged and handed to
 *   this instance's watchers as the local event `votes.relayed`, at most five times a second, so
 *   more instances do not mean more messages.
 * Only each poem's newest count (highest version) is kept between batches.
 */
export class LiveTallies {
  private readonly instanceId = randomUUID();
  private readonly outgoing: Coalescer<TallyEntry>;
  private readonly forWatchers: Coalescer<TallyEntry>;
  private readonly stopListening: () => void;
  private readonly caughtUp = new WeakMap<DomainEvent, { at: number; event: DomainEvent }>();

  constructor(
    private readonly db: Database,
    hub: EventHub,
    private readonly log: Logger,
  ) {
    this.outgoing = new Coalescer(1000 / PUBLISHED_BATCHES_PER_SECOND, poemOf, isNewer, (batch) => this.publish(batch));
    this.forWatchers = new Coalescer(1000 / WATCHER_BATCHES_PER_SECOND, poemOf, isNewer, (tallies) =>
      hub.deliverLocally({ type: 'votes.relayed', tallies }),
    );
    this.stopListening = hub.on('votes.tallied', (event) => {
      if (event.origin !== this.instanceId) this.relay(event.tallies);
    });
  }

  record(change: TallyChange): void {
    const entry: TallyEntry = [change.topicId, change.poemId, change.voteCount, change.voteVersion, change.frozen ? 1 : 0];
    this.outgoing.add(entry);
    this.forWatchers.add(entry);
  }

  /**
   * What a watcher is owed (the batches since its last write, merged), about to be written to it,
   * with the counts that came since the last batch was handed out taken in. Under load the write
   * round takes a few hundred milliseconds to reach every watcher; each then gets what is newest
   * when it is reached, not when the batch was handed out. Made at most once per owed batch and
   * CATCH_UP_MS, and shared by every watcher written meanwhile.
   */
  readonly catchUp = (event: DomainEvent): DomainEvent => {
    if (event.type !== 'votes.relayed') return event;
    const now = performance.now();
    const known = this.caughtUp.get(event);
    if (known && now - known.at < CATCH_UP_MS) return known.event;
    const waiting = this.forWatchers.waiting();
    const caughtUp = waiting.length === 0 ? event : mergeRelayedTallies(event, { type: 'votes.relayed', tallies: waiting });
    this.caughtUp.set(event, { at: now, event: caughtUp });
    return caughtUp;
  };

  /** Publishes and relays what is pending, then stops. */
  async stop(): Promise<void> {
    this.stopListening();
    await this.outgoing.stop();
    await this.forWatchers.stop();
  }

  private relay(tallies: TallyEntry[]): void {
    for (const entry of tallies) this.forWatchers.add(entry);
  }

  private async publish(batch: TallyEntry[]): Promise<void> {
    for (let start = 0; start < batch.length; start += ENTRIES_PER_NOTIFY) {
      const event: EventOf<'votes.tallied'> = { type: 'votes.tallied', origin: this.instanceId, tallies: batch.slice(start, start + ENTRIES_PER_NOTIFY) };
      try {
        await publish(this.db, event);
      } catch (error) {
        // The counts are safe in the database; other instances' watchers catch up on a later batch or refetch.
        this.log.error({ err: error, poems: event.tallies.length }, 'tally batch not published');
      }
    }
  }
}

/** Two batches as one, each poem at its newer count: for a watcher that has not been sent the older yet. */
export function mergeRelayedTallies(older: EventOf<'votes.relayed'>, newer: EventOf<'votes.relayed'>): EventOf<'votes.relayed'> {
  const byPoem = new Map(older.tallies.map((entry) => [poemOf(entry), entry]));
  for (const entry of newer.tallies) {
    const known = byPoem.get(poemOf(entry));
    if (!known || isNewer(entry, known)) byPoem.set(poemOf(entry), entry);
  }
  return { type: 'votes.relayed', tallies: [...byPoem.values()] };
}

const batchesByEvent = new WeakMap<object, Map<string, TallyOfPoem[]>>();

/**
 * The tallies of one topic in a batch event, built once per event and topic and then shared by
 * every watcher of that topic on this instance.
 */
export function topicTallies(event: EventOf<'votes.relayed'>, topicId: string): TallyOfPoem[] {
  let byTopic = batchesByEvent.get(event);
  if (!byTopic) {
    byTopic = new Map();
    for (const [topic, poemId, voteCount, voteVersion, frozen] of event.tallies) {
      let list = byTopic.get(topic);
      if (!list) byTopic.set(topic, (list = []));
      list.push({ poemId, voteCount, voteVersion, frozen: frozen === 1 });
    }
    batchesByEvent.set(event, byTopic);
  }
  return byTopic.get(topicId) ?? [];
}

export function mentionsTopic(event: EventOf<'votes.relayed'>, topicId: string): boolean {
  return topicTallies(event, topicId).length > 0;
}
