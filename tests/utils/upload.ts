import { once } from 'node:events';
import { connect, type Socket } from 'node:net';
import type { GraphQLResponse, RequestOptions } from './graphql';
import type { TestServer } from './server';

export interface UploadFile {
  /** The bytes, or a Blob to stream them from. */
  content: Uint8Array | Blob;
  /** The file name the browser would send; '' is what a form sends when no file was chosen. */
  name: string;
  /** The type the browser claims; the server judges the content, not this. */
  type?: string;
}

// Apollo refuses multipart requests without a preflight-forcing header (CSRF protection).
function uploadHeaders(options: RequestOptions): Record<string, string> {
  const headers: Record<string, string> = { 'apollo-require-preflight': 'true' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.cookie) headers.cookie = options.cookie;
  return headers;
}

function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  const last = keys.pop();
  if (last === undefined) throw new Error('an upload needs a variable path');
  let node: Record<string, unknown> = target;
  for (const key of keys) {
    const next = node[key];
    if (typeof next !== 'object' || next === null) throw new Error(`no object at ${key} in ${path}`);
    node = next as Record<string, unknown>;
  }
  node[last] = value;
}

/**
 * Posts one GraphQL operation with files, as a browser's upload link does: a multipart request per
 * the GraphQL multipart request spec. `files` are keyed by their path in `variables`, such as
 * 'input.file'; the objects on the way there must exist in `variables`.
 */
export async function uploadGql<T = Record<string, unknown>>(
  server: Pick<TestServer, 'graphqlUrl'>,
  query: string,
  variables: Record<string, unknown>,
  files: Record<string, UploadFile>,
  options: RequestOptions = {},
): Promise<GraphQLResponse<T>> {
  const operationVariables = structuredClone(variables);
  const entries = Object.entries(files);
  for (const [path] of entries) setPath(operationVariables, path, null);

  const form = new FormData();
  form.append('operations', JSON.stringify({ query, variables: operationVariables }));
  form.append('map', JSON.stringify(Object.fromEntries(entries.map(([path], index) => [String(index), [`variables.${path}`]]))));
  entries.forEach(([, file], index) => {
    const blob = file.content instanceof Blob ? file.content : new Blob([new Uint8Array(file.content)], { type: file.type ?? 'application/octet-stream' });
    form.append(String(index), blob, file.name);
  });

  const response = await fetch(server.graphqlUrl, { method: 'POST', headers: uploadHeaders(options), body: form });
  const body = (await response.json()) as Omit<GraphQLResponse<T>, 'status' | 'headers'>;
  return { status: response.status, headers: response.headers, ...body };
}

interface RawResponse {
  status: number;
  headers: Headers;
  body: Buffer;
}

/** Reads HTTP/1.1 responses off a socket, in order (Content-Length or chunked bodies). */
function responseReader(socket: Socket): () => Promise<RawResponse> {
  let buffered = Buffer.alloc(0);
  let failure: Error | undefined;
  const waiting: { resolve: (response: RawResponse) => void; reject: (error: Error) => void }[] = [];

  const parseOne = (): RawResponse | undefined => {
    const headerEnd = buffered.indexOf('\r\n\r\n');
    if (headerEnd < 0) return undefined;
    const [statusLine = '', ...lines] = buffered.subarray(0, headerEnd).toString('latin1').split('\r\n');
    const headers = new Headers();
    for (const line of lines) headers.append(line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim());
    let offset = headerEnd + 4;
    let body: Buffer;
    if (headers.get('transfer-encoding') === 'chunked') {
      const chunks: Buffer[] = [];
      for (;;) {
        const lineEnd = buffered.indexOf('\r\n', offset);
        if (lineEnd < 0) return undefined;
        const size = parseInt(buffered.subarray(offset, lineEnd).toString('latin1'), 16);
        if (buffered.length < lineEnd + 2 + size + 2) return undefined;
        chunks.push(buffered.subarray(lineEnd + 2, lineEnd + 2 + size));
        offset = lineEnd + 2 + size + 2;
        if (size === 0) break;
      }
      body = Buffer.concat(chunks);
    } else {
      const length = Number(headers.get('content-length') ?? 0);
      if (buffered.length < offset + length) return undefined;
      body = buffered.subarray(offset, offset + length);
      offset += length;
    }
    buffered = buffered.subarray(offset);
    return { status: Number(statusLine.split(' ')[1]), headers, body: Buffer.from(body) };
  };

  const settle = () => {
    for (let response = waiting.length > 0 ? parseOne() : undefined; response; response = waiting.length > 0 ? parseOne() : undefined) {
      waiting.shift()?.resolve(response);
    }
    if (failure) for (const waiter of waiting.splice(0)) waiter.reject(failure);
  };
  socket.on('data', (data: Buffer) => {
    buffered = Buffer.concat([buffered, data]);
    settle();
  });
  const fail = (error: Error) => {
    failure ??= error;
    settle();
  };
  socket.once('error', fail);
  socket.once('close', () => fail(new Error('the connection closed')));
  return () =>
    new Promise<RawResponse>((resolve, reject) => {
      waiting.push({ resolve, reject });
      settle();
    });
}

