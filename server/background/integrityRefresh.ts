import { refreshIntegrityScores } from '../integrity/refresh';
import type { Runtime } from '../runtime';
import { runPeriodically } from './periodic';

const REFRESH_INTERVAL_MS = 5 * 60 * 1000;

/** Rescores voted-on poems at start and then every five minutes; returns the function that stops it. */
export function startIntegrityRefresh(runtime: Pick<Runtime, 'db' | 'log'>): () => Promise<void> {
  return runPeriodically(() => refreshIntegrityScores(runtime.db), REFRESH_INTERVAL_MS, (error) =>
    runtime.log.error({ err: error }, 'refreshing integrity scores failed'),
  );
}
