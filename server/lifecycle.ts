/**
 * The parts of a server that have started, stopped in the reverse order: each part stops before
 * the parts it was started on. Start-up registers each part's stop beside its start, so the order of
 * stopping reads off the order of starting.
 */
export class StartedParts {
  private readonly stops: (() => Promise<void> | void)[] = [];
  private stopping: Promise<void> | undefined;

  /** Registers how `part`, just started, is stopped; returns the part. */
  add<Part>(part: Part, stop: (part: Part) => Promise<void> | void): Part {
    this.stops.push(() => stop(part));
    return part;
  }

  /** Stops every part, newest first, once however often it is called. A part that fails to stop does not keep the rest running. */
  stopAll(): Promise<void> {
    return (this.stopping ??= (async () => {
      const failures: unknown[] = [];
      for (const stop of this.stops.reverse()) {
        try {
          await stop();
        } catch (error) {
          failures.push(error);
        }
      }
      if (failures.length === 1) throw failures[0];
      if (failures.length > 1) throw new AggregateError(failures, 'several parts failed to stop');
    })());
  }
}