/** A multipart upload whose one file the test sends piece by piece, on a connection of its own. */
export interface OpenUpload<T> {
  /** Sends more of the file, resolving once the server has taken it (never, while it has stopped reading). */
  send(bytes: Uint8Array): Promise<void>;
  /** Ends the file and the request. */
  finish(): Promise<void>;
  /** The server's answer, which may come before the file has ended. */
  response: Promise<GraphQLResponse<T>>;
  /**
   * After finish: sends GET `path` on the same keep-alive connection and resolves with its status.
   * The server answers only once it has read all of the upload before it.
   */
  followUp(path: string): Promise<number>;
  close(): void;
}

/**
 * Starts a multipart GraphQL request like uploadGql's over a raw HTTP/1.1 connection, with one file
 * at `file.path` whose bytes the test sends with `send`: to see what the server does while an
 * upload is still arriving, and whether it reads an upload it refused to the end.
 */
export function openUpload<T = Record<string, unknown>>(
  server: Pick<TestServer, 'graphqlUrl'>,
  query: string,
  variables: Record<string, unknown>,
  file: { path: string; name: string; type?: string },
  options: RequestOptions = {},
): OpenUpload<T> {
  const url = new URL(server.graphqlUrl);
  const socket = connect(Number(url.port), url.hostname);
  socket.on('error', () => undefined);
  const nextResponse = responseReader(socket);
  const write = async (data: Uint8Array | string) => {
    if (!socket.write(data)) await once(socket, 'drain');
  };
  const sendChunk = (data: Uint8Array) => write(Buffer.concat([Buffer.from(`${data.length.toString(16)}\r\n`), data, Buffer.from('\r\n')]));

  const operationVariables = structuredClone(variables);
  setPath(operationVariables, file.path, null);
  const boundary = `spoken-${Math.random().toString(36).slice(2)}`;
  const part = (headers: string) => `--${boundary}\r\n${headers}\r\n\r\n`;
  const headers = { ...uploadHeaders(options), 'content-type': `multipart/form-data; boundary=${boundary}` };
  void write(
    `POST ${url.pathname} HTTP/1.1\r\nHost: ${url.host}\r\nTransfer-Encoding: chunked\r\n` +
      `${Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`).join('')}\r\n`,
  );
  void sendChunk(
    Buffer.from(
      `${part('Content-Disposition: form-data; name="operations"')}${JSON.stringify({ query, variables: operationVariables })}\r\n` +
        `${part('Content-Disposition: form-data; name="map"')}${JSON.stringify({ 0: [`variables.${file.path}`] })}\r\n` +
        part(`Content-Disposition: form-data; name="0"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}`),
    ),
  );

  const response = nextResponse().then((raw) => ({
    status: raw.status,
    headers: raw.headers,
    ...(JSON.parse(raw.body.toString('utf8')) as Omit<GraphQLResponse<T>, 'status' | 'headers'>),
  }));
  // A test that stops early may never read the answer; the connection closing then is no error.
  response.catch(() => undefined);
  return {
    send: (bytes) => sendChunk(bytes),
    finish: async () => {
      await sendChunk(Buffer.from(`\r\n--${boundary}--\r\n`));
      await write('0\r\n\r\n');
    },
    response,
    followUp: async (path) => {
      await write(`GET ${path} HTTP/1.1\r\nHost: ${url.host}\r\n\r\n`);
      return (await nextResponse()).status;
    },
    close: () => socket.destroy(),
  };
}
