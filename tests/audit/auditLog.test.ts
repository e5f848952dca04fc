import { eq, sql } from 'drizzle-orm';
import { verifyAuditChain } from '../../server/audit/chain';
import { recordAudit } from '../../server/audit/record';
import { auditLog, users } from '../../server/db/schema';
import { PASSWORD, passwordHashOfPassword } from '../utils/accounts';
import { errorCode, gql } from '../utils/graphql';
import { runScript } from '../utils/process';
import { seedBeat, seedProcessedSubmission, seedTopic, seedUser, seedVoterIds, seedVotes, signIn, type SignedIn } from '../utils/scenarios';
import { startTestServer, type TestServer } from '../utils/server';
import { withTestServer } from '../utils/withTestServer';

const LOG = `query Log($filter: AuditLogFilter, $first: Int, $after: String) {
  auditLog(filter: $filter, first: $first, after: $after) {
    nextCursor
    entries { action subjectType subjectId subjectLabel submissionId reason actor { id name } changes { field before after } }
  }
}`;
const APPROVE = `mutation ($id: ID!) { approveSubmission(input: { id: $id, feedback: "Strong close" }) { submission { approvalReward { id } } } }`;
const REJECT = `mutation ($id: ID!) { rejectSubmission(input: { id: $id, reason: "Off topic" }) { submission { id } } }`;
const PAY = `mutation ($id: ID!) { markRewardPaid(input: { id: $id }) { reward { status } } }`;
const TAKE_DOWN = `mutation ($id: ID!) { takeDownSubmission(input: { id: $id, reason: "Copied lines" }) { submission { id } } }`;
const SAVE_BANK = `mutation ($input: BankDetailsInput!) { saveBankDetails(input: $input) { message } }`;
const BLOCK = `mutation ($userId: ID!, $blocked: Boolean!) { setUserBlocked(input: { userId: $userId, blocked: $blocked, reason: "Spam" }) { user { id } } }`;
const STEP_DOWN = `mutation ($userId: ID!) { stepDownAdmin(input: { userId: $userId }) { user { id } } }`;
const CREATE_TOPIC = `mutation { createTopic(input: { title: "Rain", description: "Water" }) { topic { id } } }`;
const UPDATE_TOPIC = `mutation ($id: ID!) { updateTopic(input: { id: $id, title: "Rain songs", description: "Water" }) { topic { id } } }`;
const ACTIVATE_TOPIC = `mutation ($id: ID!) { setTopicActive(input: { id: $id, active: true }) { topic { id } } }`;
const DELETE_TOPIC = `mutation ($id: ID!) { deleteTopic(input: { id: $id }) { topicId } }`;
const BEAT_OFF = `mutation ($id: ID!) { setBeatActive(input: { id: $id, active: false }) { beat { id } } }`;
const DELETE_BEAT = `mutation ($id: ID!) { deleteBeat(input: { id: $id }) { beatId } }`;
const UPDATE_PAGE = `mutation { updatePage(input: { key: HELP, content: "Ask us anything." }) { page { key } } }`;
const SPOTLIGHT = `mutation ($topicId: ID!, $poemId: ID) { spotlightPoem(input: { topicId: $topicId, poemId: $poemId }) { show { running } } }`;
const VOID_VOTES = `mutation ($input: VoidVotesInput!) { voidVotes(input: $input) { voiding { id } } }`;
const DELETE_ACCOUNT = `mutation { deleteAccount(input: { confirmation: "DELETE", password: "${PASSWORD}" }) { message } }`;

interface Entry {
  action: string;
  subjectType: string;
  subjectId: string | null;
  subjectLabel: string | null;
  submissionId: string | null;
  reason: string | null;
  actor: { id: string; name: string } | null;
  changes: { field: string; before: string | null; after: string | null }[];
}

