import { eq, sql } from 'drizzle-orm';
import { deletedEmailHolds, users } from '../../server/db/schema';
import { REGISTERED_MESSAGE } from '../../server/accounts/registration';
import { SESSION_ENDED_CLOSE_CODE } from '../../server/socket/sessionUpkeep';
import { LOGIN, PASSWORD, REGISTER, registerVerifyAndLogin, registration } from '../utils/accounts';
import { errorCode, gql } from '../utils/graphql';
import { openSocket, untilSubscribed } from '../utils/sockets';
import { withTestServer } from '../utils/withTestServer';

const UPDATE = `mutation Update($input: UpdateProfileInput!) {
  updateProfile(input: $input) { account { name publicName preferredVideoQuality } }
}`;
const DELETE = `mutation Delete($input: DeleteAccountInput!) { deleteAccount(input: $input) { message } }`;

describe('profile', () => {
  const given = withTestServer({ mailbox: true });

  it('sets a public name and video quality, announced live to the owner', async () => {
    const poet = await registerVerifyAndLogin(given.server, given.mailbox, { name: 'Nomsa Dlamini' });
    const socket = await openSocket(given.server, { cookie: poet.cookie });
    const running = given.server.server.subscriptionCount();
    const changes = socket.subscribe<{ accountChanged: { publicName: string } }>('subscription { accountChanged { publicName } }');
    await untilSubscribed(given.server, running + 1);

    const updated = await gql(given.server, UPDATE, { input: { publicName: '  MC Nomsa ', preferredVideoQuality: 'MEDIUM' } }, { cookie: poet.cookie });
    expect(updated.data).toEqual({ updateProfile: { account: { name: 'Nomsa Dlamini', publicName: 'MC Nomsa', preferredVideoQuality: 'MEDIUM' } } });
    expect(await changes.next()).toEqual({ accountChanged: { publicName: 'MC Nomsa' } });

    const cleared = await gql(given.server, UPDATE, { input: { publicName: '' } }, { cookie: poet.cookie });
    expect(cleared.data).toMatchObject({ updateProfile: { account: { publicName: 'Nomsa Dlamini', preferredVideoQuality: 'MEDIUM' } } });
    await socket.dispose();
  });

  it('keeps the playback choices the player offers: Auto, each height down to 240p, and whether cards play by themselves', async () => {
    const poet = await registerVerifyAndLogin(given.server, given.mailbox);
    const PLAYBACK = `mutation Playback($input: UpdateProfileInput!) { updateProfile(input: $input) { account { preferredVideoQuality autoPlay } } }`;
    const fresh = await gql(given.server, 'query { viewer { preferredVideoQuality autoPlay } }', {}, { cookie: poet.cookie });
    expect(fresh.data).toEqual({ viewer: { preferredVideoQuality: 'HIGH', autoPlay: true } });
    for (const quality of ['AUTO', 'LOWER', 'LOWEST']) {
      const chosen = await gql(given.server, PLAYBACK, { input: { preferredVideoQuality: quality } }, { cookie: poet.cookie });
      expect(chosen.data).toEqual({ updateProfile: { account: { preferredVideoQuality: quality, autoPlay: true } } });
    }
    const stopped = await gql(given.server, PLAYBACK, { input: { autoPlay: false } }, { cookie: poet.cookie });
    expect(stopped.data).toEqual({ updateProfile: { account: { preferredVideoQuality: 'LOWEST', autoPlay: false } } });
    // Another change leaves it as it was.
    await gql(given.server, UPDATE, { input: { publicName: 'Lerato' } }, { cookie: poet.cookie });
    const [row] = await given.server.db.select().from(users).where(eq(users.id, poet.id));
    expect(row).toMatchObject({ preferredVideoQuality: 'lowest', autoPlay: false });
    expect(errorCode(await gql(given.server, PLAYBACK, { input: { autoPlay: 'yes' } }, { cookie: poet.cookie }))).toBe('BAD_USER_INPUT');
  });

  it('refuses a public name that is an email address, too long, or a quality that does not exist', async () => {
    const poet = await registerVerifyAndLogin(given.server, given.mailbox);
    const email = await gql(given.server, UPDATE, { input: { publicName: poet.email } }, { cookie: poet.cookie });
    expect(email.errors?.[0]?.message).toBe('Your public name cannot be an email address.');
    const long = await gql(given.server, UPDATE, { input: { publicName: 'x'.repeat(61) } }, { cookie: poet.cookie });
    expect(long.errors?.[0]?.message).toBe('Public name must be at most 60 characters.');
    expect(errorCode(await gql(given.server, UPDATE, { input: { preferredVideoQuality: 'ULTRA' } }, { cookie: poet.cookie }))).toBe('BAD_USER_INPUT');
    const [row] = await given.server.db.select().from(users).where(eq(users.id, poet.id));
    expect(row).toMatchObject({ publicName: null, preferredVideoQuality: 'high' });
  });

  it('deletes an account: personal data erased, sessions ended, the address held for 30 days', async () => {
    const poet = await registerVerifyAndLogin(given.server, given.mailbox, { name: 'Kagiso Molefe' });
    const socket = await openSocket(given.server, { cookie: poet.cookie });

    const unconfirmed = await gql(given.server, DELETE, { input: { confirmation: 'yes', password: PASSWORD } }, { cookie: poet.cookie });
    expect(unconfirmed.errors?.[0]?.message).toBe('Type DELETE to confirm.');
    const wrongPassword = await gql(given.server, DELETE, { input: { confirmation: 'DELETE', password: 'nope nope' } }, { cookie: poet.cookie });
    expect(wrongPassword.errors?.[0]?.message).toBe('Your password is incorrect.');

    const deleted = await gql(given.server, DELETE, { input: { confirmation: 'DELETE', password: PASSWORD } }, { cookie: poet.cookie });
    expect(deleted.data).toEqual({
      deleteAccount: { message: 'Your account has been deleted. Your email address cannot sign up again for 30 days, and a confirmation is on its way to it.' },
    });
    expect(await socket.closed).toBe(SESSION_ENDED_CLOSE_CODE);

    const [row] = await given.server.db.select().from(users).where(eq(users.id, poet.id));
    expect(row).toMatchObject({ name: 'Deleted account', publicName: null, passwordHash: null });
    expect(JSON.stringify(row)).not.toContain(poet.email);
    expect(JSON.stringify(row)).not.toContain('Kagiso');
    expect(errorCode(await gql(given.server, LOGIN, { email: poet.email, password: PASSWORD }))).toBe('UNAUTHENTICATED');
    const again = await gql(given.server, REGISTER, { input: registration({ email: poet.email }) });
    expect(again.errors).toBeUndefined();
    expect(again.data).toEqual({ register: { message: REGISTERED_MESSAGE } });
    const told = await given.mailbox.next(poet.email, /Someone tried to sign up/);
    expect(told.text).toMatch(/deleted less than 30 days ago, so the address can be used to register again from \d{1,2} \w+ \d{4}\./);
    const [hold] = await given.server.db.select().from(deletedEmailHolds);
    expect(JSON.stringify(hold)).not.toContain(poet.email.split('@')[0]);
    expect(hold?.heldUntil.getTime()).toBeGreaterThan(Date.now() + 29.9 * 24 * 3600_000);

    await given.server.db.update(deletedEmailHolds).set({ heldUntil: sql`now() - interval '1 second'` });
    expect((await gql(given.server, REGISTER, { input: registration({ email: poet.email }) })).errors).toBeUndefined();
    await given.mailbox.next(poet.email, /Verify your email/);
    await socket.dispose();
  });
});
