import { createHmac } from 'node:crypto';
import { and, asc, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Context } from '../context';
import { isUuid } from '../db/ids';
import type { Queryable } from '../db/client';
import { rewards, submissions, topics, users, votes } from '../db/schema';
import { routineStatement } from '../db/statements';
import { AuthenticationError, ConflictError, ForbiddenError, isUniqueViolation, NotFoundError } from '../errors';
import { addReward, BOUNTY_REWARD_CENTS } from '../rewards/ledger';
import { findSubmissionView, isPublicSubmission, type SubmissionView } from '../submissions/view';
import type { Runtime } from '../runtime';
import { accountKeySql, countHitsSql, RATE_LIMITS, rateLimitedError, type CountedHits } from '../security/rateLimits';
import { viewerOfSession } from '../sessions/sessions';
import { validSessionAccountSql } from '../sessions/validSession';
import { votingOpen } from '../topics/topics';
import { checkLiveVote, inRunningNightSql, joinCodeMissesSql, liveRoundAllowsSql } from '../live/voteRule';
import { bountyMail } from './mails';
import { castInRunningNight, nightCountLess, tallyColumns } from './tallySql';
import type { TallyChange, TallyOfPoem } from '../fanout/tallies';

export const BOUNTY_TARGET = 500;
export { BOUNTY_REWARD_CENTS };

export const MESSAGES = {
  signedOut: 'You must be logged in to vote',
  unavailable: 'This poem is not available for voting',
  notApproved: 'Only approved poems can receive votes',
  ownPoem: 'You cannot vote for your own poem',
  closed: 'Voting on this topic has closed.',
  frozen: 'This poem has reached 500 votes: its votes are final.',
  admin: 'Admins do not vote: they review and pay.',
  voided: 'Your vote on this poem was voided: it no longer counts and cannot be taken back.',
} as const;

/** What a vote left: the caller's vote and the poem's tally. */
export interface VoteOutcome {
  poemId: string;
  voted: boolean;
  tally: TallyOfPoem;
}

/** A keyed hash of a network address: equal addresses match in a review, the address stays unknown. */
function hashAddress(key: Buffer, ip: string | undefined): string | null {
  return ip ? createHmac('sha256', key).update(`vote-ip\n${ip}`).digest('base64url') : null;
}

/**
 * Sets the caller's vote on a poem. The vote row and the poem's count change together, atomically,
 * the count by a conditional update under the poem's row lock, so the count always equals the rows
 * and never passes 500. The first poem of a topic to reach 500 earns the bounty, once.
 */
export async function setVote(context: Context, poemId: string, voted: boolean, joinCode: string | null = null): Promise<VoteOutcome> {
  // The vote checks the session itself (schema: checksOwnSession): over HTTP it has not been looked up.
  const sessionId = context.viewer?.sessionId ?? context.sessionId;
  if (!sessionId) throw new AuthenticationError(MESSAGES.signedOut);
  if (!isUuid(poemId)) throw new NotFoundError(MESSAGES.unavailable);
  const { runtime } = context;
  const counted = voted
    ? await addVote(runtime, { poemId, sessionId, ipHash: hashAddress(runtime.config.secrets.voteAddressKey, context.client.ip), joinCode })
    : await removeVote(runtime, poemId, await voterOf(context, sessionId), joinCode);
  if ('changed' in counted) {
    const { topicId, ...tally } = counted.changed;
    if (tally.voteCount === BOUNTY_TARGET) await awardBounty(runtime, topicId);
    runtime.tallies.record(counted.changed);
    runtime.metrics.votes.inc({ change: voted ? 'cast' : 'taken_back' });
    return { poemId, voted, tally };
  }
  return { poemId, voted, tally: counted.unchanged };
}

/** What adding or removing a vote did to the poem's tally. */
type Counted = { changed: TallyChange } | { unchanged: TallyOfPoem };

