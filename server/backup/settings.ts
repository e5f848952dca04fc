import path from 'node:path';

/** What a backup or restore needs of the server's settings: where its data lives. Secrets are never read. */
export interface BackupSettings {
  dataDir: string;
  /** DATA_DIR/media, the local media store. */
  mediaDir: string;
  /** PostgreSQL when set; otherwise the embedded database under DATA_DIR/db. */
  databaseUrl: string | undefined;
  /** MEDIA_STORE=s3: media lives in the bucket, which is backed up with the bucket's own tools. */
  mediaInBucket: boolean;
}

/**
 * The settings as the server reads them (config.ts), without the rest of its configuration, so a
 * backup can run where only these are set, and never generates the secrets the server would.
 */
export function backupSettings(env: NodeJS.ProcessEnv = process.env): BackupSettings {
  const dataDir = path.resolve(env.DATA_DIR?.trim() || './data');
  return {
    dataDir,
    mediaDir: path.join(dataDir, 'media'),
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    mediaInBucket: env.MEDIA_STORE?.trim() === 's3',
  };
}
