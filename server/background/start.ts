import type { StartedParts } from '../lifecycle';
import type { Runtime } from '../runtime';
import { startHousekeeping } from './housekeeping';
import { startIntegrityRefresh } from './integrityRefresh';
import { startMediaWorkers } from './mediaWorkers';
import { startVotingCloser } from './votingCloser';

/**
 * Starts the work an instance does behind requests: the media jobs (on an instance that runs them
 * and has the programs), closing topics whose voting has ended, housekeeping and rescoring voted-on
 * poems. Each part's stop is registered with `started`.
 */
export async function startBackgroundWork(runtime: Runtime, started: StartedParts): Promise<void> {
  if (runtime.config.worker !== 'off' && runtime.mediaTools) await startMediaWorkers(runtime, runtime.mediaTools);
  started.add(startVotingCloser(runtime), (stop) => stop());
  started.add(startHousekeeping(runtime), (stop) => stop());
  started.add(startIntegrityRefresh(runtime), (stop) => stop());
}
