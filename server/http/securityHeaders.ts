import type { NextFunction, Request, Response } from 'express';
import type { Config } from '../config';
import { NON_PAGE_POLICY } from './contentSecurityPolicy';

/** A year, the least the HSTS preload list accepts. */
const HSTS_MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * Headers on every answer. Pages replace the Content-Security-Policy with their own
 * (server/http/web.ts); everything else runs nothing. In production browsers are told to use HTTPS
 * only. Camera and microphone (the recording studio) are ours alone.
 */
export function securityHeaders(config: Pick<Config, 'isProduction'>) {
  return (_request: Request, response: Response, next: NextFunction): void => {
    response.setHeader('X-Content-Type-Options', 'nosniff');
    response.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    response.setHeader('X-Frame-Options', 'DENY');
    response.setHeader('Cross-Origin-Opener-Policy', 'same-origin-allow-popups');
    response.setHeader('Content-Security-Policy', NON_PAGE_POLICY);
    response.setHeader('Permissions-Policy', 'camera=(self), microphone=(self), geolocation=(), payment=(), usb=()');
    if (config.isProduction) response.setHeader('Strict-Transport-Security', `max-age=${HSTS_MAX_AGE_S}; includeSubDomains`);
    next();
  };
}
