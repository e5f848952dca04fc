import type { ApolloClient } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../__generated__';
import { QueryCell } from '../../components/QueryCell';
import { readIntoCache } from '../../routing/pageReads';

const PoemVoidingsQuery = graphql(`
  query PoemVoidingsQuery($poemId: ID!) {
    poemVoidings(poemId: $poemId) {
      voteCount
      reason
      voidedAt
    }
  }
`);

/** PoemVoidings' read, made before the page renders on the server (PoemPage's pageReads). */
export async function readPoemVoidings(client: ApolloClient, poemId: string): Promise<void> {
  await readIntoCache(client, PoemVoidingsQuery, { poemId });
}

/** How many of a poem's votes were voided and why (never whose): nothing when none were, nor while they load. */
export function PoemVoidings({ poemId }: { poemId: string }) {
  const result = useQuery(PoemVoidingsQuery, { variables: { poemId } });
  return (
    <QueryCell result={result} loading={null} isEmpty={(data) => data.poemVoidings.length === 0}>
      {({ poemVoidings }) => (
        <section className="notice poem-voidings" aria-label="Voided votes">
          <ul>
            {poemVoidings.map((voiding) => (
              <li key={`${voiding.voidedAt}|${voiding.reason}`}>
                {voiding.voteCount} {voiding.voteCount === 1 ? 'vote was' : 'votes were'} voided: {voiding.reason}
              </li>
            ))}
          </ul>
        </section>
      )}
    </QueryCell>
  );
}
