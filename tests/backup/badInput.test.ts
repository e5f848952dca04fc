import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { create as createTar, extract as extractTar } from 'tar';
import { signatureOf } from '../../server/backup/keys';
import type { Manifest } from '../../server/backup/manifest';
import { restoreBackup } from '../../server/backup/restore';
import { backupSettings } from '../../server/backup/settings';
import { deriveKey } from '../../server/security/keys';
import { gql } from '../utils/graphql';
import { seedApprovedPoem, seedBeat, seedTopic, signedInPoets } from '../utils/scenarios';
import { startTestServer, type TestServer } from '../utils/server';
import { emptyTarget, everyRow, keysOf, mediaChecksums, runScript, sourceEnv, type Target } from './drill';

const VOTE = `mutation Vote($poemId: ID!, $voted: Boolean!) { setVote(input: { poemId: $poemId, voted: $voted }) { voted } }`;

describe('backups under load and archives that must not be restored', () => {
  let server: TestServer;
  let work: string;
  let archive: string;
  const targets: Target[] = [];
  const newTarget = async () => {
    const target = await emptyTarget();
    targets.push(target);
    return target;
  };
  const restore = (target: Target, file: string, replace = false) => restoreBackup(backupSettings({ ...target.env, ...keysOf(server) }), file, { replace });
  // The backup key, as anyone who holds the server's ROOT_SECRET can derive it (README.md, "Keys").
  const backupKey = () => deriveKey(server.env.ROOT_SECRET as string, 'backups');

  beforeAll(async () => {
    server = await startTestServer();
    work = await mkdtemp(path.join(tmpdir(), 'spoken-backup-'));
    archive = path.join(work, 'spoken.tar.gz');
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    for (const target of targets) await target.drop();
    if (work) await rm(work, { recursive: true, force: true });
  });

  const VOTE_PACE_MS = 600;
  it('takes a backup while votes arrive that loses no vote made before it began, each poem tallying its votes', async () => {
    const topic = await seedTopic(server.db);
    await seedBeat(server);
    const poems = [(await seedApprovedPoem(server, topic.id)).id, (await seedApprovedPoem(server, topic.id)).id];
    const voters = await signedInPoets(server, 4);
    // What each voter was told, in order: each votes for both poems, then takes both votes back, and again.
    const told = new Map<string, { poem: string; voted: boolean }[]>(voters.map((voter) => [voter.user.id, []]));
    let voting = true;
    const votes = voters.map(async (voter) => {
      for (let round = 0; voting; round += 1) {
        const change = { poem: poems[round % 2] as string, voted: round % 4 < 2 };
        const response = await gql(server, VOTE, { poemId: change.poem, voted: change.voted }, { token: voter.token });
        if (response.errors) throw new Error(JSON.stringify(response.errors));
        told.get(voter.user.id)?.push(change);
        // Under the per-voter limit of 120 a minute, however long the backup takes.
        await new Promise((resolve) => setTimeout(resolve, VOTE_PACE_MS));
      }
    });
    const answered = () => [...told.values()].reduce((sum, changes) => sum + changes.length, 0);
    while (answered() < 8) await new Promise((resolve) => setTimeout(resolve, 20));
    const toldBefore = new Map([...told].map(([voter, changes]) => [voter, changes.length]));
    try {
      // In a process of its own, as an operator runs it; the server goes on serving votes meanwhile.
      expect(await runScript('backup', [archive], sourceEnv(server))).toMatchObject({ code: 0, stderr: '' });
    } finally {
      voting = false;
      await Promise.all(votes);
    }

    const target = await newTarget();
    await restore(target, archive);
    await target.withQuery(async (query) => {
      const tallies = await query<{ vote_count: number; counted: number }>(
        `select s.vote_count, (select count(*)::int from votes v where v.poem_id = s.id and v.voiding_id is null) as counted from submissions s`,
      );
      expect(tallies.length).toBe(2);
      for (const tally of tallies) expect(tally.vote_count).toBe(tally.counted);
      const rows = await query<{ poem_id: string; user_id: string }>('select poem_id, user_id from votes');
      for (const [voter, changes] of told) {
        const restored = rows.filter((row) => row.user_id === voter).map((row) => row.poem_id).sort().join();
        // The snapshot holds each voter's votes as they stood after some answer they got once the backup began.
        const statesSince = [...Array(changes.length + 1).keys()].slice(toldBefore.get(voter) ?? 0).map((count) => votedAfter(changes.slice(0, count)));
        expect(statesSince).toContain(restored);
      }
    });
  }, 180_000);

  it('refuses a truncated, tampered, foreign or newer archive, and a target that is not empty, leaving the target as it was', async () => {
    const empty = await newTarget();
    const refused = async (target: Target, file: string, message: string | RegExp) => {
      await expect(restore(target, file)).rejects.toThrow(message);
    };
    const emptyBefore = await stateOf(empty);

    const bytes = await readFile(archive);
    const truncated = path.join(work, 'truncated.tar.gz');
    await writeFile(truncated, bytes.subarray(0, Math.floor(bytes.length * 0.6)));
    await refused(empty, truncated, 'The archive is damaged, incomplete or not a Spoken backup (unexpected end of file). Nothing was restored.');

    const tampered = await repacked('tampered', async (folder, manifest) => {
      const media = manifest.files.find((file) => file.path.startsWith('media/'))?.path as string;
      const original = await readFile(path.join(folder, media));
      original.writeUInt8(original.readUInt8(0) ^ 0xff, 0);
      await writeFile(path.join(folder, media), original);
      return `The archive fails its checksums: ${media} was changed or damaged after the backup. Nothing was restored.`;
    });
    await refused(empty, tampered.file, tampered.message);

    // Changed along with the manifest's checksums, by someone without the backup key.
    const forged = await repacked('forged', async (folder, manifest) => {
      const database = manifest.files[0]?.path as string;
      await writeFile(path.join(folder, database), Buffer.concat([await readFile(path.join(folder, database)), Buffer.from('\n')]));
      await rewriteManifest(folder, manifest);
      return 'The archive was changed after the backup: its manifest does not match its signature. Nothing was restored.';
    });
    await refused(empty, forged.file, forged.message);

    const unsigned = await repacked('unsigned', async (folder) => {
      await rm(path.join(folder, 'manifest.hmac'));
      return /^This archive is not signed, as every backup of this Spoken is/;
    });
    await refused(empty, unsigned.file, unsigned.message);

    const newer = await repacked(
      'newer',
      async (folder, manifest) => {
        await rewriteManifest(folder, manifest, { appVersion: '9.0.0', migration: { tag: '0099_future', when: Date.now() + 1e12 } });
        return new RegExp(`^This backup comes from a newer Spoken \\(9\\.0\\.0, database at 0099_future\\); this code \\(.+\\) knows migrations up to ${manifest.migration.tag}\\.`);
      },
      backupKey(),
    );
    await refused(empty, newer.file, newer.message);

    const foreign = path.join(work, 'foreign.tar.gz');
    await createTar({ gzip: true, file: foreign, cwd: path.resolve('.') }, ['package.json']);
    await refused(empty, foreign, 'This is not a Spoken backup: it holds the file "package.json", which Spoken never writes. Nothing was restored.');
    await refused(empty, path.resolve('package.json'), 'The archive is damaged, incomplete or not a Spoken backup (it is not gzip-compressed as a Spoken backup is). Nothing was restored.');
    expect(await stateOf(empty)).toEqual(emptyBefore);

    const full = await newTarget();
    await restore(full, archive);
    const fullBefore = await stateOf(full);
    await refused(full, archive, /^The target is not empty: .*\. Restore into an empty database and DATA_DIR, or add --replace to replace what is there\. Nothing was restored\.$/);
    await refused(full, tampered.file, /^The target is not empty/);
    // Told to replace, a damaged archive still changes nothing.
    await expect(restore(full, tampered.file, true)).rejects.toThrow('The archive fails its checksums');
    expect(await stateOf(full)).toEqual(fullBefore);
    await restore(full, archive, true);
    expect(await stateOf(full)).toEqual(fullBefore);
  }, 180_000);

  it('says which keys a restore needs and refuses other keys or none, and a backup names the data directory it found no data in', async () => {
    const target = await newTarget();
    const before = await stateOf(target);
    const missingData = path.join(work, 'absent-data');
    const [noData, noKeysToSign, noKeys] = await Promise.all([
      runScript('backup', [path.join(work, 'no-data.tar.gz')], { DATA_DIR: missingData }),
      runScript('backup', [path.join(work, 'no-keys.tar.gz')], { ...sourceEnv(server), ROOT_SECRET: '' }),
      runScript('restore', [archive], target.env),
    ]);
    expect(noData).toMatchObject({ code: 1, stdout: '' });
    expect(noData.stderr).toContain(`backup failed: There is no Spoken database in ${missingData} (no ${missingData}/db). Name the server's data directory with DATA_DIR`);
    expect(noKeysToSign.stderr).toContain("backup failed: The archive is signed with the server's keys, and there are none here: run the backup with the server's ROOT_SECRET");
    expect(existsSync(path.join(work, 'no-keys.tar.gz'))).toBe(false);
    expect(noKeys).toMatchObject({ code: 1, stdout: '' });
    expect(noKeys.stderr).toContain(`there are none here: give the restore the server's ROOT_SECRET (or its BACKUP_KEY and each key's own variable), or, outside production, the secrets.json of its DATA_DIR (copied into ${target.env.DATA_DIR})`);
    const withKeys = (keys: Record<string, string>, newKeys = false) => restoreBackup(backupSettings({ ...target.env, ...keys }), archive, { replace: false, newKeys });
    await expect(withKeys({ ROOT_SECRET: randomBytes(32).toString('hex') })).rejects.toThrow(
      /^This archive was made with other keys: it is signed with backup key [0-9a-f]{16}, and the keys here \(the environment\) give [0-9a-f]{16}\./,
    );
    const otherBankKey = { ...keysOf(server), BANK_DETAILS_KEY: randomBytes(32).toString('hex') };
    await expect(withKeys(otherBankKey)).rejects.toThrow(
      /^This archive was made with other keys: the bank details in it are encrypted under bank key [0-9a-f]{16}, which is not among BANK_DETAILS_KEY.*or add --new-keys to restore it with the keys here all the same\. Nothing was restored\.$/,
    );
    expect(await stateOf(target)).toEqual(before);
    await withKeys(otherBankKey, true);
  }, 180_000);

  const onPostgres = process.env.TEST_DATABASE_URL ? it : it.skip;
  onPostgres('runs psql restricted to SQL with only the connection settings: a psql command in a dump runs nothing, even in an archive signed with the key', async () => {
    const target = await newTarget();
    const before = await stateOf(target);
    const marker = path.join(work, 'shell-ran');
    const withCommand = (name: string, edit: (dump: string) => string) =>
      repacked(
        name,
        async (folder, manifest) => {
          const dump = path.join(folder, 'database/postgres.sql');
          await writeFile(dump, edit(await readFile(dump, 'utf8')));
          await rewriteManifest(folder, manifest);
        },
        backupKey(),
      );
    const onItsOwnLine = await withCommand('shell-line', (dump) => dump.replace('\n', `\n\\! touch ${marker}\n`));
    await expect(restore(target, onItsOwnLine.file)).rejects.toThrow('The database dump in this archive holds a psql command (\\! on line 2), which pg_dump never writes. Nothing was restored.');
    // After every statement of the dump, behind SQL on the same line: psql itself refuses it, and the whole restore is undone.
    const behindSql = await withCommand('shell-hidden', (dump) => `${dump}select 1; \\! touch ${marker}\n`);
    await expect(restore(target, behindSql.file)).rejects.toThrow(/^The database refused the backup, so nothing was restored: psql failed: .*backslash commands are restricted/);
    expect(existsSync(marker)).toBe(false);
    expect(await stateOf(target)).toEqual(before);

    // psql, as the restore runs it, sees PATH and the connection settings, and none of the server's keys.
    const bin = await mkdtemp(path.join(work, 'bin-'));
    const seen = path.join(work, 'psql-environment');
    await writeFile(path.join(bin, 'psql'), `#!/bin/sh\nenv > ${seen}\nexec ${execFileSync('sh', ['-c', 'command -v psql']).toString().trim()} "$@"\n`);
    await chmod(path.join(bin, 'psql'), 0o755);
    const restored = await runScript('restore', [archive], { ...target.env, ...keysOf(server), PATH: `${bin}:${process.env.PATH}` });
    expect(restored).toMatchObject({ code: 0, stderr: '' });
    const environment = await readFile(seen, 'utf8');
    const names = environment.split('\n').filter(Boolean).map((line) => line.split('=', 1)[0] as string);
    expect(names.filter((name) => !name.startsWith('PG') && !['PATH', 'PWD', 'SHLVL', '_', 'OLDPWD'].includes(name))).toEqual([]);
    expect(names).toEqual(expect.arrayContaining(['PGHOST', 'PGDATABASE']));
    expect(environment).not.toContain(server.env.ROOT_SECRET);
  }, 180_000);

  /**
   * The archive unpacked, changed by `change`, and packed again: a file in `work` and the refusal
   * it should get. With `signWith`, the manifest is signed again, as someone holding the backup key could.
   */
  async function repacked<Message>(name: string, change: (folder: string, manifest: Manifest) => Promise<Message>, signWith?: Buffer) {
    const unpacked = await mkdtemp(path.join(work, `${name}-`));
    await extractTar({ file: archive, cwd: unpacked });
    const manifest = JSON.parse(await readFile(path.join(unpacked, 'manifest.json'), 'utf8')) as Manifest;
    const message = await change(unpacked, manifest);
    if (signWith) await writeFile(path.join(unpacked, 'manifest.hmac'), signatureOf(await readFile(path.join(unpacked, 'manifest.json')), signWith));
    const file = path.join(work, `${name}.tar.gz`);
    const own = ['manifest.json', 'manifest.hmac'].filter((entry) => existsSync(path.join(unpacked, entry)));
    await createTar({ gzip: true, file, cwd: unpacked, portable: true }, [...manifest.files.map((entry) => entry.path), ...own]);
    return { file, message };
  }
});

