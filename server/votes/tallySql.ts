import { sql, type SQL } from 'drizzle-orm';
import { submissions } from '../db/schema';
import { inRunningNightSql } from '../live/voteRule';

/** A poem's tally as a changed row returns it, with its topic. */
export const tallyColumns = {
  poemId: submissions.id,
  topicId: submissions.topicId,
  voteCount: submissions.voteCount,
  voteVersion: submissions.voteVersion,
  frozen: sql<boolean>`${submissions.reachedTargetAt} is not null`,
  nightVoteCount: submissions.nightVoteCount,
};

/**
 * The poem's night count less `votes` of the night's votes that stopped counting. Never below 0: a
 * vote made in the moment a night started may be of the night by its time without having been
 * counted for it.
 */
export function nightCountLess(votes: SQL | number): SQL {
  return sql`greatest(${submissions.nightVoteCount} - ${votes}, 0)`;
}

/** Whether a row of `votes` (in a query on that table) is one of the night running on its poem's topic. */
export const castInRunningNight = sql<boolean>`${sql.raw(inRunningNightSql('(select s.topic_id from submissions s where s.id = votes.poem_id)', 'votes.created_at'))}`;
