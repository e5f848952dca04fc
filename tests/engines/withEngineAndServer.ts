import { withTestServer, type TestSetup, type TestSetupOptions } from '../utils/withTestServer';
import type { Engine, EngineOptions } from './engines';

export interface EngineAndServer extends TestSetup {
  readonly engine: Engine;
}

/**
 * withTestServer for the engine suites, as withBrowserAndServer is for Chromium's: launches the engine
 * while the server starts, and closes it before the server stops.
 */
export function withEngineAndServer(launch: (options: EngineOptions) => Promise<Engine>, options: TestSetupOptions & EngineOptions = {}): EngineAndServer {
  let engine: Engine | undefined;
  const setup = withTestServer(options, {
    start: async () => {
      engine = await launch(options);
    },
    stop: async () => {
      await engine?.close();
    },
  });
  return Object.defineProperty(setup as EngineAndServer, 'engine', {
    get: () => {
      if (!engine) throw new Error('withEngineAndServer has no engine: read before the tests run');
      return engine;
    },
  });
}
