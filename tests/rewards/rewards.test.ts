import { eq } from 'drizzle-orm';
import { bankDetails, submissions } from '../../server/db/schema';
import { PASSWORD, passwordHashOfPassword } from '../utils/accounts';
import { errorCode, gql } from '../utils/graphql';
import { seedProcessedSubmission, seedTopic, seedUser, signIn, type SignedIn } from '../utils/scenarios';
import { withTestServer } from '../utils/withTestServer';

const SAVE_BANK = `mutation Save($input: BankDetailsInput!) { saveBankDetails(input: $input) { message bankDetails { bankName accountNumber branchCode } } }`;
const MY_BANK = '{ myBankDetails { bankName accountType accountNumber accountHolder } }';
const APPROVE = `mutation Approve($id: ID!) { approveSubmission(input: { id: $id }) { submission { approvalReward { id } } } }`;
const PAY = `mutation Pay($id: ID!) { markRewardPaid(input: { id: $id }) { reward { id status paidAt paidTo { bankName maskedAccountNumber } } } }`;
const VOID = `mutation Void($id: ID!, $reason: String!) { voidReward(input: { id: $id, reason: $reason }) { reward { status voidReason } } }`;
const EARNED = '{ viewer { totalEarnedCents } myRewards { kind amountCents status } }';
const MY_PAID_TO = '{ myRewards { id paidTo { bankName maskedAccountNumber } } }';
const PAYOUTS = `query Payouts($status: PayoutFilter) {
  payouts(status: $status) { totalCount pendingCents paidCents totalCents nodes { id amountCents status poet { name email } bankDetails { bankName maskedAccountNumber } } }
}`;
const CSV = '{ pendingPayoutsCsv }';

const bank = (overrides: Record<string, unknown> = {}) => ({
  bankName: 'Capitec',
  accountType: 'Savings',
  accountNumber: '1234567890',
  branchCode: '470010',
  accountHolder: 'T Poet',
  currentPassword: PASSWORD,
  ...overrides,
});

