import { setTimeout as sleep } from 'node:timers/promises';
import PgBoss from 'pg-boss';
import type { DatabaseConnection, Queryable } from '../db/client';
import type { Logger } from '../logger';
import { errorText } from '../loggedErrors';
import { LONGEST_TRANSCODE_SECONDS } from '../media/limits';
import { beat, endHeartbeat, lockLostJobs } from './heartbeats';
import { sqlFromText } from './sqlText';

/** What each queue's jobs carry: ids only, the rest is read when the job runs. */
export interface JobData {
  'transcode-video': { submissionId: string };
  /** Transcodes that failed both attempts (or whose worker died on the last), moved here by the queue. */
  'transcode-video-failed': { submissionId: string };
  'beat-duration': { beatId: string };
  /** A video processed before streams, packaged from its renditions. */
  'package-stream': { submissionId: string };
}
export type QueueName = keyof JobData;
export const QUEUE_NAMES = ['transcode-video', 'transcode-video-failed', 'beat-duration', 'package-stream'] as const satisfies readonly QueueName[];

export interface JobRun {
  /** Aborted when the instance stops: the job should stop its work then, and is handed back. */
  signal: AbortSignal;
}

export type JobHandler<Q extends QueueName> = (data: JobData[Q], run: JobRun) => Promise<void>;

export interface SendOptions {
  /** Jobs of higher priority are taken first; of equal priority, in the order sent. 0 unless given. */
  priority?: number;
}

/**
 * Background jobs in the database (pg-boss): they outlive restarts and are shared by every
 * instance. A job that throws is tried once more; a job whose instance dies is taken over by
 * another once its heartbeat has been silent for `takeoverAfterS`. A job that fails because the
 * database went away runs again, in the same attempt, once it is back.
 */
export interface JobQueue {
  /** Adds a job in the caller's transaction: it exists if that commits and never if it rolls back. */
  send<Q extends QueueName>(tx: Queryable, queue: Q, data: JobData[Q], options?: SendOptions): Promise<void>;
  /** Runs `queue`'s jobs on this instance, one at a time, until stop. */
  work<Q extends QueueName>(queue: Q, handler: JobHandler<Q>): void;
  /** How many of `queue`'s jobs are waiting, waiting to be retried or running. */
  unfinished(queue: QueueName): Promise<number>;
  /** Stops taking jobs and hands the running ones back, to be taken at once (here or elsewhere). */
  stop(): Promise<void>;
}

export interface JobQueueOptions {
  /** Whether this instance runs jobs, and so also the queue's upkeep (lost jobs, archiving). */
  worker: boolean;
  /** How long a running job's heartbeat may be silent before another instance takes it over. */
  takeoverAfterS: number;
  log: Logger;
}

const POLLING_INTERVAL_MS = 2_000;
const PING_TIMEOUT_MS = 5_000;

/** The dead-letter queue comes first: a queue can name only one that exists. */
function queueSettings(): [QueueName, PgBoss.Queue][] {
  const retried = { retryDelay: 5, retryBackoff: true };
  return [
    ['transcode-video-failed', { name: 'transcode-video-failed', ...retried, retryLimit: 5, expireInSeconds: 60 }],
    [
      'transcode-video',
      // One retry: a file that crashes or outlasts ffmpeg twice is not tried a third time. The
      // expiry is a last resort behind the heartbeat, past the longest transcode the limits allow.
      { name: 'transcode-video', ...retried, retryLimit: 1, expireInSeconds: Math.ceil(LONGEST_TRANSCODE_SECONDS) + 600, deadLetter: 'transcode-video-failed' },
    ],
    ['beat-duration', { name: 'beat-duration', ...retried, retryLimit: 3, expireInSeconds: 300 }],
    // Copies, not encodes: a ten-minute video's five renditions take seconds.
    ['package-stream', { name: 'package-stream', ...retried, retryLimit: 1, expireInSeconds: 1800 }],
  ];
}

function onConnection(db: Queryable): PgBoss.Db {
  return {
    executeSql: async (text, values) => {
      const result = (await db.execute(sqlFromText(text, values ?? []))) as { rows?: unknown[] };
      return { rows: result.rows ?? [] };
    },
  };
}

