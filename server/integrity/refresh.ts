import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { computeSignals } from './signals';

/** Poems rescored per run: a run stays short however many poems were voted on. */
const REFRESH_BATCH = 200;

/**
 * Rescores poems voted on since their score was computed (or never scored), most stale first, at
 * most `batch` of them; returns how many. Each poem's last vote is one backward step on the votes
 * index (poem_id, created_at), so the check never reads the votes themselves.
 */
export async function refreshIntegrityScores(db: Queryable, batch = REFRESH_BATCH): Promise<number> {
  const { rows } = (await db.execute(sql`
    select s.id from submissions s
      left join integrity_scores i on i.submission_id = s.id
      cross join lateral (select max(v.created_at) as last_vote from votes v where v.poem_id = s.id) l
     where l.last_vote > coalesce(i.computed_at, '-infinity')
     order by i.computed_at nulls first
     limit ${batch}`)) as unknown as { rows: { id: string }[] };
  for (const { id } of rows) await computeSignals(db, id);
  return rows.length;
}
