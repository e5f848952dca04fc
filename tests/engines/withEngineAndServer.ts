import { answeredRequests } from '../utils/answeredRequests';
import { withTestServerAnd, type TestSetup, type TestSetupOptions } from '../utils/withTestServer';
import type { Engine, EngineOptions } from './engines';

export interface EngineAndServer extends TestSetup {
  readonly engine: Engine;
  /** What the server has answered so far (see answeredRequests): an engine's media pipeline fetches where its page's scripts cannot see. */
  answered(): { path: string; status: number }[];
}

/** withTestServer for the engine suites, as withBrowserAndServer is for Chromium's: read `engine` once the tests run. */
export function withEngineAndServer(launch: (options: EngineOptions) => Promise<Engine>, options: TestSetupOptions & EngineOptions = {}): EngineAndServer {
  const requests = answeredRequests();
  return Object.assign(withTestServerAnd('engine', () => launch(options), { log: requests.log, ...options }), { answered: requests.answered });
}
