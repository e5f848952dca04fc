import type { ExecutionResult } from 'graphql';
import type { Logger } from '../logger';
import type { Sharing } from './sharedUpdates';
import type { WriteRound } from './writeRound';

/** Where a feed's results go for one subscription: its socket, as complete messages. */
export interface FeedSocket {
  send(result: Buffer): void;
}

/** How a feed executes its operation for an update, and serialises the result once for every socket. */
export interface FeedOperation<Update> {
  execute(update: Update): ExecutionResult | Promise<ExecutionResult>;
  serialise(result: ExecutionResult): Buffer;
}

/** A result being made, ready, or failed (logged, and skipped). */
type Result = Promise<void> | Buffer | null;

/** The sockets written up to one count of updates: how many, and what they are owed as last worked out (the updates since, merged up to `upTo`, and the result). */
interface Point<Update> {
  sockets: number;
  owed?: { upTo: number; update: Update; result: Result };
}

/**
 * One shared subscription (an operation with its arguments) on this instance, for every socket
 * running it. The updates received are kept in order from the oldest some socket is still owed.
 * Each socket is owed the updates since the point it was last written up to, merged into one; the
 * write round writes them when it reaches the socket, and the sockets at one point share the merge
 * and its result: the operation is executed and serialised once for all sockets owed the same.
 *
 * An update costs nothing when it comes but its place in the list. A point's merge is carried
 * forward, so each update is merged once per point, and results are made only as the round reaches
 * sockets: those written in one slice of the round are written up to the same update, so a turn
 * makes about as many points, and results, as it has slices.
 */
export class Feed<Update extends object> {
  /** Updates received that some socket is still owed, oldest first: `kept[0]` is update number `firstKept`. */
  private kept: Update[] = [];
  private firstKept = 0;
  /** By the count of updates their sockets have been written up to. */
  private readonly points = new Map<number, Point<Update>>();

  constructor(
    private readonly sharing: Sharing<Update>,
    private readonly operation: FeedOperation<Update>,
    private readonly round: WriteRound,
    private readonly log: Logger,
    private readonly onEmpty: () => void,
  ) {}

  /** How many updates have been received. */
  private get received(): number {
    return this.firstKept + this.kept.length;
  }

  /** How many sockets this feed writes to. */
  socketCount(): number {
    let count = 0;
    for (const point of this.points.values()) count += point.sockets;
    return count;
  }

  receive(update: Update): void {
    this.kept.push(update);
    this.round.wake();
  }

  /** Writes this feed's results to `socket` from now on; returns the function that stops it. */
  join(socket: FeedSocket): () => void {
    let writtenUpTo = this.received;
    this.enter(writtenUpTo);
    const removeWriter = this.round.add(() => {
      if (writtenUpTo === this.received) return false;
      const result = this.resultFor(writtenUpTo);
      if (result instanceof Promise) return false;
      this.exit(writtenUpTo);
      writtenUpTo = this.received;
      this.enter(writtenUpTo);
      if (result) socket.send(result);
      return true;
    });
    let left = false;
    return () => {
      if (left) return;
      left = true;
      removeWriter();
      this.exit(writtenUpTo);
      // Every socket is at exactly one point, so no points left means no sockets left.
      if (this.points.size === 0) this.onEmpty();
    };
  }

  private enter(at: number): void {
    const point = this.points.get(at);
    if (point) point.sockets += 1;
    else this.points.set(at, { sockets: 1 });
  }

  private exit(at: number): void {
    const point = this.points.get(at);
    if (!point || --point.sockets > 0) return;
    this.points.delete(at);
    if (at === this.firstKept) this.forgetUnowed();
  }

  /** Drops the updates every socket has been written. */
  private forgetUnowed(): void {
    let oldest = this.received;
    for (const at of this.points.keys()) oldest = Math.min(oldest, at);
    this.kept = this.kept.slice(oldest - this.firstKept);
    this.firstKept = oldest;
  }

  /** The result for the sockets written up to `at`, made once; a promise while it is being made (the round is woken when it is done). */
  private resultFor(at: number): Result {
    const point = this.points.get(at) as Point<Update>;
    const upTo = this.received;
    const known = point.owed;
    if (known?.upTo === upTo) return known.result;
    // Carried forward from what was worked out last, over the updates that came since.
    let update = known?.update ?? (this.kept[at - this.firstKept] as Update);
    for (let number = known?.upTo ?? at + 1; number < upTo; number += 1) update = this.sharing.merge(update, this.kept[number - this.firstKept] as Update);
    const owed = { upTo, update, result: null as Result };
    point.owed = owed;
    owed.result = this.made(update, (done) => {
      owed.result = done;
      this.round.wake();
    });
    return owed.result;
  }

  /** The result of `update`, or a promise that hands it to `whenMade` once made. */
  private made(update: Update, whenMade: (result: Buffer | null) => void): Result {
    try {
      const executed = this.operation.execute(update);
      if (!(executed instanceof Promise)) return this.serialised(executed);
      return executed.then((done) => this.serialised(done), (error: unknown) => this.failed(error)).then(whenMade);
    } catch (error) {
      return this.failed(error);
    }
  }

  private serialised(result: ExecutionResult): Buffer | null {
    try {
      return this.operation.serialise(result);
    } catch (error) {
      return this.failed(error);
    }
  }

  /** A result that could not be made costs its update only: it is logged, and nobody is sent it. */
  private failed(error: unknown): null {
    this.log.error({ err: error }, 'shared subscription result failed; its update is skipped');
    return null;
  }
}
