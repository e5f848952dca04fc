import { setTimeout as sleep } from 'node:timers/promises';
import type { RequestHandler } from 'express';
import type { DatabaseConnection } from '../db/client';
import type { Logger } from '../logger';
import { cachedFor } from '../metrics/metrics';

/** How long the database may take to answer before the instance counts as not ready. */
const PING_TIMEOUT_MS = 1_000;
/** Probes within this long of the last share its answer, so a burst of probes is one query. */
const ANSWER_KEPT_MS = 1_500;

/**
 * GET /healthz, liveness: the process answers. It does not ask the database, so an orchestrator
 * does not restart healthy instances while the database is away.
 */
export const liveness: RequestHandler = (_request, response) => {
  response.set('Cache-Control', 'no-store').json({ status: 'ok' });
};

/**
 * GET /readyz, readiness: 200 while the database answers `select 1` within a second, else 503, so a
 * proxy or orchestrator sends this instance no traffic. An instance listens only once its
 * migrations are applied (server/startRuntime.ts), so while it migrates nothing answers here at all.
 */
export function readiness(connection: DatabaseConnection, log: Logger): RequestHandler {
  const databaseAnswers = cachedFor(ANSWER_KEPT_MS, () =>
    Promise.race([connection.ping(), sleep(PING_TIMEOUT_MS, undefined, { ref: false }).then(() => Promise.reject(new Error('the database did not answer within a second')))]).then(
      () => true,
      (error: unknown) => {
        log.warn({ err: error }, 'not ready: the database does not answer');
        return false;
      },
    ),
  );
  return async (_request, response) => {
    const ready = await databaseAnswers();
    response
      .status(ready ? 200 : 503)
      .set('Cache-Control', 'no-store')
      .json(ready ? { status: 'ready' } : { status: 'unavailable', reason: 'database' });
  };
}
