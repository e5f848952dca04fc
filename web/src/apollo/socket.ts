import { createClient, type Client } from 'graphql-ws';

/** Close code the server uses when a socket's session has ended (sign-out, expiry, revocation). */
const SESSION_ENDED = 4401;
/** Close code for a restart we asked for; graphql-ws retries it like any non-fatal close. */
const RESTART_REQUESTED = 4205;
/** Close code for a socket that stopped answering pings. */
const PONG_TIMEOUT = 4408;

const PING_INTERVAL_MS = 15_000;
const PONG_WAIT_MS = 5_000;
const MAX_RETRY_DELAY_MS = 30_000;

export interface SessionSocket {
  client: Client;
  /** Reconnects so the server authenticates the socket again from the current cookie. */
  restart(): void;
}

interface SessionSocketOptions {
  url: string;
  /** After a dropped socket comes back: events may have been missed while it was away. */
  onReconnected(): void;
  /** The server closed the socket because the session behind it ended. */
  onSessionEnded(): void;
  /** The socket is connected, or lost and being retried (not while restarting on purpose): for a screen that says so. */
  onStatus?(status: 'connected' | 'reconnecting'): void;
}

function closeCodeOf(event: unknown): number | undefined {
  if (typeof event === 'object' && event !== null && 'code' in event && typeof event.code === 'number') return event.code;
  return undefined;
}

function isOpenSocket(socket: unknown): socket is WebSocket {
  return socket instanceof WebSocket && socket.readyState === WebSocket.OPEN;
}

/** Exponential backoff with jitter, capped so a long outage still reconnects within half a minute. */
async function waitBeforeRetry(retries: number): Promise<void> {
  const delay = Math.min(MAX_RETRY_DELAY_MS, 1_000 * 2 ** retries) + Math.random() * 1_000;
  await new Promise((resolve) => setTimeout(resolve, delay));
}

/**
 * A lazy graphql-ws client that retries for as long as someone is subscribed, notices a silent
 * connection by its missing pongs, and can be restarted when the signed-in person changes.
 */
export function createSessionSocket({ url, onReconnected, onSessionEnded, onStatus }: SessionSocketOptions): SessionSocket {
  let socket: WebSocket | undefined;
  let restartPending = false;
  let restarting = false;
  let pongTimer: ReturnType<typeof setTimeout> | undefined;

  const restart = (): void => {
    if (isOpenSocket(socket)) {
      restarting = true;
      socket.close(RESTART_REQUESTED, 'Session changed');
    } else if (socket) {
      // Still connecting, possibly with the old cookie: restart as soon as it opens.
      restartPending = true;
    }
  };

  const client = createClient({
    url,
    lazy: true,
    keepAlive: PING_INTERVAL_MS,
    retryAttempts: Number.POSITIVE_INFINITY,
    shouldRetry: () => true,
    retryWait: waitBeforeRetry,
    on: {
      opened: (opened) => {
        socket = opened instanceof WebSocket ? opened : undefined;
        if (restartPending) {
          restartPending = false;
          restart();
        }
      },
      connected: (_socket, _payload, wasRetry) => {
        if (wasRetry && !restarting) onReconnected();
        restarting = false;
        onStatus?.('connected');
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
        if (closeCodeOf(event) === SESSION_ENDED) onSessionEnded();
        if (!restarting) onStatus?.('reconnecting');
      },
    },
  });

  return { client, restart };
}
