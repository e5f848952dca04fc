import path from 'node:path';
import { backupKeys, type BackupKeys } from './keys';

/** What a backup or restore needs of the server's settings: where its data lives, and its keys. */
export interface BackupSettings {
  dataDir: string;
  /** DATA_DIR/media, the local media store. */
  mediaDir: string;
  /** PostgreSQL when set; otherwise the embedded database under DATA_DIR/db. */
  databaseUrl: string | undefined;
  /** MEDIA_STORE=s3: media lives in the bucket, which is backed up with the bucket's own tools. */
  mediaInBucket: boolean;
  /** The keys the server has, which sign the archive and name the keys its data is under; undefined when there are none. */
  keys: BackupKeys | undefined;
}

/**
 * The settings as the server reads them (config.ts), without the rest of its configuration, so a
 * backup can run where only these and the keys are set, and never generates the secrets the server would.
 */
export function backupSettings(env: NodeJS.ProcessEnv = process.env): BackupSettings {
  const dataDir = path.resolve(env.DATA_DIR?.trim() || './data');
  return {
    dataDir,
    mediaDir: path.join(dataDir, 'media'),
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    mediaInBucket: env.MEDIA_STORE?.trim() === 's3',
    keys: backupKeys(env),
  };
}
