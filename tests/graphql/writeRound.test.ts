import { WriteRound, type Seat } from '../../server/graphql/writeRound';

/** Keeps the thread busy, as a write into the kernel does. */
function busyFor(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

const failOnError = (error: unknown) => {
  throw error;
};

/** Resolves when the round has gone once past every seat that joined before: a last seat of its own. */
function roundPassed(round: WriteRound): Promise<void> {
  return new Promise((resolve) => {
    const seat = round.join(() => {
      seat.leave();
      resolve();
    });
    seat.ready();
  });
}

/** `count` seats that note their index in `done` when written. */
function seats(round: WriteRound, count: number, done: number[], write: (index: number) => void = () => undefined): Seat[] {
  return Array.from({ length: count }, (_, index) =>
    round.join(() => {
      write(index);
      done.push(index);
    }),
  );
}

describe('write round', () => {
  it('writes the seats that asked in the order they joined, and lets timers and I/O run between slices', async () => {
    const round = new WriteRound(failOnError);
    const done: number[] = [];
    const all = seats(round, 200, done, () => busyFor(0.5));
    for (const seat of [...all].reverse()) seat.ready();
    // A timer due at once: it must not wait for all 100 ms of writes.
    const doneWhenTimerRan = new Promise<number>((resolve) => setTimeout(() => resolve(done.length), 0));
    await roundPassed(round);
    expect(done).toEqual(Array.from({ length: 200 }, (_, index) => index));
    const timerSaw = await doneWhenTimerRan;
    expect(timerSaw).toBeGreaterThan(0);
    expect(timerSaw).toBeLessThan(200);
  });

  it('writes a seat once however often it asks before the round reaches it', async () => {
    const round = new WriteRound(failOnError);
    const done: number[] = [];
    const [seat] = seats(round, 1, done);
    for (let ask = 0; ask < 5; ask += 1) seat?.ready();
    await roundPassed(round);
    expect(done).toEqual([0]);
  });

  it('goes on from where it is: a seat that asks again once written waits for the next turn, behind the others', async () => {
    const round = new WriteRound(failOnError);
    const done: number[] = [];
    let again = true;
    const all: Seat[] = seats(round, 4, done, (index) => {
      // Seat 1 asks again as it is written, and seat 0 asks again too, behind the round.
      if (index !== 1 || !again) return;
      again = false;
      all[1]?.ready();
      all[0]?.ready();
    });
    for (const seat of all) seat.ready();
    await roundPassed(round);
    await roundPassed(round);
    expect(done).toEqual([0, 1, 2, 3, 0, 1]);
  });

  it('drops the write of a seat that leaves, and keeps its place among many that come and go', async () => {
    const round = new WriteRound(failOnError);
    const done: number[] = [];
    const all = seats(round, 3000, done);
    for (const seat of all) seat.ready();
    // Every seat but each third leaves: enough to drop their places from the round.
    all.forEach((seat, index) => index % 3 !== 0 && seat.leave());
    await roundPassed(round);
    expect(done).toEqual(Array.from({ length: 1000 }, (_, index) => index * 3));
    done.length = 0;
    for (const seat of all) seat.ready();
    await roundPassed(round);
    expect(done).toEqual(Array.from({ length: 1000 }, (_, index) => index * 3));
  });

  it('keeps its position when places are dropped during a turn', async () => {
    const round = new WriteRound(failOnError);
    const done: number[] = [];
    const all: Seat[] = seats(round, 3000, done, (index) => {
      // Halfway through the turn, every seat before this one and most after it leave.
      if (index === 1500) all.forEach((seat, other) => other !== index && (other < index || other % 2 === 0) && seat.leave());
    });
    for (const seat of all) seat.ready();
    await roundPassed(round);
    const odd = Array.from({ length: 750 }, (_, step) => 1501 + step * 2).filter((index) => index < 3000);
    expect(done).toEqual([...Array.from({ length: 1501 }, (_, index) => index), ...odd]);
  });

  it('drops every seat when cleared', async () => {
    const round = new WriteRound(() => undefined);
    const done: number[] = [];
    for (const seat of seats(round, 10, done)) seat.ready();
    round.clear();
    await roundPassed(round);
    expect(done).toEqual([]);
  });

  it('reports a failing write and goes on with the rest', async () => {
    const errors: unknown[] = [];
    const round = new WriteRound((error) => errors.push(error));
    const failing = round.join(() => {
      throw new Error('socket gone');
    });
    const done: number[] = [];
    const [other] = seats(round, 1, done);
    failing.ready();
    other?.ready();
    await roundPassed(round);
    expect(errors).toHaveLength(1);
    expect(done).toEqual([0]);
  });
});
