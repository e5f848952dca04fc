import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open, rm, stat } from 'node:fs/promises';
import { ArchiveWriter } from './archive';
import { signatureOf, WHERE_KEYS_COME_FROM } from './keys';
import { migrationAt, newManifest, type Manifest } from './manifest';
import { archiveMedia } from './media';
import { pgliteDir, pgliteExists, snapshotPglite, PGLITE_DUMP_PATH } from './pglite';
import { dumpPostgres, postgresMigrationWhen, POSTGRES_DUMP_PATH } from './postgres';
import type { BackupSettings } from './settings';

export interface BackupSummary {
  manifest: Manifest;
  /** Stored files removed while the backup ran (their poems deleted meanwhile), and so left out. */
  mediaLeftOut: number;
}

/**
 * Writes a backup of the database and the local media store to `file` (a new file) while the
 * server goes on serving: the database as it was at one moment, then every media file, then the
 * manifest, signed with the backup key.
 */
export async function createBackup(settings: BackupSettings, file: string): Promise<BackupSummary> {
  if (!settings.databaseUrl && !(await pgliteExists(settings.dataDir))) {
    throw new Error(
      `There is no Spoken database in ${settings.dataDir} (no ${pgliteDir(settings.dataDir)}). Name the server's data directory with DATA_DIR ` +
        "(the folder holding its db, media and secrets.json: ./data in the folder the server was started from, unless the server's DATA_DIR says otherwise), " +
        'for example DATA_DIR=/srv/spoken/data npm run backup -- <file>; for a server on PostgreSQL, set its DATABASE_URL. Nothing was written.',
    );
  }
  const { keys } = settings;
  if (!keys) throw new Error(`The archive is signed with the server's keys, and there are none here: run the backup with ${WHERE_KEYS_COME_FROM}. Nothing was written.`);
  const archive = new ArchiveWriter(file);
  try {
    const engine = settings.databaseUrl ? 'postgres' : 'pglite';
    const migrationWhen = settings.databaseUrl ? await archivePostgres(settings.databaseUrl, archive, file) : await archivePglite(settings.dataDir, archive);
    if (migrationWhen === null) throw new Error('The database has no tables yet: start Spoken on it once, then back it up');
    const mediaLeftOut = settings.mediaInBucket ? 0 : await archiveMedia(settings.mediaDir, archive);
    let manifest: Manifest | undefined;
    await archive.finish(
      (files) => (manifest = newManifest(engine, migrationAt(migrationWhen), keys.fingerprints, files)),
      (bytes) => signatureOf(bytes, keys.backupKey),
    );
    return { manifest: manifest as Manifest, mediaLeftOut };
  } catch (error) {
    await archive.abandon();
    await rm(file, { force: true });
    throw error;
  }
}

async function archivePglite(dataDir: string, archive: ArchiveWriter): Promise<number | null> {
  const snapshot = await snapshotPglite(dataDir);
  await archive.add(PGLITE_DUMP_PATH, snapshot.data, snapshot.size);
  return snapshot.migrationWhen;
}

/** pg_dump's output goes to a file beside the archive first: a tar entry states its size before its bytes. */
async function archivePostgres(url: string, archive: ArchiveWriter, archiveFile: string): Promise<number | null> {
  const migrationWhen = await postgresMigrationWhen(url);
  const dump = `${archiveFile}.${randomUUID()}.sql`;
  try {
    const handle = await open(dump, 'wx', 0o600);
    try {
      await dumpPostgres(url, handle.fd);
    } finally {
      await handle.close();
    }
    const { size } = await stat(dump);
    await archive.add(POSTGRES_DUMP_PATH, createReadStream(dump), size);
  } finally {
    await rm(dump, { force: true });
  }
  return migrationWhen;
}
