import type { DomainEvent, EventOf, EventType } from '../events/types';
import { mergeRelayedTallies } from '../votes/tallies';

type Merge<T extends EventType> = (older: EventOf<T>, newer: EventOf<T>) => EventOf<T>;

/**
 * Events whose subscription results depend only on the event and the operation, never on who is
 * listening: the socket server executes each operation once per such event and shares the result.
 * Each comes with how an event still waiting to be written to a socket takes in a newer one, so a
 * socket the writes have not reached yet gets one message with both.
 */
const SHARED_RESULT_EVENTS: { [T in EventType]?: Merge<T> } = {
  'votes.relayed': mergeRelayedTallies,
};

export function isSharedEvent(payload: unknown): payload is DomainEvent {
  return typeof payload === 'object' && payload !== null && (payload as DomainEvent).type in SHARED_RESULT_EVENTS;
}

const mergedByEvent = new WeakMap<DomainEvent, WeakMap<DomainEvent, DomainEvent>>();

/** `older` with `newer` taken in, made once for every socket that had `older` waiting; undefined for events of different types. */
export function mergeSharedEvents(older: DomainEvent, newer: DomainEvent): DomainEvent | undefined {
  if (older.type !== newer.type) return undefined;
  let byNewer = mergedByEvent.get(older);
  if (!byNewer) mergedByEvent.set(older, (byNewer = new WeakMap()));
  let merged = byNewer.get(newer);
  if (!merged) {
    merged = (SHARED_RESULT_EVENTS[newer.type] as Merge<EventType>)(older, newer);
    byNewer.set(newer, merged);
  }
  return merged;
}
