import { and, count, eq } from 'drizzle-orm';
import { users } from '../../server/db/schema';
import { gql } from '../utils/graphql';
import { seedUser, signIn } from '../utils/scenarios';
import { withTestServer } from '../utils/withTestServer';

const STEP_DOWN = `mutation ($userId: ID!) { stepDownAdmin(input: { userId: $userId }) { user { id role } } }`;

describe('the last admin', () => {
  const given = withTestServer();

  it('cannot be stepped down, not even by two admins stepping each other down at once', async () => {
    const [first, second] = await Promise.all(['First Admin', 'Second Admin'].map(async (name) => signIn(given.server, await seedUser(given.server.db, { name, role: 'admin' }))));
    const answers = await Promise.all([
      gql(given.server, STEP_DOWN, { userId: second!.user.id }, { token: first!.token }),
      gql(given.server, STEP_DOWN, { userId: first!.user.id }, { token: second!.token }),
    ]);
    // The later one is refused: as the last admin, or (when the first had finished) as a session the first ended.
    const refused = answers.filter((answer) => answer.errors);
    expect(refused).toHaveLength(1);
    expect(['The last admin cannot be stepped down.', 'You must be signed in to do that.']).toContain(refused[0]?.errors?.[0]?.message);
    const [{ admins } = { admins: 0 }] = await given.server.db.select({ admins: count() }).from(users).where(and(eq(users.role, 'admin')));
    expect(admins).toBe(1);

    // answers[0] is the first stepping the second down.
    const last = answers[0]?.errors ? second! : first!;
    expect((await gql(given.server, STEP_DOWN, { userId: last.user.id }, { token: last.token })).errors?.[0]?.message).toBe('The last admin cannot be stepped down.');
  });
});
