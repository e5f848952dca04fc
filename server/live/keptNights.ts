import { forgetOnContentChange } from '../events/contentChanges';
import type { EventHub } from '../events/hub';
import type { LiveRoundRow, LiveShowRow, TopicRow } from '../db/schema';
import type { SubmissionView } from '../submissions/view';

/** The rows a topic's night is answered from: the topic, its night's row (none before a host's first control) and, while it runs, its latest round. */
export interface NightRows {
  topic: TopicRow;
  show: LiveShowRow | undefined;
  round: LiveRoundRow | undefined;
}

/**
 * How long a night's poem (on stage, revealed) is kept. Its counts are answered from the instance's
 * recent tallies, which remember a poem's last change for minutes: a poem kept longer could miss one.
 */
const POEM_KEPT_MS = 60_000;

interface KeptNight {
  rows: Promise<NightRows | undefined>;
  poems: Map<string, { poem: Promise<SubmissionView | null>; readAt: number }>;
}

/**
 * The nights this instance has read, per topic, kept until the hub says the night changed, or
 * anything a visitor is shown (the topic, a poem: CONTENT_CHANGES), on any instance: the hub's
 * events reach them all; and until the hub's connection comes back, since changes made while it was
 * away are never announced. A room's phones all ask for the night at once when the venue's Wi-Fi
 * returns; each is answered from here.
 * A read is kept from the moment it starts: a change announced while it is on its way forgets it,
 * so nothing read before a change outlives the change's event.
 */
export class KeptNights {
  private readonly nights = new Map<string, KeptNight>();
  /** The topic rows of the nights read so far, for the topic checks every subscription makes. */
  private readonly topics = new Map<string, TopicRow>();

  constructor(hub: Pick<EventHub, 'on' | 'onResumed'>) {
    hub.on('live.changed', (event) => this.forget(event.topicId));
    forgetOnContentChange(hub, () => this.forgetAll());
  }

  /** The topic's night, read by `read` unless kept; undefined for a topic that does not exist. */
  night(topicId: string, read: () => Promise<NightRows | undefined>): Promise<NightRows | undefined> {
    const kept = this.nights.get(topicId);
    if (kept) return kept.rows;
    const night: KeptNight = { rows: read(), poems: new Map() };
    this.nights.set(topicId, night);
    night.rows.then(
      (rows) => {
        if (rows && this.nights.get(topicId) === night) this.topics.set(topicId, rows.topic);
      },
      () => {
        if (this.nights.get(topicId) === night) this.forget(topicId);
      },
    );
    return night.rows;
  }

  /** A poem of the topic's kept night, read by `read` unless kept (for up to POEM_KEPT_MS); read each time when the night is not kept. */
  poem(topicId: string, poemId: string, read: () => Promise<SubmissionView | null>): Promise<SubmissionView | null> {
    const night = this.nights.get(topicId);
    if (!night) return read();
    const kept = night.poems.get(poemId);
    if (kept && Date.now() - kept.readAt < POEM_KEPT_MS) return kept.poem;
    const poem = read();
    night.poems.set(poemId, { poem, readAt: Date.now() });
    poem.catch(() => night.poems.delete(poemId));
    return poem;
  }

  /** The topic's row as its kept night read it; undefined when no night of it is kept. */
  topic(topicId: string): TopicRow | undefined {
    return this.topics.get(topicId);
  }

  /** Forgets the topic's night: also called by the instance that changed it, as soon as its change commits. */
  forget(topicId: string): void {
    this.nights.delete(topicId);
    this.topics.delete(topicId);
  }

  /** Forgets every night: for tests that change a night's rows behind the server's back, and the hub's return. */
  forgetAll(): void {
    this.nights.clear();
    this.topics.clear();
  }
}

const keptByHub = new WeakMap<object, KeptNights>();

/** The instance's kept nights, made on first use. */
export function keptNightsOf(runtime: { hub: EventHub }): KeptNights {
  let kept = keptByHub.get(runtime.hub);
  if (!kept) keptByHub.set(runtime.hub, (kept = new KeptNights(runtime.hub)));
  return kept;
}
