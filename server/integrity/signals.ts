import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { isUuid } from '../db/ids';
import { integrityScores } from '../db/schema';
import { NotFoundError } from '../errors';
import { BURST_FACTOR, BURST_MIN_VOTES, CROWDED_GROUP_VOTES, SIGNUP_BURST_ACCOUNTS } from '../../common/integrityScore';
import { scoreOf } from './score';

export const TOP_ADDRESS_GROUPS = 5;
export const POEM_NOT_FOUND = 'Poem not found.';

/** Votes from one keyed address: `group` is the opaque hash, never the address itself. */
export interface AddressGroup {
  group: string;
  label: string;
  votes: number;
  share: number;
}

/** Consecutive minutes each far above the topic's normal rate: [from, to). */
export interface VoteBurst {
  from: Date | string;
  to: Date | string;
  votes: number;
  expected: number;
  perMinute: number[];
}

export interface IntegritySignalsView {
  poemId: string;
  totals: {
    votes: number;
    voidedVotes: number;
    withoutAddress: number;
    addressGroups: number;
    newAccounts: number;
    unverified: number;
    burstCreated: number;
    blockedVoters: number;
  };
  addressGroups: AddressGroup[];
  expectedPerMinute: number;
  burstThreshold: number;
  bursts: VoteBurst[];
  newAccountShare: number;
  unverifiedShare: number;
  burstCreatedShare: number;
  score: number;
  reasons: string[];
  computedAt: Date;
}

type Rows<T> = { rows: T[] };

async function rowsOf<T>(db: Queryable, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as Rows<T>).rows;
}

/**
 * A poem's topic and the votes a minute a poem on it normally gets: the topic's votes spread over
 * its poems with votes and the minutes since the first of them was approved.
 */
async function topicRate(db: Queryable, poemId: string): Promise<number | undefined> {
  const [row] = await rowsOf<{ rate: number }>(
    db,
    sql`select coalesce((
          select sum(p.vote_count)::float8 / count(*)
                 / greatest(extract(epoch from least(now(), coalesce(t.voting_ends_at, now())) - min(coalesce(p.reviewed_at, p.submitted_at))) / 60, 1)
            from submissions p where p.topic_id = s.topic_id and p.vote_count > 0), 0)::float8 as rate
          from submissions s join topics t on t.id = s.topic_id
         where s.id = ${poemId}`,
  );
  return row ? Number(row.rate) : undefined;
}

interface VoterCounts {
  votes: number;
  voidedVotes: number;
  withoutAddress: number;
  newAccounts: number;
  unverified: number;
  blockedVoters: number;
  burstCreated: number;
}

async function voterCounts(db: Queryable, poemId: string): Promise<VoterCounts> {
  const [row] = await rowsOf<VoterCounts>(
    db,
    sql`with v as (
          select v.created_at, v.ip_hash, u.created_at as account_created, u.email_verified_at, u.blocked_at
            from votes v join users u on u.id = v.user_id
           where v.poem_id = ${poemId} and v.voiding_id is null),
        signups as (select count(*) as n from v group by date_trunc('minute', account_created))
        select count(*)::int as votes,
               (select count(*) from votes where poem_id = ${poemId} and voiding_id is not null)::int as "voidedVotes",
               count(*) filter (where ip_hash is null)::int as "withoutAddress",
               count(*) filter (where account_created > created_at - interval '1 day')::int as "newAccounts",
               count(*) filter (where email_verified_at is null)::int as unverified,
               count(*) filter (where blocked_at is not null)::int as "blockedVoters",
               (select coalesce(sum(n), 0) from signups where n >= ${SIGNUP_BURST_ACCOUNTS})::int as "burstCreated"
          from v`,
  );
  if (!row) throw new Error('vote counts returned no row');
  return row;
}

interface GroupCounts {
  groups: number;
  crowdedVotes: number;
  crowdedGroups: number;
  top: { group: string; votes: number }[];
}

