import type { EventHub } from '../events/hub';
import type { LiveRoundRow, LiveShowRow, TopicRow } from '../db/schema';

/** The rows a topic's night is answered from: the topic, its night's row (none before a host's first control) and, while it runs, its latest round. */
export interface NightRows {
  topic: TopicRow;
  show: LiveShowRow | undefined;
  round: LiveRoundRow | undefined;
}

/** The hub's events after which a topic's night, or its topic's row, may read differently. */
const NIGHT_CHANGES = ['live.changed', 'topics.changed', 'topic.closed', 'topic.corrected'] as const;

/**
 * The nights this instance has read, per topic, kept until the hub says the topic or its night
 * changed (on every instance: the hub's events reach them all), or until the hub's connection comes
 * back, since changes made while it was away are never announced. A room's phones all ask for the
 * night at once when the venue's Wi-Fi returns; each is answered from here.
 * A read is kept from the moment it starts: a change announced while it is on its way forgets it,
 * so nothing read before a change outlives the change's event.
 */
export class KeptNights {
  private readonly nights = new Map<string, Promise<NightRows | undefined>>();
  /** The topic rows of the nights read so far, for the topic checks every subscription makes. */
  private readonly topics = new Map<string, TopicRow>();

  constructor(hub: Pick<EventHub, 'on' | 'onResumed'>) {
    for (const type of NIGHT_CHANGES) hub.on(type, (event) => this.forget(event.topicId));
    hub.onResumed(() => this.forgetAll());
  }

  /** The topic's night, read by `read` unless kept; undefined for a topic that does not exist. */
  night(topicId: string, read: () => Promise<NightRows | undefined>): Promise<NightRows | undefined> {
    let night = this.nights.get(topicId);
    if (!night) {
      const reading = read();
      night = reading;
      this.nights.set(topicId, reading);
      reading.then(
        (rows) => {
          if (rows && this.nights.get(topicId) === reading) this.topics.set(topicId, rows.topic);
        },
        () => {
          if (this.nights.get(topicId) === reading) this.nights.delete(topicId);
        },
      );
    }
    return night;
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
