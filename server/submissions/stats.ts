import { count, isNull, sql, sum } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { beats, rewards, topics, users } from '../db/schema';
import { submissionCounts } from './queries';

export interface AdminStatsFigures {
  regularUsers: number;
  adminUsers: number;
  totalSubmissions: number;
  pending: number;
  approvedUnpaid: number;
  paid: number;
  rejected: number;
  totalPaidOutCents: number;
  topics: number;
  activeTopics: number;
  beats: number;
  activeBeats: number;
}

const countWhen = (condition: ReturnType<typeof sql>) => count(sql`case when ${condition} then 1 end`);

/** The admin dashboard figures, each counted in the database. */
export async function adminStats(db: Queryable): Promise<AdminStatsFigures> {
  const [people, poems, paidOut, topicCounts, beatCounts] = await Promise.all([
    db
      // An admin registration counts once verified, as it takes an admin seat only then.
      .select({ regular: countWhen(sql`${users.role} = 'user'`), admins: countWhen(sql`${users.role} = 'admin' and ${users.emailVerifiedAt} is not null`) })
      .from(users)
      .where(isNull(users.deletedAt)),
    // The review screen's own counts, so the two never disagree (a taken-down poem is in neither bar).
    submissionCounts(db),
    db.select({ cents: sum(sql`case when ${rewards.status} = 'paid' then ${rewards.amountCents} else 0 end`) }).from(rewards),
    db.select({ total: count(), active: countWhen(sql`${topics.active}`) }).from(topics),
    db.select({ total: count(), active: countWhen(sql`${beats.active}`) }).from(beats),
  ]);
  return {
    regularUsers: people[0]?.regular ?? 0,
    adminUsers: people[0]?.admins ?? 0,
    totalSubmissions: poems.all,
    pending: poems.pending,
    approvedUnpaid: poems.approved,
    paid: poems.paid,
    rejected: poems.rejected,
    totalPaidOutCents: Number(paidOut[0]?.cents ?? 0),
    topics: topicCounts[0]?.total ?? 0,
    activeTopics: topicCounts[0]?.active ?? 0,
    beats: beatCounts[0]?.total ?? 0,
    activeBeats: beatCounts[0]?.active ?? 0,
  };
}