/** Writes the manifest again with its files' checksums as they are now, and `changes`, as someone changing an archive would. */
async function rewriteManifest(folder: string, manifest: Manifest, changes: Partial<Manifest> = {}): Promise<void> {
  const files = await Promise.all(
    manifest.files.map(async (file) => {
      const bytes = await readFile(path.join(folder, file.path));
      return { ...file, sha256: createHash('sha256').update(bytes).digest('hex'), size: bytes.length };
    }),
  );
  await writeFile(path.join(folder, 'manifest.json'), JSON.stringify({ ...manifest, ...changes, files }));
}

/** Every row of the target's database (none when it has no database) and its media's checksums. */
async function stateOf(target: Target): Promise<unknown> {
  const hasDatabase = target.env.DATABASE_URL || existsSync(path.join(target.env.DATA_DIR, 'db', 'PG_VERSION'));
  return { rows: hasDatabase ? await target.withQuery(everyRow) : null, media: await mediaChecksums(path.join(target.env.DATA_DIR, 'media')) };
}

/** The poems a voter's changes leave voted for, sorted and joined as the test compares them. */
function votedAfter(changes: { poem: string; voted: boolean }[]): string {
  const voted = new Set<string>();
  for (const change of changes) {
    if (change.voted) voted.add(change.poem);
    else voted.delete(change.poem);
  }
  return [...voted].sort().join();
}
