import type { DomainEvent, EventOf, EventType } from '../events/types';
import { mergeRelayedTallies } from '../votes/tallies';

type Merge<T extends EventType> = (older: EventOf<T>, newer: EventOf<T>) => EventOf<T>;

/**
 * Events whose subscription results depend only on the event and the operation, never on who is
 * listening, and whose passing a subscription's filter depends only on its arguments: the socket
 * server executes each operation once per such event and shares the result. Each comes with how
 * an event not yet written to a socket takes in a newer one, so that the socket gets one message
 * with both.
 */
const SHARED_RESULT_EVENTS: { [T in EventType]?: Merge<T> } = {
  'votes.relayed': mergeRelayedTallies,
};

export const SHARED_EVENT_TYPES: ReadonlySet<EventType> = new Set(Object.keys(SHARED_RESULT_EVENTS) as EventType[]);

/** `older` with `newer` taken in; both of one shared type. */
export function mergeSharedEvents(older: DomainEvent, newer: DomainEvent): DomainEvent {
  return (SHARED_RESULT_EVENTS[newer.type] as Merge<EventType>)(older, newer);
}
