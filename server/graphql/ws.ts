import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { getOperationAST, GraphQLError, type GraphQLFormattedError, type GraphQLSchema } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer, type WebSocket } from 'ws';
import { buildContext, contextWithoutViewer, type Context } from '../context';
import { formatErrorForClient } from '../errors';
import { clientAddressOf } from '../http/clientAddress';
import { bearerTokenOf, readCookie, SESSION_COOKIE } from '../http/cookies';
import type { FeedSocket } from '../live/feed';
import { SharedUpdates } from '../live/sharedUpdates';
import { subscribeOrShare } from '../live/subscribe';
import type { Logger } from '../logger';
import type { Runtime } from '../runtime';
import { tooLargeAnswer } from './answerLimit';
import { checkVariables, operationRules, parseOperation, validateOperation } from './operationLimits';
import { isAllowedOrigin, refuseHandshake, SocketsPerAddress } from './socketAdmission';
import { httpOnlyMutations, httpOnlyRefusal, selectsMutation, SocketOperations } from './socketOperations';

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

/** What the socket server keeps on each connection (graphql-ws's `ctx.extra`, beside the socket and request). */
type Connection = {
  context: Context;
  operations: SocketOperations;
};

/** Closes a socket whose reader has fallen too far behind; true when it did (or it is no longer open). */
function closedForLagging(socket: WebSocket, log: Logger): boolean {
  if (socket.readyState !== socket.OPEN) return true;
  if (socket.bufferedAmount <= MAX_QUEUED_BYTES) return false;
  log.warn({ queuedBytes: socket.bufferedAmount }, 'closing a socket too far behind');
  socket.close(TRY_AGAIN_LATER_CLOSE_CODE, 'Too far behind');
  return true;
}

/** Where one subscription (socket and operation id) is sent the results it shares with other sockets, as graphql-ws `next` messages. */
function feedSocket(socket: WebSocket, id: string, log: Logger): FeedSocket {
  const opening = Buffer.from(`{"id":${JSON.stringify(id)},"type":"next","payload":`);
  return {
    send: (result) => {
      if (!closedForLagging(socket, log)) socket.send(Buffer.concat([opening, result, CLOSING_BRACE]), { binary: false });
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
  const sharedContext = contextWithoutViewer(runtime);
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

  const server = useServer<{ token?: unknown } | undefined, Connection>(
    {
      schema,
      subscribe: subscribeOrShare,
      onConnect: async (ctx) => {
        const request = ctx.extra.request;
        const context = await buildContext(runtime, {
          token: socketToken(request, ctx.connectionParams?.token),
          log: runtime.log.child({ socket: true }),
          ip: clientAddressOf(request, config.trustProxy),
          userAgent: request.headers['user-agent'],
        });
        ctx.extra.context = context;
        ctx.extra.operations = new SocketOperations();
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
        const refusal = ctx.extra.operations?.admit(id, operation.operation, ctx.subscriptions);
        if (refusal) return refusal;
        const errors = validateOperation(schema, document, rules, config.isProduction);
        if (errors.length > 0) return errors;
        const variableErrors = checkVariables(schema, operation, payload.variables);
        if (variableErrors.length > 0) return variableErrors;
        return { schema, document, operationName: payload.operationName, variableValues: payload.variables };
      },
      context: (ctx) => ctx.extra.context,
      onOperation: (ctx, id, _payload, args, result) => {
        if (result instanceof SharedUpdates) runtime.live.join(result, { ...args, contextValue: sharedContext }, feedSocket(ctx.extra.socket, id, runtime.log));
        // A socket that closed while this subscription was opening had its other subscriptions
        // ended then, and not this one (it was not running yet): it ends here, leaving the hub or feed.
        const { socket } = ctx.extra;
        if (socket.readyState === socket.CLOSED && 'return' in result) void result.return(undefined);
      },
      onClose: (ctx) => {
        connected.delete(ctx);
      },
      onNext: (ctx, _id, _payload, _args, result) => {
        closedForLagging(ctx.extra.socket, runtime.log);
        const answer = tooLargeAnswer(result) ?? result;
        if (!answer.errors) return answer === result ? undefined : answer;
        return { ...answer, errors: forClient(answer.errors, ctx.extra.context?.log ?? runtime.log) };
      },
      onError: (ctx, _id, _payload, errors) => {
        return forClient(errors, ctx.extra.context?.log ?? runtime.log);
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
      wss.handleUpgrade(request, socket, head, (ws) => wss.emit('connection', ws, request));
    },
    // A subscription's entry is set once its source is open, and removed when it ends.
    subscriptionCount: () => [...connected].reduce((sum, ctx) => sum + Object.values(ctx.subscriptions).filter(Boolean).length, 0),
    close: async () => {
      stopWatchingRevocations();
      runtime.live.clear();
      for (const client of wss.clients) client.close(1001, 'Server shutting down');
      await server.dispose();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
