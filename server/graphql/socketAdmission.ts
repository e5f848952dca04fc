import type { IncomingMessage } from 'node:http';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Config } from '../config';

/**
 * Open sockets one address may hold. A school lab or a venue's Wi-Fi shows many people behind one
 * address, each with a tab or two open; a few hundred sockets cost the server little, thousands
 * from one address are an attack.
 */
export const MAX_SOCKETS_PER_ADDRESS = 200;

/**
 * The origins whose pages may open a socket: PUBLIC_URL's, and outside production the server's own
 * address on this port (the dev server, and tests on a free port).
 */
export function isAllowedOrigin(origin: string, config: Pick<Config, 'publicUrl' | 'isProduction'>, request: IncomingMessage): boolean {
  if (origin === new URL(config.publicUrl).origin) return true;
  if (config.isProduction) return false;
  const port = request.socket.localPort;
  return [`http://localhost:${port}`, `http://127.0.0.1:${port}`, `http://[::1]:${port}`].includes(origin);
}

/** Answers a WebSocket handshake with an HTTP error and closes the connection. */
export function refuseHandshake(socket: Duplex, status: 403 | 429): void {
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/** Counts each address's open sockets. */
export class SocketsPerAddress {
  private readonly open = new Map<string, number>();

  /** Takes a place for `address`; false when it already holds its share. */
  take(address: string): boolean {
    const count = this.open.get(address) ?? 0;
    if (count >= MAX_SOCKETS_PER_ADDRESS) return false;
    this.open.set(address, count + 1);
    return true;
  }

  release(address: string): void {
    const count = (this.open.get(address) ?? 1) - 1;
    if (count <= 0) this.open.delete(address);
    else this.open.set(address, count);
  }
}
