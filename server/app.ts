import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import express from 'express';
import { graphqlUploadExpress } from 'graphql-upload-minimal';
import { ConfigError, type Config } from './config';
import { openContext, type Context } from './context';
import { seedBaselineContent } from './content/baseline';
import { openDatabase, type DatabaseConnection } from './db/client';
import { formatErrorForClient } from './errors';
import { EventHub } from './events/hub';
import { boundedAnswerJson } from './graphql/answerLimit';
import { operationRules, PARSE_OPTIONS } from './graphql/operationLimits';
import { resolvers } from './graphql/resolvers';
import { createSchema, loadTypeDefs } from './graphql/schema';
import { viewerLookup } from './graphql/viewerLookup';
import { createSocketServer } from './graphql/ws';
import { sessionCookieFor, sessionTokenOf } from './http/cookies';
import { drainRequestAfterResponse } from './http/drainRequest';
import { clientAddressOf } from './http/clientAddress';
import { errorHandler } from './http/errorHandler';
import { loopbackOnly } from './http/loopbackOnly';
import { requestLog } from './http/requestLog';
import { securityHeaders } from './http/securityHeaders';
import { mountWebApp } from './http/web';
import { SharedSubscriptions } from './live/sharedSubscriptions';
import { devOutboxPage } from './mail/devOutbox';
import { createMailer } from './mail/outbox';
import { startMailWorker } from './mail/worker';
import { startJobQueue } from './jobs/queue';
import { startMediaWorkers } from './jobs/workers';
import { mediaRoute } from './media/route';
import { localMediaStore } from './media/store';
import { findMediaTools, type MediaTools } from './media/tools';
import { seedDemoContent } from './content/demo';
import { startHousekeeping } from './security/housekeeping';
import { RateLimits } from './security/rateLimits';
import { MAX_VIDEO_BYTES } from './submissions/submit';
import { startVotingCloser } from './votes/closing';
import { LiveTallies } from './votes/tallies';
import { createLogger, type Logger } from './logger';
import type { Runtime } from './runtime';

const MAX_JSON_BODY = '256kb';

export interface RunningServer {
  url: string;
  port: number;
  /** The open database connection, for seed scenarios and tools that run beside the server. */
  connection: DatabaseConnection;
  runtime: Runtime;
  /** How many subscriptions this instance's sockets are running (see SocketServer). */
  subscriptionCount(): number;
  close(): Promise<void>;
}

export interface StartOptions {
  log?: Logger;
  /** The built web app to serve; web/dist unless given. */
  webDistDir?: string;
}

