import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { EVENTS_CHANNEL, type EventHub } from '../events/hub';
import type { EventOf, TallyEntry } from '../events/types';
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
/**
 * How often a watcher gets a batch: at most this many a second, whatever the number of instances.
 * A little above the publishing rate, so one instance's batches pass straight through, never held
 * back by the jitter of their arrival.
 */
const WATCHER_BATCHES_PER_SECOND = 5;
// Each entry is about 100 bytes of JSON; NOTIFY payloads must stay under 8000 bytes.
const ENTRIES_PER_NOTIFY = 70;

const poemOf = (entry: TallyEntry) => entry[1];
const isNewer = (entry: TallyEntry, than: TallyEntry) => entry[3] > than[3];

/**
 * Gathers the tallies this instance's votes changed and publishes them a few times a second, in one
 * NOTIFY per batch and outside the vote transactions: a NOTIFY inside each vote's transaction would
 * take Postgres's commit-time notify lock and serialise every voting commit. Only each poem's newest
 * count (highest version) of a window is sent.
 */
export class TallyPublisher {
  private readonly batches: Coalescer<TallyEntry>;

  constructor(
    private readonly db: Database,
    private readonly log: Logger,
  ) {
    this.batches = new Coalescer(1000 / PUBLISHED_BATCHES_PER_SECOND, poemOf, isNewer, (batch) => this.publish(batch));
  }

  record(change: TallyChange): void {
    this.batches.add([change.topicId, change.poemId, change.voteCount, change.voteVersion, change.frozen ? 1 : 0]);
  }

  /** Publishes what is pending, then stops. */
  stop(): Promise<void> {
    return this.batches.stop();
  }

  private async publish(batch: TallyEntry[]): Promise<void> {
    for (let start = 0; start < batch.length; start += ENTRIES_PER_NOTIFY) {
      const event: EventOf<'votes.tallied'> = { type: 'votes.tallied', tallies: batch.slice(start, start + ENTRIES_PER_NOTIFY) };
      try {
        await this.db.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify(event)})`);
      } catch (error) {
        // The counts are safe in the database; watchers catch up on their next batch or refetch.
        this.log.error({ err: error, poems: event.tallies.length }, 'tally batch not published');
      }
    }
  }
}

/**
 * Every instance publishes its own batches, so with several instances a topic would hear from each.
 * The relay merges what all instances publish and hands this instance's watchers at most five
 * batches a second, as the local event `votes.relayed`.
 */
export class TallyRelay {
  private readonly batches: Coalescer<TallyEntry>;
  private readonly unsubscribe: () => void;

  constructor(hub: EventHub) {
    this.batches = new Coalescer(1000 / WATCHER_BATCHES_PER_SECOND, poemOf, isNewer, (tallies) =>
      hub.deliverLocally({ type: 'votes.relayed', tallies }),
    );
    this.unsubscribe = hub.on('votes.tallied', (event) => event.tallies.forEach((entry) => this.batches.add(entry)));
  }

  async stop(): Promise<void> {
    this.unsubscribe();
    await this.batches.stop();
  }
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