describe('the audit log', () => {
  const given = withTestServer({ people: true });

  async function entries(filter: Record<string, unknown>, token = given.admin.token, first?: number, after?: string) {
    const response = await gql<{ auditLog: { entries: Entry[]; nextCursor: string | null } }>(given.server, LOG, { filter, first, after }, { token });
    expect(response.errors).toBeUndefined();
    return response.data!.auditLog;
  }
  const ok = async (query: string, variables: Record<string, unknown> = {}, token = given.admin.token) => {
    const response = await gql<Record<string, Record<string, { id?: string } & Record<string, unknown>>>>(given.server, query, variables, { token });
    expect(response.errors).toBeUndefined();
    return response.data!;
  };

  it('refuses UPDATE, DELETE and TRUNCATE on its table, from the app itself', async () => {
    const topic = await seedTopic(given.server.db, { title: 'Kept' });
    await ok(ACTIVATE_TOPIC, { id: topic.id });
    const [row] = await given.server.db.select().from(auditLog).where(eq(auditLog.subjectId, topic.id));
    expect(row).toBeDefined();
    for (const statement of [
      sql`update audit_log set reason = 'changed' where id = ${row!.id}`,
      sql`delete from audit_log where id = ${row!.id}`,
      sql`truncate audit_log`,
    ]) {
      const refusal: Error | undefined = await given.server.db.execute(statement).then(() => undefined, (error: Error) => error);
      // Drizzle wraps the database's error; the trigger's message is the cause's.
      expect((refusal?.cause as Error | undefined)?.message).toMatch(/^audit_log is append-only: (UPDATE|DELETE|TRUNCATE) refused$/);
    }
    const [still] = await given.server.db.select().from(auditLog).where(eq(auditLog.id, row!.id));
    expect(still).toEqual(row);
  });

  it("keeps a poem's whole life under it: approval, payment into a masked account, take-down", async () => {
    const poet = await signIn(given.server, await seedUser(given.server.db, { passwordHash: await passwordHashOfPassword() }));
    const topic = await seedTopic(given.server.db);
    const poem = await seedProcessedSubmission(given.server.db, { userId: poet.user.id, topicId: topic.id, title: 'Salt' });
    const bank = { bankName: 'Capitec', accountType: 'Savings', accountNumber: '1234567890', branchCode: '470010', accountHolder: 'T Poet', currentPassword: PASSWORD };
    await ok(SAVE_BANK, { input: bank }, poet.token);

    const approved = await ok(APPROVE, { id: poem.id });
    const rewardId = (approved.approveSubmission!.submission as { approvalReward: { id: string } }).approvalReward.id;
    await ok(PAY, { id: rewardId });
    await ok(TAKE_DOWN, { id: poem.id });

    const log = await entries({ submissionId: poem.id });
    const admin = { id: given.admin.user.id, name: given.admin.user.name };
    expect(log.entries.map(({ changes, ...entry }) => ({ ...entry, changes: Object.fromEntries(changes.map((c) => [c.field, [c.before, c.after]])) }))).toEqual([
      {
        action: 'submission.take_down', subjectType: 'submission', subjectId: poem.id, subjectLabel: 'Salt', submissionId: poem.id, reason: 'Copied lines', actor: admin,
        changes: { takenDownAt: [null, expect.stringMatching(/^\d{4}-\d\d-\d\dT/)] },
      },
      {
        action: 'reward.pay', subjectType: 'reward', subjectId: rewardId, subjectLabel: 'Salt', submissionId: poem.id, reason: null, actor: admin,
        changes: { status: ['pending', 'paid'], kind: ['approval', null], amount: ['R50.00', null], paidToBank: [null, 'Capitec'], paidToAccount: [null, expect.stringMatching(/7890$/)] },
      },
      {
        action: 'submission.approve', subjectType: 'submission', subjectId: poem.id, subjectLabel: 'Salt', submissionId: poem.id, reason: null, actor: admin,
        changes: { status: ['pending', 'approved'], feedback: [null, 'Strong close'] },
      },
    ]);
    const stored = JSON.stringify(await given.server.db.select().from(auditLog).where(eq(auditLog.submissionId, poem.id)));
    expect(stored).not.toContain('1234567890');
  });

  it('records blocking, step-downs, topic, beat, page and slam-night changes, and pages through them newest first', async () => {
    const admin = given.admin;
    const other = await seedUser(given.server.db, { role: 'admin', name: 'Other Admin' });
    await ok(BLOCK, { userId: given.otherPoet.user.id, blocked: true });
    await ok(STEP_DOWN, { userId: other.id });
    const created = (await ok(CREATE_TOPIC)).createTopic!.topic as { id: string };
    await ok(UPDATE_TOPIC, { id: created.id });
    await ok(ACTIVATE_TOPIC, { id: created.id });
    const beat = await seedBeat(given.server);
    await ok(BEAT_OFF, { id: beat.id });
    await ok(DELETE_BEAT, { id: beat.id });
    await ok(UPDATE_PAGE);
    await ok(SPOTLIGHT, { topicId: created.id, poemId: null });
    const spare = await seedTopic(given.server.db, { title: 'Spare' });
    await ok(DELETE_TOPIC, { id: spare.id });

    const log = await entries({ actorId: admin.user.id }, admin.token, 10);
    const summary = log.entries.map((entry) => [entry.action, entry.subjectLabel, Object.fromEntries(entry.changes.map((c) => [c.field, [c.before, c.after]]))]);
    expect(summary).toEqual([
      ['topic.delete', 'Spare', { title: ['Spare', null], description: ['', null], deadline: [null, null], votingEndsAt: [null, null], active: ['true', null] }],
      ['live_show.spotlight', 'Rain songs', { running: ['false', 'true'] }],
      ['page.update', 'help', { content: [expect.any(String), 'Ask us anything.'] }],
      ['beat.delete', beat.title, expect.objectContaining({ title: [beat.title, null], active: ['false', null] })],
      ['beat.deactivate', null, { active: ['true', 'false'] }],
      ['topic.activate', 'Rain songs', { active: ['false', 'true'] }],
      ['topic.update', 'Rain songs', { title: ['Rain', 'Rain songs'] }],
      ['topic.create', 'Rain songs', { title: [null, 'Rain'], description: [null, 'Water'], deadline: [null, null], votingEndsAt: [null, null], active: [null, 'false'] }],
      ['admin.step_down', 'Other Admin', {
          role: ['admin', 'user'],
          adminLevel: ['1', null],
          'permissions.manageUsers': ['true', null],
          'permissions.manageTopics': ['true', null],
          'permissions.reviewSubmissions': ['true', null],
          'permissions.processPayments': ['true', null],
        },],
      ['user.block', given.otherPoet.user.name, { blocked: ['false', 'true'] }],
    ]);
    expect(log.entries[9]!.reason).toBe('Spam');

    const firstPage = await entries({ actorId: admin.user.id, subjectType: 'topic' }, admin.token, 2);
    expect(firstPage.entries.map((entry) => entry.action)).toEqual(['topic.delete', 'topic.activate']);
    const secondPage = await entries({ actorId: admin.user.id, subjectType: 'topic' }, admin.token, 2, firstPage.nextCursor!);
    expect(secondPage.entries.map((entry) => entry.action)).toEqual(['topic.update', 'topic.create']);
    expect((await entries({ action: 'topic.update', since: new Date(Date.now() + 60_000).toISOString() })).entries).toEqual([]);
  });

  it("shows a voiding's changes as named fields, each poem by its title and each value as text", async () => {
    const topic = await seedTopic(given.server.db);
    const poem = await seedProcessedSubmission(given.server.db, { userId: given.poet.user.id, topicId: topic.id, status: 'approved', title: 'Low Tide' });
    const voters = await seedVoterIds(given.server.db, 3);
    await seedVotes(given.server.db, poem.id, voters);
    await ok(VOID_VOTES, { input: { topicId: topic.id, userIds: voters, reason: 'A bought ring of votes' } });
    const [entry] = (await entries({ action: 'votes.void', subjectId: topic.id })).entries;
    expect(entry?.changes).toEqual(
      expect.arrayContaining([
        { field: 'tallies.Low Tide', before: '3', after: '0' },
        { field: 'selection.userIds', before: null, after: expect.stringMatching(/^Voter \d+, Voter \d+, Voter \d+$/) },
      ]),
    );
    for (const change of entry?.changes ?? []) expect(`${change.before} ${change.after}`).not.toMatch(/[{[]/);
  });

  it('is for admins only, and refuses a malformed filter', async () => {
    expect(errorCode(await gql(given.server, LOG, {}, { token: given.poet.token }))).toBe('FORBIDDEN');
    expect(errorCode(await gql(given.server, LOG, {}))).toBe('UNAUTHENTICATED');
    expect(errorCode(await gql(given.server, LOG, { filter: { submissionId: 'nope' } }, { token: given.admin.token }))).toBe('BAD_USER_INPUT');
    expect(errorCode(await gql(given.server, LOG, { first: 500 }, { token: given.admin.token }))).toBe('BAD_USER_INPUT');
  });

  it('lets people named in it delete their accounts, and keeps naming them', async () => {
    const passwordHash = await passwordHashOfPassword();
    const admin: SignedIn = await signIn(given.server, await seedUser(given.server.db, { role: 'admin', name: 'Leaving Admin', passwordHash }));
    const poet = await signIn(given.server, await seedUser(given.server.db, { name: 'Leaving Poet', passwordHash }));
    const poem = await seedProcessedSubmission(given.server.db, { userId: poet.user.id, topicId: (await seedTopic(given.server.db)).id });
    await ok(REJECT, { id: poem.id }, admin.token);

    await ok(DELETE_ACCOUNT, {}, poet.token);
    await ok(DELETE_ACCOUNT, {}, admin.token);

    const [gone] = await given.server.db.select().from(users).where(eq(users.id, admin.user.id));
    expect(gone?.deletedAt).not.toBeNull();
    const kept = await entries({ submissionId: poem.id });
    expect(kept.entries).toEqual([expect.objectContaining({ action: 'submission.reject', reason: 'Off topic', actor: { id: admin.user.id, name: 'Leaving Admin' } })]);
    const byThem = await entries({ actorId: admin.user.id });
    expect(byThem.entries.map((entry) => entry.action)).toEqual(['admin.delete_account', 'submission.reject']);
  });
});

describe('the audit log’s hash chain', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('chains every entry to the one before, even written at once, and names the first entry changed behind the triggers’ back', async () => {
    const admin = await signIn(server, await seedUser(server.db, { role: 'admin', name: 'Chain Admin' }));
    const topic = await seedTopic(server.db, { title: 'Chained' });
    for (const query of [ACTIVATE_TOPIC, UPDATE_TOPIC]) expect((await gql(server, query, { id: topic.id }, { token: admin.token })).errors).toBeUndefined();
    // Entries written by many transactions at once (several connections on PostgreSQL) join the chain one at a time.
    await Promise.all(
      Array.from({ length: 20 }, (_, n) => server.db.transaction((tx) => recordAudit(tx, { actor: null, action: 'test.concurrent', subjectType: 'test', reason: `entry ${n}` }))),
    );
    // Whatever place and hash an insert claims, the chain gives it its own.
    await server.db.insert(auditLog).values({ action: 'test.claims', subjectType: 'test', seq: 1, hash: 'f'.repeat(64) });

    const rows = await server.db.select({ id: auditLog.id, seq: auditLog.seq, hash: auditLog.hash }).from(auditLog).orderBy(auditLog.seq);
    expect(rows.map((row) => row.seq)).toEqual(Array.from({ length: rows.length }, (_, n) => n + 1));
    expect(rows.length).toBeGreaterThanOrEqual(23);
    expect(await verifyAuditChain(server.db)).toEqual({ whole: true, entries: rows.length, head: { seq: String(rows.length), hash: rows.at(-1)?.hash } });

    // The table's owner can drop the append-only triggers and edit an entry: the chain shows it.
    const changed = rows[5]!;
    await server.db.execute(sql`alter table audit_log disable trigger audit_log_no_update_or_delete`);
    await server.db.execute(sql`update audit_log set reason = 'nothing happened' where id = ${changed.id}`);
    await server.db.execute(sql`alter table audit_log enable trigger audit_log_no_update_or_delete`);
    const broken = { seq: String(changed.seq), id: changed.id, problem: 'its hash does not match its content and the entry before it: one of them was changed' };
    expect(await verifyAuditChain(server.db)).toEqual({ whole: false, entries: changed.seq - 1, broken });

    // The command says the same. PGlite is one process's: the server stops first.
    if (server.engine === 'pglite') await server.server.close();
    const verified = await runScript('server/audit/verify.ts', server.env);
    expect(verified.code).toBe(1);
    expect(verified.stderr).toContain(`The audit log is broken at entry ${changed.seq} (id ${changed.id}): ${broken.problem}.`);
  }, 60_000);
});
