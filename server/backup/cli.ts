import { createFilesPrivately } from '../privateData';
import { createBackup } from './backup';
import { WHERE_KEYS_COME_FROM } from './keys';
import { RestoreRefusedError } from './manifest';
import { restoreBackup } from './restore';
import { backupSettings } from './settings';

const USAGE =
  'Usage: npm run backup -- <file>   or   npm run restore -- <file> [--replace] [--new-keys]\n' +
  `Both run with the server's DATA_DIR (or DATABASE_URL) and keys: ${WHERE_KEYS_COME_FROM}. README.md, "Backup and restore", says more.`;
const FLAGS = ['--replace', '--new-keys'];

/** `npm run backup -- <file>` and `npm run restore -- <file> [--replace] [--new-keys]` (README.md, "Backup and restore"). */
async function main(): Promise<void> {
  createFilesPrivately();
  const [command, ...rest] = process.argv.slice(2);
  const replace = rest.includes('--replace');
  const newKeys = rest.includes('--new-keys');
  const files = rest.filter((arg) => !FLAGS.includes(arg));
  const file = files[0];
  if (!file || files.length > 1 || (command === 'backup' && (replace || newKeys)) || (command !== 'backup' && command !== 'restore')) throw new RestoreRefusedError(USAGE);
  const settings = backupSettings();
  const started = Date.now();
  if (command === 'backup') {
    const { manifest, mediaLeftOut } = await createBackup(settings, file);
    const media = manifest.files.filter((entry) => entry.path.startsWith('media/'));
    process.stdout.write(`Backed up the ${manifest.engine} database (at ${manifest.migration.tag}) and ${media.length} media files to ${file} in ${seconds(started)}.\n`);
    if (mediaLeftOut > 0) process.stdout.write(`${mediaLeftOut} media files were removed while the backup ran and are not in it.\n`);
    if (settings.mediaInBucket) process.stdout.write('Media lives in the S3 bucket (MEDIA_STORE=s3): back the bucket up with its own tools.\n');
    process.stdout.write(
      `Signed with backup key ${manifest.keys.backups}, from the keys in ${settings.keys?.from}: a restore needs the same keys, so keep them beside the archive, not in it (README.md, "Backup and restore").\n`,
    );
  } else {
    const manifest = await restoreBackup(settings, file, { replace, newKeys });
    const media = manifest.files.filter((entry) => entry.path.startsWith('media/'));
    process.stdout.write(`Restored the backup of ${manifest.createdAt} (Spoken ${manifest.appVersion}, ${manifest.engine}) and ${media.length} media files in ${seconds(started)}.\n`);
    process.stdout.write(`Start the server with the keys this restore used, from ${settings.keys?.from}.\n`);
  }
}

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(error instanceof RestoreRefusedError ? `${message}\n` : `${process.argv[2] ?? 'backup'} failed: ${message}\n`);
  process.exitCode = 1;
});
