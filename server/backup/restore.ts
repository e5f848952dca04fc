import { randomUUID } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { localMediaKeys } from '../media/store';
import { unpackArchive, type UnpackedArchive } from './archive';
import { checkDataKeys, checkSignature } from './keys';
import { readManifest, RestoreRefusedError, type Manifest } from './manifest';
import { isArchivedMediaPath, MEDIA_PREFIX, replaceFolder } from './media';
import { connectIfServing, loadPglite, pgliteDir, pgliteExists, PGLITE_DUMP_PATH, snapshotSocket } from './pglite';
import { postgresRelationCount, restorePostgres, POSTGRES_DUMP_PATH } from './postgres';
import type { BackupSettings } from './settings';

export interface RestoreOptions {
  /** Replace a database and media that are already there; without it only an empty target is restored into. */
  replace: boolean;
  /** Restore an archive whose data is under keys other than the ones here (its signature must still match). */
  newKeys?: boolean;
}

/**
 * Restores a backup made by createBackup. Everything is unpacked beside the data and checked
 * against the signed manifest and the keys here before anything is written where the server reads; the
 * database is then restored in one step that either completes or leaves it as it was, and the
 * media folder is put in place with a rename.
 */
export async function restoreBackup(settings: BackupSettings, archive: string, options: RestoreOptions): Promise<Manifest> {
  await checkTarget(settings, options);
  const staging = path.join(settings.dataDir, `.restore-${randomUUID()}`);
  await mkdir(path.join(staging, MEDIA_PREFIX), { recursive: true });
  try {
    const manifest = verified(
      await unpackArchive(archive, staging, (entryPath) => entryPath === POSTGRES_DUMP_PATH || entryPath === PGLITE_DUMP_PATH || isArchivedMediaPath(entryPath)),
      settings,
      options,
    );
    if (settings.databaseUrl) {
      await restorePostgres(settings.databaseUrl, path.join(staging, POSTGRES_DUMP_PATH), options.replace);
    } else {
      await loadPglite(path.join(staging, PGLITE_DUMP_PATH), path.join(staging, 'db'));
      await replaceFolder(path.join(staging, 'db'), pgliteDir(settings.dataDir), path.join(staging, 'db-replaced'));
    }
    if (!settings.mediaInBucket) await replaceFolder(path.join(staging, MEDIA_PREFIX), settings.mediaDir, path.join(staging, 'media-replaced'));
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** Refuses a target that holds data, unless told to replace it, and an embedded database a server has open. */
async function checkTarget(settings: BackupSettings, { replace }: RestoreOptions): Promise<void> {
  const held: string[] = [];
  if (settings.databaseUrl) {
    if ((await postgresRelationCount(settings.databaseUrl)) > 0) held.push('the database at DATABASE_URL has tables');
  } else {
    const server = await connectIfServing(snapshotSocket(settings.dataDir));
    if (server) {
      server.destroy();
      throw new RestoreRefusedError(`A Spoken server is running on ${settings.dataDir}: stop it, then restore. Nothing was restored.`);
    }
    if (await pgliteExists(settings.dataDir)) held.push(`${pgliteDir(settings.dataDir)} holds a database`);
  }
  if (!settings.mediaInBucket && (await localMediaKeys(settings.mediaDir)).length > 0) held.push(`${settings.mediaDir} holds media`);
  if (held.length > 0 && !replace) {
    throw new RestoreRefusedError(
      `The target is not empty: ${held.join(', and ')}. Restore into an empty database and DATA_DIR, or add --replace to replace what is there. Nothing was restored.`,
    );
  }
}

/**
 * The archive's manifest, once its signature matches, every file it lists is there with its
 * checksum and nothing else is, and its data is under the keys here.
 */
function verified(unpacked: UnpackedArchive, settings: BackupSettings, options: RestoreOptions): Manifest {
  if (unpacked.manifest === undefined) throw new RestoreRefusedError('This is not a Spoken backup: it has no manifest.json. Nothing was restored.');
  if (unpacked.signature === undefined) {
    throw new RestoreRefusedError(
      'This archive is not signed, as every backup of this Spoken is: it was made by an earlier Spoken (restore it with that version) or changed after the backup. Nothing was restored.',
    );
  }
  checkSignature(unpacked.manifest, unpacked.signature, settings.keys, settings.dataDir);
  const manifest = readManifest(unpacked.manifest);
  const engine = settings.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.engine !== engine) {
    const names = { postgres: 'PostgreSQL (DATABASE_URL)', pglite: 'the embedded database (no DATABASE_URL)' };
    throw new RestoreRefusedError(`This backup is of ${names[manifest.engine]}; restore it with ${names[manifest.engine]} set up. Nothing was restored.`);
  }
  const databasePath = engine === 'postgres' ? POSTGRES_DUMP_PATH : PGLITE_DUMP_PATH;
  if (!manifest.files.some((file) => file.path === databasePath)) throw new RestoreRefusedError(`The backup has no ${databasePath}. Nothing was restored.`);
  for (const listed of manifest.files) {
    const found = unpacked.files.get(listed.path);
    if (!found) throw new RestoreRefusedError(`The archive is incomplete: ${listed.path}, listed in its manifest, is missing. Nothing was restored.`);
    if (found.sha256 !== listed.sha256 || found.size !== listed.size) {
      throw new RestoreRefusedError(`The archive fails its checksums: ${listed.path} was changed or damaged after the backup. Nothing was restored.`);
    }
  }
  if (unpacked.files.size !== manifest.files.length) {
    throw new RestoreRefusedError('The archive holds files its manifest does not list: it was changed after the backup. Nothing was restored.');
  }
  checkDataKeys(manifest, settings.keys, options.newKeys ?? false);
  return manifest;
}
