import { BlockList, isIPv4 } from 'node:net';
import type { NextFunction, Request, Response } from 'express';

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** True for a connection from this machine (IPv4, IPv6, or IPv4 mapped into IPv6). */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const mapped = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return isIPv4(mapped) ? loopback.check(mapped, 'ipv4') : loopback.check(mapped, 'ipv6');
}

const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'] as const;

/**
 * Lets only requests made on this machine straight to the server through; anyone else is answered
 * 404, as if nothing were here. The connection's own peer counts, never X-Forwarded-For, and a
 * request with forwarding headers came through a proxy on this machine from somewhere else.
 */
export function loopbackOnly(request: Request, response: Response, next: NextFunction): void {
  const forwarded = FORWARDING_HEADERS.some((header) => request.headers[header] !== undefined);
  if (isLoopback(request.socket.remoteAddress) && !forwarded) return next();
  response.status(404).type('text/plain').send('Not found');
}
