import { SlicedWrites } from '../../server/graphql/slicedWrites';

/** Keeps the thread busy, as a write into the kernel does. */
function busyFor(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until);
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
    await writes.idle();
    expect(done).toEqual(Array.from({ length: 200 }, (_, index) => index));
    const timerSaw = await doneWhenTimerRan;
    expect(timerSaw).toBeGreaterThan(0);
    expect(timerSaw).toBeLessThan(200);
  });

  it('is idle at once with nothing queued, and clear drops what is queued', async () => {
    const writes = new SlicedWrites(() => undefined);
    await expect(writes.idle()).resolves.toBeUndefined();
    let done = 0;
    for (let index = 0; index < 10; index += 1) writes.add(() => (done += 1));
    const idle = writes.idle();
    writes.clear();
    await idle;
    await new Promise((resolve) => setImmediate(resolve));
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
    await writes.idle();
    expect(errors).toHaveLength(1);
    expect(done).toBe(1);
  });
});
