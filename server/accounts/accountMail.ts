import type { Context } from '../context';
import type { UserRow } from '../db/schema';
import { accountAtAddress, addressOf } from '../security/rateLimits';
import { canonicalEmail } from './email';
import { lastIssuedAt, type TokenPurpose } from './tokens';

/** How long after a link is mailed a request for another mails none: the link already mailed still works. */
const LINK_COOLDOWN_MS = 60_000;

/** Counts a request for a verification or reset mail against the asking address's own limit, whatever it then sends. */
export function countMailRequest(context: Context): Promise<void> {
  return context.runtime.limits.consume('accountMailPerAddress', addressOf(context));
}

/** An inbox's mail limit is counted per asking address, so a stranger elsewhere spends only their own share of it. */
const inboxAskedFrom = (context: Context, email: string) => accountAtAddress(canonicalEmail(email), context);

/**
 * Counts a sign-up's mail to `email` (a verification link, or a note to the address's owner: one
 * goes either way, so a refusal tells nothing), and throws RATE_LIMITED past the inbox's limit.
 */
export function countSignUpMail(context: Context, email: string): Promise<void> {
  return context.runtime.limits.consume('accountMailPerRecipientAndAddress', inboxAskedFrom(context, email));
}

/**
 * Whether a fresh `purpose` link may be mailed to `user` now: not within a minute of the last one,
 * and within their inbox's limit, which only a mail about to go counts. Past either nothing is
 * mailed and the answer stays the same, so it never tells anyone whether the address has an account.
 */
export async function mayMailLink(context: Context, user: UserRow, purpose: TokenPurpose): Promise<boolean> {
  const last = await lastIssuedAt(context.runtime.db, user.id, purpose);
  if (last && Date.now() - last.getTime() < LINK_COOLDOWN_MS) return false;
  return context.runtime.limits.allows('accountMailPerRecipientAndAddress', inboxAskedFrom(context, user.email));
}
