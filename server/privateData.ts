import type { Dirent } from 'node:fs';
import { chmod, lstat, readdir } from 'node:fs/promises';
import path from 'node:path';

/** Nothing a server process creates is open to other users, whatever umask it was started with. */
export function createFilesPrivately(): void {
  process.umask(0o077);
}

/** What makePrivate did not manage: entries it could not change (owned by another user, say). */
export interface PrivacyReport {
  changed: number;
  failed: string[];
}

/**
 * Takes every permission of group and others off `folder` and everything under it (symbolic links
 * aside): what an older version, a permissive umask or a copy left open. The embedded database
 * needs this on every start, as it writes some of its files 0666 whatever the umask; the folders,
 * 0700 from then on, keep anything it writes later out of reach too.
 */
export async function makePrivate(folder: string): Promise<PrivacyReport> {
  const report: PrivacyReport = { changed: 0, failed: [] };
  const visit = async (file: string, isDirectory: boolean): Promise<void> => {
    try {
      const { mode } = await lstat(file);
      if ((mode & 0o077) !== 0) {
        await chmod(file, mode & 0o700);
        report.changed += 1;
      }
      if (!isDirectory) return;
      const entries: Dirent[] = await readdir(file, { withFileTypes: true });
      for (const entry of entries) {
        if (!entry.isSymbolicLink()) await visit(path.join(file, entry.name), entry.isDirectory());
      }
    } catch (error) {
      // Removed while being walked (a finished job's scratch file, say): nothing left to protect.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') report.failed.push(file);
    }
  };
  await visit(folder, true);
  return report;
}
