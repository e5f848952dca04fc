/** How long writes may run before requests and other I/O get a turn. */
const SLICE_MS = 8;
/** The places of seats that have left are dropped once this many have piled up and they are half the round. */
const COMPACT_AFTER = 1024;

/** Writes what its subscriber is owed, if anything; true when it wrote. */
export type SeatWrite = () => boolean;

/** A subscriber's place in the round. */
export interface Seat {
  leave(): void;
}

interface Place {
  write: SeatWrite;
  left: boolean;
}

/**
 * Writes to subscribers' sockets in a fixed round, in the order they joined, a slice of a few
 * milliseconds at a time with I/O handled between slices. Woken when there is something new, the
 * round goes on from where it is and lets each seat it passes write what it is owed, until a whole
 * turn finds nothing to write. Under load every subscriber is written once per turn, in the same
 * order each turn, and waits one turn at most.
 *
 * Nothing is done per subscriber when something new comes: ten thousand watchers of a topic cost
 * nothing until the round reaches each of them.
 */
export class WriteRound {
  private places: Place[] = [];
  private position = 0;
  /** Places visited in a row that had nothing to write. */
  private idle = 0;
  private left = 0;
  private scheduled: NodeJS.Immediate | undefined;

  constructor(private readonly onError: (error: unknown) => void) {}

  join(write: SeatWrite): Seat {
    const place: Place = { write, left: false };
    this.places.push(place);
    return {
      leave: () => {
        if (place.left) return;
        place.left = true;
        this.left += 1;
        if (this.left >= COMPACT_AFTER && this.left * 2 >= this.places.length) this.compact();
      },
    };
  }

  /** Something new is owed to some seats: the round goes on (or starts again) for at least a whole turn. */
  wake(): void {
    this.idle = 0;
    this.scheduled ??= setImmediate(this.runSlice);
  }

  /** Drops every seat. */
  clear(): void {
    if (this.scheduled) clearImmediate(this.scheduled);
    this.scheduled = undefined;
    for (const place of this.places) place.left = true;
    this.places = [];
    this.position = 0;
    this.left = 0;
  }

  private readonly runSlice = (): void => {
    this.scheduled = undefined;
    const until = performance.now() + SLICE_MS;
    while (this.idle < this.places.length) {
      if (this.position >= this.places.length) this.position = 0;
      const place = this.places[this.position++]!;
      if (!place.left && this.wrote(place)) {
        this.idle = 0;
        if (performance.now() >= until) break;
      } else {
        this.idle += 1;
      }
    }
    if (this.idle < this.places.length) this.scheduled = setImmediate(this.runSlice);
  };

  private wrote(place: Place): boolean {
    try {
      return place.write();
    } catch (error) {
      this.onError(error);
      return false;
    }
  }

  /** Drops the seats that have left, keeping the round's position among those that stay. */
  private compact(): void {
    this.position = this.places.slice(0, this.position).filter((place) => !place.left).length;
    this.places = this.places.filter((place) => !place.left);
    this.left = 0;
  }
}
