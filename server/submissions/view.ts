import { and, eq, type SQL } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { rewards, submissions, topics, users, type RewardRow, type SubmissionRow, type TopicRow, type UserRow } from '../db/schema';

export const ANONYMOUS_POET = 'Anonymous Poet';

/** A submission with what every screen shows beside it: its poet, its topic and its R50. */
export interface SubmissionView extends SubmissionRow {
  author: UserRow;
  topic: TopicRow | null;
  approvalReward: RewardRow | null;
  /** Whether the viewer voted for it, when a list loaded that for every poem at once. */
  viewerHasVoted?: boolean;
}

/** The name the public sees: the poet's public name, never an email, 'Anonymous Poet' once the account is gone. */
export function authorNameOf(author: Pick<UserRow, 'publicName' | 'name' | 'deletedAt'>): string {
  if (author.deletedAt) return ANONYMOUS_POET;
  return author.publicName?.trim() || author.name.trim() || ANONYMOUS_POET;
}

/** True when anyone may see the poem: approved or paid, and not taken down. */
export function isPublicSubmission(submission: Pick<SubmissionRow, 'status' | 'takenDownAt'>): boolean {
  return (submission.status === 'approved' || submission.status === 'paid') && submission.takenDownAt === null;
}

/** Submissions with their poet, topic and approval reward, in one query. */
export function selectSubmissionViews(db: Queryable, where: SQL | undefined) {
  return db
    .select({ submission: submissions, author: users, topic: topics, approvalReward: rewards })
    .from(submissions)
    .innerJoin(users, eq(users.id, submissions.userId))
    .leftJoin(topics, eq(topics.id, submissions.topicId))
    .leftJoin(rewards, and(eq(rewards.submissionId, submissions.id), eq(rewards.kind, 'approval')))
    .where(where)
    .$dynamic();
}

export function toView(row: { submission: SubmissionRow; author: UserRow; topic: TopicRow | null; approvalReward: RewardRow | null }): SubmissionView {
  return { ...row.submission, author: row.author, topic: row.topic, approvalReward: row.approvalReward };
}

export async function findSubmissionView(db: Queryable, id: string): Promise<SubmissionView | undefined> {
  const [row] = await selectSubmissionViews(db, eq(submissions.id, id)).limit(1);
  return row ? toView(row) : undefined;
}
