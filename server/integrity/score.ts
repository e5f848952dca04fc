/**
 * The integrity score of a poem, 0 to 100: how much its votes look bought or farmed. Each signal is
 * a share of the poem's counted (not voided) votes, weighted:
 *
 *   30 × votes from crowded address groups (3 or more votes from one keyed address)
 * + 25 × votes cast in burst minutes (far above the topic's normal rate)
 * + 20 × voters whose accounts were created in a sign-up burst (5 or more of them in one minute)
 * + 15 × voters whose accounts were less than a day old when they voted
 * + 10 × voters who have not verified their email
 *
 * and the sum is scaled down while a poem has fewer than 20 votes, so a handful of votes cannot
 * top the queue. Every point is written out as a reason with its numbers, so a decision made on
 * the score can be explained to the poet.
 */

import { CROWDED_GROUP_VOTES, FULL_WEIGHT_VOTES, rateText, SCORE_WEIGHTS, SIGNUP_BURST_ACCOUNTS } from '../../common/integrityScore';

export interface SignalCounts {
  votes: number;
  voidedVotes: number;
  crowdedVotes: number;
  crowdedGroups: number;
  burstVotes: number;
  burstMinutes: number;
  expectedPerMinute: number;
  newAccounts: number;
  unverified: number;
  burstCreated: number;
}

export interface Score {
  score: number;
  reasons: string[];
}

function percent(part: number, whole: number): string {
  return `${Math.round((100 * part) / whole)}%`;
}

function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

function points(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return `+${rounded} ${rounded === 1 ? 'point' : 'points'}`;
}

/** The score and its reasons, largest contribution first. */
export function scoreOf(counts: SignalCounts): Score {
  const { votes } = counts;
  const voided = counts.voidedVotes > 0 ? [`${plural(counts.voidedVotes, 'voided vote')} ${counts.voidedVotes === 1 ? 'is' : 'are'} left out.`] : [];
  if (votes === 0) return { score: 0, reasons: ['No counted votes yet.', ...voided] };
  const weight = Math.min(1, votes / FULL_WEIGHT_VOTES);
  const of = (part: number) => `${part} of ${votes}`;
  const parts: { value: number; text: string }[] = [
    {
      value: SCORE_WEIGHTS.crowded * (counts.crowdedVotes / votes),
      text: `${of(counts.crowdedVotes)} votes (${percent(counts.crowdedVotes, votes)}) came from ${plural(counts.crowdedGroups, 'address group')} with ${CROWDED_GROUP_VOTES} or more votes each`,
    },
    {
      value: SCORE_WEIGHTS.burst * (counts.burstVotes / votes),
      text: `${of(counts.burstVotes)} votes (${percent(counts.burstVotes, votes)}) were cast in ${plural(counts.burstMinutes, 'burst minute')}, against a normal ${rateText(counts.expectedPerMinute)} votes a minute for a poem on this topic`,
    },
    {
      value: SCORE_WEIGHTS.burstCreated * (counts.burstCreated / votes),
      text: `${of(counts.burstCreated)} voters (${percent(counts.burstCreated, votes)}) had accounts created in a sign-up burst (${SIGNUP_BURST_ACCOUNTS} or more of this poem's voters in the same minute)`,
    },
    {
      value: SCORE_WEIGHTS.newAccount * (counts.newAccounts / votes),
      text: `${of(counts.newAccounts)} voters (${percent(counts.newAccounts, votes)}) had accounts less than a day old when they voted`,
    },
    {
      value: SCORE_WEIGHTS.unverified * (counts.unverified / votes),
      text: `${of(counts.unverified)} voters (${percent(counts.unverified, votes)}) have not verified their email`,
    },
  ];
  const shown = parts
    .map((part) => ({ ...part, value: part.value * weight }))
    .filter((part) => part.value >= 0.05)
    .sort((a, b) => b.value - a.value);
  const score = Math.round(shown.reduce((sum, part) => sum + part.value, 0) * 10) / 10;
  const reasons = shown.map((part) => `${part.text}: ${points(part.value)}.`);
  if (reasons.length === 0) reasons.push(`No warning signs among ${plural(votes, 'vote')}: many addresses, a normal pace, established and verified accounts.`);
  if (weight < 1) reasons.push(`Only ${plural(votes, 'vote')} so far: the score counts in full from ${FULL_WEIGHT_VOTES} votes.`);
  return { score, reasons: [...reasons, ...voided] };
}
