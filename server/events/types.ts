/**
 * Every domain event the hub carries. Events travel as NOTIFY payloads, so they hold ids and small
 * values only; subscribers read anything else from the database.
 */
export type DomainEvent =
  | { type: 'sessions.revoked'; sessionIds: string[] }
  | { type: 'account.changed'; userId: string }
  | { type: 'mail.queued' };

export type EventType = DomainEvent['type'];
export type EventOf<T extends EventType> = Extract<DomainEvent, { type: T }>;
