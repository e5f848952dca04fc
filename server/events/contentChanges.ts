import type { EventHub } from './hub';

/**
 * What changes what a visitor is shown, apart from the vote tallies (many a second in a busy season,
 * which pages and reads catch up with by their versions). Whatever is kept for visitors (pages,
 * public reads) is forgotten on each, on every instance, so a reload after an admin's change shows it.
 */
export const CONTENT_CHANGES = [
  'topics.changed',
  'topic.closed',
  'topic.corrected',
  'votes.voided',
  'poems.changed',
  'byline.changed',
  'pages.changed',
  'beats.changed',
  'siteSettings.changed',
  // A bounty awarded names its poem in the topic's voting state.
  'rewards.changed',
] as const;

/**
 * Calls `forget` on every content change, and when the hub's connection comes back, since the
 * changes made while it was away are never delivered.
 */
export function forgetOnContentChange(hub: Pick<EventHub, 'on' | 'onResumed'>, forget: () => void): void {
  for (const type of CONTENT_CHANGES) hub.on(type, forget);
  hub.onResumed(forget);
}
