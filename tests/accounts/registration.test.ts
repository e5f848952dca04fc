import { count, eq, sql } from 'drizzle-orm';
import { accountTokens, users } from '../../server/db/schema';
import { LOGIN, PASSWORD, REGISTER, registration, VERIFY, VIEWER, sessionCookie } from '../utils/accounts';
import { errorCode, gql } from '../utils/graphql';
import { tokenFrom } from '../utils/mailbox';
import { withTestServer } from '../utils/withTestServer';

const RESEND = `mutation Resend($email: String!, $returnTo: String) { resendVerification(input: { email: $email, returnTo: $returnTo }) { message } }`;

describe('registration', () => {
  const given = withTestServer({ mailbox: true });

  const userCount = async () => (await given.server.db.select({ value: count() }).from(users))[0]?.value;

  async function expectRefused(input: Record<string, unknown>, message: string, field?: string) {
    const before = await userCount();
    const response = await gql(given.server, REGISTER, { input });
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
    expect(response.errors?.[0]?.message).toBe(message);
    if (field) expect(response.errors?.[0]?.extensions?.field).toBe(field);
    expect(await userCount()).toBe(before);
  }

  it('registers, mails a link that verifies once, and then lets the poet log in', async () => {
    const input = registration({ email: 'Palesa.Mokoena+poems@gmail.com' });
    const registered = await gql(given.server, REGISTER, { input });
    expect(registered.data).toEqual({
      register: {
        message: 'A verification email has been sent to your email address. Please verify your account before logging in.',
      },
    });
    expect(registered.headers.get('set-cookie')).toBeNull();

    const refused = await gql(given.server, LOGIN, { email: input.email, password: PASSWORD });
    expect(refused.errors?.[0]?.message).toBe('Please verify your email before logging in.');
    expect(refused.errors?.[0]?.extensions?.reason).toBe('EMAIL_NOT_VERIFIED');

    const mail = await given.mailbox.next('Palesa.Mokoena+poems@gmail.com', /Verify your email/);
    const token = tokenFrom(mail, '/verify-email');
    expect(mail.text).toContain(`${given.server.server.runtime.config.publicUrl}/verify-email?token=`);
    const verified = await gql(given.server, VERIFY, { token });
    expect(verified.data).toEqual({
      verifyEmail: { message: 'Your email is verified. You can now log in.', email: 'Palesa.Mokoena+poems@gmail.com' },
    });
    expect((await gql(given.server, VERIFY, { token })).errors?.[0]?.message).toBe('This link is invalid or has expired.');

    const login = await gql<{ login: { account: { email: string } } }>(given.server, LOGIN, {
      email: 'palesamokoena@gmail.com',
      password: PASSWORD,
    });
    expect(login.data?.login.account.email).toBe('Palesa.Mokoena+poems@gmail.com');
    const cookie = login.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/spoken_session=[^;]+;.*HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(JSON.stringify(login.data)).not.toMatch(/token/i);

    const viewer = await gql(given.server, VIEWER, {}, { cookie: sessionCookie(login) });
    expect(viewer.data).toMatchObject({ viewer: { name: 'Palesa Mokoena', publicName: 'Palesa Mokoena', role: 'USER' } });
    const [row] = await given.server.db.select().from(users).where(eq(users.emailCanonical, 'palesamokoena@gmail.com'));
    expect(row?.termsAcceptedAt).toBeInstanceOf(Date);
    expect(row?.lastLogin).toBeInstanceOf(Date);
    expect(row?.passwordHash).toMatch(/^scrypt\$/);
  });

  it('answers a registration of a taken inbox, however spelled, exactly as a fresh one, and mails the owner instead', async () => {
    const fresh = await gql(given.server, REGISTER, { input: registration({ email: 'thabo.nkosi@gmail.com' }) });
    await given.mailbox.next('thabo.nkosi@gmail.com', /Verify your email/);
    const before = await userCount();
    for (const email of ['ThaboNkosi@gmail.com', 'thabo.nkosi+again@googlemail.com']) {
      const again = await gql(given.server, REGISTER, { input: registration({ email, password: 'another password 1', confirmPassword: 'another password 1' }) });
      expect({ status: again.status, data: again.data, errors: again.errors }).toEqual({ status: fresh.status, data: fresh.data, errors: fresh.errors });
      const mail = await given.mailbox.next('thabo.nkosi@gmail.com', /Someone tried to sign up/);
      expect(mail.text).toContain(`${given.server.server.runtime.config.publicUrl}/login`);
      expect(mail.text).toContain(`${given.server.server.runtime.config.publicUrl}/forgot-password`);
    }
    expect(await userCount()).toBe(before);
    const login = await gql(given.server, LOGIN, { email: 'thabo.nkosi@gmail.com', password: 'another password 1' });
    expect(login.errors?.[0]?.message).toBe('Failed to log in. Please check your credentials.');
  });

  it('refuses addresses outside Gmail and disposable domains with the spec messages', async () => {
    await expectRefused(registration({ email: 'poet@yahoo.com' }), 'Only Gmail accounts are allowed for registration.', 'email');
    await expectRefused(
      registration({ email: 'poet@mailinator.com' }),
      'Please use a valid email address. Disposable email addresses are not allowed.',
      'email',
    );
  });

  it('refuses mismatched passwords, a missing consent and out-of-range fields, writing nothing', async () => {
    await expectRefused(registration({ confirmPassword: 'something else' }), 'Passwords do not match', 'confirmPassword');
    await expectRefused(registration({ acceptTerms: false }), 'Please accept the terms to create your account.', 'acceptTerms');
    await expectRefused(registration({ name: '   ' }), 'Please enter your name.', 'name');
    await expectRefused(registration({ name: 'n'.repeat(101) }), 'Name must be at most 100 characters.', 'name');
    await expectRefused(registration({ email: `${'a'.repeat(245)}@gmail.com` }), 'Email must be at most 254 characters.', 'email');
    await expectRefused(registration({ email: 'not an address' }), 'Please enter a valid email address.', 'email');
    await expectRefused(registration({ password: 'short', confirmPassword: 'short' }), 'Password must be at least 8 characters.', 'password');
    const long = 'p'.repeat(129);
    await expectRefused(registration({ password: long, confirmPassword: long }), 'Password must be at most 128 characters.', 'password');
  });

  it('refuses input of the wrong type or with unknown fields', async () => {
    const wrongType = await gql(given.server, REGISTER, { input: { ...registration(), acceptTerms: 'yes' } });
    expect(errorCode(wrongType)).toBe('BAD_USER_INPUT');
    const unknownField = await gql(given.server, REGISTER, { input: { ...registration(), role: 'ADMIN' } });
    expect(errorCode(unknownField)).toBe('BAD_USER_INPUT');
    expect(unknownField.errors?.[0]?.message).toMatch(/"role" is not defined/);
  });

  it('refuses an expired verification link', async () => {
    const input = registration();
    await gql(given.server, REGISTER, { input });
    const token = tokenFrom(await given.mailbox.next(input.email as string), '/verify-email');
    await given.server.db.update(accountTokens).set({ expiresAt: sql`now() - interval '1 second'` });
    expect((await gql(given.server, VERIFY, { token })).errors?.[0]?.message).toBe('This link is invalid or has expired.');
  });

  it('resends a verification link at most once a minute, answering alike for unknown addresses', async () => {
    const input = registration();
    await gql(given.server, REGISTER, { input });
    await given.mailbox.next(input.email as string);
    const expected = 'If an account with that email is waiting for verification, a new link is on its way.';

    expect((await gql(given.server, RESEND, { email: input.email })).data).toEqual({ resendVerification: { message: expected } });
    expect((await gql(given.server, RESEND, { email: 'nobody.here@gmail.com' })).data).toEqual({ resendVerification: { message: expected } });
    const tokens = async () =>
      (await given.server.db.select({ value: count() }).from(accountTokens).innerJoin(users, eq(users.id, accountTokens.userId)).where(eq(users.email, input.email as string)))[0]?.value;
    expect(await tokens()).toBe(1);

    await given.server.db.update(accountTokens).set({ createdAt: sql`now() - interval '2 minutes'` });
    await gql(given.server, RESEND, { email: input.email });
    expect(await tokens()).toBe(2);
    const resent = await given.mailbox.next(input.email as string, /Verify/);
    expect((await gql(given.server, VERIFY, { token: tokenFrom(resent, '/verify-email') })).data).toBeTruthy();
  });

  it('carries a page of this site through the mailed link, on registering and on resending, and drops any other', async () => {
    /** The `redirect` of the verification link in the next mail to `email`, or null when the link has none. */
    const mailedReturnPath = async (email: string) => {
      const link = /https?:\/\/\S+\/verify-email\?\S+/.exec((await given.mailbox.next(email, /Verify/)).text)?.[0];
      if (!link) throw new Error(`no verification link mailed to ${email}`);
      return new URL(link).searchParams.get('redirect');
    };
    const phonePage = '/live/3f1c2b7a-0000-4000-8000-000000000001/vote?from=poster';
    const input = registration({ returnTo: phonePage });
    const registered = await gql(given.server, REGISTER, { input });
    expect(await mailedReturnPath(input.email as string)).toBe(phonePage);

    await given.server.db.update(accountTokens).set({ createdAt: sql`now() - interval '2 minutes'` });
    await gql(given.server, RESEND, { email: input.email, returnTo: '/voting' });
    expect(await mailedReturnPath(input.email as string)).toBe('/voting');

    for (const forged of ['https://evil.example/vote', '//evil.example/vote', '/\\evil.example', '/live//evil.example', 'evil.example', `/${'a'.repeat(1000)}`]) {
      const other = registration({ returnTo: forged });
      expect((await gql(given.server, REGISTER, { input: other })).data).toEqual(registered.data);
      expect(await mailedReturnPath(other.email as string)).toBeNull();
    }
  });

  it('refuses a wrong password with the spec message, also for unknown addresses', async () => {
    const wrong = await gql(given.server, LOGIN, { email: 'nobody.at.all@gmail.com', password: 'whatever123' });
    expect(errorCode(wrong)).toBe('UNAUTHENTICATED');
    expect(wrong.errors?.[0]?.message).toBe('Failed to log in. Please check your credentials.');
  });
});
