import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { getOperationAST, GraphQLError, type ExecutionResult, type GraphQLFormattedError, type GraphQLSchema } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer, type WebSocket } from 'ws';
import { buildContext, type Context } from '../context';
import { formatErrorForClient } from '../errors';
import { clientAddressOf } from '../http/clientAddress';
import { bearerTokenOf, readCookie, SESSION_COOKIE } from '../http/cookies';
import type { Logger } from '../logger';
import { tooLargeAnswer } from './answerLimit';
import { checkVariables, operationRules, parseOperation, validateOperation } from './operationLimits';
import { SharedFeeds, type SharedResultSocket } from './sharedFeed';
import { subscribeSharingResults } from './sharedResults';
import { isAllowedOrigin, refuseHandshake, SocketsPerAddress } from './socketAdmission';
import { httpOnlyMutations, httpOnlyRefusal, selectsMutation, SocketOperations } from './socketOperations';
import { textFrame } from './textFrame';
import type { Runtime } from '../runtime';

/** Close code for a socket whose session has ended; graphql-ws clients do not retry it. */
export const SESSION_ENDED_CLOSE_CODE = 4401;
const MAX_MESSAGE_BYTES = 64 * 1024;
/**
 * A watcher this far behind (bytes queued for it) is closed with 1013, Try Again Later: its client
 * reconnects and refetches, instead of the server holding an ever longer queue for it.
 */
const MAX_QUEUED_BYTES = 4 * 1024 * 1024;
const TRY_AGAIN_LATER_CLOSE_CODE = 1013;
const CLOSING_BRACE = Buffer.from('}');

/** Closes a socket whose reader has fallen too far behind; true when it did (or it is no longer open). */
function closedForLagging(socket: WebSocket, log: Logger): boolean {
  if (socket.readyState !== socket.OPEN) return true;
  if (socket.bufferedAmount <= MAX_QUEUED_BYTES) return false;
  log.warn({ queuedBytes: socket.bufferedAmount }, 'closing a socket too far behind');
  socket.close(TRY_AGAIN_LATER_CLOSE_CODE, 'Too far behind');
  return true;
}

/**
 * Where one subscription (socket and operation id) is written the results it shares with other
 * sockets, as complete graphql-ws `next` messages.
 *
 * Each message is framed here and written to the connection in one write, beside `ws`: with
 * per-message compression off (as it is here), `ws` too writes each frame whole and at once, so
 * frames never interleave, and its `bufferedAmount` still counts what waits.
 */
function sharedResultSocket(socket: WebSocket, connection: Duplex, id: string, log: Logger): SharedResultSocket {
  const opening = Buffer.from(`{"id":${JSON.stringify(id)},"type":"next","payload":`);
  return {
    write: (payloadJson) => {
      if (!closedForLagging(socket, log)) connection.write(textFrame([opening, payloadJson, CLOSING_BRACE]));
    },
  };
}

/** Errors as a client may see them: unexpected ones logged and replaced (see formatErrorForClient). */
function forClient(errors: readonly GraphQLError[], log: Logger): GraphQLFormattedError[] {
  return errors.map((error) => formatErrorForClient(error.toJSON(), error, log));
}

export interface SocketServer {
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void;
  /** How many subscriptions are running on this instance's sockets: joined, so they receive what is published from now on. */
  subscriptionCount(): number;
  close(): Promise<void>;
}

/**
 * The session token a handshake carries: `connectionParams.token`, a bearer token, or the session
 * cookie. A cookie counts only from a page (a handshake with an Origin, already checked): any other
 * client must present its token itself.
 */
function socketToken(request: IncomingMessage, paramToken: unknown): string | undefined {
  if (typeof paramToken === 'string') return paramToken;
  return bearerTokenOf(request) ?? (request.headers.origin ? readCookie(request, SESSION_COOKIE) : undefined);
}

/**
 * GraphQL over WebSocket on /graphql. A handshake is accepted only from our own pages (or a client
 * that sends no Origin) and while its address holds fewer than its share of sockets. A socket is
 * authenticated once, when it connects; its Context then serves every operation on it. Each
 * operation is held to the same limits as over HTTP, and to a socket's share of subscriptions and
 * running operations. Sockets of a session that is revoked on any instance are closed at once.
 */
