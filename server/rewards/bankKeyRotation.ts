import { asc, eq, isNull, ne, or } from 'drizzle-orm';
import type { Database } from '../db/client';
import { bankDetails } from '../db/schema';
import type { BankKeyring } from '../security/keys';
import { decryptBankDetails, encryptBankDetails } from './bankDetails';

const BATCH = 100;

/**
 * Re-encrypts under the current key every row that is not, a batch per transaction, and returns
 * how many it changed. Safe beside serving instances: each batch locks its rows, and a row a poet
 * saves meanwhile is already under the current key. Run again after a failure, it goes on where it
 * stopped; a row whose key is not configured stops it with an error naming that key.
 */
export async function rotateBankDetails(db: Database, keys: BankKeyring, onBatch: (changed: number) => void = () => undefined): Promise<number> {
  let total = 0;
  for (;;) {
    const changed = await db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(bankDetails)
        .where(or(isNull(bankDetails.keyId), ne(bankDetails.keyId, keys.current.id)))
        .orderBy(asc(bankDetails.userId))
        .limit(BATCH)
        .for('update');
      for (const row of rows) {
        const sealed = encryptBankDetails(keys.current, row.userId, decryptBankDetails(keys, row));
        await tx.update(bankDetails).set(sealed).where(eq(bankDetails.userId, row.userId));
      }
      return rows.length;
    });
    if (changed === 0) return total;
    total += changed;
    onBatch(total);
  }
}
