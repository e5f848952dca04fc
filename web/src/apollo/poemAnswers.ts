import { ApolloLink, type ApolloCache } from '@apollo/client';
import { map } from 'rxjs';
import { markIfOwn } from '../poems/ownPoems';
import { keepNewerTally } from '../poems/tallies';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Applies what this page knows better than an answer to every poem in it, before it is cached. */
export function correctPoems(cache: ApolloCache, data: unknown): void {
  if (Array.isArray(data)) {
    for (const item of data) correctPoems(cache, item);
    return;
  }
  if (!isRecord(data)) return;
  if (data['__typename'] === 'Poem') {
    keepNewerTally(cache, data);
    markIfOwn(data);
  }
  for (const value of Object.values(data)) correctPoems(cache, value);
}

/**
 * Every answer and push passes its poems through correctPoems: a tally never moves back, and a poem
 * the viewer is known to have written stays marked theirs.
 */
export function poemAnswersLink(cache: ApolloCache): ApolloLink {
  return new ApolloLink((operation, forward) =>
    forward(operation).pipe(
      map((result) => {
        correctPoems(cache, result.data);
        return result;
      }),
    ),
  );
}