export function createSocketServer(runtime: Runtime, schema: GraphQLSchema): SocketServer {
  const { config } = runtime;
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES, perMessageDeflate: false });
  const rules = operationRules(config.isProduction);
  const refusedMutations = httpOnlyMutations(schema);
  const socketsPerAddress = new SocketsPerAddress();
  const operations = new WeakMap<WebSocket, SocketOperations>();
  const addresses = new WeakMap<IncomingMessage, string | undefined>();
  const contexts = new WeakMap<WebSocket, Context>();
  const connections = new WeakMap<WebSocket, Duplex>();
  // Each operation's context, to find the socket and operation id its shared results go to.
  const sharedResultSockets = new WeakMap<Context, SharedResultSocket>();
  const feeds = new SharedFeeds(runtime.writeRound, runtime.tallies.catchUp);
  // A shared result is formatted once for every socket; errors are unexpected there, and logged once.
  const serialise = (result: ExecutionResult) =>
    Buffer.from(JSON.stringify(result.errors ? { ...result, errors: forClient(result.errors, runtime.log) } : result));
  const socketsBySession = new Map<string, Set<WebSocket>>();
  const connected = new Set<{ subscriptions: Record<string, unknown> }>();

  const track = (sessionId: string, socket: WebSocket, expiresAt: Date): void => {
    let sockets = socketsBySession.get(sessionId);
    if (!sockets) socketsBySession.set(sessionId, (sockets = new Set()));
    sockets.add(socket);
    // setTimeout cannot wait longer than about 24.8 days; a longer session is rechecked then.
    const expiry = setTimeout(
      () => socket.close(SESSION_ENDED_CLOSE_CODE, 'Session ended'),
      Math.min(expiresAt.getTime() - Date.now(), 2 ** 31 - 1),
    );
    socket.once('close', () => {
      clearTimeout(expiry);
      sockets.delete(socket);
      if (sockets.size === 0) socketsBySession.delete(sessionId);
    });
  };

  const stopWatchingRevocations = runtime.hub.on('sessions.revoked', (event) => {
    for (const sessionId of event.sessionIds) {
      for (const socket of socketsBySession.get(sessionId) ?? []) socket.close(SESSION_ENDED_CLOSE_CODE, 'Session ended');
    }
  });

  const server = useServer<{ token?: unknown } | undefined>(
    {
      schema,
      subscribe: (args) => subscribeSharingResults(args, sharedResultSockets.get(args.contextValue as Context), feeds, serialise),
      onConnect: async (ctx) => {
        const request = ctx.extra.request;
        const context = await buildContext(runtime, {
          token: socketToken(request, ctx.connectionParams?.token),
          log: runtime.log.child({ socket: true }),
          ip: addresses.get(request),
          userAgent: request.headers['user-agent'],
        });
        contexts.set(ctx.extra.socket, context);
        connected.add(ctx);
        if (context.viewer) track(context.viewer.sessionId, ctx.extra.socket, context.viewer.sessionExpiresAt);
        return true;
      },
      onSubscribe: (ctx, id, payload) => {
        const document = parseOperation(payload.query);
        if (Array.isArray(document)) return document;
        const operation = getOperationAST(document, payload.operationName);
        if (!operation) return [new GraphQLError('Unable to identify operation', { extensions: { code: 'OPERATION_RESOLUTION_FAILURE' } })];
        // Before any other check, so that nothing about a refused mutation's arguments is answered.
        if (operation.operation === 'mutation' && selectsMutation(schema, document, refusedMutations)) return httpOnlyRefusal();
        const refusal = operations.get(ctx.extra.socket)?.admit(id, operation.operation, ctx.subscriptions);
        if (refusal) return refusal;
        const errors = validateOperation(schema, document, rules, config.isProduction);
        if (errors.length > 0) return errors;
        const variableErrors = checkVariables(schema, operation, payload.variables);
        if (variableErrors.length > 0) return variableErrors;
        return { schema, document, operationName: payload.operationName, variableValues: payload.variables };
      },
      context: (ctx, id) => {
        const socketContext = contexts.get(ctx.extra.socket);
        const connection = connections.get(ctx.extra.socket);
        if (!socketContext || !connection) return undefined;
        const context = { ...socketContext };
        sharedResultSockets.set(context, sharedResultSocket(ctx.extra.socket, connection, id, runtime.log));
        return context;
      },
      onClose: (ctx) => {
        connected.delete(ctx);
      },
      onNext: (ctx, _id, _payload, _args, result) => {
        closedForLagging(ctx.extra.socket, runtime.log);
        const answer = tooLargeAnswer(result) ?? result;
        if (!answer.errors) return answer === result ? undefined : answer;
        const log = contexts.get(ctx.extra.socket)?.log ?? runtime.log;
        return { ...answer, errors: forClient(answer.errors, log) };
      },
      onError: (ctx, _id, _payload, errors) => {
        const log = contexts.get(ctx.extra.socket)?.log ?? runtime.log;
        return forClient(errors, log);
      },
    },
    wss,
  );

  return {
    handleUpgrade: (request, socket, head) => {
      const origin = request.headers.origin;
      if (origin !== undefined && !isAllowedOrigin(origin, config, request)) return refuseHandshake(socket, 403);
      const address = clientAddressOf(request, config.trustProxy);
      const counted = address ?? 'unknown';
      if (!socketsPerAddress.take(counted)) return refuseHandshake(socket, 429);
      socket.once('close', () => socketsPerAddress.release(counted));
      addresses.set(request, address);
      wss.handleUpgrade(request, socket, head, (ws) => {
        connections.set(ws, socket);
        operations.set(ws, new SocketOperations());
        wss.emit('connection', ws, request);
      });
    },
    // A subscription's entry is set once its source is open, and removed when it ends.
    subscriptionCount: () => [...connected].reduce((sum, ctx) => sum + Object.values(ctx.subscriptions).filter(Boolean).length, 0),
    close: async () => {
      stopWatchingRevocations();
      runtime.writeRound.clear();
      for (const client of wss.clients) client.close(1001, 'Server shutting down');
      await server.dispose();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
