import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import type { TestServer } from './server';

export interface GraphQLResponse<T = Record<string, unknown>> {
  status: number;
  data?: T | null;
  errors?: { message: string; path?: string[]; extensions?: { code?: string; [key: string]: unknown } }[];
  headers: Headers;
}

export interface RequestOptions {
  /** A session token, sent as a bearer token. */
  token?: string;
  /** A raw Cookie header, as a browser would send it. */
  cookie?: string;
}

/** Posts one GraphQL operation over HTTP. */
export async function gql<T = Record<string, unknown>>(
  server: Pick<TestServer, 'graphqlUrl'>,
  query: string,
  variables: Record<string, unknown> = {},
  options: RequestOptions = {},
): Promise<GraphQLResponse<T>> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.cookie) headers.cookie = options.cookie;
  const response = await fetch(server.graphqlUrl, { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
  const body = (await response.json()) as Omit<GraphQLResponse<T>, 'status' | 'headers'>;
  return { status: response.status, headers: response.headers, ...body };
}

/** The `extensions.code` of the first error, or undefined when there was none. */
export function errorCode(response: GraphQLResponse<unknown>): string | undefined {
  return response.errors?.[0]?.extensions?.code;
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

/** Opens a graphql-ws connection, authenticated with `token` when given, and waits until it is acknowledged. */
export async function openSocket(server: Pick<TestServer, 'wsUrl'>, options: RequestOptions = {}): Promise<Socket> {
  let resolveClosed: (code: number) => void = () => undefined;
  const closed = new Promise<number>((resolve) => (resolveClosed = resolve));
  let connected: () => void = () => undefined;
  let failed: (error: unknown) => void = () => undefined;
  const ready = new Promise<void>((resolve, reject) => {
    connected = resolve;
    failed = reject;
  });
  class CookieWebSocket extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, options.cookie ? { headers: { cookie: options.cookie } } : {});
    }
  }
  const client = createClient({
    url: server.wsUrl,
    webSocketImpl: CookieWebSocket,
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

/** One query or mutation over an open socket, answered as over HTTP: with its data or its errors. */
export async function requestOverSocket<T = Record<string, unknown>>(socket: Socket, query: string, variables: Record<string, unknown> = {}): Promise<GraphQLResponse<T>> {
  const operation = socket.subscribe<T>(query, variables);
  return Promise.race([
    operation.next().then((data) => ({ status: 200, data, headers: new Headers() })),
    operation.errors.then((errors) => ({ status: 200, errors, headers: new Headers() })),
  ]);
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
        const timer = setTimeout(() => reject(new Error(`no event within ${timeoutMs} ms`)), timeoutMs);
        waiting.push({
          resolve: (event) => {
            clearTimeout(timer);
            resolve(event);
          },
          reject: (error) => {
            clearTimeout(timer);
            reject(error);
          },
        });
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
 * graphql-ws does not acknowledge a subscription, so a test gives the server a moment to register
 * the ones it just opened before causing the events they should receive.
 */
export function subscriptionsSettle(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 300));
}
