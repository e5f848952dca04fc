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

/**
 * One shared subscription (an operation with its arguments) on this instance, for every socket
 * running it. Each socket is owed the updates received since it was last written, merged into one;
 * the write round writes it when it reaches the socket, with the operation executed and serialised
 * once for all sockets owed the same updates.
 *
 * An update costs one merge per distinct point sockets were last written at (a few, as the round
 * writes them in turn), nothing per socket.
 */
export class Feed<Update extends object> {
  /** How many updates have been received. */
  private received = 0;
  /** For each count of updates sockets have been written up to: the updates since, merged, and how many sockets are there. */
  private readonly owed = new Map<number, { update: Update | undefined; sockets: number }>();
  private readonly results = new WeakMap<Update, Result>();

  constructor(
    private readonly sharing: Sharing<Update>,
    private readonly operation: FeedOperation<Update>,
    private readonly round: WriteRound,
    private readonly log: Logger,
    private readonly onEmpty: () => void,
  ) {}

  /** How many sockets this feed writes to. */
  socketCount(): number {
    let count = 0;
    for (const owed of this.owed.values()) count += owed.sockets;
    return count;
  }

  receive(update: Update): void {
    this.received += 1;
    for (const owed of this.owed.values()) owed.update = owed.update ? this.sharing.merge(owed.update, update) : update;
    this.round.wake();
  }

  /** Writes this feed's results to `socket` from now on; returns the function that stops it. */
  join(socket: FeedSocket): () => void {
    let writtenUpTo = this.received;
    this.enter(writtenUpTo);
    const removeWriter = this.round.add(() => {
      const owed = writtenUpTo === this.received ? undefined : this.owed.get(writtenUpTo)?.update;
      if (!owed) return false;
      const result = this.resultFor(owed);
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
      if (this.owed.size === 0) this.onEmpty();
    };
  }

  private enter(at: number): void {
    const owed = this.owed.get(at);
    if (owed) owed.sockets += 1;
    else this.owed.set(at, { update: undefined, sockets: 1 });
  }

  private exit(at: number): void {
    const owed = this.owed.get(at);
    if (owed && --owed.sockets === 0) this.owed.delete(at);
  }

  /** The result for `update`, made once; a promise while it is being made (the round is woken when it is done). */
  private resultFor(update: Update): Result {
    const known = this.results.get(update);
    if (known !== undefined) return known;
    let result: Result;
    try {
      const executed = this.operation.execute(update);
      result =
        executed instanceof Promise
          ? executed
              .then((done) => this.serialised(done), (error: unknown) => this.failed(error))
              .then((done) => {
                this.results.set(update, done);
                this.round.wake();
              })
          : this.serialised(executed);
    } catch (error) {
      result = this.failed(error);
    }
    this.results.set(update, result);
    return result;
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
