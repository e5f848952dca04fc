/**
 * Every domain event the hub carries. Events travel as NOTIFY payloads, so they hold ids and small
 * values only; subscribers read anything else from the database.
 */
export type DomainEvent =
  | { type: 'sessions.revoked'; sessionIds: string[] }
  /** An account was created, or changed as admins list it (verified, renamed, blocked, stepped down, deleted). */
  | { type: 'account.changed'; userId: string }
  /**
   * The name a poet's public poems are shown under changed: a new public name, or the account
   * deleted (its poems then read Anonymous Poet). Sent only for a poet with a poem on public view.
   */
  | { type: 'byline.changed'; userId: string }
  | { type: 'mail.queued' }
  | { type: 'submission.changed'; submissionId: string; userId: string }
  | { type: 'rewards.changed'; rewardId: string; userId: string }
  /** A batch of one instance's tallies; `origin` names the instance, which hands its own to its watchers without waiting for this. */
  | { type: 'votes.tallied'; origin: string; tallies: PackedTally[] }
  | { type: 'topic.closed'; topicId: string }
  /** A voiding moved a topic's bounty or corrected its winner: watchers are sent its voting state again. */
  | { type: 'topic.corrected'; topicId: string }
  /** Votes on a topic were voided: its poems' pages list the voidings. */
  | { type: 'votes.voided'; topicId: string }
  /**
   * A topic was created, changed or deleted. `visibleToPublic` is true when the topic was active
   * before the change or is after it, so visitors hear of a topic being hidden, never of a draft.
   */
  | { type: 'topics.changed'; topicId: string; visibleToPublic: boolean }
  /**
   * A poem went public (approved on an active topic) or left public view (taken down). Never sent
   * for a poem the public could not see, so a watcher learns nothing of pending or hidden poems.
   */
  | { type: 'poems.changed'; topicId: string; poemId: string; change: PoemListChangeKind }
  /** An admin saved a text page. */
  | { type: 'pages.changed'; key: string }
  /** An admin changed a site setting (the video channel home links to). */
  | { type: 'siteSettings.changed' }
  /** A beat was uploaded, switched on or off, or deleted. */
  | { type: 'beats.changed'; beatId: string }
  /** A host changed a topic's slam night (stage, round, reveal, end). */
  | { type: 'live.changed'; topicId: string };

/**
 * One poem's tally as it travels in a NOTIFY payload, half the bytes of the object:
 * [topicId, poemId, voteCount, voteVersion, frozen (1) or not (0), nightVoteCount]. Only server/fanout/tallies.ts packs and unpacks it.
 */
export type PackedTally = [string, string, number, number, 0 | 1, number];

export type PoemListChangeKind = 'published' | 'removed';

export type EventType = DomainEvent['type'];
export type EventOf<T extends EventType> = Extract<DomainEvent, { type: T }>;
