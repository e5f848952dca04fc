/** How long writes may run before requests and other I/O get a turn. */
const SLICE_MS = 8;
/** Done writes are dropped from the queue's front once this many have piled up. */
const COMPACT_AFTER = 4096;

/**
 * Runs queued writes in order, a slice of a few milliseconds at a time, handling I/O between
 * slices. A batch going out to ten thousand sockets takes a few hundred milliseconds of writes (most
 * of it in the kernel); done in one go, every request arriving meanwhile would wait for all of it.
 */
export class SlicedWrites {
  private queue: (() => void)[] = [];
  private next = 0;
  private scheduled: NodeJS.Immediate | undefined;

  constructor(private readonly onError: (error: unknown) => void) {}

  add(write: () => void): void {
    this.queue.push(write);
    this.scheduled ??= setImmediate(this.runSlice);
  }

  /** Drops the writes not yet done. */
  clear(): void {
    if (this.scheduled) clearImmediate(this.scheduled);
    this.reset();
  }

  private reset(): void {
    this.scheduled = undefined;
    this.queue = [];
    this.next = 0;
  }

  private readonly runSlice = (): void => {
    const until = performance.now() + SLICE_MS;
    while (this.next < this.queue.length) {
      try {
        this.queue[this.next++]!();
      } catch (error) {
        this.onError(error);
      }
      if (performance.now() >= until) break;
    }
    if (this.next === this.queue.length) {
      this.reset();
      return;
    }
    // Under steady load the queue never runs dry, so its done front is dropped as it goes.
    if (this.next >= COMPACT_AFTER) {
      this.queue = this.queue.slice(this.next);
      this.next = 0;
    }
    this.scheduled = setImmediate(this.runSlice);
  };
}