describe('the rewards ledger and payouts', () => {
  const given = withTestServer({ mailbox: true, people: true });
  // Signs in with a password, which confirms a change of bank details.
  let poet: SignedIn;
  let topicId: string;
  beforeAll(async () => {
    poet = await signIn(given.server, await seedUser(given.server.db, { name: 'Thandi Poet', passwordHash: await passwordHashOfPassword() }));
    topicId = (await seedTopic(given.server.db)).id;
  });

  async function approvedReward(owner: SignedIn): Promise<{ rewardId: string; submissionId: string }> {
    const submission = await seedProcessedSubmission(given.server.db, { userId: owner.user.id, topicId });
    const approved = await gql<{ approveSubmission: { submission: { approvalReward: { id: string } } } }>(given.server, APPROVE, { id: submission.id }, { token: given.admin.token });
    return { rewardId: approved.data?.approveSubmission.submission.approvalReward.id as string, submissionId: submission.id };
  }

  it('saves bank details by the spec rules, encrypted at rest, readable by their owner', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ accountNumber: '1234' }, 'Account number must be between 5 and 16 digits'],
      [{ accountNumber: '12345678901234567' }, 'Account number must be between 5 and 16 digits'],
      [{ accountNumber: '12ab5678' }, 'Account number must be between 5 and 16 digits'],
      [{ branchCode: '123' }, 'Branch code must be between 4 and 6 digits'],
      [{ bankName: 'Bank of Nowhere' }, 'Please choose one of the listed banks.'],
      [{ accountType: 'Crypto' }, 'Please choose Savings, Cheque or Credit.'],
      [{ accountHolder: ' ' }, 'Account holder is required.'],
    ];
    for (const [input, message] of cases) {
      expect((await gql(given.server, SAVE_BANK, { input: bank(input) }, { token: poet.token })).errors?.[0]?.message).toBe(message);
    }
    expect(await given.server.db.select().from(bankDetails)).toHaveLength(0);

    const saved = await gql(given.server, SAVE_BANK, { input: bank({ branchCode: '' }) }, { token: poet.token });
    expect(saved.data).toEqual({ saveBankDetails: { message: 'Bank details saved successfully!', bankDetails: { bankName: 'Capitec', accountNumber: '1234567890', branchCode: null } } });
    const [row] = await given.server.db.select().from(bankDetails).where(eq(bankDetails.userId, poet.user.id));
    expect(row?.encrypted).not.toContain('1234567890');
    expect(Buffer.from(row?.encrypted ?? '', 'base64').toString('latin1')).not.toContain('1234567890');
    expect((await gql(given.server, MY_BANK, {}, { token: poet.token })).data).toMatchObject({ myBankDetails: { accountNumber: '1234567890' } });
    expect((await gql(given.server, MY_BANK, {}, { token: given.otherPoet.token })).data).toEqual({ myBankDetails: null });
  });

  it('pays a reward once, only with bank details, and shows the poem as paid', async () => {
    const unbanked = await signIn(given.server, await seedUser(given.server.db));
    const { rewardId: refusedId } = await approvedReward(unbanked);
    const refused = await gql(given.server, PAY, { id: refusedId }, { token: given.admin.token });
    expect(refused.errors?.[0]?.message).toBe('This poet has not saved bank details yet, so the reward cannot be paid.');

    const { rewardId, submissionId } = await approvedReward(poet);
    const paid = await gql(given.server, PAY, { id: rewardId }, { token: given.admin.token });
    expect(paid.data).toMatchObject({
      markRewardPaid: { reward: { id: rewardId, status: 'PAID', paidTo: { bankName: 'Capitec', maskedAccountNumber: '****7890' } } },
    });
    const mine = await gql<{ myRewards: { id: string; paidTo: unknown }[] }>(given.server, MY_PAID_TO, {}, { token: poet.token });
    expect(mine.data?.myRewards.find((reward) => reward.id === rewardId)?.paidTo).toEqual({ bankName: 'Capitec', maskedAccountNumber: '****7890' });
    const [submission] = await given.server.db.select().from(submissions).where(eq(submissions.id, submissionId));
    expect(submission?.status).toBe('paid');
    const paidMail = (await given.mailbox.next(poet.user.email, /R50\.00 paid/)).text;
    expect(paidMail).toContain('R50.00 for your poem "A seeded poem" into your Capitec account ****7890');
    expect(paidMail).not.toContain('1234567890');
    expect(errorCode(await gql(given.server, PAY, { id: rewardId }, { token: given.admin.token }))).toBe('CONFLICT');
    expect(errorCode(await gql(given.server, PAY, { id: rewardId }, { token: poet.token }))).toBe('FORBIDDEN');
  });

  it('pays once when two admins mark the same reward at once', async () => {
    const otherAdmin = await signIn(given.server, await seedUser(given.server.db, { role: 'admin' }));
    const { rewardId } = await approvedReward(poet);
    const results = await Promise.all([
      gql(given.server, PAY, { id: rewardId }, { token: given.admin.token }),
      gql(given.server, PAY, { id: rewardId }, { token: otherAdmin.token }),
    ]);
    expect(results.filter((result) => !result.errors)).toHaveLength(1);
    expect(results.filter((result) => errorCode(result) === 'CONFLICT')).toHaveLength(1);
  });

  it('derives what a poet earned from the ledger, leaving out voided rewards', async () => {
    const earner = await signIn(given.server, await seedUser(given.server.db));
    await approvedReward(earner);
    const { rewardId } = await approvedReward(earner);
    const voided = await gql(given.server, VOID, { id: rewardId, reason: 'Plagiarised' }, { token: given.admin.token });
    expect(voided.data).toEqual({ voidReward: { reward: { status: 'VOID', voidReason: 'Plagiarised' } } });
    const earned = await gql(given.server, EARNED, {}, { token: earner.token });
    expect(earned.data).toEqual({
      viewer: { totalEarnedCents: 5000 },
      myRewards: expect.arrayContaining([
        { kind: 'APPROVAL', amountCents: 5000, status: 'PENDING' },
        { kind: 'APPROVAL', amountCents: 5000, status: 'VOID' },
      ]),
    });
  });

  it('lists payouts with masked account numbers for admins, and exports pending ones in full as CSV no spreadsheet can run', async () => {
    const sly = await signIn(given.server, await seedUser(given.server.db, { name: 'Sly', passwordHash: await passwordHashOfPassword() }));
    await gql(given.server, SAVE_BANK, { input: bank({ accountHolder: '=HYPERLINK("http://evil.example","Click")', accountNumber: '99999999' }) }, { token: sly.token });
    const { rewardId } = await approvedReward(sly);

    const payouts = await gql<{ payouts: { pendingCents: number; nodes: { id: string; bankDetails: { maskedAccountNumber: string } | null }[] } }>(
      given.server, PAYOUTS, { status: 'PENDING' }, { token: given.admin.token },
    );
    expect(payouts.data?.payouts.nodes.find((node) => node.id === rewardId)?.bankDetails).toEqual({ bankName: 'Capitec', maskedAccountNumber: '****9999' });
    expect(JSON.stringify(payouts.data)).not.toContain('99999999');
    expect(payouts.data?.payouts.pendingCents).toBeGreaterThanOrEqual(5000);
    expect(errorCode(await gql(given.server, PAYOUTS, {}, { token: poet.token }))).toBe('FORBIDDEN');

    const csv = (await gql<{ pendingPayoutsCsv: string }>(given.server, CSV, {}, { token: given.admin.token })).data?.pendingPayoutsCsv ?? '';
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toBe('"Account holder","Bank","Branch code","Account number","Account type","Amount","Reference"');
    const slyLine = lines.find((line) => line.includes('99999999'));
    expect(slyLine).toBe(`"'=HYPERLINK(""http://evil.example"",""Click"")","Capitec","470010","99999999","Savings","50.00","SPOKEN ${rewardId.slice(0, 8).toUpperCase()}"`);
    expect(errorCode(await gql(given.server, CSV, {}, { token: poet.token }))).toBe('FORBIDDEN');
  });
});
