import type { Database } from './db/client';
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
  /**
   * The signed-in person, once the session is looked up (lookUpViewer): every root field's access
   * check does that first, unless the field checks the session itself (server/graphql/access.ts).
   */
  viewer: Viewer | null;
  /** The session the request's token names: unchecked until looked up, null once found not valid. */
  sessionId: string | null;
  /** The lookup of `sessionId`, made once per request or socket. */
  viewerLookup: Promise<void> | undefined;
  log: Logger;
  client: { ip: string | undefined; userAgent: string | undefined };
  /** Absent on sockets: sessions are opened and closed over HTTP only. */
  sessionCookie: SessionCookie | undefined;
  /** Whether a visitor's public reads may come from the replica: over HTTP and in server renders, not on sockets (see publicReadDb). */
  replicaReads: boolean;
}

export interface ContextSource {
  token: string | undefined;
  log: Logger;
  ip: string | undefined;
  userAgent: string | undefined;
  sessionCookie?: SessionCookie;
  /** False on sockets; true unless given. */
  replicaReads?: boolean;
}

/** A Context whose session is not looked up yet: an HTTP request's, looked up by the fields that need it. */
export function openContext(runtime: Runtime, source: ContextSource): Context {
  return {
    runtime,
    viewer: null,
    sessionId: sessionIdOf(runtime.config.secrets.jwtSecret, source.token),
    viewerLookup: undefined,
    log: source.log,
    client: { ip: source.ip, userAgent: source.userAgent },
    sessionCookie: source.sessionCookie,
    replicaReads: source.replicaReads ?? true,
  };
}

/**
 * The database a public read runs on: the replica, while it keeps up, for a visitor over HTTP or a
 * server render; the primary for anyone signed in, who must see their own writes at once, and on
 * sockets, whose pushes follow an event and must see the write that sent it. A tally read from the
 * replica may be older than one the page already holds: the web app keeps the higher voteVersion.
 */
export function publicReadDb(context: Context): Database {
  return context.replicaReads && !context.viewer ? context.runtime.reads.db : context.runtime.db;
}

/** Looks the context's session up, once: later calls wait for the same lookup. */
export function lookUpViewer(context: Context): Promise<void> {
  return (context.viewerLookup ??= findViewer(context));
}

async function findViewer(context: Context): Promise<void> {
  if (!context.sessionId) return;
  const viewer = await viewerOfSession(context.runtime.db, context.sessionId);
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
 * The context shared subscription results are executed with (server/fanout): nobody's, since every
 * watcher is sent the same bytes. A field that depends on the viewer answers there as for a visitor.
 */
export function contextWithoutViewer(runtime: Runtime, { replicaReads }: { replicaReads: boolean }): Context {
  return openContext(runtime, { token: undefined, log: runtime.log.child({ shared: true }), ip: undefined, userAgent: undefined, replicaReads });
}
