/** How a shared subscription's updates combine while a socket waits to be written them. */
export interface Sharing<Update extends object> {
  /** `older` with `newer` taken in: a socket not yet written `older` gets one message with both. */
  merge(older: Update, newer: Update): Update;
}

/**
 * What a subscription's `subscribe` returns when its results depend only on the updates published
 * on `channel` and on its arguments, never on who watches. The socket server joins it to the feed
 * of its operation (server/fanout/feed.ts), which executes each update once, with no viewer, and
 * writes the same bytes to every socket running it.
 *
 * As an iterator it yields nothing; it ends when the subscription does, and then leaves the feed.
 */
export class SharedUpdates<Update extends object> implements AsyncIterableIterator<never> {
  private readonly ended: Promise<IteratorResult<never>>;
  private end!: () => void;
  private leave: (() => void) | undefined;

  constructor(
    readonly channel: string,
    readonly sharing: Sharing<Update>,
  ) {
    this.ended = new Promise((resolve) => (this.end = () => resolve({ value: undefined, done: true })));
  }

  /** Calls `leave` when the subscription ends. */
  onEnd(leave: () => void): void {
    this.leave = leave;
  }

  next(): Promise<IteratorResult<never>> {
    return this.ended;
  }

  return(): Promise<IteratorResult<never>> {
    this.end();
    this.leave?.();
    this.leave = undefined;
    return this.ended;
  }

  [Symbol.asyncIterator](): this {
    return this;
  }
}
