import type { IncomingMessage } from 'node:http';
import type { WebSocket } from 'ws';
import { buildContext, type Context } from '../context';
import type { EventHub } from '../events/hub';
import { clientAddressOf } from '../http/clientAddress';
import { bearerTokenOf, readCookie, SESSION_COOKIE } from '../http/cookies';
import type { Runtime } from '../runtime';
import { sessionsStillValid, type Viewer } from '../sessions/sessions';

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
    replicaReads: false,
  });
}

/**
 * Keeps signed-in sockets within their sessions: a socket is closed when its session expires, the
 * moment it is revoked on any instance (the hub's `sessions.revoked`), and, for a revocation,
 * block or deletion whose event was lost (the hub's connection dropped), at the next check: every
 * `checkEveryMs` or so, and as soon as the hub's connection is back.
 */
export class SessionUpkeep {
  private readonly socketsBySession = new Map<string, Set<WebSocket>>();
  private readonly stopWatching: (() => void)[];
  private nextCheck: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    private readonly runtime: Pick<Runtime, 'db' | 'hub' | 'log'>,
    private readonly checkEveryMs: number,
  ) {
    this.stopWatching = [
      runtime.hub.on('sessions.revoked', (event) => this.end(event.sessionIds)),
      runtime.hub.onResumed(() => void this.check()),
    ];
    this.scheduleCheck();
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
    this.stopped = true;
    clearTimeout(this.nextCheck);
    for (const stop of this.stopWatching) stop();
  }

  private end(sessionIds: Iterable<string>): void {
    for (const sessionId of sessionIds) {
      for (const socket of this.socketsBySession.get(sessionId) ?? []) socket.close(SESSION_ENDED_CLOSE_CODE, 'Session ended');
    }
  }

  /** The next check, at a random point around the period, so that instances started together do not query together. */
  private scheduleCheck(): void {
    if (this.stopped) return;
    this.nextCheck = setTimeout(() => void this.check().finally(() => this.scheduleCheck()), this.checkEveryMs * (0.5 + Math.random()));
  }

  /** Closes the sockets of every session that no longer lets its holder in, read in one query for the whole instance. */
  private async check(): Promise<void> {
    const sessionIds = [...this.socketsBySession.keys()];
    if (sessionIds.length === 0) return;
    try {
      const valid = await sessionsStillValid(this.runtime.db, sessionIds);
      this.end(sessionIds.filter((sessionId) => !valid.has(sessionId)));
    } catch (error) {
      // The database is away: the next check, or the hub's return, tries again.
      if (!this.stopped) this.runtime.log.warn({ err: error }, 'socket session check failed');
    }
  }
}
