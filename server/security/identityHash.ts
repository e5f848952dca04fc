import { createHmac } from 'node:crypto';

/**
 * A keyed hash (HMAC-SHA-256 under IDENTITY_HASH_KEY) of something that identifies a person, such
 * as an email or network address: equal values match, the value itself cannot be read back or
 * guessed from a list without the key. `purpose` keeps the hashes of different uses apart.
 */
export function identityHash(key: Buffer, purpose: string, value: string): string {
  return createHmac('sha256', key).update(`${purpose}\n${value}`).digest('base64url');
}
