import { sql } from 'drizzle-orm';
import type { QueueName } from '../../server/jobs/queue';
import type { TestServer } from './server';
import { until } from './until';

/** Resolves once `queue` has no job waiting, waiting to be retried or running. */
export async function queueDrained(server: TestServer, queue: QueueName, timeoutMs = 60_000): Promise<void> {
  await until(async () => (await server.server.runtime.jobs.unfinished(queue)) === 0, `${queue} still has unfinished jobs`, { timeoutMs, intervalMs: 100 });
}

export interface JobRecord {
  name: string;
  state: string;
  retryCount: number;
}

/** Every job of `queue` whose data names `id` (as submissionId or beatId), from the queue's own table. */
export async function jobsAbout(server: TestServer, queue: QueueName, id: string): Promise<JobRecord[]> {
  const result = (await server.db.execute(sql`
    select name, state::text as state, retry_count as "retryCount" from pgboss.job
    where name = ${queue} and (data->>'submissionId' = ${id} or data->>'beatId' = ${id})
    order by created_on`)) as unknown as { rows: JobRecord[] };
  return result.rows;
}

/** What each failed try of `queue`'s jobs about `id` threw, oldest first. */
export async function jobFailures(server: TestServer, queue: QueueName, id: string): Promise<string[]> {
  const result = (await server.db.execute(sql`
    select output->>'message' as failure from pgboss.job
    where name = ${queue} and data->>'submissionId' = ${id} and output ? 'message'
    order by created_on`)) as unknown as { rows: { failure: string }[] };
  return result.rows.map((row) => row.failure);
}
