import { SlicedWrites } from '../../server/graphql/slicedWrites';

/** Keeps the thread busy, as a write into the kernel does. */
function busyFor(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

/** Resolves when the writes queued so far are done: a last write of its own. */
function allWritten(writes: SlicedWrites): Promise<void> {
  return new Promise((resolve) => writes.add(resolve));
}

describe('sliced writes', () => {
  it('does every write in order and lets timers and I/O run between slices', async () => {
    const writes = new SlicedWrites((error) => {
      throw error;
    });
    const done: number[] = [];
    for (let index = 0; index < 200; index += 1) {
      writes.add(() => {
        busyFor(0.5);
        done.push(index);
      });
    }
    // A timer due at once: it must not wait for all 100 ms of writes.
    const doneWhenTimerRan = new Promise<number>((resolve) => setTimeout(() => resolve(done.length), 0));
    await allWritten(writes);
    expect(done).toEqual(Array.from({ length: 200 }, (_, index) => index));
    const timerSaw = await doneWhenTimerRan;
    expect(timerSaw).toBeGreaterThan(0);
    expect(timerSaw).toBeLessThan(200);
  });

  it('keeps order while writes are added as fast as they are done', async () => {
    const writes = new SlicedWrites((error) => {
      throw error;
    });
    const done: number[] = [];
    let added = 0;
    // Each write adds two more until 20,000 are queued: the queue never runs dry on the way.
    const addOne = () => {
      const index = added++;
      writes.add(() => {
        done.push(index);
        if (added < 20_000) addOne();
        if (added < 20_000) addOne();
      });
    };
    addOne();
    for (let round = 0; round < 50 && done.length < 20_000; round += 1) await allWritten(writes);
    expect(done).toEqual(Array.from({ length: 20_000 }, (_, index) => index));
  });

  it('drops what is queued when cleared', async () => {
    const writes = new SlicedWrites(() => undefined);
    let done = 0;
    for (let index = 0; index < 10; index += 1) writes.add(() => (done += 1));
    writes.clear();
    await allWritten(writes);
    expect(done).toBe(0);
  });

  it('reports a failing write and goes on with the rest', async () => {
    const errors: unknown[] = [];
    const writes = new SlicedWrites((error) => errors.push(error));
    let done = 0;
    writes.add(() => {
      throw new Error('socket gone');
    });
    writes.add(() => (done += 1));
    await allWritten(writes);
    expect(errors).toHaveLength(1);
    expect(done).toBe(1);
  });
});
