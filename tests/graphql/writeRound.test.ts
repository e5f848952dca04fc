import { WriteRound } from '../../server/graphql/writeRound';

/** Keeps the thread busy, as a write into the kernel does. */
function busyFor(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

const failOnError = (error: unknown) => {
  throw error;
};

interface TestSeat {
  /** The seat is owed a write, and the round is woken. */
  owe(): void;
  leave(): void;
}

/** `count` seats that note their index in `done` when written what they are owed. */
function seats(round: WriteRound, count: number, done: number[], write: (index: number) => void = () => undefined): TestSeat[] {
  return Array.from({ length: count }, (_, index) => {
    let owed = false;
    const seat = round.join(() => {
      if (!owed) return false;
      owed = false;
      write(index);
      done.push(index);
      return true;
    });
    return {
      owe: () => {
        owed = true;
        round.wake();
      },
      leave: seat.leave,
    };
  });
}

/** Resolves when the round has gone past every seat that joined before: a last seat of its own. */
function roundPassed(round: WriteRound): Promise<void> {
  return new Promise((resolve) => {
    const [last] = seats(round, 1, [], () => {
      last?.leave();
      resolve();
    });
    last?.owe();
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('write round', () => {
  it('writes the seats owed something in the order they joined, and lets timers and I/O run between slices', async () => {
    const round = new WriteRound(failOnError);
    const done: number[] = [];
    let timerSaw: Promise<number> | undefined;
    const all = seats(round, 200, done, (index) => {
      busyFor(0.5);
      // A timer due at once, set as the writes start: it must not wait for all 100 ms of them.
      if (index === 0) timerSaw = new Promise<number>((resolve) => setTimeout(() => resolve(done.length), 0));
    });
    for (const seat of [...all].reverse()) seat.owe();
    await roundPassed(round);
    expect(done).toEqual(Array.from({ length: 200 }, (_, index) => index));
    expect(await timerSaw).toBeLessThan(200);
  });

  it('writes a seat once however often it is owed something before the round reaches it', async () => {
    const round = new WriteRound(failOnError);
    const done: number[] = [];
    const [seat] = seats(round, 1, done);
    for (let owed = 0; owed < 5; owed += 1) seat?.owe();
    await roundPassed(round);
    await roundPassed(round);
    expect(done).toEqual([0]);
  });

  it('goes on from where it is: a seat owed more once written waits for the next turn, behind the others', async () => {
    const round = new WriteRound(failOnError);
    const done: number[] = [];
    let again = true;
    const all: TestSeat[] = seats(round, 4, done, (index) => {
      // As seat 1 is written, it and seat 0, behind the round, are owed more.
      if (index !== 1 || !again) return;
      again = false;
      all[1]?.owe();
      all[0]?.owe();
    });
    for (const seat of all) seat.owe();
    await roundPassed(round);
    await roundPassed(round);
    expect(done).toEqual([0, 1, 2, 3, 0, 1]);
  });

  it('stops after a whole turn with nothing to write, and goes on when woken', async () => {
    const round = new WriteRound(failOnError);
    let visits = 0;
    for (let index = 0; index < 100; index += 1) round.join(() => (visits += 1) < 0);
    round.wake();
    await sleep(50);
    expect(visits).toBe(100);
    round.wake();
    await sleep(50);
    expect(visits).toBe(200);
  });

  it('drops the write of a seat that leaves, and keeps its place among many that come and go', async () => {
    const round = new WriteRound(failOnError);
    const done: number[] = [];
    const all = seats(round, 3000, done);
    for (const seat of all) seat.owe();
    // Every seat but each third leaves: enough to drop their places from the round.
    all.forEach((seat, index) => index % 3 !== 0 && seat.leave());
    await roundPassed(round);
    expect(done).toEqual(Array.from({ length: 1000 }, (_, index) => index * 3));
    done.length = 0;
    for (const seat of all) seat.owe();
    await roundPassed(round);
    expect(done).toEqual(Array.from({ length: 1000 }, (_, index) => index * 3));
  });

  it('keeps its position when places are dropped during a turn', async () => {
    const round = new WriteRound(failOnError);
    const done: number[] = [];
    const all: TestSeat[] = seats(round, 3000, done, (index) => {
      // Halfway through the turn, every seat before this one and most after it leave.
      if (index === 1500) all.forEach((seat, other) => other !== index && (other < index || other % 2 === 0) && seat.leave());
    });
    for (const seat of all) seat.owe();
    await roundPassed(round);
    const odd = Array.from({ length: 750 }, (_, step) => 1501 + step * 2).filter((index) => index < 3000);
    expect(done).toEqual([...Array.from({ length: 1501 }, (_, index) => index), ...odd]);
  });

  it('drops every seat when cleared', async () => {
    const round = new WriteRound(() => undefined);
    const done: number[] = [];
    for (const seat of seats(round, 10, done)) seat.owe();
    round.clear();
    await roundPassed(round);
    expect(done).toEqual([]);
  });

  it('reports a failing write, goes on with the rest and still stops', async () => {
    const errors: unknown[] = [];
    const round = new WriteRound((error) => errors.push(error));
    round.join(() => {
      throw new Error('socket gone');
    });
    const done: number[] = [];
    const [other] = seats(round, 1, done);
    other?.owe();
    await roundPassed(round);
    await sleep(50);
    expect(errors).toHaveLength(2);
    expect(done).toEqual([0]);
  });
});
