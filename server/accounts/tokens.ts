import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { accountTokens } from '../db/schema';
import { UserInputError } from '../errors';

export type TokenPurpose = 'verify_email' | 'reset_password';

export const TOKEN_TTL_MS: Record<TokenPurpose, number> = {
  verify_email: 48 * 3600_000,
  reset_password: 3600_000,
};

export const INVALID_LINK = 'This link is invalid or has expired.';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** Stores a new single-use token for `userId` and returns it; only its hash is kept. */
export async function issueToken(tx: Queryable, userId: string, purpose: TokenPurpose): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await tx.insert(accountTokens).values({
    userId,
    purpose,
    tokenHash: hashOf(token),
    expiresAt: new Date(Date.now() + TOKEN_TTL_MS[purpose]),
  });
  return token;
}

const usable = (token: string, purpose: TokenPurpose) =>
  and(
    eq(accountTokens.tokenHash, hashOf(token)),
    eq(accountTokens.purpose, purpose),
    isNull(accountTokens.usedAt),
    gt(accountTokens.expiresAt, sql`now()`),
  );

/** Throws, as consumeToken would, when a token is unknown, used or expired; uses nothing up. */
export async function checkToken(db: Queryable, token: string, purpose: TokenPurpose): Promise<void> {
  const [row] = await db.select({ id: accountTokens.id }).from(accountTokens).where(usable(token, purpose)).limit(1);
  if (!row) throw new UserInputError(INVALID_LINK, 'token');
}

/** Uses up a token, once: returns its user, or throws when it is unknown, used or expired. */
export async function consumeToken(tx: Queryable, token: string, purpose: TokenPurpose): Promise<string> {
  const [row] = await tx
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(usable(token, purpose))
    .returning({ userId: accountTokens.userId });
  if (!row) throw new UserInputError(INVALID_LINK, 'token');
  return row.userId;
}

/** When the user's newest token of this purpose was issued, to enforce a resend cooldown. */
export async function lastIssuedAt(tx: Queryable, userId: string, purpose: TokenPurpose): Promise<Date | undefined> {
  const [row] = await tx
    .select({ createdAt: accountTokens.createdAt })
    .from(accountTokens)
    .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose)))
    .orderBy(desc(accountTokens.createdAt))
    .limit(1);
  return row?.createdAt;
}

/** Voids the user's unused tokens of a purpose, so only the newest link works. */
export async function voidTokens(tx: Queryable, userId: string, purpose: TokenPurpose): Promise<void> {
  await tx
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)));
}

/**
 * Deletes expired tokens, and used ones an hour after use: kept that long, a used token still
 * holds back a new link within the resend cooldown.
 */
export async function removeSpentTokens(db: Queryable): Promise<void> {
  await db
    .delete(accountTokens)
    .where(or(lte(accountTokens.expiresAt, sql`now()`), lte(accountTokens.usedAt, sql`now() - interval '1 hour'`)));
}
