import { loadConfig } from './config';
import { openConfiguredDatabase } from './db/client';
import { createLogger } from './logger';
import { rotateBankDetails } from './rewards/bankKeyRotation';

/**
 * `npm run rotate-bank-key`: re-encrypts the stored bank details under BANK_DETAILS_KEY (or the
 * bank key derived from ROOT_SECRET), reading older rows with BANK_DETAILS_OLD_KEYS.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const connection = await openConfiguredDatabase(config, createLogger(config.logLevel));
  try {
    const { current } = config.secrets.bankKeys;
    process.stdout.write(`Re-encrypting bank details under key ${current.id}\n`);
    const total = await rotateBankDetails(connection.db, config.secrets.bankKeys, (sofar) => process.stdout.write(`${sofar} re-encrypted\n`));
    process.stdout.write(`Done: ${total} re-encrypted; every row is now under key ${current.id}, so BANK_DETAILS_OLD_KEYS may be removed.\n`);
  } finally {
    await connection.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`rotate-bank-key failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
