import PgBoss from 'pg-boss';
import type { DatabaseConnection, Queryable } from '../db/client';
import type { Logger } from '../logger';
import { sqlFromText } from './sqlText';

/** What each queue's jobs carry: ids only, the rest is read when the job runs. */
export interface JobData {
  'transcode-video': { submissionId: string };
  /** Transcodes that failed every attempt (or whose instance died on the last), moved here by the queue. */
  'transcode-video-failed': { submissionId: string };
  'beat-duration': { beatId: string };
}
export type QueueName = keyof JobData;

export interface JobRun {
  /** Aborted when the job's time is up or the instance stops: the job should stop its work then. */
  signal: AbortSignal;
}

export type JobHandler<Q extends QueueName> = (data: JobData[Q], run: JobRun) => Promise<void>;

/**
 * Background jobs in the database (pg-boss): they outlive restarts, are shared by every instance,
 * and a job that throws is tried again later with growing delays.
 */
export interface JobQueue {
  /** Adds a job in the caller's transaction: it exists if that commits and never if it rolls back. */
  send<Q extends QueueName>(tx: Queryable, queue: Q, data: JobData[Q]): Promise<void>;
  /** Runs `queue`'s jobs on this instance, one at a time, until stop. */
  work<Q extends QueueName>(queue: Q, handler: JobHandler<Q>): Promise<void>;
  /** How many of `queue`'s jobs are waiting, waiting to be retried or running. */
  unfinished(queue: QueueName): Promise<number>;
  /** Stops taking jobs and aborts the running ones, which are retried later (here or elsewhere). */
  stop(): Promise<void>;
}

export interface JobQueueOptions {
  /** The longest a transcode may run. */
  transcodeTimeoutS: number;
  /** Whether this instance runs jobs, and so also the queue's upkeep (timed-out jobs, archiving). */
  worker: boolean;
  log: Logger;
}

const POLLING_INTERVAL_S = 2;

/** The dead-letter queue comes first: a queue can name only one that exists. */
function queueSettings(transcodeTimeoutS: number): [QueueName, PgBoss.Queue][] {
  const retried = { retryDelay: 5, retryBackoff: true };
  return [
    ['transcode-video-failed', { name: 'transcode-video-failed', ...retried, retryLimit: 5, expireInSeconds: 60 }],
    [
      'transcode-video',
      { name: 'transcode-video', ...retried, retryLimit: 2, expireInSeconds: transcodeTimeoutS, deadLetter: 'transcode-video-failed' },
    ],
    ['beat-duration', { name: 'beat-duration', ...retried, retryLimit: 3, expireInSeconds: 120 }],
  ];
}

/** Opens the job queue on the app's database, either engine, creating or updating its tables and queues. */
export async function startJobQueue(connection: DatabaseConnection, options: JobQueueOptions): Promise<JobQueue> {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => connection.executeSql(text, values) },
    migrate: true,
    schedule: false,
    supervise: options.worker,
    // A job whose instance died runs again once its time is up, so upkeep looks at a quarter of a
    // transcode's time limit, and at least every minute.
    maintenanceIntervalSeconds: Math.min(60, Math.max(1, Math.floor(options.transcodeTimeoutS / 4))),
  });
  boss.on('error', (error) => options.log.error({ err: error }, 'job queue failed'));
  await boss.start();
  for (const [name, settings] of queueSettings(options.transcodeTimeoutS)) {
    await boss.createQueue(name, settings);
    await boss.updateQueue(name, settings);
  }

  const stopping = new AbortController();
  return {
    async send(tx, queue, data) {
      const inTransaction: PgBoss.Db = {
        executeSql: async (text, values) => {
          const result = (await tx.execute(sqlFromText(text, values ?? []))) as { rows?: unknown[] };
          return { rows: result.rows ?? [] };
        },
      };
      await boss.send(queue, data, { db: inTransaction });
    },
    async work(queue, handler) {
      await boss.work<JobData[typeof queue]>(
        queue,
        { batchSize: 1, pollingIntervalSeconds: POLLING_INTERVAL_S },
        async ([job]) => {
          if (!job) return;
          // A little before the queue gives up on the job, so the work has stopped when it is retried.
          const timeUp = AbortSignal.timeout(Math.max(1, Number(job.expireInSeconds) - 1) * 1000);
          await handler(job.data, { signal: AbortSignal.any([stopping.signal, timeUp]) });
        },
      );
    },
    unfinished: (queue) => boss.getQueueSize(queue, { before: 'completed' }),
    async stop() {
      stopping.abort(new Error('the server is stopping'));
      await boss.stop({ graceful: true, wait: true, timeout: 5000 });
    },
  };
}
