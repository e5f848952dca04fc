import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { keepCurrentWithoutSocket, ONLINE_SPREAD_MS, RETRY_EVERY_MS } from '../../web/live/src/keepCurrent';

describe("The phone page's way back while its socket is away", () => {
  let tries: number;
  let reads: number;
  let finishRead: () => void;
  const page = () =>
    keepCurrentWithoutSocket(
      () => {
        reads += 1;
        return new Promise<void>((resolve) => (finishRead = resolve));
      },
      () => (tries += 1),
    );

  beforeEach(() => {
    jest.useFakeTimers();
    // The latest each spread allows: the tries below would come no sooner.
    jest.spyOn(Math, 'random').mockReturnValue(0.999);
    tries = 0;
    reads = 0;
  });

  afterEach(() => {
    jest.restoreAllMocks();
    jest.useRealTimers();
  });

  it('tries again within moments of the network coming back, long before its next try every few seconds', () => {
    const keepCurrent = page();
    keepCurrent.status('reconnecting');
    jest.advanceTimersByTime(RETRY_EVERY_MS + 1_000);
    expect(tries).toBe(1);

    keepCurrent.online();
    jest.advanceTimersByTime(ONLINE_SPREAD_MS);
    expect(tries).toBe(2);
    // And every few seconds from then on while still away.
    jest.advanceTimersByTime(RETRY_EVERY_MS + 1_000);
    expect(tries).toBe(3);
  });

  it('spreads a room coming back at once over the spread, not all in the same moment', () => {
    const keepCurrent = page();
    keepCurrent.status('reconnecting');
    jest.spyOn(Math, 'random').mockReturnValue(0.5);
    keepCurrent.online();
    jest.advanceTimersByTime(ONLINE_SPREAD_MS / 2 - 1);
    expect(tries).toBe(0);
    jest.advanceTimersByTime(1);
    expect(tries).toBe(1);
  });

  it('does nothing on the network coming back while the socket is there', () => {
    const keepCurrent = page();
    keepCurrent.status('connected');
    keepCurrent.online();
    jest.advanceTimersByTime(10 * (RETRY_EVERY_MS + 1_000));
    expect(tries).toBe(0);
    expect(reads).toBe(0);
  });

  it('reads the night over HTTP after a try that fails, and not while a try is on its way', async () => {
    const keepCurrent = page();
    keepCurrent.status('reconnecting');
    jest.advanceTimersByTime(3 * (RETRY_EVERY_MS + 1_000));
    expect(tries).toBe(3);
    expect(reads).toBe(0);

    keepCurrent.tryFailed();
    expect(reads).toBe(1);
    // One read at a time: a failed try during a read does not start another.
    keepCurrent.tryFailed();
    expect(reads).toBe(1);
    finishRead();
    await Promise.resolve();
    await Promise.resolve();
    keepCurrent.tryFailed();
    expect(reads).toBe(2);
  });

  it('stops trying and reading once the socket is back', () => {
    const keepCurrent = page();
    keepCurrent.status('reconnecting');
    keepCurrent.status('connected');
    keepCurrent.tryFailed();
    keepCurrent.online();
    jest.advanceTimersByTime(10 * (RETRY_EVERY_MS + 1_000));
    expect(tries).toBe(0);
    expect(reads).toBe(0);
  });
});
