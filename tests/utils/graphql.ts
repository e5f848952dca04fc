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
  /** The client address a trusted proxy in front would name (for a server with TRUST_PROXY: 'loopback'). */
  forwardedFor?: string;
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
  if (options.forwardedFor) headers['x-forwarded-for'] = options.forwardedFor;
  const response = await fetch(server.graphqlUrl, { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
  const body = (await response.json()) as Omit<GraphQLResponse<T>, 'status' | 'headers'>;
  return { status: response.status, headers: response.headers, ...body };
}

/** The `extensions.code` of the first error, or undefined when there was none. */
export function errorCode(response: GraphQLResponse<unknown>): string | undefined {
  return response.errors?.[0]?.extensions?.code;
}