async function groupCounts(db: Queryable, poemId: string): Promise<GroupCounts> {
  const [row] = await rowsOf<GroupCounts>(
    db,
    sql`with g as (
          select ip_hash, count(*)::int as n from votes
           where poem_id = ${poemId} and voiding_id is null and ip_hash is not null
           group by ip_hash)
        select count(*)::int as groups,
               coalesce(sum(n) filter (where n >= ${CROWDED_GROUP_VOTES}), 0)::int as "crowdedVotes",
               count(*) filter (where n >= ${CROWDED_GROUP_VOTES})::int as "crowdedGroups",
               coalesce((select json_agg(t) from (
                 select ip_hash as "group", n as votes from g order by n desc, ip_hash limit ${TOP_ADDRESS_GROUPS}) t), '[]'::json) as top
          from g`,
  );
  if (!row) throw new Error('address groups returned no row');
  return row;
}

async function burstRuns(db: Queryable, poemId: string, threshold: number): Promise<Omit<VoteBurst, 'expected'>[]> {
  // Burst minutes in a row share one run: a minute's start less its rank is the same along a run.
  return rowsOf(
    db,
    sql`with m as (
          select date_trunc('minute', created_at) as minute, count(*)::int as n from votes
           where poem_id = ${poemId} and voiding_id is null group by 1),
        b as (
          select minute, n, minute - (row_number() over (order by minute)) * interval '1 minute' as run
            from m where n >= ${threshold})
        select min(minute) as "from", max(minute) + interval '1 minute' as "to", sum(n)::int as votes,
               array_agg(n order by minute) as "perMinute"
          from b group by run order by 1`,
  );
}

function shareOf(part: number, whole: number): number {
  return whole === 0 ? 0 : part / whole;
}

/** A short name for an address group that shows nothing of the address: its rank and the hash's first characters. */
function labelOf(rank: number, group: string): string {
  return `Address group ${rank} (${group.slice(0, 6)})`;
}

/**
 * Reads a poem's integrity signals from its votes and stores its score, so lists can sort by it.
 * Throws NOT_FOUND for an id that is no poem.
 */
export async function computeSignals(db: Queryable, poemId: string): Promise<IntegritySignalsView> {
  const expectedPerMinute = isUuid(poemId) ? await topicRate(db, poemId) : undefined;
  if (expectedPerMinute === undefined) throw new NotFoundError(POEM_NOT_FOUND);
  const burstThreshold = Math.max(BURST_MIN_VOTES, Math.ceil(BURST_FACTOR * expectedPerMinute));
  const [voters, groups, runs] = await Promise.all([voterCounts(db, poemId), groupCounts(db, poemId), burstRuns(db, poemId, burstThreshold)]);
  const bursts = runs.map((run) => ({ ...run, expected: expectedPerMinute * run.perMinute.length }));
  const { score, reasons } = scoreOf({
    ...voters,
    crowdedVotes: groups.crowdedVotes,
    crowdedGroups: groups.crowdedGroups,
    burstVotes: bursts.reduce((sum, burst) => sum + burst.votes, 0),
    burstMinutes: bursts.reduce((sum, burst) => sum + burst.perMinute.length, 0),
    expectedPerMinute,
  });
  const [stored] = await db
    .insert(integrityScores)
    .values({ submissionId: poemId, score, reasons })
    .onConflictDoUpdate({ target: integrityScores.submissionId, set: { score, reasons, computedAt: sql`now()` } })
    .returning({ computedAt: integrityScores.computedAt });
  const { votes } = voters;
  return {
    poemId,
    totals: {
      votes,
      voidedVotes: voters.voidedVotes,
      withoutAddress: voters.withoutAddress,
      addressGroups: groups.groups,
      newAccounts: voters.newAccounts,
      unverified: voters.unverified,
      burstCreated: voters.burstCreated,
      blockedVoters: voters.blockedVoters,
    },
    addressGroups: groups.top.map((top, index) => ({ ...top, label: labelOf(index + 1, top.group), share: shareOf(top.votes, votes) })),
    expectedPerMinute,
    burstThreshold,
    bursts,
    newAccountShare: shareOf(voters.newAccounts, votes),
    unverifiedShare: shareOf(voters.unverified, votes),
    burstCreatedShare: shareOf(voters.burstCreated, votes),
    score,
    reasons,
    computedAt: stored?.computedAt ?? new Date(),
  };
}
