import { createHmac } from 'node:crypto';
import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Context } from '../context';
import { isUuid } from '../db/ids';
import type { Database, Transaction } from '../db/client';
import { rewards, submissions, topics, votes, type SubmissionRow } from '../db/schema';
import { AuthenticationError, ConflictError, ForbiddenError, isUniqueViolation, NotFoundError } from '../errors';
import { addReward, BOUNTY_REWARD_CENTS } from '../rewards/ledger';
import { findSubmissionView, isPublicSubmission, type SubmissionView } from '../submissions/view';
import type { Runtime } from '../runtime';
import { votingOpen } from '../topics/topics';
import { bountyMail } from './mails';

export const BOUNTY_TARGET = 500;
export { BOUNTY_REWARD_CENTS };

export const MESSAGES = {
  signedOut: 'You must be logged in to vote',
  unavailable: 'This poem is not available for voting',
  notApproved: 'Only approved poems can receive votes',
  ownPoem: 'You cannot vote for your own poem',
  closed: 'Voting on this topic has closed.',
  frozen: 'This poem has reached 500 votes: its votes are final.',
} as const;

/** The change a vote made, for the live tallies. */
export interface TallyChange {
  topicId: string;
  poemId: string;
  voteCount: number;
  voteVersion: number;
  frozen: boolean;
}

/** A keyed hash of a network address: equal addresses match in a review, the address stays unknown. */
function hashAddress(secret: string, ip: string | undefined): string | null {
  return ip ? createHmac('sha256', secret).update(`vote-ip\n${ip}`).digest('base64url') : null;
}

/**
 * Sets the caller's vote on a poem. The vote row and the poem's count change together, atomically,
 * the count by a conditional update under the poem's row lock, so the count always equals the rows
 * and never passes 500. The first poem of a topic to reach 500 earns the bounty, once. Returns the
 * poem and, when the count changed, the change to announce.
 */
export async function setVote(
  context: Context,
  poemId: string,
  voted: boolean,
): Promise<{ poem: SubmissionView; change: TallyChange | null }> {
  const voter = context.viewer?.user;
  if (!voter) throw new AuthenticationError(MESSAGES.signedOut);
  const poem = isUuid(poemId) ? await findSubmissionView(context.runtime.db, poemId) : undefined;
  if (!poem || poem.takenDownAt || poem.status === 'withdrawn') throw new NotFoundError(MESSAGES.unavailable);
  if (!isPublicSubmission(poem)) throw new ForbiddenError(MESSAGES.notApproved);
  if (poem.userId === voter.id) throw new ForbiddenError(MESSAGES.ownPoem);
  if (!poem.topic || !votingOpen(poem.topic)) throw new ConflictError(MESSAGES.closed);

  const { config, db } = context.runtime;
  const counted = voted
    ? await addVote(db, poem, voter.id, hashAddress(config.secrets.jwtSecret, context.client.ip))
    : await db.transaction((tx) => removeVote(tx, poem, voter.id));
  if (!counted) {
    // Already as asked: nothing changed, so nothing to announce.
    const current = (await findSubmissionView(db, poem.id)) as SubmissionView;
    return { poem: { ...current, viewerHasVoted: voted }, change: null };
  }
  if (counted.voteCount === BOUNTY_TARGET) await awardBounty(context.runtime, poem.topicId);
  return {
    poem: { ...poem, ...counted, viewerHasVoted: voted },
    change: { topicId: poem.topicId, poemId: poem.id, voteCount: counted.voteCount, voteVersion: counted.voteVersion, frozen: counted.reachedTargetAt !== null },
  };
}

type Counted = Pick<SubmissionRow, 'voteCount' | 'voteVersion' | 'reachedTargetAt'>;

/**
 * Adds the vote row and counts it in one statement (one round trip, atomic): the count rises only
 * while the poem is public, under 500 and not yet voted for by this person, and the row is written
 * only when it rose. Returns null when the vote was already there.
 */
