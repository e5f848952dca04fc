import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { GraphQLError, GraphQLFormattedError, GraphQLSchema } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import { contextWithoutViewer, type Context } from '../context';
import { formatErrorForClient } from '../errors';
import { tooLargeAnswer } from '../graphql/answerLimit';
import type { TrustedDocuments } from '../graphql/trustedDocuments';
import type { SharedSubscriptions } from '../fanout/sharedSubscriptions';
import { SharedUpdates } from '../fanout/sharedUpdates';
import { closedForLagging, feedSocket } from '../fanout/socketFeed';
import { subscribeOrShare } from '../fanout/subscribe';
import type { Logger } from '../logger';
import { keptNightsOf } from '../live/keptNights';
import type { Runtime } from '../runtime';
import { SocketAdmission } from './admission';
import { socketOperationChecks, SocketOperations } from './operations';
import { SessionUpkeep, socketContext } from './sessionUpkeep';

const MAX_MESSAGE_BYTES = 64 * 1024;

/** What the socket server keeps on each connection (graphql-ws's `ctx.extra`, beside the socket and request). */
type Connection = {
  context: Context;
  operations: SocketOperations;
};

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
 * GraphQL over WebSocket on /graphql: handshakes pass admission (admission.ts), and again once the
 * socket says who it is; a socket's session is looked up once, when it connects, and kept up while
 * it is open (sessionUpkeep.ts); each
 * operation passes the socket's checks (operations.ts); shared subscriptions are joined to the live
 * layer, which writes their results (server/fanout).
 */
export function createSocketServer(runtime: Runtime, schema: GraphQLSchema, live: SharedSubscriptions, trusted: TrustedDocuments): SocketServer {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES, perMessageDeflate: false });
  const admission = new SocketAdmission(runtime.config);
  const sessions = new SessionUpkeep(runtime, runtime.config.socketSessionCheckMs);
  // Made with the server, not at the first phone's read, so the instance's handlers on the hub are all there from its start.
  keptNightsOf(runtime);
  const checkOperation = socketOperationChecks(schema, trusted, runtime.config.isProduction);
  const sharedContext = contextWithoutViewer(runtime, { replicaReads: false });
  const connected = new Set<{ subscriptions: Record<string, unknown> }>();

  const server = useServer<{ token?: unknown } | undefined, Connection>(
    {
      schema,
      subscribe: subscribeOrShare,
      onConnect: async (ctx) => {
        const { request, socket } = ctx.extra;
        const context = await socketContext(runtime, request, ctx.connectionParams?.token);
        // Gone while its session was looked up: nothing to seat or watch.
        if (socket.readyState !== socket.OPEN) return false;
        if (!admission.seat(context.viewer, request, socket)) return false;
        ctx.extra.context = context;
        connected.add(ctx);
        if (context.viewer) sessions.track(context.viewer, socket);
        return true;
      },
      onSubscribe: (ctx, id, payload) => checkOperation(payload, id, (ctx.extra.operations ??= new SocketOperations()), ctx.subscriptions),
      context: (ctx) => ctx.extra.context,
      onOperation: (ctx, id, _payload, args, result) => {
        if (result instanceof SharedUpdates) live.join(result, { ...args, contextValue: sharedContext }, feedSocket(ctx.extra.socket, id, runtime.log));
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
      if (admission.admit(request, socket)) wss.handleUpgrade(request, socket, head, (ws) => wss.emit('connection', ws, request));
    },
    // A subscription's entry is set once its source is open, and removed when it ends.
    subscriptionCount: () => [...connected].reduce((sum, ctx) => sum + Object.values(ctx.subscriptions).filter(Boolean).length, 0),
    close: async () => {
      sessions.stop();
      for (const client of wss.clients) client.close(1001, 'Server shutting down');
      await server.dispose();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
