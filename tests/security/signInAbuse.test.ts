import { eq } from 'drizzle-orm';
import { mailMessages } from '../../server/db/schema';
import { RATE_LIMITS, RateLimits, SLOWDOWN } from '../../server/security/rateLimits';
import { RateLimitedError } from '../../server/errors';
import { LOGIN, PASSWORD, passwordHashOfPassword, quickPasswordHashOfPassword, REGISTER, registration } from '../utils/accounts';
import { errorCode, gql } from '../utils/graphql';
import { tokenFrom } from '../utils/mailbox';
import { seedUser } from '../utils/scenarios';
import { TEST_ADMIN_PASSCODE } from '../utils/server';
import { withTestServer } from '../utils/withTestServer';

const REGISTER_ADMIN = `mutation RegisterAdmin($input: RegisterAdminInput!) { registerAdmin(input: $input) { message } }`;
const FORGOT = `mutation Forgot($email: String!) { requestPasswordReset(input: { email: $email }) { message } }`;
const RESEND = `mutation Resend($email: String!) { resendVerification(input: { email: $email }) { message } }`;
const RESET = `mutation Reset($input: ResetPasswordInput!) { resetPassword(input: $input) { message } }`;
const BEHIND_PROXY = { env: { TRUST_PROXY: 'loopback' } };
const WRONG_PASSCODE = 'Invalid admin registration passcode.';

const adminRegistration = (passcode: string) => {
  const { name, email, password } = registration();
  return { name, email, password, passcode };
};

