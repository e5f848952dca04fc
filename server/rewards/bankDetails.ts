import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { and, eq, exists, inArray, isNotNull, notExists } from 'drizzle-orm';
import type { Context } from '../context';
import type { Queryable } from '../db/client';
import { bankDetails, rewards, users } from '../db/schema';
import type { BankKey, BankKeyring } from '../security/keys';
import { findById } from '../accounts/lookup';
import { reauthenticate, type Reauthentication } from '../accounts/reauthenticate';
import { AuthenticationError, UserInputError } from '../errors';
import { requireViewer } from '../sessions/viewer';
import { bankDetailsChangedMail } from './mails';

export const BANKS = ['ABSA', 'Capitec', 'FNB', 'Nedbank', 'Standard Bank', 'African Bank', 'Bidvest Bank', 'Discovery Bank', 'TymeBank'] as const;
export const ACCOUNT_TYPES = ['Savings', 'Cheque', 'Credit'] as const;

export interface SavedBankDetails {
  bankName: string;
  accountType: string;
  accountNumber: string;
  branchCode: string | null;
  accountHolder: string;
  updatedAt: Date;
}

export type BankDetailsInput = Omit<SavedBankDetails, 'updatedAt' | 'branchCode'> & { branchCode?: string | null } & Reauthentication;

/** An account number as admin screens and mail show it: the last four digits (fewer of a short number), the rest hidden. */
export function maskAccountNumber(accountNumber: string): string {
  const shown = Math.max(0, Math.min(4, accountNumber.length - 4));
  return `****${accountNumber.slice(accountNumber.length - shown)}`;
}

const IV_BYTES = 12;
const TAG_BYTES = 16;

/** AES-256-GCM: iv | tag | ciphertext, base64. The user id is bound in as associated data, so a row cannot be moved to another poet. */
export function encryptBankDetails(key: BankKey, userId: string, details: Omit<SavedBankDetails, 'updatedAt'>): { encrypted: string; keyId: string } {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key.key, iv);
  cipher.setAAD(Buffer.from(userId));
  const ciphertext = Buffer.concat([cipher.update(JSON.stringify(details), 'utf8'), cipher.final()]);
  return { encrypted: Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64'), keyId: key.id };
}

function decryptWith(key: Buffer, userId: string, encrypted: string): Omit<SavedBankDetails, 'updatedAt'> {
  const raw = Buffer.from(encrypted, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(userId));
  decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  const plain = Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
  return JSON.parse(plain.toString('utf8')) as Omit<SavedBankDetails, 'updatedAt'>;
}

/**
 * A row's details, under the key its id names. A row from before keys had ids is opened by
 * whichever configured key authenticates it (GCM refuses every other, so none gives garbage).
 */
export function decryptBankDetails(keys: BankKeyring, row: Pick<typeof bankDetails.$inferSelect, 'userId' | 'encrypted' | 'keyId'>): Omit<SavedBankDetails, 'updatedAt'> {
  const all = [keys.current, ...keys.previous];
  if (row.keyId !== null) {
    const key = all.find((candidate) => candidate.id === row.keyId);
    if (!key) throw new Error(`Bank details are encrypted under key ${row.keyId}, which is not configured: give it in BANK_DETAILS_OLD_KEYS`);
    return decryptWith(key.key, row.userId, row.encrypted);
  }
  for (const key of all) {
    try {
      return decryptWith(key.key, row.userId, row.encrypted);
    } catch {
      // Not this key: GCM's tag check failed.
    }
  }
  throw new Error('Bank details saved before keys had ids open under none of the configured keys: give the key of that time in BANK_DETAILS_OLD_KEYS');
}

function required(value: string, field: string, label: string): string {
  const text = value.trim();
  if (text === '') throw new UserInputError(`${label} is required.`, field);
  return text;
}