function unchanged(poem: SubmissionView): Counted {
  return {
    unchanged: { poemId: poem.id, voteCount: poem.voteCount, voteVersion: poem.voteVersion, frozen: poem.reachedTargetAt !== null, nightVoteCount: poem.nightVoteCount },
  };
}

/** The voter, for the paths that need more than the vote statement. */
async function voterOf(context: Context, sessionId: string): Promise<string> {
  const voter = context.viewer ?? (await viewerOfSession(context.runtime.db, sessionId));
  if (!voter) throw new AuthenticationError(MESSAGES.signedOut);
  return voter.user.id;
}

/**
 * What the vote statement answers: the voter (none when the session is not valid), their rate-limit
 * count, and the poem's new tally when the vote counted.
 */
type AddVoteRow = { [Field in keyof TallyChange]: TallyChange[Field] | null } & { [Field in keyof CountedHits]: CountedHits[Field] | null } & {
  voterId: string;
  /** The voter's wrong join codes as the statement counted them; null when it counted none (no room-only round open). */
  joinCodeMisses: number | null;
};

const VOTE_LIMIT = RATE_LIMITS.votesPerUser;

const ADD_VOTE_COLUMNS = [
  ['voterId', 'uuid'],
  ['poemId', 'uuid'],
  ['topicId', 'uuid'],
  ['voteCount', 'integer'],
  ['voteVersion', 'integer'],
  ['frozen', 'boolean'],
  ['nightVoteCount', 'integer'],
  ['hits', 'integer'],
  ['retryAfterSeconds', 'integer'],
  ['joinCodeMisses', 'integer'],
] as const satisfies readonly (readonly [keyof AddVoteRow, string])[];

/**
 * The voter's session, their rate-limit count, the vote row and its count in one statement (one
 * round trip, atomic): the voter is found from a session that is still valid; the count rises only
 * while they are within their vote limit, not an admin, and the poem is public, not their own, in an
 * open topic shown to the public
 * (in an open round, with the room's code where it needs one, while a slam night runs on it),
 * under 500 and not yet voted for by them; and the row is written only when it rose. A wrong room
 * code is counted in this statement too, so guesses sent at once cannot all be judged before any
 * is counted (server/live/voteRule.ts). Two votes by
 * one person at once: the second fails whole on the primary key. The voter's row stays locked until
 * the vote commits, so a block or deletion racing it waits and then withdraws it, or goes first and
 * the vote finds no voter (server/accounts/accountLocks.ts). It runs in a function, so that PostgreSQL
 * keeps its plan behind a pooler too (routineStatement).
 */
const ADD_VOTE = routineStatement<AddVoteRow>(
  'add_vote',
  ['uuid', 'uuid', 'text', 'text'],
  ADD_VOTE_COLUMNS,
  `with voter as (
     ${validSessionAccountSql('$2', true)}
   ), limited as (
     -- Admins do not vote: they are not counted here, so nothing below counts for them either.
     ${countHitsSql(accountKeySql('votesPerUser', 'voter.id'), '1', String(VOTE_LIMIT.windowSeconds), `from voter where not exists (select 1 from users admin where admin.id = voter.id and admin.role = 'admin')`)}
   ), join_code_misses as (
     ${joinCodeMissesSql('(select topic_id from submissions where id = $1)', '$4::text')}
   ), counted as (
     update submissions s
        set vote_count = s.vote_count + 1,
            vote_version = s.vote_version + 1,
            reached_target_at = case when s.vote_count + 1 >= ${BOUNTY_TARGET} then clock_timestamp() end,
            night_vote_count = s.night_vote_count + (${inRunningNightSql('s.topic_id', 'now()')})::int
       from voter
      where s.id = $1
        and (select hits from limited) <= ${VOTE_LIMIT.max}
        and s.user_id <> voter.id
        and s.status in ('approved', 'paid') and s.taken_down_at is null
        and s.reached_target_at is null and s.vote_count < ${BOUNTY_TARGET}
        and exists (select 1 from topics t where t.id = s.topic_id and t.active and (t.voting_ends_at is null or t.voting_ends_at > now()))
        and ${liveRoundAllowsSql('s.topic_id', '$4::text', '(select hits from join_code_misses)')}
        and not exists (select 1 from votes v where v.poem_id = $1 and v.user_id = voter.id)
  returning s.id, s.topic_id, s.vote_count, s.vote_version, s.reached_target_at is not null as frozen, s.night_vote_count, voter.id as voter_id
   ), inserted as (
     insert into votes (poem_id, user_id, ip_hash) select $1, counted.voter_id, $3::text from counted
   )
   select voter.id as "voterId", counted.id as "poemId", counted.topic_id as "topicId", counted.vote_count as "voteCount",
          counted.vote_version as "voteVersion", counted.frozen, counted.night_vote_count as "nightVoteCount", limited.hits, limited."retryAfterSeconds",
          join_code_misses.hits as "joinCodeMisses"
     from voter left join limited on true left join counted on true left join join_code_misses on true`,
);

