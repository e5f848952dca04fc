import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { GraphQLSchema } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer, type WebSocket } from 'ws';
import { buildContext, type Context } from '../context';
import { formatErrorForClient } from '../errors';
import type { DomainEvent } from '../events/types';
import { sessionTokenOf } from '../http/cookies';
import { subscribeSharingResults, type RenderShared, type SharedResultSink } from './sharedResults';
import type { Seat, WriteRound } from './writeRound';
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

/**
 * Sends shared `next` payloads to one subscription (socket and operation id) as complete graphql-ws
 * messages, from its seat in the server's write round, which it takes with its first payload. A
 * payload that comes while the last one still waits takes its place; either is made only when the
 * round reaches the socket.
 *
 * Each message is framed here and written to the connection in one write, beside `ws`: with
 * per-message compression off (as it is here), `ws` too writes each frame whole and at once, so
 * frames never interleave, and its `bufferedAmount` still counts what waits.
 */
function socketSink(socket: WebSocket, connection: Duplex, id: string, round: WriteRound): SharedResultSink {
  const opening = Buffer.from(`{"id":${JSON.stringify(id)},"type":"next","payload":`);
  let pending: { event: DomainEvent; render: RenderShared } | undefined;
  let closed = false;
  let seat: Seat | undefined;
  const waiting: (() => void)[] = [];
  const write = () => {
    const queued = pending;
    pending = undefined;
    for (const resolve of waiting.splice(0)) resolve();
    if (!queued || closed || socket.readyState !== socket.OPEN) return;
    const payloadJson = queued.render(queued.event);
    if (!payloadJson) return;
    if (socket.bufferedAmount > MAX_QUEUED_BYTES) {
      socket.close(TRY_AGAIN_LATER_CLOSE_CODE, 'Too far behind');
      return;
    }
    connection.write(textFrame([opening, payloadJson, CLOSING_BRACE]));
  };
  return {
    get pending() {
      return pending?.event;
    },
    send: (event, render) => {
      if (closed) return;
      pending = { event, render };
      seat ??= round.join(write);
      seat.ready();
    },
    written: () => (pending ? new Promise((resolve) => waiting.push(resolve)) : undefined),
    close: () => {
      closed = true;
      seat?.leave();
      pending = undefined;
      for (const resolve of waiting.splice(0)) resolve();
    },
  };
}

export interface SocketServer {
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void;
  close(): Promise<void>;
}

/**
 * GraphQL over WebSocket on /graphql. A socket is authenticated once, when it connects (cookie or
 * `connectionParams.token`); its Context then serves every operation on it. Sockets of a session
 * that is revoked on any instance are closed at once.
 */
export function createSocketServer(runtime: Runtime, schema: GraphQLSchema): SocketServer {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES, perMessageDeflate: false });
  const contexts = new WeakMap<WebSocket, Context>();
  const connections = new WeakMap<WebSocket, Duplex>();
  // Each operation's context, to find the socket and operation id its shared results go to.
  const sinks = new WeakMap<Context, SharedResultSink>();
  const socketsBySession = new Map<string, Set<WebSocket>>();

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
      subscribe: (args) => subscribeSharingResults(args, sinks.get(args.contextValue as Context), runtime.tallies.catchUp),
      onConnect: async (ctx) => {
        const request = ctx.extra.request;
        const paramToken = ctx.connectionParams?.token;
        const context = await buildContext(runtime, {
          token: typeof paramToken === 'string' ? paramToken : sessionTokenOf(request),
          log: runtime.log.child({ socket: true }),
          ip: request.socket.remoteAddress,
          userAgent: request.headers['user-agent'],
        });
        contexts.set(ctx.extra.socket, context);
        if (context.viewer) track(context.viewer.sessionId, ctx.extra.socket, context.viewer.sessionExpiresAt);
        return true;
      },
      context: (ctx, id) => {
        const socketContext = contexts.get(ctx.extra.socket);
        const connection = connections.get(ctx.extra.socket);
        if (!socketContext || !connection) return undefined;
        const context = { ...socketContext };
        sinks.set(context, socketSink(ctx.extra.socket, connection, id, runtime.socketWrites));
        return context;
      },
      onNext: (ctx, _id, _payload, _args, result) => {
        if (!result.errors) return;
        const log = contexts.get(ctx.extra.socket)?.log ?? runtime.log;
        return {
          ...result,
          errors: result.errors.map((error) => formatErrorForClient(error.toJSON(), error, log)),
        };
      },
      onError: (ctx, _id, _payload, errors) => {
        const log = contexts.get(ctx.extra.socket)?.log ?? runtime.log;
        return errors.map((error) => formatErrorForClient(error.toJSON(), error, log));
      },
    },
    wss,
  );

  return {
    handleUpgrade: (request, socket, head) => {
      wss.handleUpgrade(request, socket, head, (ws) => {
        connections.set(ws, socket);
        wss.emit('connection', ws, request);
      });
    },
    close: async () => {
      stopWatchingRevocations();
      runtime.socketWrites.clear();
      for (const client of wss.clients) client.close(1001, 'Server shutting down');
      await server.dispose();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
