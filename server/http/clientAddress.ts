import type { IncomingMessage } from 'node:http';
import proxyAddr from 'proxy-addr';

/** Whether a hop's address is one of the proxies we trust to say who the client is. */
export type TrustedProxy = (address: string, hop: number) => boolean;

/**
 * The proxies named in TRUST_PROXY: addresses, CIDR ranges or proxy-addr's names (loopback,
 * linklocal, uniquelocal). Throws on a malformed entry. None named: no X-Forwarded-For is believed.
 */
export function trustedProxies(list: readonly string[]): TrustedProxy {
  return proxyAddr.compile([...list]);
}

/**
 * The address of the client behind a request: the connection's peer, or, when that peer is a
 * trusted proxy, the nearest untrusted address in X-Forwarded-For. HTTP requests and WebSocket
 * handshakes both use it, so a client has one address for rate limits and socket caps alike.
 */
export function clientAddressOf(request: IncomingMessage, trust: TrustedProxy): string | undefined {
  if (!request.socket.remoteAddress) return undefined;
  return proxyAddr(request, trust);
}
