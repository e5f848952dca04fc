import type { TypedDocumentString } from './__generated__/graphql';
import { createSessionSocket, type SocketStatus } from '../../src/apollo/socket';

const GRAPHQL_PATH = '/graphql';

export const CONNECTION_FAILURE = "We couldn't reach Spoken. Please check your connection and try again.";

/** A refusal or failure, as the API put it: a message for people and the stable codes to branch on. */
export class ApiError extends Error {
  constructor(
    message: string,
    /** `extensions.code`; undefined when the server could not be reached. */
    readonly code?: string,
    /** The input the message is about, when the API named one. */
    readonly field?: string,
  ) {
    super(message);
  }
}

interface GraphQLErrorJson {
  message?: unknown;
  extensions?: { code?: unknown; field?: unknown };
}

interface GraphQLAnswer<Result> {
  data?: Result | null;
  errors?: GraphQLErrorJson[];
}

const stringOrUndefined = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * An operation as the page sends it: the hash codegen gave its document and no text, for the server
 * answers only the documents the page was built with.
 */
function hashed<Result, Variables>(document: TypedDocumentString<Result, Variables>, variables: Variables) {
  const hash = stringOrUndefined(document.__meta__?.['hash']);
  if (!hash) throw new Error('This operation is not one of the generated documents.');
  return { variables, extensions: { persistedQuery: { version: 1, sha256Hash: hash } } };
}

function apiErrorOf(errors: readonly GraphQLErrorJson[] | undefined): ApiError | undefined {
  const first = errors?.[0];
  if (!first) return undefined;
  return new ApiError(stringOrUndefined(first.message) ?? CONNECTION_FAILURE, stringOrUndefined(first.extensions?.code), stringOrUndefined(first.extensions?.field));
}

/**
 * Runs a query or mutation over HTTP, as this browser's session (its cookie). Resolves with the
 * data; rejects with an ApiError: the first GraphQL error, or a connection failure.
 */
export async function request<Result, Variables>(document: TypedDocumentString<Result, Variables>, variables: Variables): Promise<Result> {
  let answer: GraphQLAnswer<Result>;
  try {
    // A JSON body is never a "simple" request, which is what the server's CSRF protection asks for.
    const response = await fetch(GRAPHQL_PATH, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
      body: JSON.stringify(hashed(document, variables)),
    });
    answer = (await response.json()) as GraphQLAnswer<Result>;
  } catch {
    throw new ApiError(CONNECTION_FAILURE);
  }
  const error = apiErrorOf(answer.errors);
  if (error) throw error;
  if (!answer.data) throw new ApiError(CONNECTION_FAILURE);
  return answer.data;
}

export interface LiveSocket {
  /** Follows a subscription until the returned function is called; `onError` gets the server's refusal. */
  subscribe<Result, Variables extends Record<string, unknown>>(
    document: TypedDocumentString<Result, Variables>,
    variables: Variables,
    onData: (data: Result) => void,
    onError: (error: ApiError) => void,
  ): () => void;
  /**
   * Runs a query over the socket, as its signed-in session: no request or session lookup of its own.
   * Rejects with an ApiError as `request` does.
   */
  request<Result, Variables extends Record<string, unknown>>(document: TypedDocumentString<Result, Variables>, variables: Variables): Promise<Result>;
  /** Tries to reconnect now rather than when its backoff ends: the server was just reached another way. */
  retryNow(): void;
}

interface LiveSocketOptions {
  /**
   * Each time the socket connects, the first time too: events before the subscriptions started
   * were missed, so the page reads what it shows again.
   */
  onConnected(): void;
  /** The session behind the socket ended (signed out elsewhere, expired). */
  onSessionEnded(): void;
  onStatus(status: SocketStatus): void;
  /** A try to connect ended without the socket. */
  onTryFailed(): void;
}

function socketUrl(): string {
  const url = new URL(GRAPHQL_PATH, window.location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.href;
}

/** The app's session socket (retries for ever, notices a silent connection), without Apollo. */
export function openLiveSocket(options: LiveSocketOptions): LiveSocket {
  const { client, status, retryNow } = createSessionSocket({
    url: socketUrl(),
    onReconnected: () => undefined,
    onSessionEnded: options.onSessionEnded,
    onTryFailed: options.onTryFailed,
  });
  status.subscribe(() => {
    options.onStatus(status.get());
    if (status.get() === 'connected') options.onConnected();
  });
  const subscribe = <Result, Variables extends Record<string, unknown>>(
    document: TypedDocumentString<Result, Variables>,
    variables: Variables,
    onData: (data: Result) => void,
    onError: (error: ApiError) => void,
    onComplete: () => void = () => undefined,
  ) =>
    client.subscribe<Result>(
      // graphql-ws asks for a query string: an empty one, beside the hash.
      { query: '', ...hashed(document, variables) },
      {
        next: (answer) => {
          const error = apiErrorOf(answer.errors);
          if (error) onError(error);
          else if (answer.data) onData(answer.data);
        },
        error: (error) => onError(Array.isArray(error) ? (apiErrorOf(error) ?? new ApiError(CONNECTION_FAILURE)) : new ApiError(CONNECTION_FAILURE)),
        complete: onComplete,
      },
    );
  return {
    retryNow,
    subscribe,
    // A query's answer is its one result; one that ends without it (the socket closed first) failed.
    request: (document, variables) =>
      new Promise((resolve, reject) => void subscribe(document, variables, resolve, reject, () => reject(new ApiError(CONNECTION_FAILURE)))),
  };
}
