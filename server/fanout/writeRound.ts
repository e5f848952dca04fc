/** How long writes may run before requests and other I/O get a turn. */
const SLICE_MS = 8;
/**
 * A subscriber is written at most once per this long: what comes meanwhile waits and goes out merged.
 * It bounds the messages a phone is sent (ten a second) when the round is quick; under load a turn
 * takes longer than this anyway.
 */
export const MIN_WRITE_INTERVAL_MS = 100;
/** Removed writers are dropped once this many have piled up and they are half the round. */
const COMPACT_AFTER = 1024;

interface Writer {
  /** Writes what its subscriber is owed, if anything; true when it wrote. */
  write: () => boolean;
  removed: boolean;
  /** When it last wrote (performance.now()). */
  wroteAt: number;
}

/**
 * Writes to subscribers' sockets in a fixed round, in the order they were added, a slice of a few
 * milliseconds at a time with I/O handled between slices. Woken when there is something new, the
 * round goes on from where it is and lets each writer it passes write what it is owed, until a
 * whole turn finds nothing to write. Under load every subscriber is written once per turn, in the
 * same order each turn, and waits one turn at most. A turn quicker than MIN_WRITE_INTERVAL_MS waits
 * at the first subscriber written too recently, until it may be written again.
 *
 * Nothing is done per subscriber when something new comes: ten thousand watchers of a topic cost
 * nothing until the round reaches each of them.
 */
export class WriteRound {
  private writers: Writer[] = [];
  private position = 0;
  /** Writers visited in a row that had nothing to write. */
  private idle = 0;
  private removed = 0;
  private scheduled: NodeJS.Immediate | undefined;
  /** Set while the round waits for a subscriber it wrote too recently. */
  private pausedUntilDue: NodeJS.Timeout | undefined;
  /** When the turn under way began, if the round has not stopped or paused since. */
  private turnStartedAt: number | undefined;
  private turnWrote = false;

  constructor(
    private readonly onError: (error: unknown) => void,
    /** Told after each slice how many messages it wrote, when it wrote any. */
    private readonly onWritten: (count: number) => void = () => undefined,
    /**
     * Told how long each whole turn took (ms) that wrote anything and went without the round stopping
     * or pausing: under load, how long a watcher waits at most for what it is owed.
     */
    private readonly onTurn: (ms: number) => void = () => undefined,
  ) {}

  /** Adds `write` to the round; returns the function that removes it. */
  add(write: () => boolean): () => void {
    const writer: Writer = { write, removed: false, wroteAt: -Infinity };
    this.writers.push(writer);
    return () => {
      if (writer.removed) return;
      writer.removed = true;
      this.removed += 1;
      if (this.removed >= COMPACT_AFTER && this.removed * 2 >= this.writers.length) this.compact();
    };
  }

  /** Something new is owed to some writers: the round goes on (or starts again) for at least a whole turn. */
  wake(): void {
    this.idle = 0;
    if (!this.pausedUntilDue) this.scheduled ??= setImmediate(this.runSlice);
  }

  /** Removes every writer. */
  clear(): void {
    clearImmediate(this.scheduled);
    clearTimeout(this.pausedUntilDue);
    this.scheduled = undefined;
    this.pausedUntilDue = undefined;
    this.turnStartedAt = undefined;
    for (const writer of this.writers) writer.removed = true;
    this.writers = [];
    this.position = 0;
    this.removed = 0;
  }

  private readonly runSlice = (): void => {
    this.scheduled = undefined;
    this.pausedUntilDue = undefined;
    // The clock is read once per write, not per visit: visits that write nothing are many and cheap.
    let now = performance.now();
    const until = now + SLICE_MS;
    let written = 0;
    let notDue: Writer | undefined;
    while (this.idle < this.writers.length) {
      if (this.position >= this.writers.length) this.startTurn();
      const writer = this.writers[this.position]!;
      if (!writer.removed && writer.wroteAt + MIN_WRITE_INTERVAL_MS > now) {
        notDue = writer;
        break;
      }
      this.position += 1;
      if (!writer.removed && this.wrote(writer)) {
        now = performance.now();
        writer.wroteAt = now;
        this.idle = 0;
        this.turnWrote = true;
        written += 1;
        if (now >= until) break;
      } else {
        this.idle += 1;
      }
    }
    if (written > 0) this.onWritten(written);
    // `now` may be a write old, so the subscriber may be due already by the time the wait is set.
    if (notDue) this.pausedUntilDue = setTimeout(this.runSlice, Math.max(0, notDue.wroteAt + MIN_WRITE_INTERVAL_MS - performance.now()));
    else if (this.idle < this.writers.length) this.scheduled = setImmediate(this.runSlice);
    if (!this.scheduled) this.turnStartedAt = undefined;
  };

  /** Back to the first writer: the turn that ends is reported if it was timed from its start and wrote anything. */
  private startTurn(): void {
    this.position = 0;
    const now = performance.now();
    if (this.turnStartedAt !== undefined && this.turnWrote) this.onTurn(now - this.turnStartedAt);
    this.turnStartedAt = now;
    this.turnWrote = false;
  }

  private wrote(writer: Writer): boolean {
    try {
      return writer.write();
    } catch (error) {
      this.onError(error);
      return false;
    }
  }

  /** Drops the removed writers, keeping the round's position among those that stay. */
  private compact(): void {
    this.position = this.writers.slice(0, this.position).filter((writer) => !writer.removed).length;
    this.writers = this.writers.filter((writer) => !writer.removed);
    this.removed = 0;
  }
}
