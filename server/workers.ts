import cluster, { type Worker } from 'node:cluster';
import type { Logger } from './logger';

/** What a worker tells its primary once it is serving. */
export const WORKER_READY = 'spoken:worker-ready';

/**
 * Runs `count` server processes on one port, so an instance uses every core it is given: Node's
 * cluster primary accepts connections and hands them to the workers in turn. The workers are
 * instances like any other (sessions, events and tallies already travel through PostgreSQL). They
 * start one after another, so start-up work never races, and one that fails is replaced. Resolves
 * once all serve, with the function that stops them.
 */
export async function startWorkers(count: number, log: Logger): Promise<() => Promise<void>> {
  let stopping = false;
  const replaceWhenLost = (worker: Worker) =>
    worker.once('exit', (code, signal) => {
      if (stopping || code === 0) return;
      log.error({ pid: worker.process.pid, code, signal }, 'worker stopped; starting another');
      startWorker().then(replaceWhenLost, (error: unknown) => log.error({ err: error }, 'worker could not be replaced'));
    });
  for (let started = 0; started < count; started += 1) replaceWhenLost(await startWorker());

  return async () => {
    stopping = true;
    const running = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => worker !== undefined);
    await Promise.all(
      running.map(
        (worker) =>
          new Promise<void>((resolve) => {
            // A worker may already be stopping on its own (Ctrl-C reaches every process).
            if (worker.isDead()) return resolve();
            worker.once('exit', () => resolve());
            worker.process.kill('SIGTERM');
          }),
      ),
    );
  };
}

function startWorker(): Promise<Worker> {
  return new Promise((resolve, reject) => {
    const worker = cluster.fork();
    const failed = (code: number | null) => reject(new Error(`worker exited with ${code} while starting`));
    worker.once('exit', failed);
    worker.on('message', (message: unknown) => {
      if (message !== WORKER_READY) return;
      worker.off('exit', failed);
      resolve(worker);
    });
  });
}
