import { and, asc, count, countDistinct, eq, inArray, ne, sql } from 'drizzle-orm';
import { recordAudit } from '../audit/record';
import { computeSignals } from '../integrity/signals';
import { publicReadDb, type Context } from '../context';
import type { Queryable } from '../db/client';
import { isUuid } from '../db/ids';
import { preparedPerDatabase } from '../db/prepared';
import { rewards, submissions, topicResults, topics, votes, voteVoidings, type RewardCaseRow, type RewardRow, type TopicResultRow, type VoteVoidingRow } from '../db/schema';
import { UserInputError } from '../errors';
import { publish } from '../events/hub';
import { openRewardCase } from '../rewards/cases';
import { cancelReward } from '../rewards/ledger';
import { requireViewer } from '../sessions/viewer';
import { findSubmissionView, mayMailPoet, publicSubmissionCondition } from '../submissions/view';
import { winnerOf } from '../votes/closing';
import { votesVoidedMail } from '../votes/mails';
import type { TallyChange } from '../fanout/tallies';
import { castInRunningNight, nightCountLess, tallyColumns } from '../votes/tallySql';
import { awardBountyLocked } from '../votes/votes';
import { scopeSelection, type VoteSelectionInput } from './selection';

const REASON = { min: 5, max: 500 } as const;

/** What a voiding did, for the admin who made it. */
export interface VoidingOutcome {
  voiding: VoteVoidingRow;
  tallies: TallyChange[];
  bountyPoemId: string | null;
  bountyMoved: boolean;
  winnerPoemId: string | null;
  rewardCase: RewardCaseRow | null;
}

function checkedReason(reason: string): string {
  const why = reason.trim();
  if (why.length < REASON.min) throw new UserInputError(`Please give a reason of at least ${REASON.min} characters.`, 'reason');
  if (why.length > REASON.max) throw new UserInputError(`The reason must be at most ${REASON.max} characters.`, 'reason');
  return why;
}

const NO_VOTES = 'No votes that still count match this selection.';

/** How many votes that still count a selection would void, and on how many poems. */
export async function previewVoiding(context: Context, input: VoteSelectionInput): Promise<{ voteCount: number; poemCount: number }> {
  const db = context.runtime.db;
  const { where } = await scopeSelection(db, input);
  const [row] = await db.select({ voteCount: count(), poemCount: countDistinct(votes.poemId) }).from(votes).where(where);
  return { voteCount: row?.voteCount ?? 0, poemCount: row?.poemCount ?? 0 };
}

/** The topic's bounty that is not void, and its winner once decided. */
async function decisionOf(tx: Queryable, topicId: string) {
  const [[bounty], [result]] = await Promise.all([
    tx.select().from(rewards).where(and(eq(rewards.topicId, topicId), eq(rewards.kind, 'bounty'), ne(rewards.status, 'void'))),
    tx.select().from(topicResults).where(eq(topicResults.topicId, topicId)),
  ]);
  return { bounty: bounty ?? null, result: result ?? null };
}

/**
 * The bounty of a poem that fell below 500: voided while unpaid (the rightful poem is then awarded
 * it); once paid, never taken back silently, but an open case for the admins.
 */
async function giveUpBounty(tx: Queryable, bounty: RewardRow, voiding: VoteVoidingRow, adminId: string): Promise<RewardCaseRow | null> {
  if (bounty.status === 'pending') {
    await cancelReward(tx, bounty, adminId, `Votes voided: ${voiding.reason}`);
    return null;
  }
  return openRewardCase(tx, bounty.id, voiding.id);
}

/** A decided topic's result, decided again on the votes that still count; returns the winner. */
async function correctWinner(tx: Queryable, result: TopicResultRow): Promise<string | null> {
  const winner = await winnerOf(tx, result.topicId);
  const corrected = { submissionId: winner?.submissionId ?? null, voteCount: winner?.voteCount ?? 0 };
  if (corrected.submissionId !== result.submissionId || corrected.voteCount !== result.voteCount) {
    await tx.update(topicResults).set(corrected).where(eq(topicResults.topicId, result.topicId));
  }
  return corrected.submissionId;
}

/**
 * Voids the selected votes in one transaction: they are kept, marked with the voiding, and count
 * for nothing. Locks as a vote does, the topic first (as the bounty's award) and then the poems'
 * rows in id order, before any vote row: a vote racing the voiding either committed before it
 * (and is voided if selected) or waits and counts after it. Each poem's tally falls, a poem that
 * was frozen at 500 is unfrozen, an unpaid bounty it held is voided and awarded to the poem that
 * rightly reached 500 first (if any), a paid one gets an open case instead, and a decided topic's
 * winner is corrected. Poets are mailed, and watchers get the corrected tallies after commit.
 */
