import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A schema migration, as drizzle records it: the journal's tag and its `when`, which the database keeps as created_at. */
export interface Migration {
  tag: string;
  when: number;
}

const journalSchema = z.object({ entries: z.array(z.object({ tag: z.string(), when: z.number() })).min(1) });

/** The migrations this code brings, oldest first. */
export function codeMigrations(): Migration[] {
  const file = path.join(root, 'server/db/migrations/meta/_journal.json');
  return journalSchema.parse(JSON.parse(readFileSync(file, 'utf8'))).entries.map(({ tag, when }) => ({ tag, when }));
}

/** The migration a database was last brought to, named by this code's journal where it knows it. */
export function migrationAt(when: number): Migration {
  return codeMigrations().find((migration) => migration.when === when) ?? { tag: `unknown to Spoken ${appVersion()}`, when };
}

export function appVersion(): string {
  return z.object({ version: z.string() }).parse(JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'))).version;
}

/** What drizzle's migrators record, on either engine. */
export const LATEST_MIGRATION_SQL = 'select max(created_at)::text as "when" from drizzle.__drizzle_migrations';

export const MANIFEST_PATH = 'manifest.json';
/** The manifest's signature (server/backup/keys.ts), the archive's last file. */
export const SIGNATURE_PATH = 'manifest.hmac';
const FORMAT = 'spoken-backup';

const fileSchema = z.object({ path: z.string(), sha256: z.string().regex(/^[0-9a-f]{64}$/), size: z.number().int().min(0) });
export type ArchivedFile = z.infer<typeof fileSchema>;

const fingerprint = z.string().regex(/^[0-9a-f]{16}$/);
/** Which keys the archive is signed with and its data is under, by their fingerprints (server/backup/keys.ts). */
const keysSchema = z.object({
  backups: fingerprint,
  sessions: fingerprint,
  voteAddresses: fingerprint,
  identityHashes: fingerprint,
  /** The bank key new details were encrypted under, then any older ones still configured. */
  bankDetails: z.array(fingerprint).min(1),
});
export type KeyFingerprints = z.infer<typeof keysSchema>;

const manifestSchema = z.object({
  format: z.literal(FORMAT),
  formatVersion: z.literal(2),
  appVersion: z.string(),
  migration: z.object({ tag: z.string(), when: z.number() }),
  engine: z.enum(['pglite', 'postgres']),
  createdAt: z.string(),
  keys: keysSchema,
  files: z.array(fileSchema),
});
export type Manifest = z.infer<typeof manifestSchema>;

export function newManifest(engine: Manifest['engine'], migration: Migration, keys: KeyFingerprints, files: ArchivedFile[]): Manifest {
  return { format: FORMAT, formatVersion: 2, appVersion: appVersion(), migration, engine, createdAt: new Date().toISOString(), keys, files };
}

/** A backup that cannot be restored here; its message says why, for the operator. */
export class RestoreRefusedError extends Error {
  override name = 'RestoreRefusedError';
}

/** The manifest in `text`, refused when it is not one of ours or its database is newer than this code. */
export function readManifest(text: string): Manifest {
  let parsed: Manifest;
  try {
    parsed = manifestSchema.parse(JSON.parse(text));
  } catch {
    throw new RestoreRefusedError('This is not a Spoken backup: its manifest.json is not one Spoken writes. Nothing was restored.');
  }
  const latest = codeMigrations().at(-1) as Migration;
  if (parsed.migration.when > latest.when) {
    throw new RestoreRefusedError(
      `This backup comes from a newer Spoken (${parsed.appVersion}, database at ${parsed.migration.tag}); this code (${appVersion()}) knows migrations up to ${latest.tag}. ` +
        'Restore it with that version or a newer one. Nothing was restored.',
    );
  }
  return parsed;
}
