import type { Config } from './config';
import type { DatabaseConnection } from './db/client';
import { createHttpApp, type HttpApp, type HttpAppOptions } from './httpApp';
import { drainOnStop, listen } from './http/serving';
import { StartedParts } from './lifecycle';
import { SharedSubscriptions } from './fanout/sharedSubscriptions';
import { createLogger, type Logger } from './logger';
import { Metrics } from './metrics/metrics';
import type { Runtime } from './runtime';
import { startRuntime } from './startRuntime';

export interface RunningServer {
  url: string;
  port: number;
  /** The open database connection, for seed scenarios and tools that run beside the server. */
  connection: DatabaseConnection;
  runtime: Runtime;
  /** The shared subscriptions of this instance's sockets (server/fanout). */
  fanout: SharedSubscriptions;
  /** How many subscriptions this instance's sockets are running (see SocketServer). */
  subscriptionCount(): number;
  close(): Promise<void>;
}

export interface StartOptions extends HttpAppOptions {
  log?: Logger;
}

/**
 * Starts one instance in three steps: its runtime (database, events, jobs, mail, live tallies),
 * its HTTP app, then serving HTTP and WebSocket on one port. Every part registers its stop as it
 * starts; closing (or a failed start) stops them in the reverse order.
 */
export async function startServer(config: Config, options: StartOptions = {}): Promise<RunningServer> {
  const log = options.log ?? createLogger(config.logLevel);
  const started = new StartedParts();
  try {
    const metrics = new Metrics();
    const fanout = new SharedSubscriptions(log, metrics);
    const runtime = await startRuntime(config, log, metrics, (channel, update) => fanout.publish(channel, update), started);
    const http = await createHttpApp(runtime, fanout, started, options);
    const port = await serve(http, config, started);
    return {
      url: `http://localhost:${port}`,
      port,
      connection: runtime.connection,
      runtime,
      fanout,
      subscriptionCount: () => http.sockets?.subscriptionCount() ?? 0,
      close: () => started.stopAll(),
    };
  } catch (error) {
    await started.stopAll();
    throw error;
  }
}

/** Listens on the configured port; stopping closes the sockets first, then lets HTTP requests in flight finish. */
async function serve(http: HttpApp, config: Config, started: StartedParts): Promise<number> {
  const drain = drainOnStop(http.server);
  const port = await listen(http.server, config.port, config.host);
  started.add(http, async ({ sockets }) => {
    await sockets?.close();
    await drain();
  });
  return port;
}
