import { open, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { isMediaKey, localMediaKeys } from '../media/store';
import type { ArchiveWriter } from './archive';

export const MEDIA_PREFIX = 'media/';

export function isArchivedMediaPath(entryPath: string): boolean {
  return entryPath.startsWith(MEDIA_PREFIX) && isMediaKey(entryPath.slice(MEDIA_PREFIX.length));
}

/**
 * Adds every stored file under `mediaDir` to the archive. Stored files never change (a new file
 * gets a new key), so each is read as it is; one removed before it is reached (its poem deleted
 * meanwhile) is left out. Returns how many were left out.
 */
export async function archiveMedia(mediaDir: string, archive: ArchiveWriter): Promise<number> {
  let vanished = 0;
  for (const key of await localMediaKeys(mediaDir)) {
    let handle;
    try {
      handle = await open(path.join(mediaDir, key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      vanished += 1;
      continue;
    }
    // Read through the open handle: a file removed from here on still reads whole.
    const { size } = await handle.stat();
    await archive.add(`${MEDIA_PREFIX}${key}`, handle.createReadStream(), size);
  }
  return vanished;
}

/** Whether `mediaDir` holds anything at all (a restore puts media only where there is none). */
export async function holdsFiles(folder: string): Promise<boolean> {
  try {
    return (await readdir(folder)).length > 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}

/**
 * Puts the unpacked media folder in place of `mediaDir`, the one there before (if any) moved into
 * `aside` and removed afterwards. Both folders are in DATA_DIR, so each move is one rename.
 */
export async function replaceFolder(unpacked: string, target: string, aside: string): Promise<void> {
  await rename(target, aside).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
  await rename(unpacked, target);
  await rm(aside, { recursive: true, force: true });
}
