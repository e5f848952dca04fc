import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { accountTokens, mailMessages, sessions } from '../../server/db/schema';
import { INTERNAL_ERROR_MESSAGE } from '../../server/errors';
import { createLogger } from '../../server/logger';
import { REMOVED_LINK } from '../../server/mail/outbox';
import { removeExpiredRecords } from '../../server/background/housekeeping';
import { LOGIN, PASSWORD, REGISTER, VERIFY, registration } from '../utils/accounts';
import { gql } from '../utils/graphql';
import { tokenFrom } from '../utils/mailbox';
import { mp4Bytes } from '../utils/mediaFiles';
import { startServerProcess } from '../utils/process';
import { seedUser } from '../utils/scenarios';
import { until } from '../utils/until';
import { submitPoemGql } from '../utils/videoUpload';
import { withTestServer } from '../utils/withTestServer';

const FORGOT = `mutation Forgot($email: String!) { requestPasswordReset(input: { email: $email }) { message } }`;
const RESET = `mutation Reset($input: ResetPasswordInput!) { resetPassword(input: $input) { message } }`;
const SAVE_BANK = `mutation Save($input: BankDetailsInput!) { saveBankDetails(input: $input) { message } }`;
const SUBMIT = 'mutation Submit($input: SubmitPoemInput!) { submitPoem(input: $input) { submission { id } } }';
const NEW_PASSWORD = 'a brand new secret';
const ACCOUNT_NUMBER = '62009876543';

const ago = (interval: string) => sql`now() - ${sql.raw(`interval '${interval}'`)}`;
const ahead = (interval: string) => sql`now() + ${sql.raw(`interval '${interval}'`)}`;

