import type { MediaStore } from './store';

/** Moves a job's finished files into the store, keeping count of what it stored. */
export interface Importer {
  file(file: string, folder: string): Promise<{ key: string; size: number }>;
  streamFolder(folder: string): Promise<string>;
}

/**
 * Runs `attach`, which imports a job's files through the importer and records them in one
 * transaction, returning the keys of the files they replaced, or undefined when it recorded
 * nothing. The replaced files are deleted afterwards; when `attach` fails or records nothing,
 * every file it imported is deleted instead, so no job publishes part of its work.
 */
export async function importAndAttach(media: MediaStore, attach: (importer: Importer) => Promise<string[] | undefined>): Promise<void> {
  const made: string[] = [];
  const importer: Importer = {
    async file(file, folder) {
      const stored = await media.importFile(file, folder);
      made.push(stored.key);
      return stored;
    },
    async streamFolder(folder) {
      const key = await media.importStreamFolder(folder);
      made.push(key);
      return key;
    },
  };
  let replaced: string[] | undefined;
  try {
    replaced = await attach(importer);
  } catch (error) {
    await Promise.all(made.map((key) => media.delete(key)));
    throw error;
  }
  await Promise.all((replaced ?? made).map((key) => media.delete(key)));
}
