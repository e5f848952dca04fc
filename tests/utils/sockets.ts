import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import type { GraphQLResponse, RequestOptions } from './graphql';
import type { TestServer } from './server';
import { until } from './until';

export interface SocketOptions extends RequestOptions {
  /** The handshake's Origin header: the server's own page origin unless given; null sends none. */
  origin?: string | null;
}

/** The origin of the server's own pages, which a browser sends in a socket's handshake. */
export function pageOrigin(server: Pick<TestServer, 'wsUrl'>): string {
  return new URL(server.wsUrl.replace(/^ws/, 'http')).origin;
}

/**
 * A WebSocket on the GraphQL endpoint that speaks graphql-ws by hand, for what the client library
 * hides: a handshake with exactly `headers` (no Origin unless among them), completing one
 * subscription of several, not reading at all. It sends connection_init once open, so that the
 * server keeps it.
 */
export function openBareSocket(server: Pick<TestServer, 'wsUrl'>, headers: Record<string, string> = {}): WebSocket {
  const socket = new WebSocket(server.wsUrl, 'graphql-transport-ws', { headers });
  socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init' })));
  return socket;
}

export interface Socket {
  client: Client;
  /** Resolves with the close code once the socket has closed. */
  closed: Promise<number>;
  subscribe<T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>): Subscription<T>;
  dispose(): Promise<void>;
}

export interface Subscription<T> {
  /** The next event; rejects on an error or when the stream ends first. */
  next(timeoutMs?: number): Promise<T>;
  /** Resolves true if nothing arrives within `ms`. */
  staysQuiet(ms: number): Promise<boolean>;
  errors: Promise<GraphQLResponse['errors']>;
  unsubscribe(): void;
}

/**
 * Opens a graphql-ws connection as a page of the server would (with its Origin), authenticated with
 * `token` or `cookie` when given, and waits until it is acknowledged.
 */
export async function openSocket(server: Pick<TestServer, 'wsUrl'>, options: SocketOptions = {}): Promise<Socket> {
  let resolveClosed: (code: number) => void = () => undefined;
  const closed = new Promise<number>((resolve) => (resolveClosed = resolve));
  let connected: () => void = () => undefined;
  let failed: (error: unknown) => void = () => undefined;
  const ready = new Promise<void>((resolve, reject) => {
    connected = resolve;
    failed = reject;
  });
  const origin = options.origin === undefined ? pageOrigin(server) : options.origin;
  const headers: Record<string, string> = {
    ...(origin !== null ? { origin } : {}),
    ...(options.cookie ? { cookie: options.cookie } : {}),
  };
  class PageWebSocket extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, { headers });
    }
  }
  const client = createClient({
    url: server.wsUrl,
    webSocketImpl: PageWebSocket,
    lazy: false,
    retryAttempts: 0,
    connectionParams: options.token ? { token: options.token } : undefined,
    on: {
      connected: () => connected(),
      closed: (event) => {
        const code = (event as { code?: number }).code ?? 0;
        resolveClosed(code);
        failed(new Error(`socket closed with ${code}`));
      },
      error: (error) => failed(error),
    },
    onNonLazyError: () => undefined,
  });
  await ready;

  return {
    client,
    closed,
    subscribe: <T>(query: string, variables: Record<string, unknown> = {}) => subscribeOn<T>(client, query, variables),
    dispose: async () => {
      await client.dispose();
    },
  };
}

/**
 * Runs one operation over the socket and resolves with its first result, or with the errors it is
 * refused with (a socket that closes first: its close event as the one error).
 */
export function runOnSocket<T = Record<string, unknown>>(
  socket: Socket,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<Omit<GraphQLResponse<T>, 'status' | 'headers'>> {
  return new Promise((resolve) => {
    socket.client.subscribe<T>(
      { query, variables },
      {
        next: (result) => resolve({ data: result.data, errors: result.errors as GraphQLResponse['errors'] }),
        error: (errors) => resolve({ errors: Array.isArray(errors) ? (errors as GraphQLResponse['errors']) : [{ message: String(errors) }] }),
        complete: () => resolve({}),
      },
    );
  });
}

function subscribeOn<T>(client: Client, query: string, variables: Record<string, unknown>): Subscription<T> {
  const queue: T[] = [];
  const waiting: { resolve: (value: T) => void; reject: (error: unknown) => void }[] = [];
  let ended: Error | undefined;
  let resolveErrors: (errors: GraphQLResponse['errors']) => void = () => undefined;
  const errors = new Promise<GraphQLResponse['errors']>((resolve) => (resolveErrors = resolve));

  const fail = (error: Error) => {
    ended = error;
    for (const waiter of waiting.splice(0)) waiter.reject(error);
  };
  const unsubscribe = client.subscribe<T>(
    { query, variables },
    {
      next: (result) => {
        if (result.errors) {
          resolveErrors(result.errors as GraphQLResponse['errors']);
          fail(new Error(result.errors.map((error) => error.message).join('; ')));
          return;
        }
        const waiter = waiting.shift();
        if (waiter) waiter.resolve(result.data as T);
        else queue.push(result.data as T);
      },
      error: (error) => {
        if (Array.isArray(error)) resolveErrors(error as GraphQLResponse['errors']);
        fail(error instanceof Error ? error : new Error(JSON.stringify(error)));
      },
      complete: () => fail(new Error('subscription completed')),
    },
  );

  return {
    next: (timeoutMs = 5000) => {
      const value = queue.shift();
      if (value !== undefined) return Promise.resolve(value);
      if (ended) return Promise.reject(ended);
      return new Promise<T>((resolve, reject) => {
        const waiter = {
          resolve: (event: T) => {
            clearTimeout(timer);
            resolve(event);
          },
          reject: (error: unknown) => {
            clearTimeout(timer);
            reject(error);
          },
        };
        // A waiter that timed out must not swallow the event that arrives after it.
        const timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(waiter), 1);
          reject(new Error(`no event within ${timeoutMs} ms`));
        }, timeoutMs);
        waiting.push(waiter);
      });
    },
    staysQuiet: (ms) =>
      new Promise<boolean>((resolve) => {
        if (queue.length > 0) return resolve(false);
        const waiter = {
          resolve: (event: T) => {
            clearTimeout(timer);
            queue.unshift(event);
            resolve(false);
          },
          reject: () => {
            clearTimeout(timer);
            resolve(false);
          },
        };
        const timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(waiter), 1);
          resolve(true);
        }, ms);
        waiting.push(waiter);
      }),
    errors,
    unsubscribe,
  };
}

/**
 * graphql-ws does not acknowledge a subscription, so a test waits until the server reports `count`
 * subscriptions running on its sockets: from then on, what is published reaches them.
 */
export async function untilSubscribed(server: TestServer, count: number, timeoutMs = 10_000): Promise<void> {
  await until(() => server.server.subscriptionCount() >= count, () => `${server.server.subscriptionCount()} of ${count} subscriptions running`, {
    timeoutMs,
    intervalMs: 5,
  });
}
