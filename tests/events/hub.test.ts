import { publish } from '../../server/events/hub';
import { withTestServer } from '../utils/withTestServer';

describe('event hub', () => {
  const given = withTestServer();

  it('hands each committed event of its types that passes its filter to a subscription, in order, until it ends', async () => {
    const { hub } = given.server.server.runtime;
    const subscription = hub.subscribe(['topic.closed', 'beats.changed'], (event) => event.type === 'beats.changed' || event.topicId === 'watched');
    await publish(given.server.db, { type: 'topic.closed', topicId: 'elsewhere' });
    await publish(given.server.db, { type: 'topic.closed', topicId: 'watched' });
    await publish(given.server.db, { type: 'beats.changed', beatId: 'beat' });
    expect((await subscription.next()).value).toEqual({ type: 'topic.closed', topicId: 'watched' });
    expect((await subscription.next()).value).toEqual({ type: 'beats.changed', beatId: 'beat' });

    const listening = hub.listenerCount('topic.closed');
    await subscription.return?.();
    expect(hub.listenerCount('topic.closed')).toBe(listening - 1);
    expect(await subscription.next()).toEqual({ value: undefined, done: true });
  });

  it('ends a subscription waiting for its next event at once when it is returned', async () => {
    const subscription = given.server.server.runtime.hub.subscribe('topic.closed');
    const waiting = subscription.next();
    await subscription.return?.();
    expect(await waiting).toEqual({ value: undefined, done: true });
  });

  it('logs a handler that throws and still calls the others', async () => {
    const { hub, log } = given.server.server.runtime;
    const errors: unknown[] = [];
    const error = log.error;
    log.error = ((...args: Parameters<typeof error>) => errors.push(args[1])) as typeof error;
    const stopFailing = hub.on('beats.changed', () => {
      throw new Error('handler broke');
    });
    const received = new Promise((resolve) => {
      const stop = hub.on('beats.changed', (event) => {
        stop();
        resolve(event);
      });
    });
    await publish(given.server.db, { type: 'beats.changed', beatId: 'after' });
    expect(await received).toEqual({ type: 'beats.changed', beatId: 'after' });
    stopFailing();
    log.error = error;
    expect(errors).toEqual(['event handler failed']);
  });
});
