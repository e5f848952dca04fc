import { and, eq } from 'drizzle-orm';
import { auditLog, bankDetails, rewards } from '../../server/db/schema';
import { PASSWORD, passwordHashOfPassword } from '../utils/accounts';
import { errorCode, gql } from '../utils/graphql';
import { seedProcessedSubmission, seedTopic, seedUser, signIn, type SignedIn } from '../utils/scenarios';
import { withTestServer } from '../utils/withTestServer';

const TERMS = '{ accountDeletionTerms { unpaidCents bankDetailsOnFile addressHeldDays } }';
const DELETE = `mutation Delete($password: String) { deleteAccount(input: { confirmation: "DELETE", password: $password }) { message } }`;
const SAVE_BANK = `mutation Save($input: BankDetailsInput!) { saveBankDetails(input: $input) { message } }`;
const APPROVE = `mutation Approve($id: ID!) { approveSubmission(input: { id: $id }) { submission { approvalReward { id } } } }`;
const PAY = `mutation Pay($id: ID!) { markRewardPaid(input: { id: $id }) { reward { status } } }`;
const PENDING = '{ payouts(status: PENDING) { nodes { id poet { name } bankDetails { maskedAccountNumber } } } }';

const BANK = { bankName: 'Capitec', accountType: 'Savings', accountNumber: '1234567890', branchCode: '470010', accountHolder: 'L Poet', currentPassword: PASSWORD };

type Payouts = { payouts: { nodes: { id: string; poet: { name: string }; bankDetails: { maskedAccountNumber: string } | null }[] } };

describe('deleting an account that is owed money', () => {
  const given = withTestServer({ mailbox: true, people: true });
  let topicId: string;
  beforeAll(async () => {
    topicId = (await seedTopic(given.server.db)).id;
  });

  /** A poet with a password (deletion asks for it), with or without bank details, owed one approval reward. */
  async function poetOwedR50(withBank: boolean): Promise<{ poet: SignedIn; rewardId: string }> {
    const poet = await signIn(given.server, await seedUser(given.server.db, { name: 'Lerato Poet', passwordHash: await passwordHashOfPassword() }));
    if (withBank) expect((await gql(given.server, SAVE_BANK, { input: BANK }, { token: poet.token })).errors).toBeUndefined();
    const submission = await seedProcessedSubmission(given.server.db, { userId: poet.user.id, topicId });
    const approved = await gql<{ approveSubmission: { submission: { approvalReward: { id: string } } } }>(given.server, APPROVE, { id: submission.id }, { token: given.admin.token });
    return { poet, rewardId: approved.data?.approveSubmission.submission.approvalReward.id as string };
  }

  const bankRows = (userId: string) => given.server.db.select().from(bankDetails).where(eq(bankDetails.userId, userId));
  const rewardRow = async (id: string) => (await given.server.db.select().from(rewards).where(eq(rewards.id, id)))[0];

  it('keeps the reward payable into the bank details on file, and erases them once it is paid', async () => {
    const { poet, rewardId } = await poetOwedR50(true);
    expect((await gql(given.server, TERMS, {}, { token: poet.token })).data).toEqual({ accountDeletionTerms: { unpaidCents: 5000, bankDetailsOnFile: true, addressHeldDays: 30 } });

    const deleted = await gql<{ deleteAccount: { message: string } }>(given.server, DELETE, { password: PASSWORD }, { token: poet.token });
    expect(deleted.data?.deleteAccount.message).toBe(
      'Your account has been deleted. The R50.00 you are owed will still be paid into the bank account you saved; your bank details are erased once it is paid. Your email address cannot sign up again for 30 days, and a confirmation is on its way to it.',
    );
    const mail = await given.mailbox.next(poet.user.email, /Your Spoken account has been deleted/);
    expect(mail.text).toContain('The R50.00 you are owed will still be paid into the bank account you saved');
    expect(mail.text).toContain('cannot be used to sign up again for 30 days');

    const pending = await gql<Payouts>(given.server, PENDING, {}, { token: given.admin.token });
    expect(pending.data?.payouts.nodes.find((node) => node.id === rewardId)).toEqual({ id: rewardId, poet: { name: 'Deleted account' }, bankDetails: { maskedAccountNumber: '****7890' } });
    expect(await bankRows(poet.user.id)).toHaveLength(1);

    expect((await gql(given.server, PAY, { id: rewardId }, { token: given.admin.token })).data).toEqual({ markRewardPaid: { reward: { status: 'PAID' } } });
    expect(await bankRows(poet.user.id)).toHaveLength(0);
  });

  it('voids the reward as forfeited, in the audit log, when no bank details are on file', async () => {
    const { poet, rewardId } = await poetOwedR50(false);
    expect((await gql(given.server, TERMS, {}, { token: poet.token })).data).toEqual({ accountDeletionTerms: { unpaidCents: 5000, bankDetailsOnFile: false, addressHeldDays: 30 } });

    const deleted = await gql<{ deleteAccount: { message: string } }>(given.server, DELETE, { password: PASSWORD }, { token: poet.token });
    expect(deleted.data?.deleteAccount.message).toContain('The unpaid R50.00 was forfeited, as no bank details were on file to pay it into.');
    expect(await rewardRow(rewardId)).toMatchObject({ status: 'void', voidReason: 'Forfeited: the poet deleted their account with no bank details on file to pay it into.' });
    const pending = await gql<Payouts>(given.server, PENDING, {}, { token: given.admin.token });
    expect(pending.data?.payouts.nodes.map((node) => node.id)).not.toContain(rewardId);
    const [audit] = await given.server.db.select().from(auditLog).where(and(eq(auditLog.action, 'reward.forfeit'), eq(auditLog.subjectId, rewardId)));
    expect(audit).toMatchObject({ actorId: null, before: { status: 'pending', amount: 'R50.00' }, after: { status: 'void' } });
    expect(errorCode(await gql(given.server, PAY, { id: rewardId }, { token: given.admin.token }))).toBe('CONFLICT');
  });

  it('pays once and keeps nothing when the poet deletes the account while the reward is being paid', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { poet, rewardId } = await poetOwedR50(true);
      const [paid, deleted] = await Promise.all([
        gql(given.server, PAY, { id: rewardId }, { token: given.admin.token }),
        gql(given.server, DELETE, { password: PASSWORD }, { token: poet.token }),
      ]);
      expect(paid.errors).toBeUndefined();
      expect(deleted.errors).toBeUndefined();
      expect(await rewardRow(rewardId)).toMatchObject({ status: 'paid' });
      expect(await given.server.db.select().from(auditLog).where(and(eq(auditLog.action, 'reward.pay'), eq(auditLog.subjectId, rewardId)))).toHaveLength(1);
      expect(await bankRows(poet.user.id)).toHaveLength(0);
    }
  });
});
