import type { ExecutionResult } from 'graphql';
import { Feed } from '../../server/fanout/feed';
import { WriteRound } from '../../server/fanout/writeRound';
import { createLogger } from '../../server/logger';

interface Update {
  text: string;
  fault?: 'throws' | 'rejects' | 'unserialisable';
}

/** A merged update is executed afresh: only the newer one's fault stays. */
const merge = (older: Update, newer: Update): Update => ({ text: `${older.text}+${newer.text}`, fault: newer.fault });

/** Fails as the update says; otherwise answers its text, as a resolver that reads something would. */
function execute(update: Update): ExecutionResult | Promise<ExecutionResult> {
  if (update.fault === 'throws') throw new Error('execution threw');
  if (update.fault === 'rejects') return Promise.reject(new Error('execution rejected'));
  // JSON cannot write a BigInt, so serialising this result throws.
  if (update.fault === 'unserialisable') return { data: { text: update.text, size: 1n } };
  return Promise.resolve({ data: { text: update.text } });
}

const serialise = (result: ExecutionResult) => Buffer.from(JSON.stringify(result));
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/** A socket that keeps what it is sent, and lets a test wait for its next message. */
function testSocket() {
  const messages: string[] = [];
  let waiting: ((message: string) => void) | undefined;
  return {
    messages,
    send: (result: Buffer) => {
      messages.push(result.toString());
      waiting?.(result.toString());
      waiting = undefined;
    },
    next: () => new Promise<string>((resolve) => (waiting = resolve)),
  };
}

describe('a shared subscription feed', () => {
  const unhandled: unknown[] = [];
  const noteUnhandled = (reason: unknown) => unhandled.push(reason);
  beforeAll(() => process.on('unhandledRejection', noteUnhandled));
  afterAll(() => process.off('unhandledRejection', noteUnhandled));

  function feedWithLog() {
    const log = createLogger('silent');
    const logged: string[] = [];
    const error = log.error;
    log.error = ((...args: Parameters<typeof error>) => void logged.push(String(args[1]))) as typeof error;
    const writes = { count: 0 };
    const round = new WriteRound(
      (error) => {
        throw error;
      },
      (count) => (writes.count += count),
    );
    return { feed: new Feed<Update>({ merge }, { execute, serialise }, round, log, () => undefined), round, logged, writes };
  }

  it('logs an update whose result cannot be made, skips it for every socket, and sends the next', async () => {
    const { feed, round, logged, writes } = feedWithLog();
    const sockets = [testSocket(), testSocket()];
    for (const socket of sockets) feed.join(socket);

    for (const [index, fault] of (['throws', 'rejects', 'unserialisable'] as const).entries()) {
      feed.receive({ text: 'lost', fault });
      // Each socket is moved past the failed update (a write that sends nothing) before the next comes,
      // or the two would be merged and made afresh; the round may wait a while to write a socket again.
      const movedPast = sockets.length * (2 * index + 1);
      while (writes.count < movedPast) await nextTurn();
      const answers = sockets.map((socket) => socket.next());
      feed.receive({ text: 'kept' });
      expect(await Promise.all(answers)).toEqual(['{"data":{"text":"kept"}}', '{"data":{"text":"kept"}}']);
    }
    expect(logged).toEqual(Array(3).fill('shared subscription result failed; its update is skipped'));
    expect(sockets.flatMap((socket) => socket.messages)).toHaveLength(6);
    expect(unhandled).toEqual([]);
    round.clear();
  });

  it('sends a socket that has not been written yet one message with every update since, merged', async () => {
    const { feed, round } = feedWithLog();
    const socket = testSocket();
    feed.join(socket);
    const written = socket.next();
    feed.receive({ text: 'a' });
    feed.receive({ text: 'b' });
    expect(await written).toBe('{"data":{"text":"a+b"}}');
    round.clear();
  });

  it('makes one result for the sockets owed the same updates, however many came, and each socket is sent what it missed', async () => {
    const executed: string[] = [];
    const counting = (update: Update) => {
      executed.push(update.text);
      return { data: { text: update.text } };
    };
    const round = new WriteRound((error) => {
      throw error;
    });
    const feed = new Feed<Update>({ merge }, { execute: counting, serialise }, round, createLogger('silent'), () => undefined);
    const early = [testSocket(), testSocket(), testSocket()];
    for (const socket of early) feed.join(socket);
    const firstWrites = Promise.all(early.map((socket) => socket.next()));
    for (const text of ['a', 'b', 'c']) feed.receive({ text });
    expect(await firstWrites).toEqual(Array(3).fill('{"data":{"text":"a+b+c"}}'));

    const late = testSocket();
    feed.join(late);
    const secondWrites = Promise.all([...early, late].map((socket) => socket.next()));
    feed.receive({ text: 'd' });
    expect(await secondWrites).toEqual(Array(4).fill('{"data":{"text":"d"}}'));
    expect(executed).toEqual(['a+b+c', 'd']);
    round.clear();
  });
});
