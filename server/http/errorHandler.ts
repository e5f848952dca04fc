import type { NextFunction, Request, Response } from 'express';
import { INTERNAL_ERROR_MESSAGE } from '../errors';

/** Last in the chain: a failure outside GraphQL becomes a short JSON error, never a stack trace. */
export function errorHandler(error: unknown, request: Request, response: Response, next: NextFunction): void {
  if (response.headersSent) return next(error);
  const status = (error as { status?: unknown }).status;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const message = status === 413 ? 'The request is too large.' : 'The request could not be read.';
    response.status(status).json({ errors: [{ message, extensions: { code: 'BAD_REQUEST' } }] });
    return;
  }
  request.log.error({ err: error }, 'request failed');
  response.status(500).json({ errors: [{ message: INTERNAL_ERROR_MESSAGE, extensions: { code: 'INTERNAL_SERVER_ERROR' } }] });
}
