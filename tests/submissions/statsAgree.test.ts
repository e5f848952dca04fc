import { and, eq } from 'drizzle-orm';
import { rewards } from '../../server/db/schema';
import { passwordHashOfPassword, PASSWORD } from '../utils/accounts';
import { gql } from '../utils/graphql';
import { poetsAndAdmin, seedProcessedSubmission, seedTopic, seedUser, signIn, type SignedIn } from '../utils/scenarios';
import { withTestServer } from '../utils/withTestServer';

const STATS = '{ adminStats { totalSubmissions pending approvedUnpaid paid rejected } }';
const COUNTS = '{ reviewSubmissions(status: ALL, first: 1) { counts { all pending approved paid rejected withdrawn takenDown } } }';

interface Stats {
  totalSubmissions: number;
  pending: number;
  approvedUnpaid: number;
  paid: number;
  rejected: number;
}
interface Counts {
  all: number;
  pending: number;
  approved: number;
  paid: number;
  rejected: number;
  withdrawn: number;
  takenDown: number;
}

// Issue: the dashboard's status bars counted taken-down poems, the review counts did not. After
// every kind of change, the two must say the same.
describe('the admin dashboard and the review screen', () => {
  const given = withTestServer();

  it('agree after approving, paying, taking down, rejecting, withdrawing and deleting an account', async () => {
    const { admin } = await poetsAndAdmin(given.server);
    const topic = await seedTopic(given.server.db);
    const passwordHash = await passwordHashOfPassword();
    const poets: SignedIn[] = [];
    const poems: string[] = [];
    for (let index = 0; index < 6; index += 1) {
      const poet = await signIn(given.server, await seedUser(given.server.db, { passwordHash }));
      poets.push(poet);
      poems.push((await seedProcessedSubmission(given.server.db, { userId: poet.user.id, topicId: topic.id, status: 'pending' })).id);
    }
    const asAdmin = async (query: string, variables: Record<string, unknown> = {}) => {
      const response = await gql(given.server, query, variables, { token: admin.token });
      expect(response.errors).toBeUndefined();
      return response.data;
    };
    const rows: string[] = [];
    const compare = async (step: string) => {
      const stats = ((await asAdmin(STATS)) as { adminStats: Stats }).adminStats;
      const counts = ((await asAdmin(COUNTS)) as { reviewSubmissions: { counts: Counts } }).reviewSubmissions.counts;
      expect({ step, total: stats.totalSubmissions, pending: stats.pending, approved: stats.approvedUnpaid, paid: stats.paid, rejected: stats.rejected }).toEqual({
        step,
        total: counts.all,
        pending: counts.pending,
        approved: counts.approved,
        paid: counts.paid,
        rejected: counts.rejected,
      });
      rows.push(`| ${step} | ${counts.all} | ${counts.pending} | ${counts.approved} | ${counts.paid} | ${counts.rejected} | ${counts.withdrawn} | ${counts.takenDown} |`);
    };
    const [first, second, third, fourth, fifth] = poems as [string, string, string, string, string];

    await compare('six submitted');
    for (const id of [first, second, third]) await asAdmin('mutation ($id: ID!) { approveSubmission(input: { id: $id }) { submission { id } } }', { id });
    await compare('three approved');
    const bank = { bankName: 'Capitec', accountType: 'Savings', accountNumber: '1234567890', accountHolder: 'Thandi Poet', currentPassword: PASSWORD };
    const saved = await gql(given.server, 'mutation ($input: BankDetailsInput!) { saveBankDetails(input: $input) { message } }', { input: bank }, { token: poets[0]!.token });
    expect(saved.errors).toBeUndefined();
    const [reward] = await given.server.db.select({ id: rewards.id }).from(rewards).where(and(eq(rewards.submissionId, first), eq(rewards.kind, 'approval')));
    await asAdmin('mutation ($id: ID!) { markRewardPaid(input: { id: $id }) { reward { id } } }', { id: reward?.id });
    await compare('one paid');
    await asAdmin('mutation ($id: ID!) { takeDownSubmission(input: { id: $id, reason: "Copied." }) { submission { id } } }', { id: second });
    await asAdmin('mutation ($id: ID!) { takeDownSubmission(input: { id: $id, reason: "Copied." }) { submission { id } } }', { id: first });
    await compare('an approved and a paid one taken down');
    await asAdmin('mutation ($id: ID!) { rejectSubmission(input: { id: $id, reason: "No beat." }) { submission { id } } }', { id: fourth });
    await compare('one rejected');
    expect((await gql(given.server, 'mutation ($id: ID!) { withdrawSubmission(input: { id: $id }) { submission { id } } }', { id: fifth }, { token: poets[4]!.token })).errors).toBeUndefined();
    await compare('one withdrawn');
    expect((await gql(given.server, 'mutation ($password: String) { deleteAccount(input: { password: $password, confirmation: "DELETE" }) { message } }', { password: PASSWORD }, { token: poets[5]!.token })).errors).toBeUndefined();
    await compare("a pending poet's account deleted");
    process.stdout.write(`| step | all | pending | approved | paid | rejected | withdrawn | taken down |\n|---|---|---|---|---|---|---|---|\n${rows.join('\n')}\n`);
  });

  it('counts admins as the admin seats do, leaving out registrations not yet verified', async () => {
    const { admin } = await poetsAndAdmin(given.server);
    await seedUser(given.server.db, { role: 'admin', verified: false });
    const stats = await gql<{ adminStats: { adminUsers: number }; adminSeats: { used: number } }>(given.server, '{ adminStats { adminUsers } adminSeats { used } }', {}, { token: admin.token });
    expect(stats.data?.adminStats.adminUsers).toBe(stats.data?.adminSeats.used);
  });
});