describe('retention', () => {
  const given = withTestServer({ mailbox: true });

  it('deletes ended sessions, spent links and mail past 30 days, and keeps what is still live', async () => {
    const { db } = given.server;
    const user = await seedUser(db);
    const session = (expiresAt: ReturnType<typeof ago>, revokedAt: ReturnType<typeof ago> | null = null) => ({ userId: user.id, expiresAt, revokedAt });
    const kept = await db.insert(sessions).values([session(ahead('1 day'))]).returning();
    await db.insert(sessions).values([session(ago('1 minute')), session(ahead('1 day'), ago('1 minute'))]);
    const token = (name: string, expiresAt: ReturnType<typeof ago>, usedAt: ReturnType<typeof ago> | null = null) => ({
      userId: user.id,
      purpose: 'reset_password' as const,
      tokenHash: `${name}-${user.id}`,
      expiresAt,
      usedAt,
    });
    await db.insert(accountTokens).values([
      token('live', ahead('1 hour')),
      token('just-used', ahead('1 hour'), ago('1 minute')),
      token('used', ahead('1 day'), ago('2 hours')),
      token('expired', ago('1 minute')),
    ]);
    const mail = (subject: string, createdAt: ReturnType<typeof ago>) => ({ toAddress: user.email, subject, text: 'Hello', createdAt, sentAt: createdAt });
    await db.insert(mailMessages).values([mail('recent', ago('29 days')), mail('old', ago('31 days'))]);

    await removeExpiredRecords({ db });

    expect((await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, user.id))).map((row) => row.id)).toEqual(kept.map((row) => row.id));
    const tokens = await db.select({ hash: accountTokens.tokenHash }).from(accountTokens).where(eq(accountTokens.userId, user.id));
    expect(tokens.map((row) => row.hash.split('-')[0]).sort()).toEqual(['just', 'live']);
    const mails = await db.select({ subject: mailMessages.subject }).from(mailMessages).where(eq(mailMessages.toAddress, user.email));
    expect(mails.map((row) => row.subject)).toEqual(['recent']);
  });

  it('keeps a sent verification mail without its link', async () => {
    const input = registration();
    expect((await gql(given.server, REGISTER, { input })).errors).toBeUndefined();
    const received = await given.mailbox.next(input.email as string, /Verify/);
    const token = tokenFrom(received, '/verify-email');
    const [kept] = await until(
      async () => {
        const rows = await given.server.db.select().from(mailMessages).where(eq(mailMessages.toAddress, input.email as string));
        return rows[0]?.sentAt ? rows : undefined;
      },
      'the mail is not marked sent',
    );
    expect(kept?.text).toContain(REMOVED_LINK);
    expect(kept?.text).not.toContain(token);
    expect(received.text).not.toContain(REMOVED_LINK);
  });

  it("writes no email, password, link token or bank detail into the server's log over a whole journey", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'spoken-log-'));
    const server = await startServerProcess(
      { NODE_ENV: 'test', DATA_DIR: dataDir, ROOT_SECRET: 'r'.repeat(40), ADMIN_PASSCODE: 'a-long-passcode', SMTP_URL: given.mailbox.smtpUrl, SEED_DEMO: 'true', WORKER: 'off' },
      120_000,
      'info',
    );
    try {
      const input = registration();
      const email = input.email as string;
      expect((await gql(server, REGISTER, { input })).errors).toBeUndefined();
      const verifyToken = tokenFrom(await given.mailbox.next(email, /Verify/), '/verify-email');
      expect((await gql(server, VERIFY, { token: verifyToken })).errors).toBeUndefined();
      expect((await gql(server, FORGOT, { email })).errors).toBeUndefined();
      const resetToken = tokenFrom(await given.mailbox.next(email, /Reset/), '/reset-password');
      expect((await gql(server, RESET, { input: { token: resetToken, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD } })).errors).toBeUndefined();
      const login = await gql<{ login: { account: { id: string } } }>(server, LOGIN, { email, password: NEW_PASSWORD });
      const sessionToken = /spoken_session=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')?.[1] as string;
      expect(sessionToken).toBeTruthy();
      const bank = { bankName: 'FNB', accountType: 'Cheque', accountNumber: ACCOUNT_NUMBER, branchCode: '250655', accountHolder: 'Log Journey', currentPassword: NEW_PASSWORD };
      expect((await gql(server, SAVE_BANK, { input: bank }, { token: sessionToken })).errors).toBeUndefined();
      const topics = await gql<{ topics: { id: string; acceptingSubmissions: boolean }[] }>(server, '{ topics { id acceptingSubmissions } }');
      const open = topics.data?.topics.find((topic) => topic.acceptingSubmissions);
      const submitted = await submitPoemGql(
        server,
        SUBMIT,
        { input: { topicId: open?.id, title: 'Logged', transcript: 'Lines.' } },
        { 'input.video': { content: mp4Bytes(), name: 'logged.mp4' } },
        { token: sessionToken },
      );
      expect(submitted.errors).toBeUndefined();
      // A client may name its operation anything: a name that is not one is left out.
      await fetch(server.graphqlUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: 'query Named { topics { id } }', operationName: email }),
      });
      await fetch(server.graphqlUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: 'query Named { topics { id } }', operationName: 'Named' }) });
      await until(() => server.output().includes('"operation":"Named"'), 'the last request was never logged');

      const log = server.output();
      expect(log.match(/"msg":"request"/g)?.length).toBeGreaterThan(8);
      for (const secret of [email, email.split('@')[0] as string, PASSWORD, NEW_PASSWORD, verifyToken, resetToken, sessionToken, ACCOUNT_NUMBER, '250655', 'Log Journey']) {
        expect({ secret, found: log.includes(secret) }).toEqual({ secret, found: false });
      }
    } finally {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('the log, when a statement fails or mail stays in the development outbox', () => {
  const lines: string[] = [];
  // No SMTP_URL: mail stays in the development outbox and is logged.
  const given = withTestServer({ log: createLogger('info', { write: (line: string) => void lines.push(line) }) });
  const logged = () => lines.map((line) => JSON.parse(line) as { msg: string; err?: Record<string, unknown>; to?: string; text?: string });

  it("names a failed insert's error code, constraint and statement, and none of the person's data it carried", async () => {
    const { db } = given.server;
    const person = await seedUser(db, { name: 'Zanele Logtest' });
    // A constraint every new row breaks: the reset mail's insert and an account's insert fail in the database.
    await db.execute(sql`alter table mail_messages add constraint no_new_mail check (subject = '') not valid`);
    await db.execute(sql`alter table users add constraint no_new_users check (name = '') not valid`);
    const input = registration({ name: 'Sipho Logtest' });
    try {
      expect((await gql(given.server, FORGOT, { email: person.email })).errors?.[0]?.message).toBe(INTERNAL_ERROR_MESSAGE);
      expect((await gql(given.server, REGISTER, { input })).errors?.[0]?.message).toBe(INTERNAL_ERROR_MESSAGE);
    } finally {
      await db.execute(sql`alter table mail_messages drop constraint no_new_mail`);
      await db.execute(sql`alter table users drop constraint no_new_users`);
    }

    const failures = logged().filter((line) => line.msg === 'unexpected error').map((line) => line.err);
    expect(failures).toEqual([
      expect.objectContaining({ code: '23514', constraint: 'no_new_mail', statement: expect.stringMatching(/^insert mail_messages [0-9a-f]{8}$/) }),
      expect.objectContaining({ code: '23514', constraint: 'no_new_users', statement: expect.stringMatching(/^insert users [0-9a-f]{8}$/) }),
    ]);
    const log = lines.join('');
    for (const secret of [person.email, person.name, 'Reset your', 'reset-password', input.email as string, 'Sipho', 'scrypt$', 'params', 'Failing row']) {
      expect({ secret, found: log.includes(secret) }).toEqual({ secret, found: false });
    }
  });

  it('logs mail kept in the development outbox without the token of its link', async () => {
    const input = registration();
    expect((await gql(given.server, REGISTER, { input })).errors).toBeUndefined();
    const [kept] = await given.server.db.select().from(mailMessages).where(eq(mailMessages.toAddress, input.email as string));
    const token = /[?&]token=([^\s&]+)/.exec(kept?.text ?? '')?.[1];
    expect(token).toBeTruthy();
    const line = logged().find((entry) => entry.msg.startsWith('mail kept in the development outbox') && entry.to === input.email);
    expect(line?.text).toContain('/verify-email?token=(removed)');
    expect(lines.join('')).not.toContain(token);
  });
});
