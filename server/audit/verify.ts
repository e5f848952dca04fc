import { loadConfig } from '../config';
import { openConfiguredDatabase } from '../db/client';
import { createLogger } from '../logger';
import { verifyAuditChain } from './chain';

/**
 * `npm run audit:verify`: checks the audit log's hash chain in the configured database, printing
 * its head when whole and naming the first broken entry (exit code 1) when not.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const connection = await openConfiguredDatabase(config, createLogger(config.logLevel));
  try {
    const check = await verifyAuditChain(connection.db);
    if (check.whole) {
      const head = check.head ? `; the last is entry ${check.head.seq}, hash ${check.head.hash}` : '';
      process.stdout.write(`The audit log is whole: ${check.entries} entries${head}.\n`);
    } else {
      const { seq, id, problem } = check.broken;
      process.stderr.write(`The audit log is broken at entry ${seq} (id ${id}): ${problem}. The ${check.entries} entries before it are whole.\n`);
      process.exitCode = 1;
    }
  } finally {
    await connection.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`audit:verify failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
