import { eq, lt, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client';
import { jobHeartbeats } from '../db/schema';
import type { QueueName } from './queue';

/** Marks a running job alive now. */
export async function beat(db: Database, jobId: string): Promise<void> {
  await db
    .insert(jobHeartbeats)
    .values({ jobId })
    .onConflictDoUpdate({ target: jobHeartbeats.jobId, set: { beatAt: sql`now()` } });
}

export async function endHeartbeat(db: Database, jobId: string): Promise<void> {
  await db.delete(jobHeartbeats).where(eq(jobHeartbeats.jobId, jobId));
}

/**
 * The running jobs whose worker has been silent for `silentSeconds` (no heartbeat since then, or
 * none since it started: its instance died or lost the database), locked for the caller's
 * transaction, so two instances never take the same one. Every silent heartbeat is removed: it
 * belongs to one of them or to a job no longer running.
 */
export async function lockLostJobs(tx: Transaction, silentSeconds: number): Promise<{ jobId: string; queue: QueueName }[]> {
  const silentSince = sql`now() - make_interval(secs => ${silentSeconds})`;
  const lost = (await tx.execute(sql`
    select job.id as "jobId", job.name as queue from pgboss.job as job
    left join ${jobHeartbeats} as heartbeat on heartbeat.job_id = job.id
    where job.state = 'active' and greatest(heartbeat.beat_at, job.started_on) < ${silentSince}
    for update of job skip locked`)) as unknown as { rows: { jobId: string; queue: QueueName }[] };
  await tx.delete(jobHeartbeats).where(lt(jobHeartbeats.beatAt, silentSince));
  return lost.rows;
}
