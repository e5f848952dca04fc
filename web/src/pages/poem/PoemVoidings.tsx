import { useQuery } from '@apollo/client/react';
import { graphql } from '../../__generated__';

const PoemVoidingsQuery = graphql(`
  query PoemVoidingsQuery($poemId: ID!) {
    poemVoidings(poemId: $poemId) {
      voteCount
      reason
      voidedAt
    }
  }
`);

/** How many of a poem's votes were voided and why (never whose): nothing when none were. */
export function PoemVoidings({ poemId }: { poemId: string }) {
  const { data } = useQuery(PoemVoidingsQuery, { variables: { poemId } });
  const voidings = data?.poemVoidings ?? [];
  if (voidings.length === 0) return null;
  return (
    <section className="notice poem-voidings" aria-label="Voided votes">
      <ul>
        {voidings.map((voiding) => (
          <li key={`${voiding.voidedAt}|${voiding.reason}`}>
            {voiding.voteCount} {voiding.voteCount === 1 ? 'vote was' : 'votes were'} voided: {voiding.reason}
          </li>
        ))}
      </ul>
    </section>
  );
}
