import { and, count, eq } from 'drizzle-orm';
import { auditLog, users } from '../../server/db/schema';
import { SESSION_ENDED_CLOSE_CODE } from '../../server/socket/sessionUpkeep';
import { ADMIN_LOGIN, LOGIN, PASSWORD, registration, VERIFY, VIEWER } from '../utils/accounts';
import { issueToken } from '../../server/accounts/tokens';
import { removeExpiredRecords } from '../../server/background/housekeeping';
import { errorCode, gql } from '../utils/graphql';
import { seedUser, signIn } from '../utils/scenarios';
import { startTestServer, TEST_ADMIN_PASSCODE, type TestServer } from '../utils/server';
import { openSocket } from '../utils/sockets';
import { hashPassword } from '../../server/accounts/passwordHashing';
import { withTestServer } from '../utils/withTestServer';

const REGISTER_ADMIN = `mutation RegisterAdmin($input: RegisterAdminInput!) { registerAdmin(input: $input) { message } }`;
const SEATS = '{ adminSeats { used max } }';
const USERS = `query Users($filter: UsersFilter) { users(filter: $filter) { totalCount nodes { id email role blocked } } }`;
const BLOCK = `mutation Block($input: SetUserBlockedInput!) { setUserBlocked(input: $input) { user { id blocked } } }`;
const STEP_DOWN = `mutation StepDown($userId: ID!) { stepDownAdmin(input: { userId: $userId }) { user { id role } } }`;
const AUDIT = `query Audit($subjectId: String) { auditLog(filter: { subjectId: $subjectId }) { entries { action reason actor { id } subjectId changes { field before after } } } }`;

function adminRegistration(overrides: Record<string, unknown> = {}) {
  const { name, email, password } = registration();
  return { name, email, password, passcode: TEST_ADMIN_PASSCODE, ...overrides };
}