async function addVote(db: Database, poem: SubmissionView, userId: string, ipHash: string | null): Promise<Counted | null> {
  let rows: { vote_count: number; vote_version: number; reached_target_at: string | Date | null }[];
  try {
    rows = await queryRows(
      db,
      sql`with counted as (
            update submissions
               set vote_count = vote_count + 1,
                   vote_version = vote_version + 1,
                   reached_target_at = case when vote_count + 1 >= ${BOUNTY_TARGET} then clock_timestamp() end
             where id = ${poem.id}
               and status in ('approved', 'paid') and taken_down_at is null and reached_target_at is null
               and vote_count < ${BOUNTY_TARGET}
               and not exists (select 1 from votes where poem_id = ${poem.id} and user_id = ${userId})
         returning vote_count, vote_version, reached_target_at
          ), inserted as (
            insert into votes (poem_id, user_id, ip_hash) select ${poem.id}, ${userId}, ${ipHash} from counted returning poem_id
          )
          select vote_count, vote_version, reached_target_at from counted`,
    );
  } catch (error) {
    // The same person voting twice at once: the second statement fails whole on the primary key.
    if (isUniqueViolation(error)) return null;
    throw error;
  }
  const [row] = rows;
  if (row) return { voteCount: row.vote_count, voteVersion: row.vote_version, reachedTargetAt: row.reached_target_at ? new Date(row.reached_target_at) : null };
  const [existing] = await db.select({ poemId: votes.poemId }).from(votes).where(and(eq(votes.poemId, poem.id), eq(votes.userId, userId)));
  if (existing) return null;
  // The poem reached 500, or left public view, since it was read.
  throw new ConflictError(MESSAGES.frozen);
}

async function queryRows<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

async function removeVote(tx: Transaction, poem: SubmissionView, userId: string): Promise<Counted | null> {
  if (poem.reachedTargetAt) throw new ConflictError(MESSAGES.frozen);
  const [removed] = await tx
    .delete(votes)
    .where(and(eq(votes.poemId, poem.id), eq(votes.userId, userId)))
    .returning({ poemId: votes.poemId });
  if (!removed) return null;
  const [counted] = await tx
    .update(submissions)
    .set({ voteCount: sql`${submissions.voteCount} - 1`, voteVersion: sql`${submissions.voteVersion} + 1` })
    .where(and(eq(submissions.id, poem.id), isNull(submissions.reachedTargetAt)))
    .returning({ voteCount: submissions.voteCount, voteVersion: submissions.voteVersion, reachedTargetAt: submissions.reachedTargetAt });
  // Frozen while this removal waited: the transaction rolls back and the vote stays.
  if (!counted) throw new ConflictError(MESSAGES.frozen);
  return counted;
}

/**
 * Awards a topic's R1000 to the poem that reached 500 first, once. Runs after the vote that made a
 * poem reach 500, and again from the voting closer for any topic left without its bounty. Under the
 * topic's row lock, so two poems reaching 500 at once are decided one after the other, by the time
 * each reached 500.
 */
export async function awardBounty(runtime: Runtime, topicId: string): Promise<void> {
  await runtime.db.transaction(async (tx) => {
    await tx.select({ id: topics.id }).from(topics).where(eq(topics.id, topicId)).for('update');
    const [existing] = await tx
      .select({ id: rewards.id })
      .from(rewards)
      .where(and(eq(rewards.topicId, topicId), eq(rewards.kind, 'bounty')))
      .limit(1);
    if (existing) return;
    const [first] = await tx
      .select({ id: submissions.id })
      .from(submissions)
      .where(and(eq(submissions.topicId, topicId), isNotNull(submissions.reachedTargetAt), inArray(submissions.status, ['approved', 'paid']), isNull(submissions.takenDownAt)))
      .orderBy(asc(submissions.reachedTargetAt))
      .limit(1);
    const poem = first ? await findSubmissionView(tx, first.id) : undefined;
    if (!poem) return;
    await addReward(tx, { userId: poem.userId, submissionId: poem.id, topicId, kind: 'bounty', actorId: null });
    if (!poem.author.isDemo && !poem.author.deletedAt) {
      await runtime.mailer.queue(tx, bountyMail(poem.author, poem.title, runtime.config.publicUrl));
    }
  });
}

/** Which of `poemIds` the user has voted for. */
export async function votedPoemIds(db: Context['runtime']['db'], userId: string, poemIds: string[]): Promise<Set<string>> {
  if (poemIds.length === 0) return new Set();
  const rows = await db
    .select({ poemId: votes.poemId })
    .from(votes)
    .where(and(eq(votes.userId, userId), inArray(votes.poemId, poemIds)));
  return new Set(rows.map((row) => row.poemId));
}
