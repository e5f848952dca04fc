import { pipeline } from 'node:stream/promises';
import type { RequestHandler, Response } from 'express';
import { exportAccountData } from '../accounts/dataExport';
import { RateLimitedError, type ErrorCode } from '../errors';
import type { Runtime } from '../runtime';
import { sessionIdOf, viewerOfSession } from '../sessions/sessions';
import { sessionTokenOf } from './cookies';
import { isCrossSiteRequest } from './sameSite';

export const EXPORT_MESSAGES = {
  signedOut: 'You must be logged in to download your data.',
  notPost: 'Use Download My Data in your settings to download your data.',
  crossSite: 'Your data can only be downloaded from your settings on Spoken.',
} as const;

function refuse(response: Response, status: number, code: ErrorCode | 'BAD_REQUEST', message: string): void {
  response.status(status).set('Cache-Control', 'no-store').json({ errors: [{ message, extensions: { code } }] });
}

/**
 * POST /account/export: the signed-in person's own data as a zip download (server/accounts/dataExport.ts),
 * a few times an hour. Anyone with an account may, admins too. The session comes from the cookie
 * (or a bearer token), as for GraphQL. A POST, and refused when another site's page sends it, so
 * no link or form elsewhere can spend the person's downloads.
 */
export function accountExportRoute(runtime: Runtime): RequestHandler {
  const { config, db, limits, media } = runtime;
  return async (request, response) => {
    if (request.method !== 'POST') {
      response.set('Allow', 'POST');
      return refuse(response, 405, 'BAD_REQUEST', EXPORT_MESSAGES.notPost);
    }
    if (isCrossSiteRequest(request)) return refuse(response, 403, 'FORBIDDEN', EXPORT_MESSAGES.crossSite);
    const sessionId = sessionIdOf(config.secrets.jwtSecret, sessionTokenOf(request));
    const viewer = sessionId ? await viewerOfSession(db, sessionId) : null;
    if (!viewer) return refuse(response, 401, 'UNAUTHENTICATED', EXPORT_MESSAGES.signedOut);
    try {
      await limits.consume('dataExportsPerAccount', viewer.user.id);
    } catch (error) {
      if (!(error instanceof RateLimitedError)) throw error;
      response.set('Retry-After', String(error.extensions.retryAfterSeconds));
      return refuse(response, 429, 'RATE_LIMITED', error.message);
    }
    const zip = await exportAccountData({ db, media, bankKeys: config.secrets.bankKeys }, viewer.user);
    response.set({
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="spoken-my-data-${new Date().toISOString().slice(0, 10)}.zip"`,
      'Cache-Control': 'private, no-store',
    });
    try {
      await pipeline(zip.outputStream, response);
    } catch (error) {
      request.log.warn({ err: error }, 'a data download ended early');
    }
  };
}
