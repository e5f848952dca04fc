/**
 * Keeps the newest entry per key and hands the collected entries over at most once per interval:
 * at once after a quiet spell, otherwise when an interval has passed since the last hand-over, so
 * an entry waits at most one interval.
 */
export class Coalescer<T> {
  private pending = new Map<string, T>();
  private timer: NodeJS.Timeout | undefined;
  private lastHandOverAt = -Infinity;
  private handingOver: Promise<void> = Promise.resolve();

  constructor(
    private readonly intervalMs: number,
    private readonly keyOf: (entry: T) => string,
    private readonly isNewer: (entry: T, than: T) => boolean,
    private readonly handOver: (batch: T[]) => Promise<void> | void,
  ) {}

  add(entry: T): void {
    const key = this.keyOf(entry);
    const known = this.pending.get(key);
    if (!known || this.isNewer(entry, known)) this.pending.set(key, entry);
    this.timer ??= setTimeout(
      () => {
        this.timer = undefined;
        this.lastHandOverAt = performance.now();
        this.handingOver = this.handingOver.then(() => this.flush());
      },
      Math.max(0, this.lastHandOverAt + this.intervalMs - performance.now()),
    );
  }

  /** Hands over what is pending, then stops. */
  async stop(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.handingOver;
    await this.flush();
  }

  private async flush(): Promise<void> {
    if (this.pending.size === 0) return;
    const batch = [...this.pending.values()];
    this.pending = new Map();
    await this.handOver(batch);
  }
}
