import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Logger } from '../logger';

/**
 * The figures one instance reports at /metrics, in Prometheus's text format. Each instance has its
 * own registry (tests run several in one process); the process's own figures (CPU, memory, event
 * loop lag, garbage collection) come from prom-client's defaults. Label values are drawn from fixed
 * sets only, never from what a client sends, so no request can add a series.
 */
export class Metrics {
  readonly registry = new Registry();

  /** Every HTTP request: which part of the server answered, which GraphQL operation, and the status. */
  readonly requestSeconds = this.histogram(
    'spoken_http_request_duration_seconds',
    'HTTP requests by route, GraphQL operation (its root field) and status, with their latency',
    ['route', 'operation', 'status'],
    [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  );

  readonly votes = this.counter('spoken_votes_total', 'Votes that changed a tally: cast, or taken back', ['change']);

  /** Messages written to watchers' sockets by the live feeds (one per watcher per update it is sent). */
  readonly liveMessages = this.counter('spoken_live_messages_sent_total', 'Live updates written to watchers’ sockets', []);

  /** The watchers' write round (server/fanout/writeRound.ts) under load: how long a watcher waits at most to be written. */
  readonly liveTurnSeconds = this.histogram(
    'spoken_live_round_turn_seconds',
    'How long the write round took to go once over every watcher on this instance, for turns that wrote without stopping or pausing: under load, how long a watcher waits at most for an update',
    [],
    [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  );

  readonly mail = this.counter('spoken_mail_total', 'Mail handed to the SMTP server by this instance, and tries that failed (each retried later)', ['outcome']);

  /** Pages rendered on the server for visitors (server/ssr): a render shed found too many waiting, and the visitor got the app's shell. */
  readonly pageRenders = this.counter('spoken_page_renders_total', 'Pages rendered on the server for visitors, by outcome: rendered, failed, or shed (too many waiting)', ['outcome']);

  /** React's passes over the pages rendered for visitors: one a page when its data is read before it renders. */
  readonly pageRenderPasses = this.counter('spoken_page_render_passes_total', 'Times React rendered a page for visitors on the server (one a rendered page when its data was read first)', []);

  /** Public reads moving between the replica and the primary (server/db/replica.ts): to the replica, or to the primary because it is behind or unreachable. */
  readonly replicaChanges = this.counter('spoken_replica_changes_total', 'Public reads moving: to the replica (state replica), or to the primary (state behind or unreachable)', ['state']);

  readonly transcodeSeconds = this.histogram(
    'spoken_transcode_duration_seconds',
    'Time to make a video’s renditions and poster, by outcome',
    ['outcome'],
    [1, 2.5, 5, 10, 20, 40, 80, 160, 320, 640],
  );

  constructor() {
    collectDefaultMetrics({ register: this.registry });
  }

  private counter<Label extends string>(name: string, help: string, labelNames: readonly Label[]): Counter<Label> {
    return new Counter({ name, help, labelNames, registers: [this.registry] });
  }

  private histogram<Label extends string>(name: string, help: string, labelNames: readonly Label[], buckets: number[]): Histogram<Label> {
    return new Histogram({ name, help, labelNames, buckets, registers: [this.registry] });
  }

  /**
   * A gauge read when scraped: `read` gives a value per label set. A read that fails (the database
   * away) leaves the gauge without values for that scrape rather than failing the whole scrape.
   */
  gauge<Label extends string>(
    options: { name: string; help: string; labelNames?: readonly Label[] },
    read: () => Promise<[Partial<Record<Label, string>>, number][]> | [Partial<Record<Label, string>>, number][],
    log: Logger,
  ): void {
    new Gauge<Label>({
      ...options,
      labelNames: options.labelNames ?? [],
      registers: [this.registry],
      async collect() {
        this.reset();
        try {
          for (const [labels, value] of await read()) this.set(labels, value);
        } catch (error) {
          log.warn({ err: error, metric: options.name }, 'a metric could not be read');
        }
      },
    });
  }

  /** Times `work` into `histogram`, labelled by whether it finished or threw. */
  static async timed<T>(histogram: Histogram<'outcome'>, work: () => Promise<T>): Promise<T> {
    const stop = histogram.startTimer();
    try {
      const result = await work();
      stop({ outcome: 'done' });
      return result;
    } catch (error) {
      stop({ outcome: 'failed' });
      throw error;
    }
  }
}

/**
 * `read`, answered from the last read for `ttlMs`: for figures that cost a query, so frequent
 * scrapes (or several scrapers) do not each run it.
 */
export function cachedFor<T>(ttlMs: number, read: () => Promise<T>): () => Promise<T> {
  let last: { at: number; value: Promise<T> } | undefined;
  return () => {
    const now = performance.now();
    if (!last || now - last.at > ttlMs) {
      const value = read();
      last = { at: now, value };
      // A failed read is not kept: the next scrape tries again.
      value.catch(() => {
        if (last?.value === value) last = undefined;
      });
    }
    return last.value;
  };
}
