import { SHARE, type SharedListener } from '../../server/events/hub';
import type { DomainEvent, EventType } from '../../server/events/types';
import { startTestServer, type TestServer } from '../utils/server';

/** A shared listener that notes what it is handed. */
function listener(types: EventType[]): SharedListener & { taken: DomainEvent[] } {
  const taken: DomainEvent[] = [];
  return { types: new Set(types), taken, take: (event) => taken.push(event) };
}

describe('event hub', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const relayed = (topicId: string): DomainEvent => ({ type: 'votes.relayed', tallies: [[topicId, 'poem', 1, 1, 0]] });
  const mentions = (topicId: string) => (event: DomainEvent) => event.type === 'topic.closed' ? event.topicId === topicId : event.type === 'votes.relayed' && event.tallies.some(([topic]) => topic === topicId);

  it('hands a shared event that passes the filter to its listener once, however many subscriptions share it, and their other events to each', async () => {
    const { hub } = server.server.runtime;
    const shared = listener(['votes.relayed']);
    const subscriptions = [1, 2, 3].map(() => hub.subscribe(['votes.relayed', 'topic.closed'], mentions('watched')));
    expect(subscriptions.map((subscription) => subscription[SHARE](shared))).toEqual([true, true, true]);

    hub.deliverLocally(relayed('watched'));
    hub.deliverLocally(relayed('elsewhere'));
    hub.deliverLocally({ type: 'topic.closed', topicId: 'watched' });
    expect(shared.taken).toEqual([relayed('watched')]);
    // Each subscription's own next event is the closing: the tallies went to the listener only.
    for (const subscription of subscriptions) expect((await subscription.next()).value).toEqual({ type: 'topic.closed', topicId: 'watched' });

    for (const subscription of subscriptions.slice(0, 2)) await subscription.return?.();
    hub.deliverLocally(relayed('watched'));
    expect(shared.taken).toHaveLength(2);
    await subscriptions[2]?.return?.();
    hub.deliverLocally(relayed('watched'));
    expect(shared.taken).toHaveLength(2);
  });

  it('does not share a subscription that has none of the listener\'s types', async () => {
    const { hub } = server.server.runtime;
    const shared = listener(['votes.relayed']);
    const subscription = hub.subscribe('topic.closed');
    expect(subscription[SHARE](shared)).toBe(false);
    hub.deliverLocally({ type: 'topic.closed', topicId: 'any' });
    expect((await subscription.next()).value).toEqual({ type: 'topic.closed', topicId: 'any' });
    await subscription.return?.();
  });
});
