import { startServer } from './app';
import { ConfigError, loadConfig } from './config';
import { createLogger } from './logger';
import { createFilesPrivately, makePrivate } from './privateData';

async function main(): Promise<void> {
  createFilesPrivately();
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  const log = createLogger(config.logLevel);
  const server = await startServer(config, { log });
  // Once the database is open: the embedded engine has then written what it writes at start.
  const privacy = await makePrivate(config.dataDir);
  if (privacy.changed > 0) log.info({ entries: privacy.changed }, 'DATA_DIR: group and other permissions removed');
  if (privacy.failed.length > 0) log.warn({ entries: privacy.failed.length }, 'DATA_DIR holds files this user cannot make private: give them to the user the server runs as');
  log.info({ url: config.publicUrl, port: server.port, database: server.connection.engine }, 'Spoken is running');

  const lines = [`\n  Spoken is running: open ${config.publicUrl}\n`];
  if (config.generatedSecrets) {
    lines.push(`  Admin registration passcode: ${config.secrets.adminPasscode}`);
    lines.push(`  (generated and kept in ${config.dataDir}/secrets.json)\n`);
  }
  process.stdout.write(`${lines.join('\n')}\n`);

  const shutdown = (signal: string) => {
    log.info({ signal }, 'shutting down');
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  createLogger('error').fatal({ err: error }, 'Spoken failed to start');
  process.exit(1);
});