describe('admin registration and login', () => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startTestServer();
  });
  afterEach(() => server.close());

  const pendingAdmin = async (email: string) => (await server.db.select().from(users).where(eq(users.email, email)))[0]!;
  const verify = async (user: { id: string }) => gql(server, VERIFY, { token: await issueToken(server.db, user.id, 'verify_email') });
  const adminCount = async () => (await server.db.select({ value: count() }).from(users).where(eq(users.role, 'admin')))[0]?.value;

  it('registers an admin with the passcode, and refuses a wrong one', async () => {
    const wrong = await gql(server, REGISTER_ADMIN, { input: adminRegistration({ passcode: 'guess-guess' }) });
    expect(wrong.errors?.[0]?.message).toBe('Invalid admin registration passcode.');
    expect(await adminCount()).toBe(0);

    const input = adminRegistration();
    const right = await gql(server, REGISTER_ADMIN, { input });
    expect(right.errors).toBeUndefined();
    expect(await adminCount()).toBe(1);
    // A seat is taken only once the registration is verified.
    expect((await gql(server, SEATS)).data).toEqual({ adminSeats: { used: 0, max: 5 } });
    expect((await verify(await pendingAdmin(input.email as string))).errors).toBeUndefined();
    expect((await gql(server, SEATS)).data).toEqual({ adminSeats: { used: 1, max: 5 } });
  });

  it('answers an admin registration of a taken address as a fresh one, once the passcode is right, creating nothing', async () => {
    const poet = await seedUser(server.db);
    const wrong = await gql(server, REGISTER_ADMIN, { input: adminRegistration({ email: poet.email, passcode: 'guess-guess' }) });
    expect(wrong.errors?.[0]?.message).toBe('Invalid admin registration passcode.');
    const fresh = await gql(server, REGISTER_ADMIN, { input: adminRegistration() });
    const taken = await gql(server, REGISTER_ADMIN, { input: adminRegistration({ email: poet.email }) });
    expect({ data: taken.data, errors: taken.errors }).toEqual({ data: fresh.data, errors: fresh.errors });
    expect(await adminCount()).toBe(1);
    expect(await server.db.select().from(users).where(eq(users.id, poet.id))).toEqual([poet]);
  });

  it('refuses a sixth admin', async () => {
    for (let i = 0; i < 5; i += 1) await seedUser(server.db, { role: 'admin' });
    const response = await gql(server, REGISTER_ADMIN, { input: adminRegistration() });
    expect(errorCode(response)).toBe('CONFLICT');
    expect(response.errors?.[0]?.message).toBe('Maximum number of admins reached.');
    expect(await adminCount()).toBe(5);
  });

  it('leaves exactly 5 admins when several registrations are verified at once with 4 seats taken', async () => {
    for (let i = 0; i < 4; i += 1) await seedUser(server.db, { role: 'admin' });
    const inputs = Array.from({ length: 4 }, () => adminRegistration());
    for (const input of inputs) expect((await gql(server, REGISTER_ADMIN, { input })).errors).toBeUndefined();
    const pending = await Promise.all(inputs.map((input) => pendingAdmin(input.email as string)));
    const results = await Promise.all(pending.map((user) => verify(user)));
    expect(results.filter((result) => !result.errors)).toHaveLength(1);
    expect(results.filter((result) => result.errors?.[0]?.message === 'Maximum number of admins reached.')).toHaveLength(3);
    expect((await gql(server, SEATS)).data).toEqual({ adminSeats: { used: 5, max: 5 } });
  });

  it('lets an unverified admin registration lapse after 48 hours: its link no longer works and housekeeping removes it', async () => {
    const [fresh, lapsed] = [adminRegistration(), adminRegistration()];
    for (const input of [fresh, lapsed]) await gql(server, REGISTER_ADMIN, { input });
    const lapsedUser = await pendingAdmin(lapsed.email as string);
    await server.db.update(users).set({ createdAt: new Date(Date.now() - 49 * 3600_000) }).where(eq(users.id, lapsedUser.id));
    expect((await verify(lapsedUser)).errors?.[0]?.message).toBe('This link is invalid or has expired.');
    await removeExpiredRecords({ db: server.db });
    expect(await server.db.select().from(users).where(eq(users.id, lapsedUser.id))).toEqual([]);
    const [lapse] = await server.db.select().from(auditLog).where(and(eq(auditLog.subjectId, lapsedUser.id), eq(auditLog.action, 'admin.registration_lapse')));
    expect(lapse).toMatchObject({ actorId: null, before: { name: lapsedUser.name, role: 'admin' } });
    expect(await pendingAdmin(fresh.email as string)).toBeDefined();
  });

  it('lets only admins through admin login, with the spec messages', async () => {
    const passwordHash = await hashPassword(PASSWORD);
    const poet = await seedUser(server.db, { passwordHash });
    const admin = await seedUser(server.db, { passwordHash, role: 'admin' });

    const notAdmin = await gql(server, ADMIN_LOGIN, { email: poet.email, password: PASSWORD });
    expect(notAdmin.errors?.[0]).toMatchObject({ message: 'Access denied. You are not authorized as an admin.', extensions: { code: 'FORBIDDEN' } });
    expect(notAdmin.headers.get('set-cookie')).toBeNull();

    const wrong = await gql(server, ADMIN_LOGIN, { email: admin.email, password: 'wrong password' });
    expect(wrong.errors?.[0]?.message).toBe('Failed to log in. Invalid admin credentials.');

    const right = await gql(server, ADMIN_LOGIN, { email: admin.email, password: PASSWORD });
    expect(right.data).toEqual({ adminLogin: { account: { id: admin.id, role: 'ADMIN' } } });
  });
});

