import { createHmac, timingSafeEqual } from 'node:crypto';
import { existingKeys } from '../config';
import { deriveKey } from '../security/keys';
import { RestoreRefusedError, type KeyFingerprints, type Manifest } from './manifest';

/** Where an operator's keys come from, as every message about them says. */
export const WHERE_KEYS_COME_FROM =
  "the server's ROOT_SECRET (or its BACKUP_KEY and each key's own variable), or, outside production, the secrets.json of its DATA_DIR";

/** The keys a backup is signed with and records, as the server with this environment has them. */
export interface BackupKeys {
  /** Signs the archive's manifest: BACKUP_KEY, or derived from the root secret (purpose `backups`). */
  backupKey: Buffer;
  fingerprints: KeyFingerprints;
  /** Where they were found: the environment, or a secrets.json file. */
  from: string;
}

/** Names a key without telling anything of it: the first 16 hex digits of an HMAC of a constant. */
export const fingerprintOf = (key: Buffer | string) => createHmac('sha256', key).update('spoken key fingerprint').digest('hex').slice(0, 16);

/**
 * The keys of the server whose environment is `env`, found as it finds them (server/config.ts) but
 * never generated: undefined when there are none, or no root secret or BACKUP_KEY to sign with.
 */
export function backupKeys(env: NodeJS.ProcessEnv): BackupKeys | undefined {
  const given = env.BACKUP_KEY?.trim();
  if (given && !/^[0-9a-fA-F]{64}$/.test(given)) throw new RestoreRefusedError('BACKUP_KEY must be 64 hex characters (32 bytes).');
  const keys = existingKeys(env);
  const backupKey = given ? Buffer.from(given, 'hex') : keys?.rootSecret ? deriveKey(keys.rootSecret, 'backups') : undefined;
  if (!keys || !backupKey) return undefined;
  const { jwtSecret, voteAddressKey, identityHashKey, bankKeys } = keys.secrets;
  return {
    backupKey,
    from: keys.from,
    fingerprints: {
      backups: fingerprintOf(backupKey),
      sessions: fingerprintOf(jwtSecret),
      voteAddresses: fingerprintOf(voteAddressKey),
      identityHashes: fingerprintOf(identityHashKey),
      // The ids the bank details rows record (npm run rotate-bank-key prints them).
      bankDetails: [bankKeys.current, ...bankKeys.previous].map((key) => key.id),
    },
  };
}

/** The manifest's signature: HMAC-SHA-256 of its bytes under the backup key, as hex. */
export const signatureOf = (manifest: Buffer | string, backupKey: Buffer) => createHmac('sha256', backupKey).update(manifest).digest('hex');

/**
 * Refuses a manifest whose signature is not the one this machine's backup key gives it, saying
 * whether the archive was made with another key or changed after it was made.
 */
export function checkSignature(manifest: string, signature: string, keys: BackupKeys | undefined, dataDir: string): asserts keys is BackupKeys {
  if (!keys) {
    throw new RestoreRefusedError(
      `This archive is signed with the keys of the server it came from, and there are none here: give the restore ${WHERE_KEYS_COME_FROM} (copied into ${dataDir}). Nothing was restored.`,
    );
  }
  const expected = Buffer.from(signatureOf(manifest, keys.backupKey));
  const found = Buffer.from(signature.trim());
  if (found.length === expected.length && timingSafeEqual(found, expected)) return;
  const signedWith = backupKeyNamedIn(manifest);
  if (signedWith !== undefined && signedWith !== keys.fingerprints.backups) {
    throw new RestoreRefusedError(
      `This archive was made with other keys: it is signed with backup key ${signedWith}, and the keys here (${keys.from}) give ${keys.fingerprints.backups}. ` +
        `Give the restore ${WHERE_KEYS_COME_FROM}. Nothing was restored.`,
    );
  }
  throw new RestoreRefusedError('The archive was changed after the backup: its manifest does not match its signature. Nothing was restored.');
}

/** The backup key a manifest says it was signed with, read before the signature is trusted, only to word the refusal. */
function backupKeyNamedIn(manifest: string): string | undefined {
  try {
    const named = (JSON.parse(manifest) as { keys?: { backups?: unknown } }).keys?.backups;
    return typeof named === 'string' ? named : undefined;
  } catch {
    return undefined;
  }
}

const CHANGED_KEY_COSTS: Record<Exclude<keyof KeyFingerprints, 'backups' | 'bankDetails'>, string> = {
  sessions: 'its sessions are signed with another JWT_SECRET: everyone would be signed out',
  identityHashes: "its email and network addresses are hashed with another IDENTITY_HASH_KEY: rate limits and the holds on deleted accounts' addresses would start over",
  voteAddresses: 'its vote addresses are hashed with another VOTE_ADDRESS_KEY: address groups in reviews would start again',
};

/**
 * Refuses an archive whose data is under keys this machine does not have, naming each and what
 * restoring without it would cost; `newKeys` restores all the same.
 */
export function checkDataKeys(manifest: Manifest, keys: BackupKeys, newKeys: boolean): void {
  if (newKeys) return;
  const differences: string[] = [];
  const missingBankKeys = manifest.keys.bankDetails.filter((id) => !keys.fingerprints.bankDetails.includes(id));
  if (missingBankKeys.length > 0) {
    differences.push(
      `the bank details in it are encrypted under bank key ${missingBankKeys.join(' and ')}, which is not among BANK_DETAILS_KEY and BANK_DETAILS_OLD_KEYS here (${keys.fingerprints.bankDetails.join(', ')}): no stored bank details could be read`,
    );
  }
  for (const [purpose, cost] of Object.entries(CHANGED_KEY_COSTS) as [keyof typeof CHANGED_KEY_COSTS, string][]) {
    if (manifest.keys[purpose] !== keys.fingerprints[purpose]) differences.push(cost);
  }
  if (differences.length === 0) return;
  throw new RestoreRefusedError(
    `This archive was made with other keys: ${differences.join('; ')}. Give the restore, and then the server, the keys of the server it came from ` +
      `(${WHERE_KEYS_COME_FROM}), or add --new-keys to restore it with the keys here all the same. Nothing was restored.`,
  );
}
