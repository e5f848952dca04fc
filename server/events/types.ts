/**
 * Every domain event the hub carries. Events travel as NOTIFY payloads, so they hold ids and small
 * values only; subscribers read anything else from the database.
 */
export type DomainEvent =
  | { type: 'sessions.revoked'; sessionIds: string[] }
  | { type: 'account.changed'; userId: string }
  | { type: 'mail.queued' }
  | { type: 'submission.changed'; submissionId: string; userId: string }
  | { type: 'rewards.changed'; rewardId: string; userId: string }
  /** A batch of one instance's tallies; `origin` names the instance, which relays its own without waiting for this. */
  | { type: 'votes.tallied'; origin: string; tallies: TallyEntry[] }
  /** Local to an instance, never published: the batches of every instance, merged for its watchers. */
  | { type: 'votes.relayed'; tallies: TallyEntry[] }
  | { type: 'topic.closed'; topicId: string }
  /**
   * A topic was created, changed or deleted. `visibleToPublic` is true when the topic was active
   * before the change or is after it, so visitors hear of a topic being hidden, never of a draft.
   */
  | { type: 'topics.changed'; topicId: string; visibleToPublic: boolean }
  /** A beat was uploaded, switched on or off, or deleted. */
  | { type: 'beats.changed'; beatId: string };

/** One poem's tally in a batch: [topicId, poemId, voteCount, voteVersion, frozen (1) or not (0)]. */
export type TallyEntry = [string, string, number, number, 0 | 1];

export type EventType = DomainEvent['type'];
export type EventOf<T extends EventType> = Extract<DomainEvent, { type: T }>;
