/**
 * The benchmarks' HTTP client: node:http over kept-alive sockets, a lighter load generator than
 * fetch, so more of the machine goes to the server and the database being measured.
 */
import http from 'node:http';

const agent = new http.Agent({ keepAlive: true, maxSockets: 1000 });

/** POSTs a JSON body, with a bearer token when given, and resolves with the response text. */
export function post(url: string, body: string, token?: string): Promise<string> {
  const headers: http.OutgoingHttpHeaders = { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) };
  if (token) headers.authorization = `Bearer ${token}`;
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: 'POST', agent, headers }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve(text));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(body);
  });
}

/** GETs `url` and resolves with the status and the response text. */
export function get(url: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

export function closeHttpClient(): void {
  agent.destroy();
}
