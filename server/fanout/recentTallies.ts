import type { TallyOfPoem } from './tallies';

interface Noted {
  tally: TallyOfPoem;
  at: number;
}

/**
 * The tallies this instance handed out in the last `keepMs`, each topic's poems in the order they last
 * changed: what a page rendered a little earlier (and kept for other visitors) has missed by the
 * time its live tallies begin.
 */
export class RecentTallies {
  private readonly byTopic = new Map<string, Map<string, Noted>>();
  private readonly byPoem = new Map<string, Noted>();
  private readonly startedAt: number;

  constructor(
    private readonly keepMs: number,
    private readonly now: () => number = Date.now,
  ) {
    this.startedAt = now();
  }

  note(topicId: string, tallies: TallyOfPoem[]): void {
    const at = this.now();
    let poems = this.byTopic.get(topicId);
    if (!poems) this.byTopic.set(topicId, (poems = new Map()));
    for (const tally of tallies) {
      // Deleted first, so a poem moves to the end and the oldest change is always first.
      const noted = { tally, at };
      poems.delete(tally.poemId);
      poems.set(tally.poemId, noted);
      this.byPoem.set(tally.poemId, noted);
    }
    this.forgetBefore(at - this.keepMs);
  }

  /**
   * The newest tally of each of the topic's poems that changed at or after `since` (this instance's
   * clock, in milliseconds); undefined when this instance does not remember back that far.
   */
  changedSince(topicId: string, since: number): TallyOfPoem[] | undefined {
    const now = this.now();
    if (since < Math.max(this.startedAt, now - this.keepMs)) return undefined;
    const changed: TallyOfPoem[] = [];
    for (const { tally, at } of this.byTopic.get(topicId)?.values() ?? []) if (at >= since) changed.push(tally);
    return changed;
  }

  /** The newest tally of the poem noted in the last `keepMs`, if any. */
  newest(poemId: string): TallyOfPoem | undefined {
    return this.byPoem.get(poemId)?.tally;
  }

  private forgetBefore(oldest: number): void {
    for (const [topicId, poems] of this.byTopic) {
      for (const [poemId, noted] of poems) {
        if (noted.at >= oldest) break;
        poems.delete(poemId);
        this.byPoem.delete(poemId);
      }
      if (poems.size === 0) this.byTopic.delete(topicId);
    }
  }
}
