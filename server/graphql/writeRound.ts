/** How long writes may run before requests and other I/O get a turn. */
const SLICE_MS = 8;
/** The places of seats that have left are dropped once this many have piled up and they are half the round. */
const COMPACT_AFTER = 1024;

/** A subscriber's place in the round. */
export interface Seat {
  /** Asks for a write: done when the round next reaches this seat, once however often asked. */
  ready(): void;
  /** Leaves the round; a write asked for and not yet done is dropped. */
  leave(): void;
}

interface Place {
  write: () => void;
  ready: boolean;
  left: boolean;
}

/**
 * Writes to subscribers' sockets in a fixed round, in the order they joined, a slice of a few
 * milliseconds at a time with I/O handled between slices. Each seat asks for a write when it has
 * something new; the round goes on from where it is and writes each seat that asked as it passes,
 * so under load every seat is written once per turn of the round, in the same order each turn, and
 * waits one turn at most.
 *
 * (A queue in the order writes are asked for does worse: ten thousand sockets all ask at each tally
 * batch, in one loop, so a socket written late in one turn can be first in the next, and another
 * last, and the time between a socket's writes varies by up to a whole turn.)
 */
export class WriteRound {
  private places: Place[] = [];
  private position = 0;
  private waiting = 0;
  private left = 0;
  private scheduled: NodeJS.Immediate | undefined;

  constructor(private readonly onError: (error: unknown) => void) {}

  join(write: () => void): Seat {
    const place: Place = { write, ready: false, left: false };
    this.places.push(place);
    return {
      ready: () => {
        if (place.ready || place.left) return;
        place.ready = true;
        this.waiting += 1;
        this.scheduled ??= setImmediate(this.runSlice);
      },
      leave: () => {
        if (place.left) return;
        place.left = true;
        this.left += 1;
        if (place.ready) {
          place.ready = false;
          this.waiting -= 1;
        }
        if (this.left >= COMPACT_AFTER && this.left * 2 >= this.places.length) this.compact();
      },
    };
  }

  /** Drops every seat. */
  clear(): void {
    if (this.scheduled) clearImmediate(this.scheduled);
    this.scheduled = undefined;
    for (const place of this.places) place.left = true;
    this.places = [];
    this.position = 0;
    this.waiting = 0;
    this.left = 0;
  }

  private readonly runSlice = (): void => {
    this.scheduled = undefined;
    const until = performance.now() + SLICE_MS;
    while (this.waiting > 0) {
      if (this.position >= this.places.length) this.position = 0;
      const place = this.places[this.position++]!;
      if (!place.ready) continue;
      place.ready = false;
      this.waiting -= 1;
      try {
        place.write();
      } catch (error) {
        this.onError(error);
      }
      if (performance.now() >= until) break;
    }
    if (this.waiting > 0) this.scheduled = setImmediate(this.runSlice);
  };

  /** Drops the seats that have left, keeping the round's position among those that stay. */
  private compact(): void {
    this.position = this.places.slice(0, this.position).filter((place) => !place.left).length;
    this.places = this.places.filter((place) => !place.left);
    this.left = 0;
  }
}
