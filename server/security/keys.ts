import { createHmac, hkdfSync } from 'node:crypto';

/**
 * Each purpose has its own key, so that rotating one (or one leaking) leaves the others alone; the
 * variable named here gives a purpose's key explicitly, which then wins over ROOT_SECRET.
 */
export const KEY_SETTINGS = {
  sessions: 'JWT_SECRET',
  mediaUrls: 'MEDIA_URL_KEY',
  voteAddresses: 'VOTE_ADDRESS_KEY',
  identityHashes: 'IDENTITY_HASH_KEY',
  bankDetails: 'BANK_DETAILS_KEY',
} as const;

export type KeyPurpose = keyof typeof KEY_SETTINGS;

/**
 * A purpose's 32-byte key derived from the root secret: HKDF-SHA-256 with salt `spoken` and info
 * `spoken <purpose> key`. One derived key tells nothing of the root or of the others. `backups`
 * signs backup archives, which only `npm run backup` and `restore` use (server/backup/keys.ts).
 */
export function deriveKey(rootSecret: string, purpose: KeyPurpose | 'backups'): Buffer {
  return Buffer.from(hkdfSync('sha256', rootSecret, 'spoken', `spoken ${purpose} key`, 32));
}

/** One bank details key and its id, which the rows it encrypts record. */
export interface BankKey {
  id: string;
  key: Buffer;
}

/** The key new bank details are encrypted under, and the previous ones still needed to read older rows. */
export interface BankKeyring {
  current: BankKey;
  previous: BankKey[];
}

/** A key's id: a fingerprint of the key itself, so an id can never be given to the wrong key. */
export function bankKeyOf(key: Buffer): BankKey {
  return { id: createHmac('sha256', key).update('spoken bank key id').digest('hex').slice(0, 16), key };
}

export function bankKeyring(current: Buffer, previous: Buffer[]): BankKeyring {
  const currentKey = bankKeyOf(current);
  return { current: currentKey, previous: previous.map(bankKeyOf).filter((key) => key.id !== currentKey.id) };
}
