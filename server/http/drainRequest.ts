import type { NextFunction, Request, Response } from 'express';

/**
 * Reads and drops what is left of a request body once the response has gone. A multipart upload
 * the server stopped reading (a refused file, or a caller refused before any resolver ran) would
 * otherwise hold the connection open while the client waits to finish sending.
 */
export function drainRequestAfterResponse(request: Request, response: Response, next: NextFunction): void {
  response.once('finish', () => {
    if (request.complete) return;
    request.unpipe();
    request.resume();
  });
  next();
}
