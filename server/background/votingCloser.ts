import type { Runtime } from '../runtime';
import { closeDueTopics } from '../votes/closing';
import { runPeriodically } from './periodic';

/** Checks for topics to close at start and then every VOTING_CLOSE_CHECK_MS; returns the function that stops it. */
export function startVotingCloser(runtime: Runtime): () => Promise<void> {
  return runPeriodically(() => closeDueTopics(runtime), runtime.config.votingCloseCheckMs, (error) => runtime.log.error({ err: error }, 'closing topics failed'));
}
