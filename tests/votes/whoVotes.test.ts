import { count, eq } from 'drizzle-orm';
import { topics, votes } from '../../server/db/schema';
import { gql } from '../utils/graphql';
import { poetsAndAdmin, seedApprovedPoem, seedTopic, type SignedIn } from '../utils/scenarios';
import { withTestServer } from '../utils/withTestServer';

const VOTE = `mutation ($poemId: ID!, $voted: Boolean!) { setVote(input: { poemId: $poemId, voted: $voted }) { voted tally { voteCount } } }`;

// SPEC.md: admins do not vote (they review and pay); a hidden topic's poems take no votes.
describe('who votes, on what', () => {
  const given = withTestServer();
  let poet: SignedIn;
  let admin: SignedIn;
  beforeAll(async () => {
    ({ poet, admin } = await poetsAndAdmin(given.server));
  });
  const vote = (voter: SignedIn, poemId: string, voted = true) => gql<{ setVote: { voted: boolean } }>(given.server, VOTE, { poemId, voted }, { token: voter.token });
  const rowsOf = async (poemId: string) => (await given.server.db.select({ n: count() }).from(votes).where(eq(votes.poemId, poemId)))[0]?.n;

  it('refuses an admin, casting or taking back, and counts nothing', async () => {
    const topic = await seedTopic(given.server.db, { active: true });
    const poem = await seedApprovedPoem(given.server, topic.id);
    for (const voted of [true, false]) {
      expect((await vote(admin, poem.id, voted)).errors?.[0]).toMatchObject({ message: 'Admins do not vote: they review and pay.', extensions: { code: 'FORBIDDEN' } });
    }
    expect(await rowsOf(poem.id)).toBe(0);
  });

  it("takes no votes on a hidden topic's poems, and keeps the votes it had while hidden", async () => {
    const topic = await seedTopic(given.server.db, { active: true });
    const poem = await seedApprovedPoem(given.server, topic.id);
    expect((await vote(poet, poem.id)).data?.setVote.voted).toBe(true);
    await given.server.db.update(topics).set({ active: false }).where(eq(topics.id, topic.id));
    const { otherPoet: other } = await poetsAndAdmin(given.server);
    for (const [voter, voted] of [[other, true], [poet, false]] as const) {
      expect((await vote(voter, poem.id, voted)).errors?.[0]).toMatchObject({ message: 'This poem is not available for voting', extensions: { code: 'NOT_FOUND' } });
    }
    expect(await rowsOf(poem.id)).toBe(1);
    await given.server.db.update(topics).set({ active: true }).where(eq(topics.id, topic.id));
    expect((await vote(other, poem.id)).data?.setVote.voted).toBe(true);
  });
});
