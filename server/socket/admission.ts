import type { IncomingMessage } from 'node:http';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Config } from '../config';
import { clientAddressOf, limitedAddress } from '../http/clientAddress';

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
function isAllowedOrigin(origin: string, config: Pick<Config, 'publicUrl' | 'isProduction'>, request: IncomingMessage): boolean {
  if (origin === new URL(config.publicUrl).origin) return true;
  if (config.isProduction) return false;
  const port = request.socket.localPort;
  return [`http://localhost:${port}`, `http://127.0.0.1:${port}`, `http://[::1]:${port}`].includes(origin);
}

/** Answers a WebSocket handshake with an HTTP error and closes the connection. */
function refuseHandshake(socket: Duplex, status: 403 | 429): false {
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  return false;
}

/**
 * Which WebSocket handshakes are let in: those from our own pages (or from a client that sends no
 * Origin), while their address holds fewer than its share of open sockets.
 */
export class SocketAdmission {
  /** Open sockets per client address (an IPv6 one by its /64). */
  private readonly open = new Map<string, number>();

  constructor(private readonly config: Pick<Config, 'publicUrl' | 'isProduction' | 'trustProxy'>) {}

  /** True when the handshake may go on; otherwise it has been answered with its refusal and closed. */
  admit(request: IncomingMessage, socket: Duplex): boolean {
    const origin = request.headers.origin;
    if (origin !== undefined && !isAllowedOrigin(origin, this.config, request)) return refuseHandshake(socket, 403);
    const address = limitedAddress(clientAddressOf(request, this.config.trustProxy));
    const count = this.open.get(address) ?? 0;
    if (count >= MAX_SOCKETS_PER_ADDRESS) return refuseHandshake(socket, 429);
    this.open.set(address, count + 1);
    socket.once('close', () => this.release(address));
    return true;
  }

  private release(address: string): void {
    const count = (this.open.get(address) ?? 1) - 1;
    if (count <= 0) this.open.delete(address);
    else this.open.set(address, count);
  }
}
