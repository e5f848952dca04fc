import { withTestServerAnd, type TestSetup, type TestSetupOptions } from '../utils/withTestServer';
import type { Engine, EngineOptions } from './engines';

export interface EngineAndServer extends TestSetup {
  readonly engine: Engine;
}

/** withTestServer for the engine suites, as withBrowserAndServer is for Chromium's: read `engine` once the tests run. */
export function withEngineAndServer(launch: (options: EngineOptions) => Promise<Engine>, options: TestSetupOptions & EngineOptions = {}): EngineAndServer {
  return withTestServerAnd('engine', () => launch(options), options);
}