interface VoteToAdd {
  poemId: string;
  sessionId: string;
  ipHash: string | null;
  /** The room's join code, for a room-only round. */
  joinCode: string | null;
}

/** Adds the vote, or finds it already there. Any other refusal throws its reason. */
async function addVote(runtime: Runtime, { poemId, sessionId, ipHash, joinCode }: VoteToAdd): Promise<Counted> {
  const rows = await runtime.connection.run(ADD_VOTE, [poemId, sessionId, ipHash, joinCode]).catch((error: unknown) => {
    // The same person voting twice at once: this statement failed whole, the other one counted.
    if (isUniqueViolation(error)) return undefined;
    throw error;
  });
  const [row] = rows ?? [];
  if (rows && !row) throw new AuthenticationError(MESSAGES.signedOut);
  if (row?.poemId && row.topicId && row.voteCount !== null && row.voteVersion !== null && row.frozen !== null && row.nightVoteCount !== null) {
    const { poemId, topicId, voteCount, voteVersion, frozen, nightVoteCount } = row;
    return { changed: { poemId, topicId, voteCount, voteVersion, frozen, nightVoteCount } };
  }
  if (row?.hits != null && row.hits > VOTE_LIMIT.max) throw rateLimitedError('votesPerUser', row.retryAfterSeconds ?? VOTE_LIMIT.windowSeconds);
  // Not counted: say why, reading the poem only now, off the hot path.
  const userId = row?.voterId ?? (await viewerOfSession(runtime.db, sessionId))?.user.id;
  if (!userId) throw new AuthenticationError(MESSAGES.signedOut);
  await refuseAdmin(runtime.db, userId);
  const poem = await votablePoem(runtime.db, poemId, userId);
  if ((await votedPoemIds(runtime.db, userId, [poemId])).has(poemId)) return unchanged(poem);
  await checkLiveVote(runtime.connection, poem.topicId, userId, joinCode, row?.joinCodeMisses != null);
  // The poem reached 500 (or left public view) since it was read.
  throw new ConflictError(MESSAGES.frozen);
}

/** Admins do not vote (they review and pay). */
async function refuseAdmin(db: Queryable, userId: string): Promise<void> {
  const [voter] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId));
  if (voter?.role === 'admin') throw new ForbiddenError(MESSAGES.admin);
}

/** The poem, if `userId` may vote on it now; otherwise throws the rule it breaks. */
async function votablePoem(db: Queryable, poemId: string, userId: string): Promise<SubmissionView> {
  const poem = await findSubmissionView(db, poemId);
  if (!poem || poem.takenDownAt || poem.status === 'withdrawn' || !poem.topic?.active) throw new NotFoundError(MESSAGES.unavailable);
  if (!isPublicSubmission(poem)) throw new ForbiddenError(MESSAGES.notApproved);
  if (poem.userId === userId) throw new ForbiddenError(MESSAGES.ownPoem);
  if (!poem.topic || !votingOpen(poem.topic)) throw new ConflictError(MESSAGES.closed);
  return poem;
}

