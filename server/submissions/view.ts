import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { isUuid } from '../db/ids';
import { preparedPerDatabase } from '../db/prepared';
import { posterImages, rewards, submissions, topics, users, videoRenditions, type RewardRow, type SubmissionRow, type TopicRow, type UserRow } from '../db/schema';
import { NotFoundError } from '../errors';

export const ANONYMOUS_POET = 'Anonymous Poet';

/** A submission with what every screen shows beside it: its poet, its topic and its R50. */
export interface SubmissionView extends SubmissionRow {
  author: UserRow;
  topic: TopicRow | null;
  approvalReward: RewardRow | null;
  /** The playback copies of the video, largest first; none until its transcoding job is done. */
  renditions: Rendition[];
  /** The poster's sizes, smallest first, WebP before JPEG; none until processed. */
  posters: Poster[];
  /** Whether the viewer voted for it, when a list loaded that for every poem at once. */
  viewerHasVoted?: boolean;
  /** Its stored integrity score, when an admin list loaded that for every submission at once. */
  integrityScore?: number | null;
}

export interface Rendition {
  height: number;
  fileKey: string;
}

export interface Poster {
  width: number;
  height: number;
  type: string;
  fileKey: string;
}

/** Whether the poet may be mailed: demo accounts never are, and deleted accounts have no address. */
export function mayMailPoet(author: Pick<UserRow, 'isDemo' | 'deletedAt'>): boolean {
  return !author.isDemo && !author.deletedAt;
}

// In the same query as the submission, so a list of poems costs one round trip.
const renditionsOfSubmission = sql<Rendition[]>`coalesce((
  select json_agg(json_build_object('height', ${videoRenditions.height}, 'fileKey', ${videoRenditions.fileKey}) order by ${videoRenditions.height} desc)
  from ${videoRenditions} where ${videoRenditions.submissionId} = ${submissions.id}
), '[]'::json)`;

const postersOfSubmission = sql<Poster[]>`coalesce((
  select json_agg(json_build_object('width', ${posterImages.width}, 'height', ${posterImages.height}, 'type', ${posterImages.type}, 'fileKey', ${posterImages.fileKey})
    order by ${posterImages.width}, ${posterImages.type} desc)
  from ${posterImages} where ${posterImages.submissionId} = ${submissions.id}
), '[]'::json)`;

/** The name the public sees: the poet's public name, never an email, 'Anonymous Poet' once the account is gone. */
export function authorNameOf(author: Pick<UserRow, 'publicName' | 'name' | 'deletedAt'>): string {
  if (author.deletedAt) return ANONYMOUS_POET;
  return author.publicName?.trim() || author.name.trim() || ANONYMOUS_POET;
}

/** True for an approved (or paid) poem that has not been taken down. */
export function isApprovedPoem(submission: Pick<SubmissionRow, 'status' | 'takenDownAt'>): boolean {
  return (submission.status === 'approved' || submission.status === 'paid') && submission.takenDownAt === null;
}

/**
 * True when anyone may see the poem: approved, not taken down, on a topic shown to the public. A
 * hidden topic's poems are its poet's and the admins' only.
 */
export function isPublicSubmission(submission: Pick<SubmissionView, 'status' | 'takenDownAt' | 'topic'>): boolean {
  return isApprovedPoem(submission) && submission.topic?.active === true;
}

/** isPublicSubmission as a condition, for a query that joins each submission to its topic. */
export function publicSubmissionCondition(): SQL | undefined {
  return and(inArray(submissions.status, ['approved', 'paid']), isNull(submissions.takenDownAt), eq(topics.active, true));
}

/** Submissions with their poet, topic and approval reward, in one query. */
export function selectSubmissionViews(db: Queryable, where: SQL | undefined) {
  return db
    .select({ submission: submissions, author: users, topic: topics, approvalReward: rewards, renditions: renditionsOfSubmission, posters: postersOfSubmission })
    .from(submissions)
    .innerJoin(users, eq(users.id, submissions.userId))
    .leftJoin(topics, eq(topics.id, submissions.topicId))
    .leftJoin(rewards, and(eq(rewards.submissionId, submissions.id), eq(rewards.kind, 'approval')))
    .where(where)
    .$dynamic();
}

export function toView(row: {
  submission: SubmissionRow;
  author: UserRow;
  topic: TopicRow | null;
  approvalReward: RewardRow | null;
  renditions: Rendition[];
  posters: Poster[];
}): SubmissionView {
  return { ...row.submission, author: row.author, topic: row.topic, approvalReward: row.approvalReward, renditions: row.renditions, posters: row.posters };
}

// Every poem page, link preview and vote reads one submission by id.
const submissionViewQuery = preparedPerDatabase((db) =>
  selectSubmissionViews(db, eq(submissions.id, sql.placeholder('id'))).limit(1).prepare('submission_view'),
);

export async function findSubmissionView(db: Queryable, id: string): Promise<SubmissionView | undefined> {
  const [row] = await submissionViewQuery(db).execute({ id });
  return row ? toView(row) : undefined;
}

/** The submission with id `id`; NOT_FOUND when there is none, or when `id` is not an id at all. */
export async function requireSubmissionView(db: Queryable, id: string): Promise<SubmissionView> {
  const found = isUuid(id) ? await findSubmissionView(db, id) : undefined;
  if (!found) throw new NotFoundError('Submission not found.');
  return found;
}
