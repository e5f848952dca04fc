import type { Context } from '../context';
import { accountAtAddress, addressOf } from '../security/rateLimits';
import { decoyPasswordHash, verifyPassword } from './passwordHashing';

/**
 * Checks a password typed for the account with canonical address `canonicalEmail` against its hash
 * (none for an unknown address or an account without a password: a decoy is checked, so every
 * answer takes as long). Counted before the slow hash against the guessing limits, so a burst of
 * guesses is refused at once: per account and address together, cleared by the right password, and
 * per network address. Guesses at one account from many addresses are not refused but slowed
 * (passwordFailuresPerAccount), so nobody can lock a chosen account's owner out.
 */
export async function checkPassword(
  context: Context,
  canonicalEmail: string,
  password: string,
  storedHash: string | null | undefined,
): Promise<boolean> {
  const { limits } = context.runtime;
  const pair = accountAtAddress(canonicalEmail, context);
  await limits.consume('passwordFailuresPerAccountAndAddress', pair);
  await limits.consume('passwordChecksPerAddress', addressOf(context));
  await limits.slowDown('passwordFailuresPerAccount', canonicalEmail);
  const matches = (await verifyPassword(password, storedHash ?? (await decoyPasswordHash()))) && Boolean(storedHash);
  if (matches) {
    await limits.forget('passwordFailuresPerAccountAndAddress', pair);
    // Only wrong passwords count towards the slowdown: this attempt was counted before it was known right.
    await limits.refund('passwordFailuresPerAccount', canonicalEmail);
  }
  return matches;
}