/**
 * Takes the vote back, or finds none to take. Refused once the poem reached 500, and while a slam
 * night runs, outside an open round (a vote taken back changes the tally like one cast).
 */
async function removeVote(runtime: Runtime, poemId: string, userId: string, joinCode: string | null): Promise<Counted> {
  await refuseAdmin(runtime.db, userId);
  await runtime.limits.consume('votesPerUser', userId);
  const poem = await votablePoem(runtime.db, poemId, userId);
  if (poem.reachedTargetAt) throw new ConflictError(MESSAGES.frozen);
  await checkLiveVote(runtime.connection, poem.topicId, userId, joinCode);
  return runtime.db.transaction(async (tx) => {
    // The poem's row first, as a vote and a voiding take it: then the vote row, never the other way round.
    await tx.select({ id: submissions.id }).from(submissions).where(eq(submissions.id, poemId)).for('update');
    // A voided vote stays: it counts for nothing, and taking it back would let its voter vote again.
    const [removed] = await tx
      .delete(votes)
      .where(and(eq(votes.poemId, poemId), eq(votes.userId, userId), isNull(votes.voidingId)))
      .returning({ poemId: votes.poemId, ofTheNight: castInRunningNight });
    if (!removed) {
      const [voided] = await tx.select({ poemId: votes.poemId }).from(votes).where(and(eq(votes.poemId, poemId), eq(votes.userId, userId)));
      if (voided) throw new ConflictError(MESSAGES.voided);
      return unchanged(poem);
    }
    const [counted] = await tx
      .update(submissions)
      .set({
        voteCount: sql`${submissions.voteCount} - 1`,
        voteVersion: sql`${submissions.voteVersion} + 1`,
        nightVoteCount: nightCountLess(removed.ofTheNight ? 1 : 0),
      })
      .where(and(eq(submissions.id, poemId), isNull(submissions.reachedTargetAt)))
      .returning(tallyColumns);
    // Frozen while this removal waited: the transaction rolls back and the vote stays.
    if (!counted) throw new ConflictError(MESSAGES.frozen);
    return { changed: counted };
  });
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
    await awardBountyLocked(tx, runtime, topicId);
  });
}

/**
 * Awards the bounty in the caller's transaction, which holds the topic's row lock, unless a bounty
 * that is not void exists. The first poem by the time it reached 500 is also the first whose 500th
 * vote still counting was cast: a poem that lost votes to a voiding is unfrozen, and a poem that
 * reaches 500 again is stamped anew. Returns the poem awarded, if any.
 */
export async function awardBountyLocked(tx: Queryable, runtime: Runtime, topicId: string): Promise<string | null> {
  const [existing] = await tx
    .select({ id: rewards.id })
    .from(rewards)
    .where(and(eq(rewards.topicId, topicId), eq(rewards.kind, 'bounty'), ne(rewards.status, 'void')))
    .limit(1);
  if (existing) return null;
  const [first] = await tx
    .select({ id: submissions.id })
    .from(submissions)
    .where(and(eq(submissions.topicId, topicId), isNotNull(submissions.reachedTargetAt), inArray(submissions.status, ['approved', 'paid']), isNull(submissions.takenDownAt)))
    .orderBy(asc(submissions.reachedTargetAt))
    .limit(1);
  const poem = first ? await findSubmissionView(tx, first.id) : undefined;
  if (!poem) return null;
  await addReward(tx, { userId: poem.userId, submissionId: poem.id, topicId, kind: 'bounty', actorId: null });
  if (!poem.author.isDemo && !poem.author.deletedAt) {
    await runtime.mailer.queue(tx, bountyMail(poem.author, poem.title, runtime.config.publicUrl));
  }
  return poem.id;
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
