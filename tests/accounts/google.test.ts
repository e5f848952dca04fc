import { generateKeyPairSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../../server/accounts/passwordHashing';
import { users } from '../../server/db/schema';
import { LOGIN, PASSWORD } from '../utils/accounts';
import { errorCode, gql } from '../utils/graphql';
import { seedUser } from '../utils/scenarios';
import { TEST_ADMIN_PASSCODE } from '../utils/server';
import { withTestServer } from '../utils/withTestServer';

const GOOGLE_SIGN_IN = `mutation Google($input: GoogleSignInInput!) {
  googleSignIn(input: $input) { account { id email role googleAuth hasPassword } }
}`;

describe('Google sign-in', () => {
  const given = withTestServer({ google: true });

  const signInWith = (credential: string, extra: Record<string, unknown> = {}) =>
    gql<{ googleSignIn: { account: Record<string, unknown> } }>(given.server, GOOGLE_SIGN_IN, { input: { credential, ...extra } });

  it('creates a poet on first sign-in only once the terms are accepted', async () => {
    const credential = given.google.idToken({ email: 'lindiwe.g@gmail.com', name: 'Lindiwe' });
    const withoutTerms = await signInWith(credential);
    expect(withoutTerms.errors?.[0]).toMatchObject({
      message: 'Please accept the terms to create your account.',
      extensions: { code: 'BAD_USER_INPUT', field: 'acceptTerms' },
    });
    expect(await given.server.db.select().from(users).where(eq(users.email, 'lindiwe.g@gmail.com'))).toHaveLength(0);

    const created = await signInWith(credential, { acceptTerms: true });
    expect(created.data?.googleSignIn.account).toMatchObject({ email: 'lindiwe.g@gmail.com', role: 'USER', googleAuth: true, hasPassword: false });
    expect(created.headers.get('set-cookie')).toMatch(/spoken_session=/);
    const again = await signInWith(given.google.idToken({ email: 'lindiwe.g@gmail.com' }));
    expect(again.data?.googleSignIn.account.id).toBe(created.data?.googleSignIn.account.id);
  });

  it('refuses tokens for another audience, with a foreign signature, expired, or with an unverified email', async () => {
    const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    const now = Math.floor(Date.now() / 1000);
    for (const credential of [
      given.google.idToken({ email: 'a.b@gmail.com', aud: 'someone-else.apps.googleusercontent.com' }),
      given.google.idToken({ email: 'a.b@gmail.com' }, stranger),
      given.google.idToken({ email: 'a.b@gmail.com', iat: now - 7200, exp: now - 3600 }),
      given.google.idToken({ email: 'a.b@gmail.com', iss: 'https://evil.example' }),
      given.google.idToken({ email: 'a.b@gmail.com', email_verified: false }),
      'not-a-token',
    ]) {
      const response = await signInWith(credential, { acceptTerms: true });
      expect(response.errors?.[0]).toMatchObject({ message: 'Failed to sign in with Google. Please try again.', extensions: { code: 'UNAUTHENTICATED' } });
      expect(response.headers.get('set-cookie')).toBeNull();
    }
    // From the sign-up page, SPEC.md's sign-up wording.
    expect((await signInWith('not-a-token', { acceptTerms: true, signUp: true })).errors?.[0]?.message).toBe('Failed to sign up with Google. Please try again.');
  });

  it('refuses a Google account outside Gmail with the Gmail message and no session', async () => {
    const response = await signInWith(given.google.idToken({ email: 'poet@company.co.za' }), { acceptTerms: true });
    expect(response.errors?.[0]?.message).toBe('Only Gmail accounts are allowed for registration.');
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it("drops the password of a never-verified account, so whoever set it cannot get in", async () => {
    const squatter = await seedUser(given.server.db, { email: 'victim.poet@gmail.com', verified: false, passwordHash: await hashPassword(PASSWORD) });
    const response = await signInWith(given.google.idToken({ email: 'victimpoet@gmail.com' }));
    expect(response.data?.googleSignIn.account).toMatchObject({ id: squatter.id, googleAuth: true, hasPassword: false });
    expect(errorCode(await gql(given.server, LOGIN, { email: 'victim.poet@gmail.com', password: PASSWORD }))).toBe('UNAUTHENTICATED');
  });

  it('keeps the password of a verified account it links to', async () => {
    const owner = await seedUser(given.server.db, { email: 'owner.poet@gmail.com', passwordHash: await hashPassword(PASSWORD) });
    const response = await signInWith(given.google.idToken({ email: 'owner.poet@gmail.com' }));
    expect(response.data?.googleSignIn.account).toMatchObject({ id: owner.id, googleAuth: true, hasPassword: true });
    expect((await gql(given.server, LOGIN, { email: 'owner.poet@gmail.com', password: PASSWORD })).data).toBeTruthy();
  });

  it('keeps the admin doors: non-admins are denied, new admins need the passcode and a seat', async () => {
    await seedUser(given.server.db, { email: 'plain.poet@gmail.com' });
    const denied = await signInWith(given.google.idToken({ email: 'plain.poet@gmail.com' }), { intent: 'ADMIN' });
    expect(denied.errors?.[0]?.message).toBe('Access denied. You are not authorized as an admin.');

    const noPasscode = await signInWith(given.google.idToken({ email: 'new.admin@gmail.com' }), { intent: 'ADMIN' });
    expect(noPasscode.errors?.[0]?.message).toBe('Invalid admin registration passcode.');
    const admin = await signInWith(given.google.idToken({ email: 'new.admin@gmail.com' }), { intent: 'ADMIN', passcode: TEST_ADMIN_PASSCODE });
    expect(admin.data?.googleSignIn.account).toMatchObject({ role: 'ADMIN', googleAuth: true });

    for (let i = 0; i < 4; i += 1) await seedUser(given.server.db, { role: 'admin' });
    const full = await signInWith(given.google.idToken({ email: 'sixth.admin@gmail.com' }), { intent: 'ADMIN', passcode: TEST_ADMIN_PASSCODE });
    expect(full.errors?.[0]?.message).toBe('Maximum number of admins reached. Cannot add a new admin.');
  });
});

describe('Google sign-in without GOOGLE_CLIENT_ID', () => {
  const given = withTestServer();

  it('is off: no client id is offered and every token is refused', async () => {
    expect((await gql(given.server, '{ signInOptions { googleClientId } }')).data).toEqual({ signInOptions: { googleClientId: null } });
    const response = await gql(given.server, GOOGLE_SIGN_IN, { input: { credential: 'anything', acceptTerms: true } });
    expect(response.errors?.[0]).toMatchObject({ message: 'Google sign-in is not available.', extensions: { code: 'FORBIDDEN' } });
  });
});
