import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { EVENTS_CHANNEL } from '../events/hub';
import type { EventOf, TallyEntry } from '../events/types';
import type { Logger } from '../logger';

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
export const TALLY_BATCHES_PER_SECOND = 4;
// Each entry is about 100 bytes of JSON; NOTIFY payloads must stay under 8000 bytes.
const ENTRIES_PER_NOTIFY = 70;

/**
 * Gathers the tallies this instance's votes changed and publishes them a few times a second, in one
 * NOTIFY per batch and outside the vote transactions: a NOTIFY inside each vote's transaction would
 * take Postgres's commit-time notify lock and serialise every voting commit. Only each poem's newest
 * count (highest version) of a window is sent.
 */
export class TallyPublisher {
  private pending = new Map<string, TallyChange>();
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Database,
    private readonly log: Logger,
    private readonly intervalMs = 1000 / TALLY_BATCHES_PER_SECOND,
  ) {}

  record(change: TallyChange): void {
    const known = this.pending.get(change.poemId);
    if (!known || known.voteVersion < change.voteVersion) this.pending.set(change.poemId, change);
    this.timer ??= setTimeout(() => {
      this.timer = undefined;
      this.flushing = this.flushing.then(() => this.flush());
    }, this.intervalMs);
  }

  private async flush(): Promise<void> {
    const batch = [...this.pending.values()];
    this.pending = new Map();
    for (let start = 0; start < batch.length; start += ENTRIES_PER_NOTIFY) {
      const tallies: TallyEntry[] = batch
        .slice(start, start + ENTRIES_PER_NOTIFY)
        .map((change) => [change.topicId, change.poemId, change.voteCount, change.voteVersion, change.frozen ? 1 : 0]);
      const event: EventOf<'votes.tallied'> = { type: 'votes.tallied', tallies };
      try {
        await this.db.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify(event)})`);
      } catch (error) {
        // The counts are safe in the database; watchers catch up on their next batch or refetch.
        this.log.error({ err: error, poems: tallies.length }, 'tally batch not published');
      }
    }
  }

  /** Publishes what is pending, then stops. */
  async stop(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.flushing;
    if (this.pending.size > 0) await this.flush();
  }
}

const batchesByEvent = new WeakMap<object, Map<string, TallyOfPoem[]>>();

/**
 * The tallies of one topic in a batch event, built once per event and topic and then shared by
 * every watcher of that topic on this instance.
 */
export function topicTallies(event: EventOf<'votes.tallied'>, topicId: string): TallyOfPoem[] {
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

export function mentionsTopic(event: EventOf<'votes.tallied'>, topicId: string): boolean {
  return topicTallies(event, topicId).length > 0;
}
