import { createClient, type Client } from 'graphql-ws';

/** Close code the server uses when a socket's session has ended (sign-out, expiry, revocation). */
const SESSION_ENDED = 4401;
/** Close code for a restart we asked for; graphql-ws retries it like any non-fatal close. */
const RESTART_REQUESTED = 4205;
/** Close code for a socket that stopped answering pings. */
const PONG_TIMEOUT = 4408;

/** Close code graphql-ws uses when it closes an idle lazy socket: nothing is lost, nothing to report. */
const NORMAL_CLOSURE = 1000;

const PING_INTERVAL_MS = 15_000;
const PONG_WAIT_MS = 5_000;
const MAX_RETRY_DELAY_MS = 30_000;

/**
 * Whether live updates are flowing: `idle` before the first subscription (and after the last one
 * ends), `connected` once the server has accepted the socket, `reconnecting` while a socket that
 * should be open is not.
 */
export type SocketStatus = 'idle' | 'connected' | 'reconnecting';

/** The socket's status as a store React can read with useSyncExternalStore. */
export interface SocketStatusStore {
  get(): SocketStatus;
  subscribe(listener: () => void): () => void;
}

export interface SessionSocket {
  client: Client;
  /** Reconnects so the server authenticates the socket again from the current cookie. */
  restart(): void;
  /** Ends the wait before the next try to reconnect, when something shows the server is reachable again. */
  retryNow(): void;
  status: SocketStatusStore;
}

function createStatusStore(): SocketStatusStore & { set(status: SocketStatus): void } {
  let current: SocketStatus = 'idle';
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    set: (status) => {
      if (status === current) return;
      current = status;
      for (const listener of listeners) listener();
    },
  };
}

interface SessionSocketOptions {
  /** The address, or a function asked for it when connecting. */
  url: string | (() => string);
  /** After a dropped socket comes back: events may have been missed while it was away. */
  onReconnected(): void;
  /** The server closed the socket because the session behind it ended. */
  onSessionEnded(): void;
  /** A try to connect ended without the server accepting the socket (unreachable, or refused). */
  onTryFailed?(): void;
}

function closeCodeOf(event: unknown): number | undefined {
  if (typeof event === 'object' && event !== null && 'code' in event && typeof event.code === 'number') return event.code;
  return undefined;
}

function isOpenSocket(socket: unknown): socket is WebSocket {
  return socket instanceof WebSocket && socket.readyState === WebSocket.OPEN;
}

/** Exponential backoff with jitter, capped so a long outage still reconnects within half a minute. */
function retryDelayMs(retries: number): number {
  return Math.min(MAX_RETRY_DELAY_MS, 1_000 * 2 ** retries) + Math.random() * 1_000;
}

/**
 * The graphql-ws client, made on first use: the server renders the app's modules too (server/ssr),
 * where nothing subscribes and there is no WebSocket to make one with.
 */
function madeOnFirstUse(create: () => Client): Client {
  let made: Client | undefined;
  const client = () => (made ??= create());
  return {
    on: (event, listener) => client().on(event, listener),
    subscribe: (payload, sink) => client().subscribe(payload, sink),
    iterate: (payload) => client().iterate(payload),
    terminate: () => client().terminate(),
    dispose: () => client().dispose(),
  };
}

/**
 * A lazy graphql-ws client that retries for as long as someone is subscribed, notices a silent
 * connection by its missing pongs, and can be restarted when the signed-in person changes.
 */
export function createSessionSocket({ url, onReconnected, onSessionEnded, onTryFailed }: SessionSocketOptions): SessionSocket {
  let socket: WebSocket | undefined;
  /** Whether the server accepted the socket of the current try. */
  let accepted = false;
  let restartPending = false;
  let restarting = false;
  let pongTimer: ReturnType<typeof setTimeout> | undefined;
  let endRetryWait: (() => void) | undefined;
  const status = createStatusStore();

  const restart = (): void => {
    if (isOpenSocket(socket)) {
      restarting = true;
      socket.close(RESTART_REQUESTED, 'Session changed');
    } else if (socket) {
      // Still connecting, possibly with the old cookie: restart as soon as it opens.
      restartPending = true;
    }
  };

  const client = madeOnFirstUse(() => createClient({
    url,
    lazy: true,
    keepAlive: PING_INTERVAL_MS,
    retryAttempts: Number.POSITIVE_INFINITY,
    shouldRetry: () => true,
    retryWait: (retries) =>
      new Promise<void>((resolve) => {
        endRetryWait = resolve;
        setTimeout(resolve, retryDelayMs(retries));
      }),
    on: {
      connecting: () => {
        accepted = false;
      },
      opened: (opened) => {
        socket = opened instanceof WebSocket ? opened : undefined;
        if (restartPending) {
          restartPending = false;
          restart();
        }
      },
      connected: (_socket, _payload, wasRetry) => {
        accepted = true;
        status.set('connected');
        if (wasRetry && !restarting) onReconnected();
        restarting = false;
      },
      ping: (received) => {
        if (received) return;
        pongTimer = setTimeout(() => {
          if (isOpenSocket(socket)) socket.close(PONG_TIMEOUT, 'Pong timeout');
        }, PONG_WAIT_MS);
      },
      pong: (received) => {
        if (received) clearTimeout(pongTimer);
      },
      closed: (event) => {
        clearTimeout(pongTimer);
        socket = undefined;
        const code = closeCodeOf(event);
        if (code === SESSION_ENDED) onSessionEnded();
        // A restart we asked for reconnects at once; only a lost socket is worth telling people about.
        if (code === NORMAL_CLOSURE) status.set('idle');
        else if (code !== RESTART_REQUESTED) status.set('reconnecting');
        if (!accepted && code !== NORMAL_CLOSURE) onTryFailed?.();
      },
    },
  }));

  return { client, restart, retryNow: () => endRetryWait?.(), status };
}
