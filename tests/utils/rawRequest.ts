import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The bytes as they came, still encoded. */
  body: Buffer;
}

/**
 * A GET, or a POST of `body`, that unlike fetch asks for no encoding unless `headers` do and
 * leaves the answer as it came, to see what travelled.
 */
export function rawRequest(url: string, headers: http.OutgoingHttpHeaders = {}, body?: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const sent = http.request(url, { method: body === undefined ? 'GET' : 'POST', headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    sent.on('error', reject);
    sent.end(body);
  });
}

/** The answer's text, decoded from the one Content-Encoding it names. */
export function decodedText(response: RawResponse): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.body).toString();
  if (encoding === 'gzip') return gunzipSync(response.body).toString();
  if (encoding === undefined) return response.body.toString();
  throw new Error(`An encoding the tests do not read: ${encoding}`);
}
