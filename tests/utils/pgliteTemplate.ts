import { createHash } from 'node:crypto';
import { cp, mkdtemp, readdir, readFile, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../../server/db/client';
import { createLogger } from '../../server/logger';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const migrationsFolder = path.join(root, 'server', 'db', 'migrations');

/**
 * Puts a migrated embedded database at `dataDir`. Migrating a new PGlite takes seconds; copying
 * the files of one already migrated takes a fraction of one, and test servers start by the hundred.
 */
export async function copyMigratedPglite(dataDir: string): Promise<void> {
  await cp(await migratedTemplate(), dataDir, { recursive: true });
}

let template: Promise<string> | undefined;

function migratedTemplate(): Promise<string> {
  return (template ??= makeTemplate());
}

/** One template per migrations and PGlite version, shared by every test worker and run on the machine. */
async function makeTemplate(): Promise<string> {
  const dir = path.join(tmpdir(), `spoken-pglite-template-${await fingerprint()}`);
  if (await isDatabase(dir)) return dir;
  const building = await mkdtemp(`${dir}-building-`);
  const connection = await openDatabase({ dataDir: building, log: createLogger('silent') });
  await connection.close();
  // Another worker may have finished first: its template is the same, so keep it and drop ours.
  await rename(building, dir).catch(() => rm(building, { recursive: true, force: true }));
  return dir;
}

async function isDatabase(dir: string): Promise<boolean> {
  return readdir(dir).then((names) => names.includes('PG_VERSION'), () => false);
}

async function fingerprint(): Promise<string> {
  const hash = createHash('sha256');
  hash.update(await readFile(path.join(root, 'node_modules', '@electric-sql', 'pglite', 'package.json')));
  for (const file of await readdir(migrationsFolder, { recursive: true })) {
    if (file.endsWith('.sql') || file.endsWith('.json')) hash.update(file).update(await readFile(path.join(migrationsFolder, file)));
  }
  return hash.digest('hex').slice(0, 16);
}
