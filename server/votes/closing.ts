import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lte, max, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../db/client';
import { rewards, submissions, topicResults, topics, users, votes } from '../db/schema';
import { publish } from '../events/hub';
import type { Runtime } from '../runtime';
import { winnerMail } from './mails';
import { awardBounty } from './votes';

/**
 * The winner of a topic: the poem that earned the bounty (it reached 500 first, and no poem can pass
 * 500), else the most-voted poem, a tie going to the poem that reached its count first (the time of
 * its latest vote still standing). Null when no public poem has a vote.
 */
export async function winnerOf(db: Queryable, topicId: string): Promise<{ submissionId: string; voteCount: number } | null> {
  const [bounty] = await db
    .select({ submissionId: rewards.submissionId, voteCount: submissions.voteCount })
    .from(rewards)
    .innerJoin(submissions, eq(submissions.id, rewards.submissionId))
    // A bounty whose poem fell below 500 (paid before its votes were voided) does not decide the topic.
    .where(and(eq(rewards.topicId, topicId), eq(rewards.kind, 'bounty'), ne(rewards.status, 'void'), isNotNull(submissions.reachedTargetAt)))
    .limit(1);
  if (bounty) return bounty;
  const reachedAt = max(votes.createdAt);
  const [leader] = await db
    .select({ submissionId: submissions.id, voteCount: submissions.voteCount, reachedAt })
    .from(submissions)
    .innerJoin(votes, and(eq(votes.poemId, submissions.id), isNull(votes.voidingId)))
    .where(
      and(
        eq(submissions.topicId, topicId),
        inArray(submissions.status, ['approved', 'paid']),
        isNull(submissions.takenDownAt),
        gt(submissions.voteCount, 0),
      ),
    )
    .groupBy(submissions.id)
    .orderBy(desc(submissions.voteCount), asc(reachedAt))
    .limit(1);
  return leader ? { submissionId: leader.submissionId, voteCount: leader.voteCount } : null;
}

/**
 * Decides one topic whose voting has ended, once: the result row's primary key lets exactly one
 * instance record it, however many try (also after a restart). Announced on the topic's live stream
 * and mailed to the winner.
 */
export async function decideTopic(runtime: Runtime, topicId: string): Promise<boolean> {
  return runtime.db.transaction(async (tx) => {
    // Under the topic's row lock, as a voiding: the winner is read after any voiding on it commits.
    await tx.select({ id: topics.id }).from(topics).where(eq(topics.id, topicId)).for('update');
    const winner = await winnerOf(tx, topicId);
    const [recorded] = await tx
      .insert(topicResults)
      .values({ topicId, submissionId: winner?.submissionId ?? null, voteCount: winner?.voteCount ?? 0 })
      .onConflictDoNothing()
      .returning({ topicId: topicResults.topicId });
    if (!recorded) return false;
    await publish(tx, { type: 'topic.closed', topicId });
    if (winner) {
      const poet = alias(users, 'poet');
      const [details] = await tx
        .select({ poet, title: submissions.title, topicTitle: topics.title })
        .from(submissions)
        .innerJoin(poet, eq(poet.id, submissions.userId))
        .innerJoin(topics, eq(topics.id, submissions.topicId))
        .where(eq(submissions.id, winner.submissionId));
      if (details && !details.poet.isDemo && !details.poet.deletedAt) {
        await runtime.mailer.queue(tx, winnerMail(details.poet, details.title, details.topicTitle, winner.voteCount));
      }
    }
    return true;
  });
}

/** Awards the bounty of any topic with a poem at 500 and no bounty (a crash between the two). */
async function awardMissedBounties(runtime: Runtime): Promise<void> {
  const topicsWithoutBounty = await runtime.db
    .selectDistinct({ topicId: submissions.topicId })
    .from(submissions)
    .leftJoin(rewards, and(eq(rewards.topicId, submissions.topicId), eq(rewards.kind, 'bounty'), ne(rewards.status, 'void')))
    .where(and(isNotNull(submissions.reachedTargetAt), isNull(rewards.id)));
  for (const { topicId } of topicsWithoutBounty) await awardBounty(runtime, topicId);
}

/** Decides every topic whose voting end has passed and that has no result yet. */
export async function closeDueTopics(runtime: Runtime): Promise<number> {
  await awardMissedBounties(runtime);
  const due = await runtime.db
    .select({ id: topics.id })
    .from(topics)
    .leftJoin(topicResults, eq(topicResults.topicId, topics.id))
    .where(and(lte(topics.votingEndsAt, sql`now()`), isNull(topicResults.topicId)));
  let decided = 0;
  for (const topic of due) if (await decideTopic(runtime, topic.id)) decided += 1;
  return decided;
}
