/** How long writes may run before requests and other I/O get a turn. */
const SLICE_MS = 8;

/**
 * Runs queued writes in order, a slice of a few milliseconds at a time, handling I/O between
 * slices. A batch going out to ten thousand sockets takes a few hundred milliseconds of writes (most
 * of it in the kernel); done in one go, every request arriving meanwhile would wait for all of it.
 */
export class SlicedWrites {
  private queue: (() => void)[] = [];
  private next = 0;
  private scheduled: NodeJS.Immediate | undefined;
  private waiting: (() => void)[] = [];

  constructor(private readonly onError: (error: unknown) => void) {}

  add(write: () => void): void {
    this.queue.push(write);
    this.scheduled ??= setImmediate(this.runSlice);
  }

  /** Resolves once every write queued so far is done. */
  idle(): Promise<void> {
    if (!this.scheduled) return Promise.resolve();
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  /** Drops the writes not yet done. */
  clear(): void {
    if (this.scheduled) clearImmediate(this.scheduled);
    this.finish();
  }

  private finish(): void {
    this.scheduled = undefined;
    this.queue = [];
    this.next = 0;
    for (const resolve of this.waiting.splice(0)) resolve();
  }

  private readonly runSlice = (): void => {
    const until = performance.now() + SLICE_MS;
    const queue = this.queue;
    while (this.next < queue.length) {
      try {
        queue[this.next++]!();
      } catch (error) {
        this.onError(error);
      }
      if (performance.now() >= until) break;
    }
    if (this.next < queue.length) {
      this.scheduled = setImmediate(this.runSlice);
      return;
    }
    this.finish();
  };
}