describe('sign-in abuse', () => {
  const given = withTestServer(BEHIND_PROXY);

  it('counts every address of one IPv6 /64 as one, another /64 apart, and an IPv4-mapped address as its IPv4 one', async () => {
    const account = await seedUser(given.server.db, { passwordHash: await passwordHashOfPassword() });
    const guessFrom = async (address: string) => errorCode(await gql(given.server, LOGIN, { email: account.email, password: 'not it' }, { forwardedFor: address }));
    for (let host = 1; host <= 10; host += 1) expect(await guessFrom(`2001:db8:1:2::${host.toString(16)}`)).toBe('UNAUTHENTICATED');
    expect(await guessFrom('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe('RATE_LIMITED');
    expect(await guessFrom('2001:0DB8:0001:0002:0:0:0:77')).toBe('RATE_LIMITED');
    expect(await guessFrom('2001:db8:1:3::1')).toBe('UNAUTHENTICATED');

    for (let guess = 0; guess < 10; guess += 1) expect(await guessFrom('::ffff:198.51.100.7')).toBe('UNAUTHENTICATED');
    expect(await guessFrom('198.51.100.7')).toBe('RATE_LIMITED');
    expect(await guessFrom('198.51.100.8')).toBe('UNAUTHENTICATED');
  });

  it('takes 30 admin passcodes an hour from all addresses together, then refuses everyone alike, the right passcode included', async () => {
    const max = RATE_LIMITS.adminPasscodeOverall.max;
    for (let guess = 0; guess < max; guess += 1) {
      const answer = await gql(given.server, REGISTER_ADMIN, { input: adminRegistration(`guess ${guess}`) }, { forwardedFor: `203.0.113.${guess}` });
      expect(answer.errors?.[0]?.message).toBe(WRONG_PASSCODE);
    }
    const refusals = [
      await gql(given.server, REGISTER_ADMIN, { input: adminRegistration('one more guess') }, { forwardedFor: '192.0.2.1' }),
      await gql(given.server, REGISTER_ADMIN, { input: adminRegistration(TEST_ADMIN_PASSCODE) }, { forwardedFor: '192.0.2.2' }),
    ];
    for (const refused of refusals) {
      expect(errorCode(refused)).toBe('RATE_LIMITED');
      expect(refused.errors?.[0]?.message).toMatch(/^Admin registration is paused after too many attempts\. Please try again in (\d+ minutes?|1 hour)\.$/);
    }
  });

  const timed = async <T>(work: () => Promise<T>): Promise<{ answer: T; ms: number }> => {
    const started = performance.now();
    const answer = await work();
    return { answer, ms: performance.now() - started };
  };

  it('lets the owner in while guesses from 20 addresses flood their account, slowing or refusing every guess past 30', async () => {
    const owner = await seedUser(given.server.db, { passwordHash: quickPasswordHashOfPassword() });
    const signInAs = (password: string, address: string) =>
      timed(() => gql(given.server, LOGIN, { email: owner.email, password }, { forwardedFor: address }));
    let placesFull: () => void = () => undefined;
    const full = new Promise<void>((resolve) => (placesFull = resolve));
    // Ten guesses from each of 20 addresses: none reaches its own limit, the account 200.
    const flood = Array.from({ length: 200 }, async (_, index) => {
      const guess = await signInAs(`guess ${index}`, `2001:db8:${Math.floor(index / 10)}::1`);
      if (errorCode(guess.answer) === 'RATE_LIMITED') placesFull();
      return guess;
    });
    await full;
    const ownerSignIn = await signInAs(PASSWORD, '198.51.100.99');
    const guesses = await Promise.all(flood);

    expect(ownerSignIn.answer.errors).toBeUndefined();
    expect(ownerSignIn.answer.headers.get('set-cookie')).toMatch(/spoken_session=/);
    const answered = (code: string) => guesses.filter(({ answer }) => errorCode(answer) === code);
    expect(answered('UNAUTHENTICATED').length + answered('RATE_LIMITED').length).toBe(200);
    expect(answered('RATE_LIMITED')[0]?.answer.errors?.[0]?.message).toBe('Too many sign-in attempts for this account right now. Please try again in 4 seconds.');
    expect(Math.max(...answered('UNAUTHENTICATED').map(({ ms }) => ms))).toBeGreaterThanOrEqual(SLOWDOWN.maxMs);

    // Past the account's 30, a wrong password waits its 4 seconds, a right one none.
    const [slowedGuess, ownerAgain] = await Promise.all([signInAs('one more guess', '198.51.100.20'), signInAs(PASSWORD, '198.51.100.98')]);
    expect(errorCode(slowedGuess.answer)).toBe('UNAUTHENTICATED');
    expect(slowedGuess.ms).toBeGreaterThanOrEqual(SLOWDOWN.maxMs);
    expect(ownerAgain.answer.errors).toBeUndefined();
    expect(ownerAgain.ms).toBeLessThan(SLOWDOWN.maxMs);
    console.info(
      `200 guesses from 20 addresses: ${answered('UNAUTHENTICATED').length} answered wrong, ${answered('RATE_LIMITED').length} refused at once; ` +
        `the owner signed in meanwhile in ${Math.round(ownerSignIn.ms)} ms, and after in ${Math.round(ownerAgain.ms)} ms while a guess took ${Math.round(slowedGuess.ms)} ms`,
    );
  }, 120_000);

  it("keeps each account's waiting answers to a few places of its own, refusing its next at once, and frees them", async () => {
    const runtime = given.server.server.runtime;
    const limits = new RateLimits(runtime.connection, runtime.config.secrets.identityHashKey, 2);
    const [account, other] = ['slowed.account@gmail.com', 'other.account@gmail.com'];
    for (const subject of [account, other]) await limits.consume('passwordFailuresPerAccount', subject, RATE_LIMITS.passwordFailuresPerAccount.max);
    const started = performance.now();
    const settled = await Promise.allSettled(
      [account, account, account, other].map(async (subject) => {
        await limits.slowDown('passwordFailuresPerAccount', subject);
        return performance.now() - started;
      }),
    );
    const waited = settled.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
    const refused = settled.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason as unknown] : []));
    expect(waited).toHaveLength(3);
    expect(settled[3]?.status).toBe('fulfilled');
    expect(Math.min(...waited)).toBeGreaterThanOrEqual(SLOWDOWN.stepMs);
    expect(refused).toHaveLength(1);
    expect(refused[0]).toBeInstanceOf(RateLimitedError);
    expect((refused[0] as Error).message).toBe('Too many sign-in attempts for this account right now. Please try again in 4 seconds.');

    const again = performance.now();
    await limits.slowDown('passwordFailuresPerAccount', account);
    expect(performance.now() - again).toBeGreaterThanOrEqual(4 * SLOWDOWN.stepMs);
  });

  it("keeps a person's own reset mail coming while a stranger elsewhere floods their inbox with requests", async () => {
    const owner = await seedUser(given.server.db, { passwordHash: await passwordHashOfPassword() });
    const stranger = { forwardedFor: '203.0.113.66' };
    const flood = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        [
          () => gql(given.server, REGISTER, { input: registration({ email: owner.email }) }, stranger),
          () => gql(given.server, FORGOT, { email: owner.email }, stranger),
          () => gql(given.server, RESEND, { email: owner.email }, stranger),
        ][index % 3]?.(),
      ),
    );
    const refusals = flood.flatMap((answer) => answer?.errors ?? []);
    expect(refusals.length).toBeGreaterThanOrEqual(5);
    for (const { message } of refusals) expect(message).toMatch(/^Too many emails have been sent to this address\. Please try again in (\d+ minutes?|1 hour)\.$/);
    const inbox = () => given.server.db.select().from(mailMessages).where(eq(mailMessages.toAddress, owner.email));
    expect((await inbox()).length).toBeLessThanOrEqual(RATE_LIMITS.accountMailPerRecipientAndAddress.max);

    expect((await gql(given.server, FORGOT, { email: owner.email }, { forwardedFor: '198.51.100.5' })).errors).toBeUndefined();
    // The newest reset link works, whoever's request mailed it: one within the minute before mails no other.
    const links = (await inbox()).filter((mail) => /Reset/.test(mail.subject)).map((mail) => tokenFrom({ ...mail, to: owner.email }, '/reset-password'));
    const resets = [];
    for (const token of links) resets.push(await gql(given.server, RESET, { input: { token, password: 'a new password', confirmPassword: 'a new password' } }));
    expect(resets.filter((answer) => !answer.errors)).toHaveLength(1);
  }, 60_000);
});
