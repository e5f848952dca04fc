import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { ConflictError, UserInputError } from '../errors';
import type { RateLimits } from '../security/rateLimits';
import { accountKeySql, RATE_LIMITS, rateLimitedError } from '../security/rateLimits';

export const LIVE_VOTE_MESSAGES = {
  notOpen: 'Voting opens when the host opens a round.',
  roundClosed: 'This round has closed. Wait for the host to open the next one.',
  revealed: 'The winner has been revealed: voting is closed.',
  codeNeeded: 'This round is for the room only: enter the code shown on the screen.',
  codeWrong: 'That code is not the one on the screen now. Enter the code shown on the screen.',
} as const;

const MISSES = RATE_LIMITS.joinCodeMissesPerUser;

/**
 * SQL that holds when a vote on topic `topicId` may change now under the slam-night rules: no night
 * is running on the topic, or one of its rounds is open and, for a room-only round, `joinCode` is a
 * code shown in the last minute and the voter (`voterId`) has not used up their wrong codes. The
 * arguments are SQL expressions; the vote statement carries it.
 */
export function liveRoundAllowsSql(topicId: string, voterId: string, joinCode: string): string {
  return `not exists (
      select 1 from live_shows ls
       where ls.topic_id = ${topicId} and ls.ended_at is null
         and not exists (
           select 1 from live_rounds r
            where r.topic_id = ls.topic_id and r.opened_at >= ls.started_at
              and r.closed_at is null and r.closes_at > now()
              and (not r.room_only or (
                exists (select 1 from live_join_codes c
                         where c.round_id = r.id and c.code = ${joinCode} and c.shown_from <= now() and c.good_until > now())
                and coalesce((select hits from rate_limits
                               where key = ${accountKeySql('joinCodeMissesPerUser', voterId)} and resets_at > now()), 0) < ${MISSES.max}))))`;
}

/**
 * SQL that holds when a vote on topic `topicId` made at `at` is one of the night's: a slam night is
 * running on the topic and started at or before `at`. While a night runs, votes change only in its
 * rounds, so these are the votes cast in the night's rounds. The arguments are SQL expressions.
 */
export function inRunningNightSql(topicId: string, at: string): string {
  return `exists (select 1 from live_shows ls where ls.topic_id = ${topicId} and ls.ended_at is null and ls.started_at <= ${at})`;
}

interface LiveState {
  running: boolean;
  revealed: boolean;
  anyRound: boolean;
  roundOpen: boolean;
  roomOnly: boolean;
  codeGood: boolean;
}

/**
 * Why the slam-night rules refuse a vote change on `topicId` now, thrown; nothing when they allow
 * it. A wrong or stale code counts against the voter's wrong codes, so the 4-digit code cannot be
 * guessed; once those are used up even a right code is refused until the window ends.
 */
export async function checkLiveVote(db: Queryable, limits: RateLimits, topicId: string, userId: string, joinCode: string | null): Promise<void> {
  const { rows } = (await db.execute(sql`
    select ls.topic_id is not null as running,
           ls.revealed_at is not null as revealed,
           r.id is not null as "anyRound",
           coalesce(r.closed_at is null and r.closes_at > now(), false) as "roundOpen",
           coalesce(r.room_only, false) as "roomOnly",
           exists (select 1 from live_join_codes c
                    where c.round_id = r.id and c.code = ${joinCode ?? ''} and c.shown_from <= now() and c.good_until > now()) as "codeGood"
      from (select 1) as one
      left join live_shows ls on ls.topic_id = ${topicId} and ls.ended_at is null
      left join lateral (select * from live_rounds r where r.topic_id = ls.topic_id and r.opened_at >= ls.started_at
                          order by r.number desc limit 1) r on true`)) as unknown as { rows: LiveState[] };
  const state = rows[0];
  if (!state?.running) return;
  if (!state.roundOpen) {
    if (state.revealed) throw new ConflictError(LIVE_VOTE_MESSAGES.revealed);
    throw new ConflictError(state.anyRound ? LIVE_VOTE_MESSAGES.roundClosed : LIVE_VOTE_MESSAGES.notOpen);
  }
  if (!state.roomOnly) return;
  if (!joinCode) throw new UserInputError(LIVE_VOTE_MESSAGES.codeNeeded, 'joinCode');
  if (!state.codeGood) {
    await limits.consume('joinCodeMissesPerUser', userId);
    throw new UserInputError(LIVE_VOTE_MESSAGES.codeWrong, 'joinCode');
  }
  const { remaining, retryAfterSeconds } = await limits.remaining('joinCodeMissesPerUser', userId);
  if (remaining === 0) throw rateLimitedError('joinCodeMissesPerUser', retryAfterSeconds);
}