/** Opens the database, applies migrations and serves HTTP and WebSocket on one port. */
export async function startServer(config: Config, options: StartOptions = {}): Promise<RunningServer> {
  const log = options.log ?? createLogger(config.logLevel);
  const schema = createSchema(loadTypeDefs(), resolvers);
  const connection = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'db'),
    log,
  });
  await seedBaselineContent(connection.db);
  const hub = new EventHub(connection, log);
  await hub.start();
  const mediaTools = await requireMediaTools(config, log);
  const jobs = await startJobQueue(connection, { takeoverAfterS: config.jobTakeoverAfterS, worker: config.worker !== 'off', log });
  // In production mail always goes out: every instance that serves people has SMTP_URL, and their
  // mail workers also send what a worker-only instance (which may have none) queues.
  const mailer = createMailer({ smtp: config.smtpUrl !== undefined || config.isProduction, log });
  const mailWorker = config.smtpUrl
    ? startMailWorker({ db: connection.db, hub, log, smtpUrl: config.smtpUrl, from: config.mailFrom })
    : undefined;
  const media = localMediaStore(config.mediaDir, config.secrets.jwtSecret);
  const live = new SharedSubscriptions(log);
  const tallies = new LiveTallies(connection.db, hub, live, log);
  const limits = new RateLimits(connection, config.secrets.identityHashKey);
  const runtime: Runtime = { config, connection, db: connection.db, hub, jobs, log, mailer, media, mediaTools, live, tallies, limits };
  if (config.seedDemo) await seedDemoContent(runtime);
  if (config.worker !== 'off' && mediaTools) await startMediaWorkers(runtime, mediaTools);
  const stopVotingCloser = startVotingCloser(runtime, config.votingCloseCheckMs);
  const stopHousekeeping = startHousekeeping(runtime);

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  const httpServer = createServer(app);
  // Longer than clients' and proxies' idle timeouts, so a client never sends on a kept-alive
  // connection the server is closing at that moment (which it sees as a reset).
  httpServer.keepAliveTimeout = 65_000;
  httpServer.headersTimeout = 66_000;
  const sockets = createSocketServer(runtime, schema);
  httpServer.on('upgrade', (request, socket, head) => {
    if (config.worker !== 'only' && new URL(request.url ?? '/', 'http://localhost').pathname === '/graphql') sockets.handleUpgrade(request, socket, head);
    else if (!config.devWeb) socket.destroy();
  });

  const apollo = new ApolloServer<Context>({
    schema,
    // The same bounds as the WebSocket's (server/graphql/ws.ts); introspection is refused by
    // operationRules in production, on both transports.
    parseOptions: PARSE_OPTIONS,
    validationRules: operationRules(config.isProduction),
    introspection: true,
    hideSchemaDetailsFromClientErrors: config.isProduction,
    stringifyResult: boundedAnswerJson,
    includeStacktraceInErrorResponses: false,
    formatError: (formatted, error) => formatErrorForClient(formatted, error, log),
    plugins: [ApolloServerPluginDrainHttpServer({ httpServer }), ApolloServerPluginLandingPageDisabled(), viewerLookup],
  });
  await apollo.start();

  app.use(securityHeaders(config));
  app.use(requestLog(log));
  app.get('/healthz', async (request, response) => {
    try {
      await connection.ping();
      response.json({ status: 'ok' });
    } catch (error) {
      request.log.error({ err: error }, 'health check failed');
      response.status(503).json({ status: 'unavailable' });
    }
  });
  // A worker-only instance runs jobs and answers health checks; it serves nobody else.
  const servesPeople = config.worker !== 'only';
  if (servesPeople) {
    app.use(
      '/graphql',
      drainRequestAfterResponse,
      // The media store enforces each upload's limit (100 MB video, 20 MB beat) and removes the file.
      // The parser's cap sits well above it: at its own limit it stalls the file stream instead of
      // failing it, which would hold the request open.
      graphqlUploadExpress({ maxFileSize: MAX_VIDEO_BYTES * 2, maxFiles: 1, maxFieldSize: 1024 * 1024 }),
      express.json({ limit: MAX_JSON_BODY }),
      expressMiddleware(apollo, {
        context: async ({ req, res }) =>
          openContext(runtime, {
            token: sessionTokenOf(req),
            log: req.log,
            ip: clientAddressOf(req, config.trustProxy),
            userAgent: req.get('user-agent'),
            sessionCookie: sessionCookieFor(res, config.isProduction),
          }),
      }),
    );
    app.use('/media', mediaRoute(runtime));
    if (!config.isProduction) app.get('/dev/outbox', loopbackOnly, devOutboxPage(connection.db));
  }
  const closeWebApp = servesPeople
    ? await mountWebApp(app, httpServer, runtime, { dev: config.devWeb, distDir: options.webDistDir })
    : async () => undefined;
  app.use(errorHandler);

  await listen(httpServer, config.port, config.host);
  const port = (httpServer.address() as AddressInfo).port;

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      await sockets.close();
      await apollo.stop();
      await closeWebApp();
      await stopVotingCloser();
      await stopHousekeeping();
      await tallies.stop();
      await jobs.stop();
      await mailWorker?.stop();
      await hub.stop();
      await connection.close();
    })());

  return { url: `http://localhost:${port}`, port, connection, runtime, subscriptionCount: () => sockets.subscriptionCount(), close };
}

/**
 * The media programs from PATH. Production refuses to start without them, on every instance, so
 * that no instance ever serves an upload as it came; elsewhere a warning says what is lost.
 */
async function requireMediaTools(config: Config, log: Logger): Promise<MediaTools | null> {
  const found = await findMediaTools();
  if ('tools' in found) return found.tools;
  const missing = found.missing.join(', ');
  if (config.isProduction) throw new ConfigError(`Production needs these programs on PATH: ${missing} (Debian: apt-get install ffmpeg util-linux)`);
  log.warn(`${missing} not on PATH: videos play as uploaded, with no renditions, posters or durations, and their metadata is not removed (apt-get install ffmpeg)`);
  return null;
}

function listen(server: Server, port: number, host: string | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    // A deep accept queue: thousands of clients connecting at once (a topic going live) must queue, not be reset.
    server.listen({ port, host, backlog: 4096 }, () => {
      server.off('error', reject);
      resolve();
    });
  });
}
