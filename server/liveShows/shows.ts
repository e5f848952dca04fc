import type { LiveRoundRow, LiveShowRow, TopicRow } from '../db/schema';

/** A topic's night as read: its row (none before a host's first control) and its latest round. */
export interface LiveShowView {
  topic: TopicRow;
  show: LiveShowRow | undefined;
  round: LiveRoundRow | undefined;
  serverTime: Date;
}
