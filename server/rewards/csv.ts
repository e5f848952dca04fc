import { actorOf, recordAudit } from '../audit/record';
import type { Context } from '../context';
import { requireViewer } from '../sessions/viewer';
import { bankDetailsOf } from './bankDetails';
import { pendingRewards } from './ledger';

const HEADER = ['Account holder', 'Bank', 'Branch code', 'Account number', 'Account type', 'Amount', 'Reference'];

/**
 * One CSV cell. Every cell is quoted; a cell a spreadsheet would run as a formula (starting with =,
 * +, -, @, tab or carriage return) is prefixed with an apostrophe so it stays text.
 */
export function csvCell(value: string): string {
  const inert = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${inert.replaceAll('"', '""')}"`;
}

/**
 * Pending rewards of poets with bank details, one row per reward, for a bank's bulk payment. The
 * export holds full account numbers, so each one is recorded in the audit log.
 */
export async function pendingPayoutsCsv(context: Context): Promise<string> {
  const admin = requireViewer(context).user;
  const { db, config } = context.runtime;
  const pending = await pendingRewards(db);
  const banks = await bankDetailsOf(db, config.secrets.bankKeys, pending.map((reward) => reward.userId));
  const lines = [HEADER.map(csvCell).join(',')];
  for (const reward of pending) {
    const bank = banks.get(reward.userId);
    if (!bank) continue;
    lines.push(
      [
        bank.accountHolder,
        bank.bankName,
        bank.branchCode ?? '',
        bank.accountNumber,
        bank.accountType,
        (reward.amountCents / 100).toFixed(2),
        `SPOKEN ${reward.id.slice(0, 8).toUpperCase()}`,
      ]
        .map(csvCell)
        .join(','),
    );
  }
  await recordAudit(db, { actor: actorOf(admin), action: 'payouts.export', subjectType: 'payouts', after: { rows: lines.length - 1 } });
  return `${lines.join('\r\n')}\r\n`;
}
