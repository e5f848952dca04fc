import { eq } from 'drizzle-orm';
import { bankDetails, users } from '../../server/db/schema';
import { HTTP_ONLY_MESSAGE } from '../../server/socket/operations';
import { PASSWORD, passwordHashOfPassword } from '../utils/accounts';
import { errorCode, gql } from '../utils/graphql';
import { seedProcessedSubmission, seedTopic, seedUser, signIn, type SignedIn } from '../utils/scenarios';
import { openSocket, runOnSocket } from '../utils/sockets';
import { withTestServer } from '../utils/withTestServer';

const SAVE_BANK = `mutation Save($input: BankDetailsInput!) { saveBankDetails(input: $input) { message bankDetails { accountNumber } } }`;
const MY_BANK = '{ myBankDetails { bankName accountNumber } }';
const APPROVE = `mutation Approve($id: ID!) { approveSubmission(input: { id: $id }) { submission { approvalReward { id } } } }`;
const PAY = `mutation Pay($id: ID!) { markRewardPaid(input: { id: $id }) { reward { id } } }`;
const PAYOUTS = `query Payouts($status: PayoutFilter) {
  payouts(status: $status) { nodes { id bankDetails { bankName maskedAccountNumber } paidTo { bankName maskedAccountNumber } } }
}`;

const details = (overrides: Record<string, unknown> = {}) => ({
  bankName: 'FNB',
  accountType: 'Cheque',
  accountNumber: '62001234567',
  branchCode: '250655',
  accountHolder: 'N Poet',
  ...overrides,
});

