/** Votes over HTTP for the benchmarks: who votes for what, one vote timed, and a steady rate of them. */
import { post } from './http';

export interface VotePair {
  token: string;
  poemId: string;
}

const SET_VOTE = JSON.stringify({
  query: 'mutation ($input: SetVoteInput!) { setVote(input: $input) { voted tally { voteCount } } }',
});

/** The p-th percentile of ascending `sorted` values. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}
export const round = (value: number) => Math.round(value * 10) / 10;

/**
 * Every (voter, poem) pair once, in rounds: each round every voter votes once, each for the poem
 * after the previous voter's, so neighbouring votes go to different poems (load spreads over the
 * topic) and each voter votes once a round (as people do, within their vote limit).
 */
export function* pairs(tokens: string[], poemIds: string[]): Generator<VotePair> {
  for (let round = 0; round < poemIds.length; round += 1) {
    for (const [index, token] of tokens.entries()) yield { token, poemId: poemIds[(index + round) % poemIds.length] as string };
  }
}

/** Casts one vote and resolves with how long the answer took, in milliseconds. */
export async function voteOverHttp(url: string, pair: VotePair): Promise<number> {
  const started = performance.now();
  const body = `${SET_VOTE.slice(0, -1)},"variables":{"input":{"poemId":"${pair.poemId}","voted":true}}}`;
  const result = JSON.parse(await post(url, body, pair.token)) as { errors?: { message: string }[] };
  if (result.errors) throw new Error(result.errors[0]?.message);
  return performance.now() - started;
}

/** Votes at `rate` a second for `durationS` seconds, each on time whatever the answers before; their latencies, ascending. */
export async function atFixedRate(url: string, source: Iterator<VotePair>, rate: number, durationS: number): Promise<number[]> {
  const latencies: number[] = [];
  const inFlight: Promise<void>[] = [];
  const started = performance.now();
  for (let index = 0; index < rate * durationS; index += 1) {
    const due = started + (index * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const next = source.next();
    if (next.done) break;
    inFlight.push(voteOverHttp(url, next.value).then((ms) => void latencies.push(ms)));
  }
  await Promise.all(inFlight);
  return latencies.sort((a, b) => a - b);
}
