import { RATE_LIMITS, RateLimits, SLOWDOWN } from '../../server/security/rateLimits';
import { RateLimitedError } from '../../server/errors';
import { LOGIN, PASSWORD, passwordHashOfPassword, registration } from '../utils/accounts';
import { errorCode, gql, type GraphQLResponse } from '../utils/graphql';
import { seedUser } from '../utils/scenarios';
import { TEST_ADMIN_PASSCODE } from '../utils/server';
import { withTestServer } from '../utils/withTestServer';

const REGISTER_ADMIN = `mutation RegisterAdmin($input: RegisterAdminInput!) { registerAdmin(input: $input) { message } }`;
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

  it("cannot lock the owner out: past 30 they are slowed, never refused, and the owner still signs in from their own address", async () => {
    const owner = await seedUser(given.server.db, { passwordHash: await passwordHashOfPassword() });
    const guess = (address: string, index: number) =>
      gql(given.server, LOGIN, { email: owner.email, password: `guess ${index}` }, { forwardedFor: address });
    // Ten guesses from each of five addresses: each address reaches its own limit, the account 50.
    const guesses = await Promise.all(
      Array.from({ length: 50 }, (_, index) => timed(() => guess(`2001:db8:${Math.floor(index / 10)}::1`, index))),
    );
    expect(guesses.map(({ answer }) => errorCode(answer))).toEqual(Array(50).fill('UNAUTHENTICATED'));
    expect(Math.max(...guesses.map(({ ms }) => ms))).toBeGreaterThanOrEqual(SLOWDOWN.maxMs);
    expect(errorCode(await guess('2001:db8:0::2', 51))).toBe('RATE_LIMITED');

    const slowedGuess = await timed(() => guess('198.51.100.20', 52));
    expect(errorCode(slowedGuess.answer)).toBe('UNAUTHENTICATED');
    const ownerSignIn = await timed(() => gql(given.server, LOGIN, { email: owner.email, password: PASSWORD }, { forwardedFor: '198.51.100.99' }));
    expect((ownerSignIn.answer as GraphQLResponse<unknown>).errors).toBeUndefined();
    for (const { ms } of [slowedGuess, ownerSignIn]) {
      expect(ms).toBeGreaterThanOrEqual(SLOWDOWN.maxMs);
      expect(ms).toBeLessThan(SLOWDOWN.maxMs + 6000);
    }
    console.info(`past the account's 30: a guess answered in ${Math.round(slowedGuess.ms)} ms, the owner signed in in ${Math.round(ownerSignIn.ms)} ms`);
  }, 120_000);

  it('lets only so many answers wait at once, refusing the next at once, and frees their places', async () => {
    const runtime = given.server.server.runtime;
    const limits = new RateLimits(runtime.connection, runtime.config.secrets.identityHashKey, 2);
    const account = 'slowed.account@gmail.com';
    await limits.consume('passwordFailuresPerAccount', account, RATE_LIMITS.passwordFailuresPerAccount.max);
    const started = performance.now();
    const settled = await Promise.allSettled(
      [0, 1, 2].map(async () => {
        await limits.slowDown('passwordFailuresPerAccount', account);
        return performance.now() - started;
      }),
    );
    const waited = settled.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
    const refused = settled.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason as unknown] : []));
    expect(waited).toHaveLength(2);
    expect(Math.min(...waited)).toBeGreaterThanOrEqual(SLOWDOWN.stepMs);
    expect(refused).toHaveLength(1);
    expect(refused[0]).toBeInstanceOf(RateLimitedError);
    expect((refused[0] as Error).message).toBe('Too many sign-in attempts for this account right now. Please try again in 4 seconds.');

    const again = performance.now();
    await limits.slowDown('passwordFailuresPerAccount', account);
    expect(performance.now() - again).toBeGreaterThanOrEqual(4 * SLOWDOWN.stepMs);
  });
});