describe('managing users', () => {
  const given = withTestServer();

  it('lists users to admins only', async () => {
    const admin = await signIn(given.server, await seedUser(given.server.db, { role: 'admin' }));
    const poet = await signIn(given.server, await seedUser(given.server.db, { name: 'Searchable Sindi' }));
    expect(errorCode(await gql(given.server, USERS))).toBe('UNAUTHENTICATED');
    expect(errorCode(await gql(given.server, USERS, {}, { token: poet.token }))).toBe('FORBIDDEN');
    const found = await gql<{ users: { totalCount: number; nodes: { id: string }[] } }>(
      given.server, USERS, { filter: { search: 'sindi' } }, { token: admin.token },
    );
    expect(found.data?.users.nodes.map((user) => user.id)).toEqual([poet.user.id]);
  });

  it('blocks a poet: their sessions and sockets end and they cannot sign in until unblocked', async () => {
    const admin = await signIn(given.server, await seedUser(given.server.db, { role: 'admin' }));
    const passwordHash = await hashPassword(PASSWORD);
    const poet = await signIn(given.server, await seedUser(given.server.db, { passwordHash }));
    const socket = await openSocket(given.server, { token: poet.token });

    expect(errorCode(await gql(given.server, BLOCK, { input: { userId: admin.user.id, blocked: true } }, { token: poet.token }))).toBe('FORBIDDEN');
    const blocked = await gql(given.server, BLOCK, { input: { userId: poet.user.id, blocked: true, reason: 'Spam entries' } }, { token: admin.token });
    expect(blocked.data).toEqual({ setUserBlocked: { user: { id: poet.user.id, blocked: true } } });
    expect(await socket.closed).toBe(SESSION_ENDED_CLOSE_CODE);
    expect((await gql(given.server, VIEWER, {}, { token: poet.token })).data).toEqual({ viewer: null });
    const login = await gql(given.server, LOGIN, { email: poet.user.email, password: PASSWORD });
    expect(login.errors?.[0]?.message).toBe('This account has been blocked. Contact us if you think this is a mistake.');

    await gql(given.server, BLOCK, { input: { userId: poet.user.id, blocked: false } }, { token: admin.token });
    expect((await gql(given.server, LOGIN, { email: poet.user.email, password: PASSWORD })).data).toBeTruthy();

    const audit = await gql<{ auditLog: { entries: unknown[] } }>(given.server, AUDIT, { subjectId: poet.user.id }, { token: admin.token });
    const blockedField = (before: string, after: string) => [{ field: 'blocked', before, after }];
    expect(audit.data?.auditLog.entries).toEqual([
      { action: 'user.unblock', reason: null, actor: { id: admin.user.id }, subjectId: poet.user.id, changes: blockedField('true', 'false') },
      { action: 'user.block', reason: 'Spam entries', actor: { id: admin.user.id }, subjectId: poet.user.id, changes: blockedField('false', 'true') },
    ]);
    await socket.dispose();
  });

  it('steps an admin down, freeing a seat and ending their admin sessions', async () => {
    const admin = await signIn(given.server, await seedUser(given.server.db, { role: 'admin' }));
    const other = await signIn(given.server, await seedUser(given.server.db, { role: 'admin' }));
    const before = (await gql<{ adminSeats: { used: number } }>(given.server, SEATS)).data?.adminSeats.used ?? 0;

    const refused = await gql(given.server, BLOCK, { input: { userId: other.user.id, blocked: true } }, { token: admin.token });
    expect(refused.errors?.[0]?.message).toBe('Step this admin down before blocking them.');

    const stepped = await gql(given.server, STEP_DOWN, { userId: other.user.id }, { token: admin.token });
    expect(stepped.data).toEqual({ stepDownAdmin: { user: { id: other.user.id, role: 'USER' } } });
    expect((await gql(given.server, VIEWER, {}, { token: other.token })).data).toEqual({ viewer: null });
    expect((await gql(given.server, SEATS)).data).toEqual({ adminSeats: { used: before - 1, max: 5 } });
    const [row] = await given.server.db.select().from(users).where(eq(users.id, other.user.id));
    expect(row).toMatchObject({ role: 'user', adminLevel: null, permissions: null });
  });

  it('answers NOT_FOUND for an unknown user', async () => {
    const admin = await signIn(given.server, await seedUser(given.server.db, { role: 'admin' }));
    const response = await gql(given.server, STEP_DOWN, { userId: '00000000-0000-4000-8000-000000000000' }, { token: admin.token });
    expect(errorCode(response)).toBe('NOT_FOUND');
  });
});
