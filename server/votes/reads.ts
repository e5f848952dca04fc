import { and, asc, count, desc, eq, ilike, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { publicReadDb, type Context } from '../context';
import { isUuid } from '../db/ids';
import { rewards, submissions, topicResults, users, type TopicResultRow, type TopicRow } from '../db/schema';
import { UserInputError } from '../errors';
import { findSubmissionView, isPublicSubmission, selectSubmissionViews, toView, type SubmissionView } from '../submissions/view';
import { visibleTopic } from '../topics/topics';
import type { TallyOfPoem } from '../fanout/tallies';
import { tallyColumns } from './tallySql';
import { votedPoemIds } from './votes';

export type PoemSort = 'votes' | 'newest' | 'oldest';
const SEARCH_MAX = 100;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** A topic's public poems, searched, sorted and paginated in the database, with the viewer's own votes. */
export async function votingPoems(
  context: Context,
  input: { topicId: string; search?: string | null; sort: PoemSort; first: number; offset: number },
): Promise<{ nodes: SubmissionView[]; totalCount: number }> {
  if (input.first < 1 || input.first > 100) throw new UserInputError('Ask for between 1 and 100 poems at a time.', 'first');
  if (input.offset < 0) throw new UserInputError('The offset cannot be negative.', 'offset');
  const topic = isUuid(input.topicId) ? await visibleTopic(context, input.topicId) : null;
  if (!topic) return { nodes: [], totalCount: 0 };

  const conditions: SQL[] = [eq(submissions.topicId, topic.id), inArray(submissions.status, ['approved', 'paid']), isNull(submissions.takenDownAt)];
  const search = input.search?.trim();
  if (search) {
    if (search.length > SEARCH_MAX) throw new UserInputError(`Search for at most ${SEARCH_MAX} characters.`, 'search');
    const pattern = `%${escapeLike(search)}%`;
    const author = sql`case when ${users.deletedAt} is null then coalesce(${users.publicName}, ${users.name}) else 'Anonymous Poet' end`;
    const matches = or(ilike(submissions.title, pattern), ilike(submissions.transcript, pattern), sql`${author} ilike ${pattern}`);
    if (matches) conditions.push(matches);
  }
  const where = and(...conditions);
  const order = {
    votes: [desc(submissions.voteCount), desc(submissions.submittedAt), desc(submissions.id)],
    newest: [desc(submissions.submittedAt), desc(submissions.id)],
    oldest: [asc(submissions.submittedAt), asc(submissions.id)],
  }[input.sort];
  const db = publicReadDb(context);
  // One pass over the matching poems finds the page and how many match in all: a search reads every
  // poem's transcript, which is then not done a second time to count. Every poem has its poet, who
  // is read only to search their name.
  const matching = db.select({ id: submissions.id, total: sql<number>`count(*) over ()`.mapWith(Number) }).from(submissions).$dynamic();
  if (search) matching.innerJoin(users, eq(users.id, submissions.userId));
  const page = await matching.where(where).orderBy(...order).limit(input.first).offset(input.offset);
  if (page.length === 0) return { nodes: [], totalCount: input.offset === 0 ? 0 : await countMatching(context, where, Boolean(search)) };
  const ids = page.map((row) => row.id);
  const rows = await selectSubmissionViews(db, and(inArray(submissions.id, ids), where));
  rows.sort((a, b) => ids.indexOf(a.submission.id) - ids.indexOf(b.submission.id));
  const voted = context.viewer ? await votedPoemIds(context.runtime.db, context.viewer.user.id, ids) : new Set<string>();
  return { nodes: rows.map((row) => ({ ...toView(row), viewerHasVoted: voted.has(row.submission.id) })), totalCount: page[0]?.total ?? 0 };
}

/** The tally of each of a topic's public poems. */
export async function publicTallies(context: Context, topicId: string): Promise<TallyOfPoem[]> {
  return context.runtime.db
    .select(tallyColumns)
    .from(submissions)
    .where(and(eq(submissions.topicId, topicId), inArray(submissions.status, ['approved', 'paid']), isNull(submissions.takenDownAt)));
}

/** How many poems match `where` (a page past the last has no row to carry the count). */
async function countMatching(context: Context, where: SQL | undefined, joinPoets: boolean): Promise<number> {
  const counting = publicReadDb(context).select({ value: count() }).from(submissions).$dynamic();
  if (joinPoets) counting.innerJoin(users, eq(users.id, submissions.userId));
  const [total] = await counting.where(where);
  return total?.value ?? 0;
}

export interface TopicVotingView {
  topic: TopicRow;
  result: TopicResultRow | null;
  bountySubmissionId: string | null;
}

/** How voting stands on a topic the viewer may see; null otherwise. */
export async function topicVoting(context: Context, topicId: string): Promise<TopicVotingView | null> {
  const topic = isUuid(topicId) ? await visibleTopic(context, topicId) : null;
  if (!topic) return null;
  const db = publicReadDb(context);
  const [[result], [bounty]] = await Promise.all([
    db.select().from(topicResults).where(eq(topicResults.topicId, topic.id)),
    db.select({ submissionId: rewards.submissionId }).from(rewards).where(and(eq(rewards.topicId, topic.id), eq(rewards.kind, 'bounty'), ne(rewards.status, 'void'))),
  ]);
  return { topic, result: result ?? null, bountySubmissionId: bounty?.submissionId ?? null };
}

/** A public poem by id, as the voting views show it; null once it is no longer public. */
export async function publicPoemById(context: Context, id: string | null): Promise<SubmissionView | null> {
  if (!id) return null;
  const poem = await findSubmissionView(publicReadDb(context), id);
  return poem && isPublicSubmission(poem) ? poem : null;
}
