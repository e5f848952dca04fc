import type { Context } from '../context';
import { addressOf } from '../security/rateLimits';
import { decoyPasswordHash, verifyPassword } from './passwordHashing';

/**
 * Checks a password typed for the account with canonical address `canonicalEmail` against its hash
 * (none for an unknown address or an account without a password: a decoy is checked, so every
 * answer takes as long). Counted before the slow hash against the guessing limits, so a burst of
 * guesses is refused at once: per account, cleared by the right password, and per network address.
 */
export async function checkPassword(
  context: Context,
  canonicalEmail: string,
  password: string,
  storedHash: string | null | undefined,
): Promise<boolean> {
  const { limits } = context.runtime;
  await limits.consume('passwordFailuresPerAccount', canonicalEmail);
  await limits.consume('passwordChecksPerAddress', addressOf(context));
  const matches = (await verifyPassword(password, storedHash ?? (await decoyPasswordHash()))) && Boolean(storedHash);
  if (matches) await limits.forget('passwordFailuresPerAccount', canonicalEmail);
  return matches;
}
