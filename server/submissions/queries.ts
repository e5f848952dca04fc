import { and, count, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { publicReadDb, type Context } from '../context';
import { isUuid } from '../db/ids';
import type { Queryable } from '../db/client';
import { integrityScores, submissions, topics } from '../db/schema';
import { NotFoundError, UserInputError } from '../errors';
import { storedScores } from '../integrity/stored';
import { TOPIC_NOT_FOUND } from '../topics/topics';
import { isAdmin, requireViewer } from '../sessions/viewer';
import { historyOf, type SubmissionEventView } from './history';
import { findSubmissionView, isApprovedPoem, isPublicSubmission, publicSubmissionCondition, selectSubmissionViews, toView, type SubmissionView } from './view';

export type SubmissionFilter = 'pending' | 'approved' | 'rejected' | 'paid' | 'withdrawn' | 'taken_down' | 'all';

/** The SQL condition of an admin list filter. Taken-down poems are listed under their own filter only. */
export function filterCondition(filter: SubmissionFilter): SQL | undefined {
  switch (filter) {
    case 'all':
      return undefined;
    case 'taken_down':
      return isNotNull(submissions.takenDownAt);
    case 'approved':
    case 'paid':
      return and(eq(submissions.status, filter), isNull(submissions.takenDownAt));
    default:
      return eq(submissions.status, filter);
  }
}

/** The caller's own submissions, newest first. */
export async function mySubmissions(context: Context): Promise<SubmissionView[]> {
  const viewer = requireViewer(context);
  const rows = await selectSubmissionViews(context.runtime.db, eq(submissions.userId, viewer.user.id)).orderBy(
    desc(submissions.submittedAt),
    desc(submissions.id),
  );
  return rows.map(toView);
}

/** One submission, for its owner and for admins; null for anyone else, as if it did not exist. */
export async function visibleSubmission(context: Context, id: string): Promise<SubmissionView | null> {
  const viewer = requireViewer(context);
  const found = isUuid(id) ? await findSubmissionView(publicReadDb(context), id) : undefined;
  if (!found || (found.userId !== viewer.user.id && !isAdmin(viewer))) return null;
  return found;
}

/** An approved poem for everyone; null for anything not public, including an id that is not one. */
export async function findPublicPoem(db: Queryable, id: string): Promise<SubmissionView | null> {
  const found = isUuid(id) ? await findSubmissionView(db, id) : undefined;
  return found && isPublicSubmission(found) ? found : null;
}

/** The ids of up to `limit` poems on public view, newest first, with when each last changed. */
export function listPublicPoemIds(db: Queryable, limit: number): Promise<{ id: string; updatedAt: Date }[]> {
  return db
    .select({ id: submissions.id, updatedAt: submissions.updatedAt })
    .from(submissions)
    .innerJoin(topics, eq(topics.id, submissions.topicId))
    .where(publicSubmissionCondition())
    .orderBy(desc(submissions.submittedAt), desc(submissions.id))
    .limit(limit);
}

/** Whether any of the poet's poems is on public view. */
export async function hasPublicPoem(db: Queryable, userId: string): Promise<boolean> {
  const [found] = await db
    .select({ id: submissions.id })
    .from(submissions)
    .innerJoin(topics, eq(topics.id, submissions.topicId))
    .where(and(eq(submissions.userId, userId), publicSubmissionCondition()))
    .limit(1);
  return found !== undefined;
}

/** A public poem for everyone; a poem of a hidden topic for its poet and admins too. */
export async function publicPoem(context: Context, id: string): Promise<SubmissionView | null> {
  const found = isUuid(id) ? await findSubmissionView(publicReadDb(context), id) : undefined;
  if (!found || !isApprovedPoem(found)) return null;
  if (isPublicSubmission(found)) return found;
  return found.userId === context.viewer?.user.id || isAdmin(context.viewer) ? found : null;
}

export type SubmissionCounts = Record<'pending' | 'approved' | 'rejected' | 'paid' | 'withdrawn' | 'takenDown' | 'all', number>;

/** How many submissions each filter of the review screen lists, of those `where` picks. */
export async function submissionCounts(db: Queryable, where?: SQL): Promise<SubmissionCounts> {
  const [row] = await db
    .select({
      pending: count(sql`case when ${submissions.status} = 'pending' then 1 end`),
      approved: count(sql`case when ${submissions.status} = 'approved' and ${submissions.takenDownAt} is null then 1 end`),
      rejected: count(sql`case when ${submissions.status} = 'rejected' then 1 end`),
      paid: count(sql`case when ${submissions.status} = 'paid' and ${submissions.takenDownAt} is null then 1 end`),
      withdrawn: count(sql`case when ${submissions.status} = 'withdrawn' then 1 end`),
      takenDown: count(submissions.takenDownAt),
      all: count(),
    })
    .from(submissions)
    .where(where);
  return row ?? { pending: 0, approved: 0, rejected: 0, paid: 0, withdrawn: 0, takenDown: 0, all: 0 };
}

export type SubmissionSort = 'newest' | 'integrity_score';

export interface ReviewListOptions {
  filter: SubmissionFilter;
  /** One topic's submissions only; every topic's when null. */
  topicId: string | null;
  sort: SubmissionSort;
  first: number;
  offset: number;
}

/** Each listed submission with its stored integrity score (null when not yet scored). */
async function withIntegrityScores(db: Queryable, views: SubmissionView[]): Promise<SubmissionView[]> {
  const scores = await storedScores(db, views.map((view) => view.id));
  return views.map((view) => ({ ...view, integrityScore: scores.get(view.id) ?? null }));
}

/** The admin review list: newest first or by integrity score, filtered, with the counts of every filter. */
export async function reviewSubmissions(
  context: Context,
  { filter, topicId, sort, first, offset }: ReviewListOptions,
): Promise<{ nodes: SubmissionView[]; totalCount: number; counts: SubmissionCounts }> {
  if (first < 1 || first > 100) throw new UserInputError('Ask for between 1 and 100 submissions at a time.', 'first');
  if (offset < 0) throw new UserInputError('The offset cannot be negative.', 'offset');
  if (topicId !== null && !isUuid(topicId)) throw new NotFoundError(TOPIC_NOT_FOUND);
  const db = context.runtime.db;
  const ofTopic = topicId === null ? undefined : eq(submissions.topicId, topicId);
  const where = and(filterCondition(filter), ofTopic);
  const order =
    sort === 'integrity_score'
      ? [sql`${integrityScores.score} desc nulls last`, desc(submissions.submittedAt), desc(submissions.id)]
      : [desc(submissions.submittedAt), desc(submissions.id)];
  const [rows, [total], counts] = await Promise.all([
    selectSubmissionViews(db, where)
      .leftJoin(integrityScores, eq(integrityScores.submissionId, submissions.id))
      .orderBy(...order)
      .limit(first)
      .offset(offset),
    db.select({ value: count() }).from(submissions).where(where),
    submissionCounts(db, ofTopic),
  ]);
  return { nodes: await withIntegrityScores(db, rows.map(toView)), totalCount: total?.value ?? 0, counts };
}

export async function recentSubmissions(context: Context, first: number): Promise<SubmissionView[]> {
  if (first < 1 || first > 50) throw new UserInputError('Ask for between 1 and 50 submissions at a time.', 'first');
  const rows = await selectSubmissionViews(context.runtime.db, undefined)
    .orderBy(desc(submissions.submittedAt), desc(submissions.id))
    .limit(first);
  return rows.map(toView);
}

export async function submissionHistory(context: Context, id: string): Promise<SubmissionEventView[]> {
  if (!isUuid(id)) return [];
  return historyOf(context.runtime.db, id);
}

/** How many submissions wait for review. */
export async function pendingCount(db: Queryable): Promise<number> {
  const [row] = await db.select({ value: count() }).from(submissions).where(eq(submissions.status, 'pending'));
  return row?.value ?? 0;
}
