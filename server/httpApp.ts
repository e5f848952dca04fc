import { createServer, type Server } from 'node:http';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import express, { type RequestHandler } from 'express';
import { graphqlUploadExpress } from 'graphql-upload-minimal';
import type { GraphQLSchema } from 'graphql';
import { openContext, type Context } from './context';
import { formatErrorForClient } from './errors';
import { boundedAnswerJson } from './graphql/answerLimit';
import { operationRules, PARSE_OPTIONS } from './graphql/operationLimits';
import { resolvers } from './graphql/resolvers';
import { createSchema, loadTypeDefs } from './graphql/schema';
import { TrustedDocuments } from './graphql/trustedDocuments';
import { accountExportRoute } from './http/accountExport';
import { BEAT_LIMITS } from './beats/validation';
import { clientAddressOf } from './http/clientAddress';
import { compressedAnswers } from './http/compression';
import { sessionCookieFor, sessionTokenOf } from './http/cookies';
import { drainRequestAfterResponse } from './http/drainRequest';
import { errorHandler } from './http/errorHandler';
import { loopbackOnly } from './http/loopbackOnly';
import { liveness, readiness } from './http/readiness';
import { requestLog } from './http/requestLog';
import { robotsTxtRoute } from './http/robotsTxt';
import { securityHeaders } from './http/securityHeaders';
import { PublicReads } from './http/publicReads';
import { sitemapRoute } from './http/sitemap';
import { trustedOperations } from './http/trustedOperations';
import { mountWebApp } from './http/web';
import type { StartedParts } from './lifecycle';
import type { SharedSubscriptions } from './fanout/sharedSubscriptions';
import { devOutboxPage } from './mail/devOutbox';
import { mediaRoute } from './media/route';
import { answeringOn, operationLabelPlugin } from './metrics/operations';
import { metricsRoute } from './metrics/route';
import type { Runtime } from './runtime';
import { createSocketServer, type SocketServer } from './socket/server';
import { videoUploadRoute, VIDEO_UPLOADS_PATH } from './uploads/route';

const MAX_JSON_BODY = '256kb';

/** The HTTP server of one instance, not yet listening, and its socket server (none on a worker-only instance). */
export interface HttpApp {
  server: Server;
  sockets: SocketServer | undefined;
}

export interface HttpAppOptions {
  /** The built web app to serve; web/dist unless given. */
  webDistDir?: string;
}

/**
 * The HTTP side of an instance: GraphQL over HTTP and WebSocket on /graphql, media, the web app,
 * the health checks and metrics. A worker-only instance answers the health checks and metrics alone. Each part's stop is
 * registered with `started` as it starts; the HTTP server and sockets are stopped by serving's end.
 */
export async function createHttpApp(runtime: Runtime, fanout: SharedSubscriptions, started: StartedParts, options: HttpAppOptions = {}): Promise<HttpApp> {
  const { config } = runtime;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  const server = createServer(app);
  // Longer than clients' and proxies' idle timeouts, so a client never sends on a kept-alive
  // connection the server is closing at that moment (which it sees as a reset).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  app.use(securityHeaders(config));
  app.use(requestLog(runtime.log, runtime.metrics));
  app.get('/healthz', liveness);
  app.get('/readyz', readiness(runtime.connection, runtime.log));
  app.get('/metrics', ...metricsRoute(config, runtime.metrics, runtime.log));

  // A worker-only instance runs jobs and answers health checks and metrics; it serves nobody else.
  let sockets: SocketServer | undefined;
  if (config.worker !== 'only') {
    const schema = createSchema(loadTypeDefs(), resolvers);
    const trusted = TrustedDocuments.load(config.trustedDocumentsOnly);
    const apollo = started.add(createApollo(runtime, schema), (apollo) => apollo.stop());
    await apollo.start();
    const reads = new PublicReads(runtime, apollo, trusted);
    app.use('/graphql', ...graphqlOverHttp(runtime, apollo, trusted, reads));
    // Everything below the path too, so that the route itself refuses what names no upload exactly.
    app.all([VIDEO_UPLOADS_PATH, `${VIDEO_UPLOADS_PATH}/*rest`], drainRequestAfterResponse, videoUploadRoute(runtime));
    app.use('/media', mediaRoute(runtime));
    app.all('/account/export', accountExportRoute(runtime));
    if (!config.isProduction) app.get('/dev/outbox', loopbackOnly, devOutboxPage(runtime.db));
    app.get('/robots.txt', robotsTxtRoute(config));
    app.get('/sitemap.xml', compressedAnswers, sitemapRoute(runtime));
    started.add(await mountWebApp(app, server, runtime, { dev: config.devWeb, distDir: options.webDistDir, schema, reads }), (closeWebApp) => closeWebApp());
    started.add(fanout, (fanout) => fanout.clear());
    sockets = createSocketServer(runtime, schema, fanout, trusted);
  }
  app.use(errorHandler);
  server.on('upgrade', (request, socket, head) => {
    if (sockets && new URL(request.url ?? '/', 'http://localhost').pathname === '/graphql') sockets.handleUpgrade(request, socket, head);
    // Vite's dev server takes its own upgrades (hot reload) on the same HTTP server.
    else if (!config.devWeb) socket.destroy();
  });
  return { server, sockets };
}

function createApollo(runtime: Runtime, schema: GraphQLSchema): ApolloServer<Context> {
  const { config, log } = runtime;
  return new ApolloServer<Context>({
    schema,
    // The same bounds as the socket's (server/socket/operations.ts); introspection is refused by
    // operationRules in production, on both transports.
    parseOptions: PARSE_OPTIONS,
    validationRules: operationRules(config.isProduction),
    introspection: true,
    // A hash is answered by trustedOperations from the built clients' lists, never registered by a caller.
    persistedQueries: false,
    hideSchemaDetailsFromClientErrors: config.isProduction,
    stringifyResult: boundedAnswerJson,
    includeStacktraceInErrorResponses: false,
    formatError: (formatted, error) => formatErrorForClient(formatted, error, log),
    plugins: [ApolloServerPluginLandingPageDisabled(), operationLabelPlugin()],
  });
}

function graphqlOverHttp(runtime: Runtime, apollo: ApolloServer<Context>, trusted: TrustedDocuments, reads: PublicReads): RequestHandler[] {
  const { config } = runtime;
  return [
    drainRequestAfterResponse,
    compressedAnswers,
    // Only beats come as multipart (videos come by /uploads/videos). The media store enforces a
    // beat's 20 MB and removes the file; the parser's cap sits well above it: at its own limit it
    // stalls the file stream instead of failing it, which would hold the request open.
    graphqlUploadExpress({ maxFileSize: BEAT_LIMITS.fileBytesMax * 2, maxFiles: 1, maxFieldSize: 1024 * 1024 }),
    express.json({ limit: MAX_JSON_BODY }),
    trustedOperations(trusted),
    reads.handler(),
    expressMiddleware(apollo, {
      context: async ({ req, res }) =>
        answeringOn(
          openContext(runtime, {
            token: sessionTokenOf(req),
            log: req.log,
            ip: clientAddressOf(req, config.trustProxy),
            userAgent: req.get('user-agent'),
            sessionCookie: sessionCookieFor(res, config.isProduction),
          }),
          res,
        ),
    }),
  ];
}
