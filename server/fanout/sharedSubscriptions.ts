import { execute, print, type DocumentNode, type ExecutionArgs, type ExecutionResult } from 'graphql';
import { formatErrorForClient } from '../errors';
import type { Logger } from '../logger';
import type { Metrics } from '../metrics/metrics';
import { Feed, type FeedSocket } from './feed';
import type { SharedUpdates } from './sharedUpdates';
import { WriteRound } from './writeRound';

// A socket's checked operations are kept (server/socket/operations.ts), so the same document comes back from every phone.
const printed = new WeakMap<DocumentNode, string>();
function printOnce(document: DocumentNode): string {
  let text = printed.get(document);
  if (text === undefined) printed.set(document, (text = print(document)));
  return text;
}

/**
 * The shared subscriptions of this instance: where the updates published on a channel meet the
 * sockets watching it. A channel has a feed per operation and arguments (clients may ask for
 * different fields), and every feed writes through one write round.
 */
export class SharedSubscriptions {
  private readonly round: WriteRound;
  /** Per channel, its feeds by operation and arguments. */
  private readonly channels = new Map<string, Map<string, Feed<object>>>();

  constructor(
    private readonly log: Logger,
    metrics: Metrics,
  ) {
    this.round = new WriteRound(
      (error) => log.error({ err: error }, 'socket write failed'),
      (count) => metrics.liveMessages.inc(count),
      (ms) => metrics.liveTurnSeconds.observe(ms / 1000),
    );
    metrics.gauge({ name: 'spoken_live_watchers', help: 'Subscriptions on this instance’s sockets watching a live feed (tallies, rounds)' }, () => [[{}, this.watchers()]], log);
  }

  /** How many sockets on this instance watch any channel. */
  watchers(): number {
    let count = 0;
    for (const channel of this.channels.keys()) count += this.watcherCount(channel);
    return count;
  }

  /** How many sockets on this instance watch `channel`. */
  watcherCount(channel: string): number {
    let count = 0;
    for (const feed of this.channels.get(channel)?.values() ?? []) count += feed.socketCount();
    return count;
  }

  /** Hands `update` to every feed on `channel` (none when nobody here watches it); each socket is written it, merged with anything it is still owed, in the round. */
  publish(channel: string, update: object): void {
    for (const feed of this.channels.get(channel)?.values() ?? []) feed.receive(update);
  }

  /**
   * Writes the results of `updates`' subscription to `socket` until it ends. `args` are the
   * subscription's, with the context its results are executed with: one that has no viewer, since
   * every socket is sent the same bytes.
   */
  join<Update extends object>(updates: SharedUpdates<Update>, args: ExecutionArgs, socket: FeedSocket): void {
    let feeds = this.channels.get(updates.channel);
    if (!feeds) this.channels.set(updates.channel, (feeds = new Map()));
    const key = JSON.stringify([printOnce(args.document), args.operationName ?? null, args.variableValues ?? {}]);
    let feed = feeds.get(key) as Feed<Update> | undefined;
    if (!feed) {
      const operation = { execute: (update: Update) => execute({ ...args, rootValue: update }), serialise: (result: ExecutionResult) => this.serialise(result) };
      const inChannel = feeds;
      feed = new Feed(updates.sharing, operation, this.round, this.log, () => {
        inChannel.delete(key);
        if (inChannel.size === 0) this.channels.delete(updates.channel);
      });
      feeds.set(key, feed as Feed<object>);
    }
    updates.onEnd(feed.join(socket));
  }

  /** A result as every socket is sent it: unexpected errors are logged once, and replaced. */
  private serialise(result: ExecutionResult): Buffer {
    const errors = result.errors?.map((error) => formatErrorForClient(error.toJSON(), error, this.log));
    return Buffer.from(JSON.stringify(errors ? { ...result, errors } : result));
  }

  /** Stops every feed. */
  clear(): void {
    this.round.clear();
    this.channels.clear();
  }
}
