import { gql, type GraphQLResponse, type RequestOptions } from './graphql';
import type { TestServer } from './server';
import type { UploadFile } from './upload';

/** The web app's piece size. */
export const CHUNK_BYTES = 8 * 1024 * 1024;

export interface TusAnswer {
  status: number;
  headers: Headers;
  body: string;
}

/** The address of the video uploads, or of one upload given its id. */
export function videoUploadsUrl(server: Pick<TestServer, 'url'>, id?: string): string {
  return `${server.url}/uploads/videos${id === undefined ? '' : `/${id}`}`;
}

/** One request of the tus protocol, as a client sends it: with Tus-Resumable and the session. */
export async function tusRequest(
  url: string,
  method: 'POST' | 'PATCH' | 'HEAD' | 'DELETE' | 'OPTIONS' | 'GET',
  headers: Record<string, string>,
  options: RequestOptions & { body?: Uint8Array | Blob; withoutTusHeader?: boolean } = {},
): Promise<TusAnswer> {
  const sent: Record<string, string> = { ...headers };
  if (!options.withoutTusHeader) sent['tus-resumable'] = '1.0.0';
  if (options.token) sent.authorization = `Bearer ${options.token}`;
  if (options.cookie) sent.cookie = options.cookie;
  if (options.body !== undefined) sent['content-type'] = 'application/offset+octet-stream';
  const body = options.body instanceof Uint8Array ? new Blob([new Uint8Array(options.body)]) : options.body;
  const response = await fetch(url, { method, headers: sent, body });
  return { status: response.status, headers: response.headers, body: method === 'HEAD' ? '' : await response.text() };
}

const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

/** Begins an upload of `length` bytes named `name`; the answer's Location names it. */
export function beginVideoUpload(server: Pick<TestServer, 'url'>, length: number, name: string, options: RequestOptions = {}): Promise<TusAnswer> {
  return tusRequest(videoUploadsUrl(server), 'POST', { 'upload-length': String(length), 'upload-metadata': `filename ${base64(name)}` }, options);
}

/** The id of the upload an answer to beginVideoUpload created. */
export function uploadIdOf(answer: TusAnswer): string {
  const location = answer.headers.get('location');
  if (answer.status !== 201 || !location) throw new Error(`the upload was not created: ${answer.status} ${answer.body}`);
  return location.split('/').pop() as string;
}

/** Sends `content` from `offset` to the end of upload `id`, in pieces of CHUNK_BYTES; the last answer. */
export async function sendVideoBytes(server: Pick<TestServer, 'url'>, id: string, content: Uint8Array | Blob, offset: number, options: RequestOptions = {}): Promise<TusAnswer> {
  const size = content instanceof Blob ? content.size : content.length;
  let answer: TusAnswer = { status: 204, headers: new Headers(), body: '' };
  for (let at = offset; at < size; at += CHUNK_BYTES) {
    const piece = content instanceof Blob ? content.slice(at, at + CHUNK_BYTES) : content.subarray(at, at + CHUNK_BYTES);
    answer = await tusRequest(videoUploadsUrl(server, id), 'PATCH', { 'upload-offset': String(at) }, { ...options, body: piece });
    if (answer.status !== 204) return answer;
  }
  return answer;
}

/** Uploads a whole video as the web app does; resolves with the upload id, or the refusal. */
export async function uploadVideo(server: Pick<TestServer, 'url'>, file: UploadFile, options: RequestOptions = {}): Promise<{ id: string } | { refused: TusAnswer }> {
  const size = file.content instanceof Blob ? file.content.size : file.content.length;
  const begun = await beginVideoUpload(server, size, file.name, options);
  if (begun.status !== 201) return { refused: begun };
  const id = uploadIdOf(begun);
  const last = await sendVideoBytes(server, id, file.content, 0, options);
  return last.status === 204 ? { id } : { refused: last };
}

const CODE_OF_STATUS: Record<number, string> = { 400: 'BAD_USER_INPUT', 401: 'UNAUTHENTICATED', 403: 'FORBIDDEN', 404: 'NOT_FOUND', 409: 'CONFLICT', 413: 'BAD_USER_INPUT', 415: 'BAD_USER_INPUT', 429: 'RATE_LIMITED' };

/**
 * Submits a poem as the web app does: uploads the video at `files['input.video']` resumably, then
 * posts `query` with its upload id as `input.uploadId`. An upload the server refuses is answered
 * like a refused operation, with the server's message (the web app shows it the same way).
 */
export async function submitPoemGql<T = Record<string, unknown>>(
  server: Pick<TestServer, 'url' | 'graphqlUrl'>,
  query: string,
  variables: { input: Record<string, unknown> } & Record<string, unknown>,
  files: { 'input.video': UploadFile },
  options: RequestOptions = {},
): Promise<GraphQLResponse<T>> {
  const uploaded = await uploadVideo(server, files['input.video'], options);
  if ('refused' in uploaded) {
    const { status, headers, body } = uploaded.refused;
    const retryAfter = headers.get('retry-after');
    const extensions = { code: CODE_OF_STATUS[status] ?? 'INTERNAL_SERVER_ERROR', ...(retryAfter ? { retryAfterSeconds: Number(retryAfter) } : {}) };
    return { status, headers, errors: [{ message: body, extensions }] };
  }
  return gql<T>(server, query, { ...variables, input: { ...variables.input, uploadId: uploaded.id } }, options);
}