describe('changing bank details', () => {
  const given = withTestServer({ google: true, mailbox: true });

  const poetWithPassword = async () => signIn(given.server, await seedUser(given.server.db, { passwordHash: await passwordHashOfPassword() }));
  const save = (who: SignedIn, input: Record<string, unknown>) => gql(given.server, SAVE_BANK, { input }, { token: who.token });
  const saved = async (who: SignedIn) => (await gql<{ myBankDetails: unknown }>(given.server, MY_BANK, {}, { token: who.token })).data?.myBankDetails;

  it("tells a visitor SPEC.md's message, saving nothing", async () => {
    const rows = async () => (await given.server.db.select().from(bankDetails)).length;
    const before = await rows();
    const visitor = await gql(given.server, SAVE_BANK, { input: details({ currentPassword: PASSWORD }) });
    expect(visitor.errors?.[0]).toMatchObject({ message: 'You must be logged in to update payment details', extensions: { code: 'UNAUTHENTICATED' } });
    expect(await rows()).toBe(before);
  });

  it('needs the current password, and mails the poet the bank and masked account it now pays into', async () => {
    const poet = await poetWithPassword();
    const missing = await save(poet, details());
    expect(missing.errors?.[0]).toMatchObject({ message: 'Please enter your current password.', extensions: { code: 'BAD_USER_INPUT', field: 'currentPassword' } });
    const wrong = await save(poet, details({ currentPassword: 'not my password' }));
    expect(wrong.errors?.[0]).toMatchObject({ message: 'Your current password is incorrect.', extensions: { field: 'currentPassword' } });
    expect(await saved(poet)).toBeNull();

    const right = await save(poet, details({ currentPassword: PASSWORD }));
    expect(right.data).toEqual({ saveBankDetails: { message: 'Bank details saved successfully!', bankDetails: { accountNumber: '62001234567' } } });
    const mail = await given.mailbox.next(poet.user.email, /^Your Spoken bank details were changed$/);
    expect(mail.text).toContain('FNB account ****4567');
    expect(mail.text).not.toContain('62001234567');
  });

  it('refuses to overwrite details over a socket opened with a stolen session, even with the password', async () => {
    const victim = await poetWithPassword();
    expect((await save(victim, details({ currentPassword: PASSWORD }))).errors).toBeUndefined();
    const socket = await openSocket(given.server, { token: victim.token });
    const overwrite = await runOnSocket(socket, SAVE_BANK, { input: details({ bankName: 'Capitec', accountNumber: '9999999999', currentPassword: PASSWORD }) });
    expect(overwrite.errors).toMatchObject([{ message: HTTP_ONLY_MESSAGE, extensions: { code: 'FORBIDDEN' } }]);
    expect(await saved(victim)).toEqual({ bankName: 'FNB', accountNumber: '62001234567' });
    await socket.dispose();
  });

  it('counts wrong passwords against the account, as sign-in does', async () => {
    const poet = await poetWithPassword();
    for (let guess = 0; guess < 10; guess += 1) {
      expect(errorCode(await save(poet, details({ currentPassword: `guess ${guess}` })))).toBe('BAD_USER_INPUT');
    }
    const throttled = await save(poet, details({ currentPassword: PASSWORD }));
    expect(throttled.errors?.[0]?.extensions).toMatchObject({ code: 'RATE_LIMITED' });
    expect(await saved(poet)).toBeNull();
  });

  it('asks an account without a password for a Google sign-in of the same inbox from the last 5 minutes, accepted once', async () => {
    const poet = await signIn(given.server, await seedUser(given.server.db, { email: 'google.only@gmail.com' }));
    await given.server.db.update(users).set({ googleAuth: true }).where(eq(users.id, poet.user.id));
    const now = Math.floor(Date.now() / 1000);
    const refusals: [Record<string, unknown>, string][] = [
      [{}, 'Please confirm it is you by signing in with Google again.'],
      [{ currentPassword: 'anything at all' }, 'Please confirm it is you by signing in with Google again.'],
      [{ googleCredential: given.google.idToken({ email: 'someone.else@gmail.com' }) }, 'Your Google sign-in could not be confirmed. Please sign in with Google again.'],
      [{ googleCredential: given.google.idToken({ email: 'google.only@gmail.com', iat: now - 600, exp: now + 600 }) }, 'Your Google sign-in could not be confirmed. Please sign in with Google again.'],
      [{ googleCredential: 'not a token' }, 'Your Google sign-in could not be confirmed. Please sign in with Google again.'],
    ];
    for (const [proof, message] of refusals) {
      expect((await save(poet, details(proof))).errors?.[0]).toMatchObject({ message, extensions: { field: 'googleCredential' } });
    }
    expect(await saved(poet)).toBeNull();

    const googleCredential = given.google.idToken({ email: 'googleonly@gmail.com' });
    expect((await save(poet, details({ googleCredential }))).errors).toBeUndefined();
    await given.mailbox.next('google.only@gmail.com', /bank details were changed/);
    const replayed = await save(poet, details({ googleCredential, accountNumber: '11112222' }));
    expect(replayed.errors?.[0]?.extensions).toMatchObject({ field: 'googleCredential' });
    expect(await saved(poet)).toEqual({ bankName: 'FNB', accountNumber: '62001234567' });
  });

  it('shows admins masked numbers and records where each payment went, unchanged when the details change later', async () => {
    const admin = await signIn(given.server, await seedUser(given.server.db, { role: 'admin' }));
    const poet = await poetWithPassword();
    expect((await save(poet, details({ currentPassword: PASSWORD }))).errors).toBeUndefined();
    const submission = await seedProcessedSubmission(given.server.db, { userId: poet.user.id, topicId: (await seedTopic(given.server.db)).id });
    const approved = await gql<{ approveSubmission: { submission: { approvalReward: { id: string } } } }>(given.server, APPROVE, { id: submission.id }, { token: admin.token });
    const rewardId = approved.data?.approveSubmission.submission.approvalReward.id as string;
    expect((await gql(given.server, PAY, { id: rewardId }, { token: admin.token })).errors).toBeUndefined();
    expect((await save(poet, details({ bankName: 'Capitec', accountNumber: '1470002580', currentPassword: PASSWORD }))).errors).toBeUndefined();

    const payouts = await gql<{ payouts: { nodes: { id: string }[] } }>(given.server, PAYOUTS, { status: 'PAID' }, { token: admin.token });
    expect(payouts.data?.payouts.nodes.find((node) => node.id === rewardId)).toEqual({
      id: rewardId,
      bankDetails: { bankName: 'Capitec', maskedAccountNumber: '****2580' },
      paidTo: { bankName: 'FNB', maskedAccountNumber: '****4567' },
    });
    expect(JSON.stringify(payouts.data)).not.toMatch(/62001234567|1470002580/);
    const [row] = await given.server.db.select().from(bankDetails).where(eq(bankDetails.userId, poet.user.id));
    expect(row?.encrypted).not.toContain('1470002580');
  });
});
