import type { IncomingMessage } from 'node:http';
import proxyAddr from 'proxy-addr';
import type { TrustedProxy } from '../config';

/**
 * The address of the client behind a request: the connection's peer, or, when that peer is a
 * trusted proxy, the nearest untrusted address in X-Forwarded-For. HTTP requests and WebSocket
 * handshakes both use it, so a client has one address for rate limits and socket caps alike.
 */
export function clientAddressOf(request: IncomingMessage, trust: TrustedProxy): string | undefined {
  if (!request.socket.remoteAddress) return undefined;
  return proxyAddr(request, trust);
}
