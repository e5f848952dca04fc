import type { IncomingMessage } from 'node:http';
import type { WebSocket } from 'ws';
import { buildContext, type Context } from '../context';
import type { EventHub } from '../events/hub';
import { clientAddressOf } from '../http/clientAddress';
import { bearerTokenOf, readCookie, SESSION_COOKIE } from '../http/cookies';
import type { Runtime } from '../runtime';
import type { Viewer } from '../sessions/sessions';

/** Close code for a socket whose session has ended; graphql-ws clients do not retry it. */
export const SESSION_ENDED_CLOSE_CODE = 4401;

/**
 * The session token a handshake carries: `connectionParams.token`, a bearer token, or the session
 * cookie. A cookie counts only from a page (a handshake with an Origin, already checked): any other
 * client must present its token itself.
 */
function socketToken(request: IncomingMessage, paramToken: unknown): string | undefined {
  if (typeof paramToken === 'string') return paramToken;
  return bearerTokenOf(request) ?? (request.headers.origin ? readCookie(request, SESSION_COOKIE) : undefined);
}

/** A socket's Context, its session looked up once, when it connects: it serves every operation on the socket. */
export function socketContext(runtime: Runtime, request: IncomingMessage, paramToken: unknown): Promise<Context> {
  return buildContext(runtime, {
    token: socketToken(request, paramToken),
    log: runtime.log.child({ socket: true }),
    ip: clientAddressOf(request, runtime.config.trustProxy),
    userAgent: request.headers['user-agent'],
  });
}

/**
 * Keeps signed-in sockets within their sessions: a socket is closed when its session expires, or
 * the moment it is revoked on any instance (the hub's `sessions.revoked`).
 */
export class SessionUpkeep {
  private readonly socketsBySession = new Map<string, Set<WebSocket>>();
  private readonly stopWatching: () => void;

  constructor(hub: EventHub) {
    this.stopWatching = hub.on('sessions.revoked', (event) => {
      for (const sessionId of event.sessionIds) {
        for (const socket of this.socketsBySession.get(sessionId) ?? []) socket.close(SESSION_ENDED_CLOSE_CODE, 'Session ended');
      }
    });
  }

  /** Watches `socket`, signed in as `viewer`, until it closes. */
  track(viewer: Viewer, socket: WebSocket): void {
    const { sessionId } = viewer;
    let sockets = this.socketsBySession.get(sessionId);
    if (!sockets) this.socketsBySession.set(sessionId, (sockets = new Set()));
    sockets.add(socket);
    // setTimeout cannot wait longer than about 24.8 days; a longer session is rechecked then.
    const expiry = setTimeout(
      () => socket.close(SESSION_ENDED_CLOSE_CODE, 'Session ended'),
      Math.min(viewer.sessionExpiresAt.getTime() - Date.now(), 2 ** 31 - 1),
    );
    socket.once('close', () => {
      clearTimeout(expiry);
      sockets.delete(socket);
      if (sockets.size === 0) this.socketsBySession.delete(sessionId);
    });
  }

  stop(): void {
    this.stopWatching();
  }
}
