import { createHash, timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';
import type { Config } from '../config';
import { bearerTokenOf } from '../http/cookies';
import { loopbackOnly } from '../http/loopbackOnly';
import type { Logger } from '../logger';
import type { Metrics } from './metrics';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * GET /metrics. With METRICS_TOKEN set, for requests bearing it, from anywhere (a scraper beside the
 * proxy); without one, outside production for requests made on this machine only, and in
 * production not at all: figures such as pool use and queue depth are for the operator, and
 * production never serves them unguarded.
 */
export function metricsRoute(config: Config, metrics: Metrics, log: Logger): RequestHandler[] {
  const scrape: RequestHandler = async (_request, response) => {
    response.set('Cache-Control', 'no-store').type(metrics.registry.contentType).send(await metrics.registry.metrics());
  };
  const token = config.metricsToken;
  if (token) {
    const expected = digest(token);
    const bearer: RequestHandler = (request, response, next) => {
      const given = bearerTokenOf(request);
      if (given && timingSafeEqual(digest(given), expected)) return next();
      response.status(401).set('WWW-Authenticate', 'Bearer').type('text/plain').send('Metrics need the bearer token METRICS_TOKEN names.');
    };
    return [bearer, scrape];
  }
  if (!config.isProduction) return [loopbackOnly, scrape];
  log.info('/metrics is off: set METRICS_TOKEN to read it');
  return [(_request, response) => void response.status(404).type('text/plain').send('Not found')];
}
