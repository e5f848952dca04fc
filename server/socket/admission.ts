import type { IncomingMessage } from 'node:http';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { WebSocket } from 'ws';
import type { Config, SocketLimits } from '../config';
import { clientAddressOf } from '../http/clientAddress';
import { limitedAddress } from '../security/limitedAddress';
import { OpenCounts } from '../http/openCounts';
import type { Viewer } from '../sessions/sessions';

/**
 * Close code for a socket refused once it says who it is (too many for its account, or for its
 * address without one): WebSocket's "Try Again Later", which clients retry after a while.
 */
export const TRY_AGAIN_LATER_CLOSE_CODE = 1013;

export const INSTANCE_FULL = 'This server is full. Please try again in a moment.';
export const ADDRESS_FULL = 'Too many connections from this network address.';
export const ANONYMOUS_FULL = 'Too many connections without an account from this network address. Log in to connect.';
export const ACCOUNT_FULL = 'Too many connections for this account. Close a tab or another device and try again.';

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

/** Answers a WebSocket handshake with an HTTP error, saying why, and closes the connection. */
function refuseHandshake(socket: Duplex, status: 403 | 429, reason: string): false {
  const body = `${reason}\n`;
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: text/plain; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
  return false;
}

/**
 * Which sockets are let in (the numbers are settings, see README.md, "A slam night"). At the
 * handshake: those from our own pages (or from a client that sends no Origin), while the instance
 * and the client's address hold fewer than their caps; refused with 403 or 429. Once the socket
 * says who it is: a signed-in one while its account holds fewer than its share, an anonymous one
 * while its address holds fewer anonymous sockets than theirs; refused by closing it with
 * TRY_AGAIN_LATER_CLOSE_CODE. A whole venue behind one address is many accounts, each with a
 * socket or two, so the address's cap is far above a venue and the account's is a handful.
 */
export class SocketAdmission {
  private total = 0;
  /** By client address (an IPv6 one by its /64). */
  private readonly byAddress = new OpenCounts();
  private readonly anonymousByAddress = new OpenCounts();
  private readonly byAccount = new OpenCounts();

  constructor(private readonly config: Pick<Config, 'publicUrl' | 'isProduction' | 'trustProxy'> & { socketLimits: SocketLimits }) {}

  /** True when the handshake may go on; otherwise it has been answered with its refusal and closed. */
  admit(request: IncomingMessage, socket: Duplex): boolean {
    const limits = this.config.socketLimits;
    const origin = request.headers.origin;
    if (origin !== undefined && !isAllowedOrigin(origin, this.config, request)) return refuseHandshake(socket, 403, 'This origin may not connect.');
    if (this.total >= limits.perInstance) return refuseHandshake(socket, 429, INSTANCE_FULL);
    const address = this.addressOf(request);
    if (this.byAddress.count(address) >= limits.perAddress) return refuseHandshake(socket, 429, ADDRESS_FULL);
    this.total += 1;
    socket.once('close', () => (this.total -= 1));
    this.byAddress.hold(address, socket);
    return true;
  }

  /**
   * Takes the socket's place for its account, or as an anonymous socket of its address: true when
   * it is let in; otherwise it has been closed, saying why.
   */
  seat(viewer: Viewer | null, request: IncomingMessage, socket: WebSocket): boolean {
    const limits = this.config.socketLimits;
    const [counts, key, cap, refusal] = viewer
      ? [this.byAccount, viewer.user.id, limits.perAccount, ACCOUNT_FULL]
      : [this.anonymousByAddress, this.addressOf(request), limits.anonymousPerAddress, ANONYMOUS_FULL];
    if (counts.count(key) >= cap) {
      socket.close(TRY_AGAIN_LATER_CLOSE_CODE, refusal);
      return false;
    }
    counts.hold(key, socket);
    return true;
  }

  private addressOf(request: IncomingMessage): string {
    return limitedAddress(clientAddressOf(request, this.config.trustProxy));
  }
}
