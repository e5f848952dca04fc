import { randomUUID } from 'node:crypto';
import { isNewerTally, type VersionedTally } from '../../common/tallies';
import type { Database } from '../db/client';
import { publish, type EventHub } from '../events/hub';
import type { EventOf, PackedTally } from '../events/types';
import type { Logger } from '../logger';
import { Coalescer } from './coalescer';
import { RecentTallies } from './recentTallies';
import type { Sharing } from './sharedUpdates';

export interface TallyOfPoem {
  poemId: string;
  voteCount: number;
  voteVersion: number;
  frozen: boolean;
  /** Of voteCount, the votes cast in the rounds of the topic's slam night. */
  nightVoteCount: number;
}

/** A tally a vote changed, for the live tallies. */
export interface TallyChange extends TallyOfPoem {
  topicId: string;
}

/** What the watchers of one topic are sent: the tallies that changed, and whether voting has closed. */
export interface TopicVotesUpdate {
  tallies: TallyOfPoem[];
  closed: boolean;
}

/** How often an instance publishes the tallies its votes changed: at most this many batches a second. */
const PUBLISHED_BATCHES_PER_SECOND = 4;
/**
 * How long the tallies handed out are remembered for pages rendered before their live tallies
 * begin: past the oldest a visitor's kept page is sent (server/ssr/keptPages.ts), and its loading.
 */
const RECENT_TALLIES_MS = 6 * 60_000;
// Each packed tally is about 100 bytes of JSON; NOTIFY payloads must stay under 8000 bytes.
const TALLIES_PER_NOTIFY = 70;

const poemOf = (tally: TallyOfPoem) => tally.poemId;

const pack = (tally: TallyChange): PackedTally => [tally.topicId, tally.poemId, tally.voteCount, tally.voteVersion, tally.frozen ? 1 : 0, tally.nightVoteCount];
const unpack = ([topicId, poemId, voteCount, voteVersion, frozen, nightVoteCount]: PackedTally): TallyChange => ({
  topicId,
  poemId,
  voteCount,
  voteVersion,
  frozen: frozen === 1,
  nightVoteCount,
});

/** The channel the watchers of a topic's tallies share (see SharedSubscriptions). */
export const topicVotesChannel = (topicId: string) => `topicVotes:${topicId}`;

/** Two updates as one, each poem at its newer count: for a watcher that has not been sent the older yet. */
function mergeTopicVotes(older: TopicVotesUpdate, newer: TopicVotesUpdate): TopicVotesUpdate {
  const byPoem = new Map(older.tallies.map((tally) => [tally.poemId, tally]));
  for (const tally of newer.tallies) {
    const known = byPoem.get(tally.poemId);
    if (!known || isNewerTally(tally, known)) byPoem.set(tally.poemId, tally);
  }
  return { tallies: [...byPoem.values()], closed: older.closed || newer.closed };
}

/** How the updates of a topic's tallies combine for a watcher not yet written the older. */
export const topicVotesSharing: Sharing<TopicVotesUpdate> = { merge: mergeTopicVotes };

/** Hands an update to this instance's watchers of `channel` (the live layer's publish). */
export type PublishToWatchers = (channel: string, update: TopicVotesUpdate) => void;

/**
 * The live tallies of one instance, both ways:
 * - out: the tallies this instance's votes changed, published a few times a second in one NOTIFY
 *   per batch, outside the vote transactions (a NOTIFY inside each vote's transaction would take
 *   Postgres's commit-time notify lock and serialise every voting commit);
 * - in: this instance's tallies as its votes make them and other instances' batches as they come,
 *   published on each topic's channel; and a topic's closing, once.
 * Only each poem's newest count (highest version) is kept between outgoing batches.
 */
export class LiveTallies {
  private readonly instanceId = randomUUID();
  private readonly outgoing: Coalescer<TallyChange>;
  private readonly stopListening: (() => void)[];
  private readonly recent = new RecentTallies(RECENT_TALLIES_MS);

  constructor(
    private readonly db: Database,
    hub: EventHub,
    private readonly toWatchers: PublishToWatchers,
    private readonly log: Logger,
  ) {
    this.outgoing = new Coalescer<TallyChange>(1000 / PUBLISHED_BATCHES_PER_SECOND, poemOf, isNewerTally, (batch) => this.publish(batch));
    this.stopListening = [
      hub.on('votes.tallied', (event) => {
        if (event.origin !== this.instanceId) this.handOut(event.tallies.map(unpack));
      }),
      hub.on('topic.closed', (event) => toWatchers(topicVotesChannel(event.topicId), { tallies: [], closed: true })),
      hub.on('topic.corrected', (event) => toWatchers(topicVotesChannel(event.topicId), { tallies: [], closed: true })),
    ];
  }

  record(change: TallyChange): void {
    this.outgoing.add(change);
    this.handOut([change]);
  }

  /** The newest tallies of the topic's poems that changed at or after `since`; undefined when this instance does not remember back that far. */
  changedSince(topicId: string, since: number): TallyOfPoem[] | undefined {
    return this.recent.changedSince(topicId, since);
  }

  /**
   * The poem's newest tally handed out in the last RECENT_TALLIES_MS, if newer than the one `poem`
   * was read with: what an answer or a night kept that long takes its counts from
   * (server/http/publicReads.ts, server/live/resolvers.ts).
   */
  newerTally(poem: { id: string } & VersionedTally): TallyOfPoem | undefined {
    const newest = this.recent.newest(poem.id);
    return newest && isNewerTally(newest, poem) ? newest : undefined;
  }

  /** Publishes what is pending, then stops. */
  async stop(): Promise<void> {
    for (const stop of this.stopListening) stop();
    await this.outgoing.stop();
  }

  /**
   * Tallies to the watchers on this instance, as they come: each topic's on its channel. The feeds
   * keep them until the write round reaches each watcher, which is then written everything since it
   * was last written, merged.
   */
  private handOut(batch: TallyChange[]): void {
    const byTopic = new Map<string, TallyOfPoem[]>();
    for (const { topicId, ...tally } of batch) {
      let tallies = byTopic.get(topicId);
      if (!tallies) byTopic.set(topicId, (tallies = []));
      tallies.push(tally);
    }
    for (const [topicId, tallies] of byTopic) {
      this.recent.note(topicId, tallies);
      this.toWatchers(topicVotesChannel(topicId), { tallies, closed: false });
    }
  }

  private async publish(batch: TallyChange[]): Promise<void> {
    for (let start = 0; start < batch.length; start += TALLIES_PER_NOTIFY) {
      const event: EventOf<'votes.tallied'> = { type: 'votes.tallied', origin: this.instanceId, tallies: batch.slice(start, start + TALLIES_PER_NOTIFY).map(pack) };
      try {
        await publish(this.db, event);
      } catch (error) {
        // The counts are safe in the database; other instances' watchers catch up on a later batch or refetch.
        this.log.error({ err: error, poems: event.tallies.length }, 'tally batch not published');
      }
    }
  }
}
