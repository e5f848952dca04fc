import type { Context } from '../context';
import { accountAtAddress, addressOf } from '../security/rateLimits';
import { decoyPasswordHash, verifyPassword } from './passwordHashing';

/**
 * Checks a password typed for the account with canonical address `canonicalEmail` against its hash
 * (none for an unknown address or an account without a password: a decoy is checked, so every
 * answer takes as long). Counted before the slow hash against the limits that refuse, so a burst
 * of guesses is refused at once: per account and address together (cleared by the right
 * password), wrong passwords per network address (refunded by the right one) and checks per
 * network address. Guesses at one account from many addresses are never refused unchecked, so
 * nobody can lock a chosen account's owner out: the account's checks take turns by address, one at
 * a time on an instance, and only a wrong answer is slowed (passwordFailuresPerAccount).
 */
export async function checkPassword(
  context: Context,
  canonicalEmail: string,
  password: string,
  storedHash: string | null | undefined,
): Promise<boolean> {
  const { limits, passwordTurns } = context.runtime;
  const address = addressOf(context);
  const pair = accountAtAddress(canonicalEmail, context);
  await limits.consume('passwordFailuresPerAccountAndAddress', pair);
  await limits.consume('passwordFailuresPerAddress', address);
  await limits.consume('passwordChecksPerAddress', address);
  const matches = await passwordTurns.run(
    canonicalEmail,
    address,
    async () => (await verifyPassword(password, storedHash ?? (await decoyPasswordHash()))) && Boolean(storedHash),
  );
  if (!matches) {
    await limits.slowDown('passwordFailuresPerAccount', canonicalEmail);
    return false;
  }
  await limits.forget('passwordFailuresPerAccountAndAddress', pair);
  // Counted before it was known right: only wrong passwords count towards the address's limit.
  await limits.refund('passwordFailuresPerAddress', address);
  return true;
}
