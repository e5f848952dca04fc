import { MIN_WRITE_INTERVAL_MS, WriteRound } from '../../server/fanout/writeRound';
import { until } from '../utils/until';

/** Keeps the thread busy, as a write into the kernel does. */
function busyFor(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

const failOnError = (error: unknown) => {
  throw error;
};

interface TestWriter {
  /** The writer is owed a write, and the round is woken. */
  owe(): void;
  remove(): void;
}

/** `count` writers that note their index in `done` when written what they are owed. */
function writers(round: WriteRound, count: number, done: number[], write: (index: number) => void = () => undefined): TestWriter[] {
  return Array.from({ length: count }, (_, index) => {
    let owed = false;
    const remove = round.add(() => {
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
      remove,
    };
  });
}

/** Resolves when the round has gone past every writer added before: a last writer of its own. */
function roundPassed(round: WriteRound): Promise<void> {
  return new Promise((resolve) => {
    const [last] = writers(round, 1, [], () => {
      last?.remove();
      resolve();
    });
    last?.owe();
  });
}

/**
 * Resolves after the round's slice that is due now: slices run as immediates, in order, so one due
 * after this would have been scheduled before this resolves.
 */
const afterDueSlice = () => new Promise((resolve) => setImmediate(resolve));

describe('write round', () => {
  it('writes the writers owed something in the order they were added, and lets timers and I/O run between slices', async () => {
    const round = new WriteRound(failOnError);
    const done: number[] = [];
    let timerSaw: Promise<number> | undefined;
    const all = writers(round, 200, done, (index) => {
      busyFor(0.5);
      // A timer due at once, set as the writes start: it must not wait for all 100 ms of them.
      if (index === 0) timerSaw = new Promise<number>((resolve) => setTimeout(() => resolve(done.length), 0));
    });
    for (const writer of [...all].reverse()) writer.owe();
    await roundPassed(round);
    expect(done).toEqual(Array.from({ length: 200 }, (_, index) => index));
    expect(await timerSaw).toBeLessThan(200);
  });

  it('writes a writer once however often it is owed something before the round reaches it', async () => {
    const round = new WriteRound(failOnError);
    const done: number[] = [];
    const [writer] = writers(round, 1, done);
    for (let owed = 0; owed < 5; owed += 1) writer?.owe();
    await roundPassed(round);
    await roundPassed(round);
    expect(done).toEqual([0]);
  });

  it('goes on from where it is: a writer owed more once written waits for the next turn, behind the others', async () => {
    const round = new WriteRound(failOnError);
    const done: number[] = [];
    let again = true;
    const all: TestWriter[] = writers(round, 4, done, (index) => {
      // As writer 1 is written, it and writer 0, behind the round, are owed more.
      if (index !== 1 || !again) return;
      again = false;
      all[1]?.owe();
      all[0]?.owe();
    });
    for (const writer of all) writer.owe();
    await roundPassed(round);
    await roundPassed(round);
    expect(done).toEqual([0, 1, 2, 3, 0, 1]);
  });

  it('writes a writer at most once per interval however often it is owed more, with other writers written meanwhile', async () => {
    const round = new WriteRound(failOnError);
    const writtenAt: number[] = [];
    const others: number[] = [];
    const [often] = writers(round, 1, [], () => {
      writtenAt.push(performance.now());
      if (writtenAt.length < 4) often?.owe();
    });
    const rest = writers(round, 3, others);
    often?.owe();
    for (const writer of rest) writer.owe();
    await until(() => writtenAt.length === 4, 'the writer owed more was not written four times');
    round.clear();
    expect(others).toEqual([0, 1, 2]);
    for (let index = 1; index < writtenAt.length; index += 1) {
      expect(writtenAt[index]! - writtenAt[index - 1]!).toBeGreaterThanOrEqual(MIN_WRITE_INTERVAL_MS);
    }
  });

  it('stops after a whole turn with nothing to write, and goes on when woken', async () => {
    const round = new WriteRound(failOnError);
    let visits = 0;
    for (let index = 0; index < 100; index += 1) round.add(() => (visits += 1) < 0);
    round.wake();
    await afterDueSlice();
    await afterDueSlice();
    expect(visits).toBe(100);
    round.wake();
    await afterDueSlice();
    await afterDueSlice();
    expect(visits).toBe(200);
  });

  it('drops the write of a writer that is removed, and keeps its position among many that come and go', async () => {
    const round = new WriteRound(failOnError);
    const done: number[] = [];
    const all = writers(round, 3000, done);
    for (const writer of all) writer.owe();
    // Every writer but each third is removed: enough to drop them from the round.
    all.forEach((writer, index) => index % 3 !== 0 && writer.remove());
    await roundPassed(round);
    expect(done).toEqual(Array.from({ length: 1000 }, (_, index) => index * 3));
    done.length = 0;
    for (const writer of all) writer.owe();
    await roundPassed(round);
    expect(done).toEqual(Array.from({ length: 1000 }, (_, index) => index * 3));
  });

  it('keeps its position when writers are dropped during a turn', async () => {
    const round = new WriteRound(failOnError);
    const done: number[] = [];
    const all: TestWriter[] = writers(round, 3000, done, (index) => {
      // Halfway through the turn, every writer before this one and most after it are removed.
      if (index === 1500) all.forEach((writer, other) => other !== index && (other < index || other % 2 === 0) && writer.remove());
    });
    for (const writer of all) writer.owe();
    await roundPassed(round);
    const odd = Array.from({ length: 750 }, (_, step) => 1501 + step * 2).filter((index) => index < 3000);
    expect(done).toEqual([...Array.from({ length: 1501 }, (_, index) => index), ...odd]);
  });

  it('reports how long each whole turn took that it went without stopping', async () => {
    const turns: number[] = [];
    const round = new WriteRound(failOnError, () => undefined, (ms) => turns.push(ms));
    // 20 writers of 6 ms each, slower together than the write interval, each owed more until written three times.
    const written = Array<number>(20).fill(0);
    const all: TestWriter[] = writers(round, 20, [], (index) => {
      busyFor(6);
      written[index] = (written[index] ?? 0) + 1;
      if (written[index]! < 3) all[index]?.owe();
    });
    for (const writer of all) writer.owe();
    await until(() => written.every((times) => times === 3), 'the round did not write every writer three times');
    await afterDueSlice();
    await afterDueSlice();
    // The first turn is not timed, as the round did not start it at the first writer; the turn with nothing to write is not reported.
    expect(turns).toHaveLength(2);
    for (const ms of turns) expect(ms).toBeGreaterThanOrEqual(20 * 6);
    round.clear();
  });

  it('drops every writer when cleared', async () => {
    const round = new WriteRound(() => undefined);
    const done: number[] = [];
    for (const writer of writers(round, 10, done)) writer.owe();
    round.clear();
    await roundPassed(round);
    expect(done).toEqual([]);
  });

  it('reports a failing write, goes on with the rest and still stops', async () => {
    const errors: unknown[] = [];
    const round = new WriteRound((error) => errors.push(error));
    round.add(() => {
      throw new Error('socket gone');
    });
    const done: number[] = [];
    const [other] = writers(round, 1, done);
    other?.owe();
    await roundPassed(round);
    await afterDueSlice();
    await afterDueSlice();
    expect(errors).toHaveLength(2);
    expect(done).toEqual([0]);
  });
});
