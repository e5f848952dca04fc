import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PASSWORD, passwordHashOfPassword, LOGIN, sessionCookie } from '../utils/accounts';
import { gql } from '../utils/graphql';
import { startServerProcess } from '../utils/process';
import { seedApprovedPoem, seedBeat, seedProcessedSubmission, seedTopic, seedUser, signedInPoets, signIn, storePlayableRendition } from '../utils/scenarios';
import { startTestServer, type TestServer } from '../utils/server';
import { emptyTarget, everyRow, keysOf, mediaChecksums, runScript, sourceEnv, type Target } from './drill';

const SAVE_BANK = `mutation Save($input: BankDetailsInput!) { saveBankDetails(input: $input) { message } }`;
const MY_BANK = '{ myBankDetails { bankName accountNumber } }';
const APPROVE = `mutation Approve($id: ID!) { approveSubmission(input: { id: $id }) { submission { approvalReward { id } } } }`;
const PAY = `mutation Pay($id: ID!) { markRewardPaid(input: { id: $id }) { reward { status } } }`;
const VOTE = `mutation Vote($poemId: ID!) { setVote(input: { poemId: $poemId, voted: true }) { voted } }`;

/**
 * The operator's drill: a season's start (the demo content) and a full journey, backed up with
 * `npm run backup` while the server serves, restored with `npm run restore` into an empty target,
 * compared row by row and file by file, and served again.
 */
describe('backup and restore', () => {
  let server: TestServer;
  let target: Target;
  let work: string;
  const poetEmail = 'backup.poet@gmail.com';

  beforeAll(async () => {
    server = await startTestServer({ env: { SEED_DEMO: 'true' } });
    target = await emptyTarget();
    work = await mkdtemp(path.join(tmpdir(), 'spoken-backup-'));
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await target?.drop();
    if (work) await rm(work, { recursive: true, force: true });
  });

  it('restores every row and media file of a backup taken while serving, and the restored server signs in and reads bank details', async () => {
    const poet = await signIn(server, await seedUser(server.db, { email: poetEmail, passwordHash: await passwordHashOfPassword() }));
    const admin = await signIn(server, await seedUser(server.db, { role: 'admin' }));
    const topic = await seedTopic(server.db, { title: 'Backups' });
    await seedBeat(server);
    const bank = { bankName: 'Capitec', accountType: 'Savings', accountNumber: '1234567890', branchCode: '470010', accountHolder: 'B Poet', currentPassword: PASSWORD };
    expect((await gql(server, SAVE_BANK, { input: bank }, { token: poet.token })).errors).toBeUndefined();
    const poem = await seedProcessedSubmission(server.db, { userId: poet.user.id, topicId: topic.id }, [await storePlayableRendition(server)]);
    const approved = await gql<{ approveSubmission: { submission: { approvalReward: { id: string } } } }>(server, APPROVE, { id: poem.id }, { token: admin.token });
    const rewardId = approved.data?.approveSubmission.submission.approvalReward.id as string;
    expect((await gql(server, PAY, { id: rewardId }, { token: admin.token })).data).toEqual({ markRewardPaid: { reward: { status: 'PAID' } } });
    const other = await seedApprovedPoem(server, topic.id);
    for (const voter of await signedInPoets(server, 3)) {
      for (const poemId of [poem.id, other.id]) expect((await gql(server, VOTE, { poemId }, { token: voter.token })).errors).toBeUndefined();
    }

    const archive = path.join(work, 'spoken.tar.gz');
    const rowsBefore = await everyRow(async (sql) => (await server.server.runtime.connection.executeSql(sql)).rows as never);
    const mediaBefore = await mediaChecksums(server.server.runtime.config.mediaDir);
    const backedUp = await runScript('backup', [archive], sourceEnv(server));
    expect(backedUp).toMatchObject({ code: 0, stderr: '' });
    expect(backedUp.stdout).toContain(`and ${Object.keys(mediaBefore).length} media files to ${archive}`);
    await server.close();

    const restored = await runScript('restore', [archive], { ...target.env, ...keysOf(server) });
    expect(restored).toMatchObject({ code: 0, stderr: '' });
    expect(restored.stdout).toContain('Start the server with the keys this restore used, from the environment.');
    expect(await target.withQuery(everyRow)).toEqual(rowsBefore);
    expect(await mediaChecksums(path.join(target.env.DATA_DIR, 'media'))).toEqual(mediaBefore);
    expect(Object.keys(mediaBefore).length).toBeGreaterThan(4);

    // The secrets are kept beside the archive, not in it, and given to the restored server.
    const secrets = Object.fromEntries(['JWT_SECRET', 'BANK_DETAILS_KEY', 'IDENTITY_HASH_KEY', 'ADMIN_PASSCODE'].map((name) => [name, server.env[name] as string]));
    const again = await startServerProcess({ ...server.env, ...secrets, ...target.env, SEED_DEMO: 'false' }, 120_000);
    try {
      const login = await gql(again, LOGIN, { email: poetEmail, password: PASSWORD });
      expect(login.errors).toBeUndefined();
      expect((await gql(again, MY_BANK, {}, { cookie: sessionCookie(login) })).data).toEqual({ myBankDetails: { bankName: 'Capitec', accountNumber: '1234567890' } });
    } finally {
      await again.stop();
    }
  }, 240_000);
});
