import type { Logger } from './logger';
import type { Runtime } from './runtime';
import { sessionIdOf, viewerOfSession, type IssuedSession, type Viewer } from './sessions/sessions';

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
  /**
   * The session the token names, before it is looked up. An HTTP request whose fields all check
   * the session in their own statement (server/graphql/viewerLookup.ts) skips the lookup: `viewer`
   * then stays null, and those fields check this id.
   */
  sessionId: string | null;
}

export interface ContextSource {
  token: string | undefined;
  log: Logger;
  ip: string | undefined;
  userAgent: string | undefined;
  sessionCookie?: SessionCookie;
}

/** A Context whose session is not looked up yet (see lookUpViewer): HTTP requests start here. */
export function openContext(runtime: Runtime, source: ContextSource): Context {
  return {
    runtime,
    viewer: null,
    log: source.log,
    client: { ip: source.ip, userAgent: source.userAgent },
    sessionCookie: source.sessionCookie,
    sessionId: sessionIdOf(runtime.config.secrets.jwtSecret, source.token),
  };
}

/** Looks the context's session up: its viewer, or null when the session is no longer valid. */
export async function lookUpViewer(context: Context): Promise<void> {
  const viewer = context.sessionId ? await viewerOfSession(context.runtime.db, context.sessionId) : null;
  context.viewer = viewer;
  if (viewer) context.log = context.log.child({ userId: viewer.user.id });
  else context.sessionId = null;
}

/** A Context with its session looked up: a socket's, made once when it connects. */
export async function buildContext(runtime: Runtime, source: ContextSource): Promise<Context> {
  const context = openContext(runtime, source);
  await lookUpViewer(context);
  return context;
}

/**
 * The context shared subscription results are executed with (server/live): nobody's, since every
 * watcher is sent the same bytes. A field that depends on the viewer answers there as for a visitor.
 */
export function contextWithoutViewer(runtime: Runtime): Context {
  return { runtime, viewer: null, log: runtime.log.child({ shared: true }), client: { ip: undefined, userAgent: undefined }, sessionCookie: undefined, sessionId: null };
}
