import type { ApolloCache } from '@apollo/client';
import { isNewerTally } from '../../../common/tallies';
import { graphql } from '../__generated__';

const PoemTallyFragment = graphql(`
  fragment PoemTally_poem on Poem {
    id
    voteCount
    voteVersion
    frozen
  }
`);

const PoemNightTallyFragment = graphql(`
  fragment PoemNightTally_poem on Poem {
    id
    voteCount
    voteVersion
    frozen
    nightVoteCount
  }
`);

export interface Tally {
  poemId: string;
  voteCount: number;
  voteVersion: number;
  frozen: boolean;
  /** The votes of these cast in a slam night's rounds, when the answer carries it. */
  nightVoteCount?: number;
}

function cachedTally(cache: ApolloCache, poemId: string) {
  const id = cache.identify({ __typename: 'Poem', id: poemId });
  return id ? { id, tally: cache.readFragment({ id, fragment: PoemTallyFragment }) } : undefined;
}

/**
 * Writes `tally` into its cached poem unless the cache holds a newer one (a higher voteVersion).
 * A poem no page has loaded needs nothing.
 */
export function writeNewerTally(cache: ApolloCache, { poemId, voteCount, voteVersion, frozen, nightVoteCount }: Tally): void {
  const cached = cachedTally(cache, poemId);
  if (!cached?.tally || isNewerTally(cached.tally, { voteVersion })) return;
  const data = { __typename: 'Poem', id: poemId, voteCount, voteVersion, frozen } as const;
  if (nightVoteCount === undefined) cache.writeFragment({ id: cached.id, fragment: PoemTallyFragment, data });
  else cache.writeFragment({ id: cached.id, fragment: PoemNightTallyFragment, data: { ...data, nightVoteCount } });
}

/**
 * Brings a poem in an answer that is about to be cached up to the newer tally the cache already
 * holds: a read or a vote's answer the server made before the last live tallies would otherwise set
 * the counts on screen back until the next ones. Changes `poem` in place.
 */
export function keepNewerTally(cache: ApolloCache, poem: Record<string, unknown>): void {
  if (typeof poem['id'] !== 'string' || typeof poem['voteVersion'] !== 'number') return;
  const cached = cachedTally(cache, poem['id']);
  const newer = cached?.tally;
  if (!cached || !newer || !isNewerTally(newer, { voteVersion: poem['voteVersion'] })) return;
  poem['voteVersion'] = newer.voteVersion;
  if ('voteCount' in poem) poem['voteCount'] = newer.voteCount;
  if ('frozen' in poem) poem['frozen'] = newer.frozen;
  const night = 'nightVoteCount' in poem ? cache.readFragment({ id: cached.id, fragment: PoemNightTallyFragment }) : null;
  if (night) poem['nightVoteCount'] = night.nightVoteCount;
}
