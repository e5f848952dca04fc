import { createHmac } from 'node:crypto';
import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Context } from '../context';
import { isUuid } from '../db/ids';
import type { Transaction } from '../db/client';
import { rewards, submissions, topics, votes, type SubmissionRow } from '../db/schema';
import { AuthenticationError, ConflictError, ForbiddenError, NotFoundError } from '../errors';
import { addReward, BOUNTY_REWARD_CENTS } from '../rewards/ledger';
import { findSubmissionView, isPublicSubmission, type SubmissionView } from '../submissions/view';
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
 * Sets the caller's vote on a poem. The vote row and the poem's count change in one transaction,
 * the count by a conditional update (under the row lock Postgres takes), so the count always equals
 * the rows and never passes 500. The first poem of a topic to reach 500 earns the bounty, once: the
 * ledger's unique bounty-per-topic index decides a race. Returns the poem and, when the count
 * changed, the change to announce.
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

  const { config, db, mailer } = context.runtime;
  const ipHash = hashAddress(config.secrets.jwtSecret, context.client.ip);
  const change = await db.transaction(async (tx) => {
    const counted = voted ? await addVote(tx, poem, voter.id, ipHash) : await removeVote(tx, poem, voter.id);
    if (!counted) return null;
    if (counted.voteCount === BOUNTY_TARGET && (await awardBounty(tx, poem))) {
      if (!poem.author.isDemo && !poem.author.deletedAt) await mailer.queue(tx, bountyMail(poem.author, poem.title, config.publicUrl));
    }
    return { topicId: poem.topicId, poemId: poem.id, voteCount: counted.voteCount, voteVersion: counted.voteVersion, frozen: counted.reachedTargetAt !== null };
  });
  const updated = (await findSubmissionView(db, poem.id)) as SubmissionView;
  return { poem: { ...updated, viewerHasVoted: voted }, change };
}

type Counted = Pick<SubmissionRow, 'voteCount' | 'voteVersion' | 'reachedTargetAt'>;

const stillVotable = and(inArray(submissions.status, ['approved', 'paid']), isNull(submissions.takenDownAt), isNull(submissions.reachedTargetAt));

async function addVote(tx: Transaction, poem: SubmissionView, userId: string, ipHash: string | null): Promise<Counted | null> {
  const [inserted] = await tx.insert(votes).values({ poemId: poem.id, userId, ipHash }).onConflictDoNothing().returning({ poemId: votes.poemId });
  if (!inserted) return null;
  const [counted] = await tx
    .update(submissions)
    .set({
      voteCount: sql`${submissions.voteCount} + 1`,
      voteVersion: sql`${submissions.voteVersion} + 1`,
      reachedTargetAt: sql`case when ${submissions.voteCount} + 1 >= ${BOUNTY_TARGET} then clock_timestamp() end`,
    })
    .where(and(eq(submissions.id, poem.id), stillVotable, lt(submissions.voteCount, BOUNTY_TARGET)))
    .returning({ voteCount: submissions.voteCount, voteVersion: submissions.voteVersion, reachedTargetAt: submissions.reachedTargetAt });
  // The poem reached 500 (or left public view) while this vote waited: the insert is rolled back.
  if (!counted) throw new ConflictError(MESSAGES.frozen);
  return counted;
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
  if (!counted) throw new ConflictError(MESSAGES.frozen);
  return counted;
}

/** Adds the topic's R1000 for `poem` unless another poem already has it; true when this poem earned it. */
async function awardBounty(tx: Transaction, poem: SubmissionView): Promise<boolean> {
  // Taking the topic's row lock first makes two poems reaching 500 at once queue here, so the
  // second sees the first's bounty instead of failing on the unique index.
  await tx.select({ id: topics.id }).from(topics).where(eq(topics.id, poem.topicId)).for('update');
  const [existing] = await tx
    .select({ id: rewards.id })
    .from(rewards)
    .where(and(eq(rewards.topicId, poem.topicId), eq(rewards.kind, 'bounty')))
    .limit(1);
  if (existing) return false;
  await addReward(tx, { userId: poem.userId, submissionId: poem.id, topicId: poem.topicId, kind: 'bounty', actorId: null });
  return true;
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
