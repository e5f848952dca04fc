/**
 * The integrity score's rules, shared by the server that computes it and the admin screen that
 * explains it, so the explanation cannot drift from the formula (server/integrity/score.ts).
 */

/** Points each signal gives when every counted vote shows it; they add up to 100. */
export const SCORE_WEIGHTS = { crowded: 30, burst: 25, burstCreated: 20, newAccount: 15, unverified: 10 } as const;
/** An address group is crowded from this many votes on one poem. */
export const CROWDED_GROUP_VOTES = 3;
/** A minute is a burst with at least this many votes... */
export const BURST_MIN_VOTES = 5;
/** ...and at this many times the topic's normal rate. */
export const BURST_FACTOR = 10;
/** Accounts are made in a sign-up burst when this many of a poem's voters signed up in one minute. */
export const SIGNUP_BURST_ACCOUNTS = 5;
/** Below this many counted votes the score is scaled down in proportion. */
export const FULL_WEIGHT_VOTES = 20;

/** A rate such as 0.0058 votes a minute, written so that small rates do not read as 0. */
export function rateText(perMinute: number): string {
  if (perMinute >= 10) return String(Math.round(perMinute));
  return String(Number(perMinute.toPrecision(2)));
}
