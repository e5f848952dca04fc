import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import type { Logger } from '../logger';
import type { Metrics } from '../metrics/metrics';
import { operationOf, routeOf } from '../metrics/operations';
import { VIDEO_UPLOADS_PATH } from '../uploads/route';

declare module 'express-serve-static-core' {
  interface Request {
    id: string;
    log: Logger;
  }
}

const INCOMING_ID = /^[\w-]{8,64}$/;
// Only a name like the app's own (`VotingPageQuery`): anything else a client sends could be personal data.
const OPERATION_NAME = /^[A-Za-z0-9_]{1,64}$/;

/** A request's path as logged: never its query, nor the id of an upload, which is all a poet's session needs to reach its bytes. */
function loggedPath(url: string): string {
  const path = url.split('?')[0] ?? '/';
  return path.toLowerCase().startsWith(`${VIDEO_UPLOADS_PATH}/`) ? `${VIDEO_UPLOADS_PATH}/:id` : path;
}

/** Gives each request an id (kept from X-Request-Id when sane), a child logger, one log line and its place in the request metrics. */
export function requestLog(log: Logger, metrics: Metrics) {
  return (request: Request, response: Response, next: NextFunction): void => {
    const incoming = request.get('x-request-id');
    request.id = incoming && INCOMING_ID.test(incoming) ? incoming : randomUUID();
    request.log = log.child({ requestId: request.id });
    response.setHeader('X-Request-Id', request.id);
    const started = process.hrtime.bigint();
    response.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const path = loggedPath(request.originalUrl);
      const named = (request.body as { operationName?: unknown } | undefined)?.operationName;
      const operation = typeof named === 'string' && OPERATION_NAME.test(named) ? named : undefined;
      request.log.info({ method: request.method, path, status: response.statusCode, ms: Math.round(ms * 10) / 10, operation }, 'request');
      metrics.requestSeconds.observe({ route: routeOf(path), operation: operationOf(response), status: String(response.statusCode) }, ms / 1000);
    });
    next();
  };
}
