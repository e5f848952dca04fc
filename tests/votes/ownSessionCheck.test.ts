import { count, eq } from 'drizzle-orm';
import { votes } from '../../server/db/schema';
import { gql } from '../utils/graphql';
import { seedApprovedPoem, seedTopic, signedInPoets, type SignedIn } from '../utils/scenarios';
import { withTestServer } from '../utils/withTestServer';

// setVote checks the caller's session in its own statement (checksOwnSession in the schema).
// However the operation selects it, it counts for a valid session and refuses an ended one.
const SHAPES = {
  'a plain field': `mutation ($poemId: ID!, $voted: Boolean!) { setVote(input: { poemId: $poemId, voted: $voted }) { voted } }`,
  'a named fragment': `mutation ($poemId: ID!, $voted: Boolean!) { ...Vote }
    fragment Vote on Mutation { setVote(input: { poemId: $poemId, voted: $voted }) { voted } }`,
  'an inline fragment': `mutation ($poemId: ID!, $voted: Boolean!) { ... on Mutation { setVote(input: { poemId: $poemId, voted: $voted }) { voted } } }`,
};

describe('a vote checks its own session', () => {
  const given = withTestServer();
  let topicId: string;
  beforeAll(async () => {
    topicId = (await seedTopic(given.server.db, { title: 'Tides' })).id;
  });

  const rowsOf = async (poemId: string) => (await given.server.db.select({ value: count() }).from(votes).where(eq(votes.poemId, poemId)))[0]?.value;

  it.each(Object.entries(SHAPES))('counts and refuses the same in %s', async (_shape, mutation) => {
    const poem = await seedApprovedPoem(given.server, topicId);
    const [voter] = (await signedInPoets(given.server, 1)) as [SignedIn];
    const vote = (token: string | undefined, voted = true) => gql<{ setVote: { voted: boolean } }>(given.server, mutation, { poemId: poem.id, voted }, { token });

    expect((await vote(voter.token)).data?.setVote.voted).toBe(true);
    expect(await rowsOf(poem.id)).toBe(1);
    expect((await vote(voter.token, false)).data?.setVote.voted).toBe(false);
    await gql(given.server, 'mutation { logout { ok } }', {}, { token: voter.token });

    for (const token of [voter.token, undefined]) {
      expect((await vote(token)).errors?.[0]).toMatchObject({ message: 'You must be logged in to vote', extensions: { code: 'UNAUTHENTICATED' } });
    }
    expect(await rowsOf(poem.id)).toBe(0);
  });
});