/** Opens the job queue on the app's database, either engine, creating or updating its tables and queues. */
export async function startJobQueue(connection: DatabaseConnection, options: JobQueueOptions): Promise<JobQueue> {
  const { log } = options;
  const boss = new PgBoss({
    db: { executeSql: (text, values) => connection.executeSql(text, values) },
    migrate: true,
    schedule: false,
    supervise: options.worker,
    maintenanceIntervalSeconds: 60,
  });
  boss.on('error', (error) => log.error({ err: error }, 'job queue upkeep failed'));
  await boss.start();
  for (const [name, settings] of queueSettings()) {
    await boss.createQueue(name, settings);
    await boss.updateQueue(name, settings);
  }

  const stopping = new AbortController();
  const pause = (ms: number) => sleep(ms, undefined, { signal: stopping.signal }).catch(() => undefined);

  const databaseReachable = async (): Promise<boolean> => {
    try {
      await Promise.race([connection.ping(), sleep(PING_TIMEOUT_MS).then(() => Promise.reject(new Error('ping timed out')))]);
      return true;
    } catch {
      return false;
    }
  };
  const untilDatabaseReachable = async (): Promise<void> => {
    for (let waitMs = 500; !stopping.signal.aborted; waitMs = Math.min(waitMs * 2, 10_000)) {
      await pause(waitMs);
      if (await databaseReachable()) return;
    }
    throw new Error('the server is stopping');
  };
  /** Runs `operation`; while it fails because the database is unreachable, again once it is back. */
  const whenDatabaseAllows = async <T>(operation: () => Promise<T>): Promise<T> => {
    for (;;) {
      try {
        return await operation();
      } catch (error) {
        if (stopping.signal.aborted || (await databaseReachable())) throw error;
        await untilDatabaseReachable();
      }
    }
  };

  const heartbeatMs = Math.max(500, (options.takeoverAfterS * 1000) / 6);
  const keepBeating = (job: PgBoss.JobWithMetadata) => {
    const beatNow = () =>
      beat(connection.db, job.id).catch((error: unknown) => log.debug({ err: error, jobId: job.id }, 'a job heartbeat was not written'));
    const timer = setInterval(beatNow, heartbeatMs);
    return { first: beatNow(), stop: () => clearInterval(timer) };
  };

  /** The handler's outcome: undefined when it finished, else what it threw. A database outage is waited out and the handler run again. */
  const attempt = async <Q extends QueueName>(job: PgBoss.JobWithMetadata<JobData[Q]>, handler: JobHandler<Q>): Promise<unknown> => {
    for (;;) {
      try {
        await handler(job.data, { signal: stopping.signal });
        return undefined;
      } catch (error) {
        if (stopping.signal.aborted || (await databaseReachable())) return error ?? new Error('the job failed');
        log.warn({ jobId: job.id, queue: job.name }, 'the database went away during a job: it runs again once the database is back');
        await untilDatabaseReachable();
      }
    }
  };

  /** Ends the job and adds it again, in one transaction, keeping its priority and the tries it has left. */
  const handBack = (queue: QueueName, job: PgBoss.JobWithMetadata) =>
    connection.db.transaction(async (tx) => {
      await boss.complete(queue, job.id, { handedBack: true }, { db: onConnection(tx) });
      await boss.send(queue, job.data, { db: onConnection(tx), priority: job.priority, retryLimit: Math.max(0, job.retryLimit - job.retryCount) });
    });

  const runJob = async <Q extends QueueName>(queue: Q, job: PgBoss.JobWithMetadata<JobData[Q]>, handler: JobHandler<Q>): Promise<void> => {
    const heartbeat = keepBeating(job);
    try {
      await heartbeat.first;
      const failure = await attempt(job, handler);
      if (failure === undefined) await whenDatabaseAllows(() => boss.complete(queue, job.id));
      else if (stopping.signal.aborted) await whenDatabaseAllows(() => handBack(queue, job));
      else {
        log.warn({ err: failure, jobId: job.id, queue, retryCount: job.retryCount }, 'a job failed');
        await whenDatabaseAllows(() => boss.fail(queue, job.id, { message: errorText(failure) }));
      }
      heartbeat.stop();
      await endHeartbeat(connection.db, job.id);
    } catch (error) {
      // Its heartbeat falls silent, so another instance (or this one, later) takes the job over.
      log.error({ err: error, jobId: job.id, queue }, 'a job could not be recorded as finished');
    } finally {
      heartbeat.stop();
    }
  };

  const loops: Promise<void>[] = [];
  const runQueue = async <Q extends QueueName>(queue: Q, handler: JobHandler<Q>): Promise<void> => {
    while (!stopping.signal.aborted) {
      let job: PgBoss.JobWithMetadata<JobData[Q]> | undefined;
      try {
        [job] = await boss.fetch<JobData[Q]>(queue, { batchSize: 1, includeMetadata: true, priority: true });
      } catch (error) {
        log.warn({ err: error, queue }, 'could not take a job');
      }
      if (job) await runJob(queue, job, handler);
      else await pause(POLLING_INTERVAL_MS);
    }
  };

  const takeOverLostJobs = async () => {
    try {
      await connection.db.transaction(async (tx) => {
        for (const lost of await lockLostJobs(tx, options.takeoverAfterS)) {
          log.warn(lost, 'a job whose worker stopped is taken over');
          await boss.fail(lost.queue, lost.jobId, { message: 'its worker stopped' }, { db: onConnection(tx) });
        }
      });
    } catch (error) {
      log.warn({ err: error }, 'could not look for lost jobs');
    }
  };
  const lostJobsTimer = options.worker ? setInterval(takeOverLostJobs, Math.max(1000, (options.takeoverAfterS * 1000) / 3)) : undefined;

  return {
    async send(tx, queue, data, sendOptions = {}) {
      await boss.send(queue, data, { db: onConnection(tx), priority: sendOptions.priority ?? 0 });
    },
    work(queue, handler) {
      loops.push(runQueue(queue, handler));
    },
    unfinished: (queue) => boss.getQueueSize(queue, { before: 'completed' }),
    async stop() {
      stopping.abort(new Error('the server is stopping'));
      clearInterval(lostJobsTimer);
      await Promise.all(loops);
      await boss.stop({ graceful: true, wait: true, timeout: 5000 });
    },
  };
}