/** The rules of the payment details form, with the spec's messages. */
export function validBankDetails(input: BankDetailsInput): Omit<SavedBankDetails, 'updatedAt'> {
  const bankName = required(input.bankName, 'bankName', 'Bank name');
  if (!(BANKS as readonly string[]).includes(bankName)) throw new UserInputError('Please choose one of the listed banks.', 'bankName');
  const accountType = required(input.accountType, 'accountType', 'Account type');
  if (!(ACCOUNT_TYPES as readonly string[]).includes(accountType)) {
    throw new UserInputError('Please choose Savings, Cheque or Credit.', 'accountType');
  }
  const accountNumber = required(input.accountNumber, 'accountNumber', 'Account number').replace(/\s+/g, '');
  if (!/^\d{5,16}$/.test(accountNumber)) throw new UserInputError('Account number must be between 5 and 16 digits', 'accountNumber');
  const branchCode = input.branchCode?.replace(/\s+/g, '') || null;
  if (branchCode !== null && !/^\d{4,6}$/.test(branchCode)) throw new UserInputError('Branch code must be between 4 and 6 digits', 'branchCode');
  const accountHolder = required(input.accountHolder, 'accountHolder', 'Account holder');
  if (accountHolder.length > 100) throw new UserInputError('Account holder must be at most 100 characters.', 'accountHolder');
  return { bankName, accountType, accountNumber, branchCode, accountHolder };
}

/**
 * Saves the caller's bank details, encrypted, once they have confirmed it is them (a stolen session
 * must not redirect payouts), and mails the poet that their details changed.
 */
export async function saveBankDetails(context: Context, input: BankDetailsInput): Promise<SavedBankDetails> {
  const viewer = requireViewer(context);
  const details = validBankDetails(input);
  const { db, config, mailer } = context.runtime;
  const poet = await findById(db, viewer.user.id);
  if (!poet) throw new AuthenticationError();
  await reauthenticate(context, poet, input);
  const sealed = encryptBankDetails(config.secrets.bankKeys.current, poet.id, details);
  const updatedAt = new Date();
  await db.transaction(async (tx) => {
    await tx
      .insert(bankDetails)
      .values({ userId: poet.id, ...sealed, updatedAt })
      .onConflictDoUpdate({ target: bankDetails.userId, set: { ...sealed, updatedAt } });
    if (!poet.isDemo) await mailer.queue(tx, bankDetailsChangedMail(poet, details.bankName, maskAccountNumber(details.accountNumber)));
  });
  return { ...details, updatedAt };
}

/** Decrypted bank details of each given poet that has saved some. */
export async function bankDetailsOf(db: Queryable, keys: BankKeyring, userIds: string[]): Promise<Map<string, SavedBankDetails>> {
  if (userIds.length === 0) return new Map();
  const rows = await db.select().from(bankDetails).where(inArray(bankDetails.userId, [...new Set(userIds)]));
  return new Map(rows.map((row) => [row.userId, { ...decryptBankDetails(keys, row), updatedAt: row.updatedAt }]));
}

/**
 * Erases a deleted account's bank details once none of its rewards is left to pay; a live account's,
 * or one still owed a reward, stay. Called in the transaction that deletes the account, pays or voids.
 */
export async function eraseBankDetailsOnceSettled(tx: Queryable, userId: string): Promise<void> {
  await tx
    .delete(bankDetails)
    .where(
      and(
        eq(bankDetails.userId, userId),
        exists(tx.select({ id: users.id }).from(users).where(and(eq(users.id, userId), isNotNull(users.deletedAt)))),
        notExists(tx.select({ id: rewards.id }).from(rewards).where(and(eq(rewards.userId, userId), eq(rewards.status, 'pending')))),
      ),
    );
}

export async function myBankDetails(context: Context): Promise<SavedBankDetails | null> {
  const viewer = requireViewer(context);
  const found = await bankDetailsOf(context.runtime.db, context.runtime.config.secrets.bankKeys, [viewer.user.id]);
  return found.get(viewer.user.id) ?? null;
}
