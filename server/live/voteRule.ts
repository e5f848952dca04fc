import type { DatabaseConnection } from '../db/client';
import { statement } from '../db/statements';
import { ConflictError, UserInputError } from '../errors';
import { accountKeySql, countHitsSql, RATE_LIMITS, rateLimitedError } from '../security/rateLimits';

export const LIVE_VOTE_MESSAGES = {
  notOpen: 'Voting opens when the host opens a round.',
  roundClosed: 'This round has closed. Wait for the host to open the next one.',
  revealed: 'The winner has been revealed: voting is closed.',
  codeNeeded: 'This round is for the room only: enter the code shown on the screen.',
  codeWrong: 'That code is not the one on the screen now. Enter the code shown on the screen.',
} as const;

const MISSES = RATE_LIMITS.joinCodeMissesPerUser;

/** SQL that holds when `joinCode` is a code of round `roundId` shown in the last minute. The arguments are SQL expressions. */
function codeShownSql(roundId: string, joinCode: string): string {
  return `exists (select 1 from live_join_codes c
                   where c.round_id = ${roundId} and c.code = ${joinCode} and c.shown_from <= now() and c.good_until > now())`;
}

/**
 * A statement's CTE that counts a wrong join code against the voter of its CTE `voter`, while a
 * room-only round of topic `topicId`'s running night is open, and answers the voter's count of
 * wrong codes (`hits`, `retryAfterSeconds`); no row when no such round is open. A right code, or
 * none, counts nothing but takes the counter's row lock all the same, so guesses sent at once are
 * counted one after another and each is judged against every wrong code counted before it: none
 * is judged against a count that others have yet to raise. `countMiss` (SQL) false counts nothing,
 * for a code the vote statement counted already.
 */
export function joinCodeMissesSql(topicId: string, joinCode: string, countMiss = 'true'): string {
  const room = `select ${codeShownSql('r.id', joinCode)} as code_good
                  from live_shows ls join live_rounds r on r.topic_id = ls.topic_id and r.opened_at >= ls.started_at
                 where ls.topic_id = ${topicId} and ls.ended_at is null and r.room_only and r.closed_at is null and r.closes_at > now()
                 limit 1`;
  return countHitsSql(
    accountKeySql('joinCodeMissesPerUser', 'voter.id'),
    `(${countMiss} and ${joinCode} is not null and not room.code_good)::int`,
    String(MISSES.windowSeconds),
    `from voter, (${room}) room`,
  );
}

/**
 * SQL that holds when a vote on topic `topicId` may change now under the slam-night rules: no night
 * is running on the topic, or one of its rounds is open and, for a room-only round, `joinCode` is a
 * code shown in the last minute and `misses`, the voter's wrong codes as joinCodeMissesSql counted
 * them in the same statement, are not used up. The arguments are SQL expressions; the vote
 * statement carries it.
 */
export function liveRoundAllowsSql(topicId: string, joinCode: string, misses: string): string {
  return `not exists (
      select 1 from live_shows ls
       where ls.topic_id = ${topicId} and ls.ended_at is null
         and not exists (
           select 1 from live_rounds r
            where r.topic_id = ls.topic_id and r.opened_at >= ls.started_at
              and r.closed_at is null and r.closes_at > now()
              and (not r.room_only or (${codeShownSql('r.id', joinCode)} and coalesce(${misses}, 0) < ${MISSES.max}))))`;
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
  /** The voter's wrong codes in the window, this one included; null outside an open room-only round. */
  misses: number | null;
  retryAfterSeconds: number | null;
}

const LIVE_VOTE_STATE = statement<LiveState>(
  'live_vote_state',
  `with voter as (
     select $2::uuid as id
   ), misses as (
     ${joinCodeMissesSql('$1::uuid', '$3::text', '$4::boolean')}
   )
   select ls.topic_id is not null as running,
          ls.revealed_at is not null as revealed,
          r.id is not null as "anyRound",
          coalesce(r.closed_at is null and r.closes_at > now(), false) as "roundOpen",
          coalesce(r.room_only, false) as "roomOnly",
          ${codeShownSql('r.id', '$3::text')} as "codeGood",
          misses.hits as misses, misses."retryAfterSeconds"
     from (select 1) as one
     left join live_shows ls on ls.topic_id = $1::uuid and ls.ended_at is null
     left join lateral (select * from live_rounds r where r.topic_id = ls.topic_id and r.opened_at >= ls.started_at
                         order by r.number desc limit 1) r on true
     left join misses on true`,
);

/**
 * Why the slam-night rules refuse a vote change on `topicId` now, thrown; nothing when they allow
 * it. A wrong or stale code counts against the voter's wrong codes (unless `countedAlready`, by the
 * vote statement), so the 4-digit code cannot be guessed; once those are used up even a right code
 * is refused until the window ends.
 */
export async function checkLiveVote(
  connection: DatabaseConnection,
  topicId: string,
  userId: string,
  joinCode: string | null,
  countedAlready = false,
): Promise<void> {
  const [state] = await connection.run(LIVE_VOTE_STATE, [topicId, userId, joinCode, !countedAlready]);
  if (!state?.running) return;
  if (!state.roundOpen) {
    if (state.revealed) throw new ConflictError(LIVE_VOTE_MESSAGES.revealed);
    throw new ConflictError(state.anyRound ? LIVE_VOTE_MESSAGES.roundClosed : LIVE_VOTE_MESSAGES.notOpen);
  }
  if (!state.roomOnly) return;
  if (!joinCode) throw new UserInputError(LIVE_VOTE_MESSAGES.codeNeeded, 'joinCode');
  const misses = state.misses ?? 0;
  const retryAfterSeconds = state.retryAfterSeconds ?? MISSES.windowSeconds;
  if (!state.codeGood) {
    if (misses > MISSES.max) throw rateLimitedError('joinCodeMissesPerUser', retryAfterSeconds);
    throw new UserInputError(LIVE_VOTE_MESSAGES.codeWrong, 'joinCode');
  }
  if (misses >= MISSES.max) throw rateLimitedError('joinCodeMissesPerUser', retryAfterSeconds);
}
