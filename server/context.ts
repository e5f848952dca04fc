import type { Logger } from './logger';
import type { Runtime } from './runtime';
import { authenticate, type IssuedSession, type Viewer } from './sessions/sessions';

/** Sets and clears the session cookie on the HTTP response a mutation is answering. */
export interface SessionCookie {
  set(session: IssuedSession): void;
  clear(): void;
}

/** What every resolver receives, over HTTP and WebSocket alike. */
export interface Context {
  runtime: Runtime;
  viewer: Viewer | null;
  log: Logger;
  client: { ip: string | undefined; userAgent: string | undefined };
  /** Absent on sockets: sessions are opened and closed over HTTP only. */
  sessionCookie: SessionCookie | undefined;
}

export interface ContextSource {
  token: string | undefined;
  log: Logger;
  ip: string | undefined;
  userAgent: string | undefined;
  sessionCookie?: SessionCookie;
}

/** The one place a Context is made: the HTTP handler and the socket server both call it. */
export async function buildContext(runtime: Runtime, source: ContextSource): Promise<Context> {
  const viewer = await authenticate(runtime.db, runtime.config.secrets.jwtSecret, source.token);
  return {
    runtime,
    viewer,
    log: viewer ? source.log.child({ userId: viewer.user.id }) : source.log,
    client: { ip: source.ip, userAgent: source.userAgent },
    sessionCookie: source.sessionCookie,
  };
}

/**
 * The context shared subscription results are executed with (server/live): nobody's, since every
 * watcher is sent the same bytes. A field that depends on the viewer answers there as for a visitor.
 */
export function contextWithoutViewer(runtime: Runtime): Context {
  return { runtime, viewer: null, log: runtime.log.child({ shared: true }), client: { ip: undefined, userAgent: undefined }, sessionCookie: undefined };
}