export async function voidVotes(context: Context, input: VoteSelectionInput & { reason: string }): Promise<VoidingOutcome> {
  const admin = requireViewer(context).user;
  const reason = checkedReason(input.reason);
  const { runtime } = context;
  const scope = await scopeSelection(runtime.db, input);
  const outcome = await runtime.db.transaction(async (tx) => {
    await tx.select({ id: topics.id }).from(topics).where(eq(topics.id, scope.topicId)).for('update');
    const poems = await tx
      .select({ id: submissions.id, voteCount: submissions.voteCount })
      .from(submissions)
      .where(inArray(submissions.id, tx.selectDistinct({ id: votes.poemId }).from(votes).where(scope.where)))
      .orderBy(asc(submissions.id))
      .for('update', { of: submissions });
    const perPoem = poems.length
      ? await tx
          .select({ poemId: votes.poemId, voided: count(), ofTheNight: sql<number>`count(*) filter (where ${castInRunningNight})`.mapWith(Number) })
          .from(votes)
          .where(and(scope.where, inArray(votes.poemId, poems.map((poem) => poem.id))))
          .groupBy(votes.poemId)
      : [];
    const total = perPoem.reduce((sum, poem) => sum + poem.voided, 0);
    if (total === 0) throw new UserInputError(NO_VOTES, 'selection');
    const before = await decisionOf(tx, scope.topicId);

    const [voiding] = await tx
      .insert(voteVoidings)
      .values({ topicId: scope.topicId, poemId: scope.poemId, selection: scope.selection, reason, voteCount: total, actorId: admin.id })
      .returning();
    if (!voiding) throw new Error('voiding insert returned nothing');
    await tx.update(votes).set({ voidingId: voiding.id }).where(and(scope.where, inArray(votes.poemId, perPoem.map((poem) => poem.poemId))));
    const tallies: TallyChange[] = [];
    for (const { poemId, voided, ofTheNight } of perPoem) {
      // At most 500 before, so below 500 now: a frozen poem takes votes again.
      const [tally] = await tx
        .update(submissions)
        .set({
          voteCount: sql`${submissions.voteCount} - ${voided}`,
          voteVersion: sql`${submissions.voteVersion} + 1`,
          reachedTargetAt: null,
          nightVoteCount: nightCountLess(ofTheNight),
        })
        .where(eq(submissions.id, poemId))
        .returning(tallyColumns);
      if (tally) tallies.push(tally);
    }

    const bountyLost = before.bounty && perPoem.some((poem) => poem.poemId === before.bounty?.submissionId) ? before.bounty : null;
    const rewardCase = bountyLost ? await giveUpBounty(tx, bountyLost, voiding, admin.id) : null;
    await awardBountyLocked(tx, runtime, scope.topicId);
    const after = await decisionOf(tx, scope.topicId);

    const winnerPoemId = before.result ? await correctWinner(tx, before.result) : null;

    const countsBefore = Object.fromEntries(poems.map((poem) => [poem.id, poem.voteCount]));
    const countsAfter = Object.fromEntries(tallies.map((tally) => [tally.poemId, tally.voteCount]));
    await recordAudit(tx, {
      actor: { id: admin.id, name: admin.name },
      action: 'votes.void',
      subjectType: scope.poemId ? 'poem' : 'topic',
      subjectId: scope.poemId ?? scope.topicId,
      submissionId: scope.poemId,
      before: { tallies: countsBefore, bountyPoemId: before.bounty?.submissionId ?? null, winnerPoemId: before.result?.submissionId ?? null },
      after: {
        voidingId: voiding.id,
        voided: total,
        selection: scope.selection,
        tallies: countsAfter,
        bountyPoemId: after.bounty?.submissionId ?? null,
        winnerPoemId,
        rewardCaseId: rewardCase?.id ?? null,
      },
      reason,
    });
    for (const { poemId, voided } of perPoem) {
      const poem = await findSubmissionView(tx, poemId);
      if (poem && mayMailPoet(poem.author)) {
        await runtime.mailer.queue(tx, votesVoidedMail(poem.author, poem.title, voided, reason, runtime.config.publicUrl, poem.id));
      }
    }
    const bountyPoemId = after.bounty?.submissionId ?? null;
    const bountyMoved = bountyPoemId !== (before.bounty?.submissionId ?? null);
    await publish(tx, { type: 'votes.voided', topicId: scope.topicId });
    // Watchers are sent the topic's voting state again, as when voting closed.
    if (bountyMoved || winnerPoemId !== (before.result?.submissionId ?? null)) await publish(tx, { type: 'topic.corrected', topicId: scope.topicId });
    return { voiding, tallies, bountyPoemId, bountyMoved, winnerPoemId, rewardCase };
  });
  for (const tally of outcome.tallies) runtime.tallies.record(tally);
  // The voided votes no longer weigh on the poems' integrity scores, which the queues sort by.
  for (const tally of outcome.tallies) {
    await computeSignals(runtime.db, tally.poemId).catch((error: unknown) => runtime.log.error({ err: error, poemId: tally.poemId }, 'rescoring a voided poem failed'));
  }
  return outcome;
}

/** One voiding, by its id. */
export async function findVoiding(db: Queryable, id: string): Promise<VoteVoidingRow | null> {
  const [voiding] = await db.select().from(voteVoidings).where(eq(voteVoidings.id, id));
  return voiding ?? null;
}

/**
 * The votes voided on a public poem, per voiding: how many and why, never whose. One statement,
 * which checks that the poem is public itself: a poem page reads this beside the poem.
 */
export async function poemVoidings(context: Context, poemId: string): Promise<{ voteCount: number; reason: string; voidedAt: Date }[]> {
  if (!isUuid(poemId)) return [];
  return poemVoidingsQuery(publicReadDb(context)).execute({ poemId });
}

const poemVoidingsQuery = preparedPerDatabase((db) =>
  db
    .select({ voteCount: count(), reason: voteVoidings.reason, voidedAt: voteVoidings.createdAt })
    .from(votes)
    .innerJoin(voteVoidings, eq(voteVoidings.id, votes.voidingId))
    .innerJoin(submissions, eq(submissions.id, votes.poemId))
    .innerJoin(topics, eq(topics.id, submissions.topicId))
    .where(and(eq(votes.poemId, sql.placeholder('poemId')), publicSubmissionCondition()))
    .groupBy(voteVoidings.id)
    .orderBy(asc(voteVoidings.createdAt), asc(voteVoidings.id))
    .prepare('poem_voidings'),
);
