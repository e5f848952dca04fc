import cluster from 'node:cluster';
import { startServer } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { createLogger, type Logger } from './logger';
import { startWorkers, WORKER_READY } from './workers';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  const log = createLogger(config.logLevel);

  if (cluster.isPrimary && config.workers > 1) {
    stopOnSignals(log, await startWorkers(config.workers, log));
    announce(config, log, config.port);
    return;
  }
  const server = await startServer(config, { log });
  stopOnSignals(log, server.close);
  if (cluster.isWorker) process.send?.(WORKER_READY);
  else announce(config, log, server.port);
}

function announce(config: Config, log: Logger, port: number): void {
  log.info({ url: config.publicUrl, port, database: config.databaseUrl ? 'postgres' : 'pglite', workers: config.workers }, 'Spoken is running');
  const lines = [`\n  Spoken is running: open ${config.publicUrl}\n`];
  if (config.generatedSecrets) {
    lines.push(`  Admin registration passcode: ${config.secrets.adminPasscode}`);
    lines.push(`  (generated and kept in ${config.dataDir}/secrets.json)\n`);
  }
  process.stdout.write(`${lines.join('\n')}\n`);
}

function stopOnSignals(log: Logger, stop: () => Promise<void>): void {
  const shutdown = (signal: string) => {
    log.info({ signal }, 'shutting down');
    stop().then(
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
