import { and, asc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { submissions, topics, votes } from '../db/schema';
import type { TallyChange } from '../fanout/tallies';
import { castInRunningNight, nightCountLess, tallyColumns } from './tallySql';

/**
 * Takes back every vote `userId` cast on a poem whose topic is still open for voting, each poem's
 * count falling with it: for an account that is deleted or blocked, so its votes stop counting.
 * A poem frozen at 500 keeps its votes, and votes on closed topics stay as they were decided. Runs
 * Voided votes stay as they are (they already count for nothing). Runs
 * in the caller's transaction under the poems' row locks; after commit, hand the changes to
 * `runtime.tallies.record`, so watchers see them as they see any vote.
 */
export async function withdrawOpenVotes(tx: Queryable, userId: string): Promise<TallyChange[]> {
  const open = await tx
    .select({ id: submissions.id })
    .from(submissions)
    .innerJoin(votes, and(eq(votes.poemId, submissions.id), eq(votes.userId, userId), isNull(votes.voidingId)))
    .innerJoin(topics, eq(topics.id, submissions.topicId))
    .where(and(isNull(submissions.reachedTargetAt), or(isNull(topics.votingEndsAt), gt(topics.votingEndsAt, sql`now()`))))
    .orderBy(asc(submissions.id))
    .for('update', { of: submissions });
  if (open.length === 0) return [];
  const withdrawn = await tx
    .delete(votes)
    .where(and(eq(votes.userId, userId), isNull(votes.voidingId), inArray(votes.poemId, open.map((poem) => poem.id))))
    .returning({ poemId: votes.poemId, ofTheNight: castInRunningNight });
  if (withdrawn.length === 0) return [];
  const ofTheNight = withdrawn.filter((vote) => vote.ofTheNight).map((vote) => vote.poemId);
  return tx
    .update(submissions)
    .set({
      voteCount: sql`${submissions.voteCount} - 1`,
      voteVersion: sql`${submissions.voteVersion} + 1`,
      nightVoteCount: nightCountLess(sql`(${inArray(submissions.id, ofTheNight)})::int`),
    })
    .where(inArray(submissions.id, withdrawn.map((vote) => vote.poemId)))
    .returning(tallyColumns);
}
