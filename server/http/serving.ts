import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** How long requests in flight may finish when the server stops, before their connections are cut. */
const STOP_GRACE_MS = 10_000;

/** Listens on `port` (0: any free one); resolves with the port once listening. */
export function listen(server: Server, port: number, host: string | undefined): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    // A deep accept queue: thousands of clients connecting at once (a topic going live) must queue, not be reset.
    server.listen({ port, host, backlog: 4096 }, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

/**
 * Tracks `server`'s connections from now on, and answers how to stop it: take no new connections,
 * end each connection once it has no request in flight, and cut whatever is still open after the
 * grace period. Upgraded connections (WebSockets) are the socket server's to close first.
 */
export function drainOnStop(server: Server): () => Promise<void> {
  const requestsInFlight = new Map<Socket, number>();
  let stopping = false;
  server.on('connection', (connection: Socket) => {
    requestsInFlight.set(connection, 0);
    connection.once('close', () => requestsInFlight.delete(connection));
  });
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const connection = request.socket;
    requestsInFlight.set(connection, (requestsInFlight.get(connection) ?? 0) + 1);
    response.once('finish', () => {
      const left = (requestsInFlight.get(connection) ?? 1) - 1;
      requestsInFlight.set(connection, left);
      if (stopping && left === 0) connection.end();
    });
  });
  return () =>
    new Promise((resolve) => {
      stopping = true;
      const cut = setTimeout(() => {
        for (const connection of requestsInFlight.keys()) connection.destroy();
      }, STOP_GRACE_MS);
      server.close(() => {
        clearTimeout(cut);
        resolve();
      });
      for (const [connection, requests] of requestsInFlight) if (requests === 0) connection.end();
    });
}
