import path from 'node:path';
import { startBackgroundWork } from './background/start';
import { serveSnapshots } from './backup/pglite';
import { ConfigError, type Config } from './config';
import { seedBaselineContent } from './content/baseline';
import { seedDemoContent } from './content/demo';
import { openConfiguredDatabase } from './db/client';
import { openReplicaReads, primaryReads } from './db/replica';
import { EventHub } from './events/hub';
import { feedPublicLists, type ToWatchers } from './fanout/publicLists';
import { LiveTallies } from './fanout/tallies';
import { QUEUE_NAMES, startJobQueue } from './jobs/queue';
import type { StartedParts } from './lifecycle';
import type { Logger } from './logger';
import { createMailer } from './mail/outbox';
import { startMailWorker } from './mail/worker';
import { s3Bucket, s3MediaStore } from './media/s3Store';
import { chooseSandbox } from './media/sandbox';
import { localMediaStore, type MediaStore } from './media/store';
import { findMediaTools, type MediaTools } from './media/tools';
import { cachedFor, type Metrics } from './metrics/metrics';
import type { Runtime } from './runtime';
import { RateLimits } from './security/rateLimits';
import { Turns } from './security/turns';

/**
 * Opens the database (applying migrations) and starts what runs behind requests: events, jobs,
 * mail, live tallies and public lists (handing their updates to `toWatchers`), then the background
 * work (server/background). Each part's stop is registered with `started` as it starts.
 */
export async function startRuntime(config: Config, log: Logger, metrics: Metrics, toWatchers: ToWatchers, started: StartedParts): Promise<Runtime> {
  const connection = started.add(
    await openConfiguredDatabase(config, log),
    (connection) => connection.close(),
  );
  if (connection.engine === 'pglite') started.add(await serveSnapshots(connection, config.dataDir, log), (stop) => stop());
  const replicaUrl = config.postgres?.replicaUrl;
  const reads = started.add(
    replicaUrl
      ? await openReplicaReads(connection, { url: replicaUrl, maxLagMs: config.postgres?.replicaMaxLagMs ?? 0, log, onChange: (state) => metrics.replicaChanges.inc({ state }) })
      : primaryReads(connection.db),
    (reads) => reads.close(),
  );
  await seedBaselineContent(connection.db);
  const hub = started.add(new EventHub(connection, log), (hub) => hub.stop());
  await hub.start();
  const mediaTools = await requireMediaTools(config, log);
  const jobs = started.add(
    await startJobQueue(connection, { takeoverAfterS: config.jobTakeoverAfterS, worker: config.worker !== 'off', log }),
    (jobs) => jobs.stop(),
  );
  if (config.smtpUrl) {
    started.add(startMailWorker({ db: connection.db, hub, log, metrics, smtpUrl: config.smtpUrl, from: config.mailFrom }), (worker) => worker.stop());
  }
  const tallies = started.add(new LiveTallies(connection.db, hub, toWatchers, log), (tallies) => tallies.stop());
  started.add(feedPublicLists(hub, toWatchers), (stop) => stop());
  const runtime: Runtime = {
    config,
    connection,
    db: connection.db,
    reads,
    hub,
    jobs,
    log,
    // In production mail always goes out: every instance that serves people has SMTP_URL, and their
    // mail workers also send what a worker-only instance (which may have none) queues.
    mailer: createMailer({ smtp: config.smtpUrl !== undefined || config.isProduction, log }),
    media: mediaStoreOf(config),
    mediaTools,
    tallies,
    limits: new RateLimits(connection, config.secrets.identityHashKey),
    passwordTurns: new Turns(),
    metrics,
  };
  watchDatabaseAndJobs(runtime);
  if (config.seedDemo) await seedDemoContent(runtime);
  await startBackgroundWork(runtime, started);
  return runtime;
}

const QUEUE_DEPTH_CACHE_MS = 5_000;

/** The figures read from the database and its pool when /metrics is scraped. */
function watchDatabaseAndJobs({ metrics, connection, reads, jobs, log }: Runtime): void {
  const queueDepths = cachedFor(QUEUE_DEPTH_CACHE_MS, () =>
    Promise.all(QUEUE_NAMES.map(async (queue): Promise<[{ queue: string }, number]> => [{ queue }, await jobs.unfinished(queue)])),
  );
  metrics.gauge({ name: 'spoken_job_queue_depth', help: 'Jobs waiting, waiting for a retry or running, by queue (read at most every 5 s)', labelNames: ['queue'] }, queueDepths, log);
  metrics.gauge({ name: 'spoken_database_engine', help: 'The database engine: postgres, or pglite (embedded, one connection, no pool figures)', labelNames: ['engine'] }, () => [[{ engine: connection.engine }, 1]], log);
  metrics.gauge(
    { name: 'spoken_replica_lag_ms', help: 'The replica’s lag at its last check (every second), in milliseconds; none without a replica or while it does not answer', labelNames: [] },
    () => (reads.lagMs === undefined ? [] : [[{}, reads.lagMs]]),
    log,
  );
  metrics.gauge(
    { name: 'spoken_database_pool_connections', help: 'PostgreSQL pool connections by state (waiting: queries queued for one); none on PGlite', labelNames: ['state'] },
    () => {
      const use = connection.poolUse();
      if (!use) return [];
      return [[{ state: 'total' }, use.total], [{ state: 'idle' }, use.idle], [{ state: 'in_use' }, use.total - use.idle], [{ state: 'waiting' }, use.waiting], [{ state: 'max' }, use.max]];
    },
    log,
  );
}

/** Media under DATA_DIR/media, or with MEDIA_STORE=s3 in the bucket, with jobs' scratch work under DATA_DIR/.work. */
function mediaStoreOf(config: Config): MediaStore {
  const signingKey = config.secrets.mediaUrlKey;
  if (!config.s3) return localMediaStore(config.mediaDir, signingKey);
  return s3MediaStore(s3Bucket(config.s3), { workDir: path.join(config.dataDir, '.work'), signingKey });
}

/**
 * The media programs from PATH, and their sandbox on an instance that runs jobs (one that does not
 * never runs them). Production refuses to start without them, on every instance, so that no
 * instance ever serves an upload as it came; elsewhere a warning says what is lost.
 */
async function requireMediaTools(config: Config, log: Logger): Promise<MediaTools | null> {
  const found = await findMediaTools();
  if ('tools' in found) {
    const sandbox = config.worker === 'off' ? null : await chooseSandbox(config.mediaSandbox, found.tools.ffmpeg, log);
    return { ...found.tools, sandbox };
  }
  const missing = found.missing.join(', ');
  if (config.isProduction) throw new ConfigError(`Production needs these programs on PATH: ${missing} (Debian: apt-get install ffmpeg util-linux)`);
  log.warn(`${missing} not on PATH: videos play as uploaded, with no renditions, posters or durations, and their metadata is not removed (apt-get install ffmpeg)`);
  return null;
}
