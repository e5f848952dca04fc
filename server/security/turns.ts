/**
 * Work for one subject (an account's password checks) run one piece at a time on this instance,
 * the waiting pieces taking turns by where they come from (a network address): whoever asks from
 * an address of their own waits for at most one piece per other address, however many pieces one
 * address has queued.
 */
export class Turns {
  private readonly subjects = new Map<string, Subject>();

  async run<T>(subject: string, from: string, work: () => Promise<T>): Promise<T> {
    const queue = this.subjects.get(subject) ?? new Subject();
    this.subjects.set(subject, queue);
    await queue.turn(from);
    try {
      return await work();
    } finally {
      if (!queue.next()) this.subjects.delete(subject);
    }
  }
}

class Subject {
  private running = false;
  /** The waiting pieces by where they come from, in the order those take their turns. */
  private readonly waiting = new Map<string, (() => void)[]>();

  turn(from: string): Promise<void> {
    if (!this.running) {
      this.running = true;
      return Promise.resolve();
    }
    return new Promise((start) => {
      const line = this.waiting.get(from);
      if (line) line.push(start);
      else this.waiting.set(from, [start]);
    });
  }

  /** Starts the next piece, the next source's first, and sends that source to the back; false when none waits. */
  next(): boolean {
    const first = this.waiting.entries().next();
    if (first.done) {
      this.running = false;
      return false;
    }
    const [from, line] = first.value;
    const start = line.shift();
    this.waiting.delete(from);
    if (line.length > 0) this.waiting.set(from, line);
    start?.();
    return true;
  }
}
