/**
 * Runs at most `atOnce` tasks at a time, with up to `waiting` more queued for their turn; a task
 * past those is not run at all ('busy'), so a burst of requests cannot pile up work or memory.
 */
export class WorkLimit {
  private running = 0;
  private readonly queue: (() => void)[] = [];

  constructor(
    private readonly atOnce: number,
    private readonly waiting: number,
  ) {}

  /** `task`'s result once it had its turn, or 'busy' at once when the queue is full. */
  async run<T>(task: () => Promise<T>): Promise<T | 'busy'> {
    if (this.running < this.atOnce) this.running += 1;
    else if (this.queue.length < this.waiting) await new Promise<void>((resolve) => this.queue.push(resolve));
    else return 'busy';
    try {
      return await task();
    } finally {
      // The turn passes straight to the next task waiting, if any.
      const next = this.queue.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
