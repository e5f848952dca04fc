import { execFile, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ServerProcess {
  pid: number;
  url: string;
  graphqlUrl: string;
  wsUrl: string;
  /** Everything the process has written to stdout and stderr so far. */
  output(): string;
  stop(): Promise<void>;
  /** Kills the process and every program it started at once (SIGKILL), as a machine losing power would. */
  kill(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Starts `server/main.ts` as a separate process, as `npm start` would, and waits until it listens.
 * It logs at `logLevel`: warnings only unless a test reads its request lines.
 */
export async function startServerProcess(env: Record<string, string>, startTimeoutMs = 30_000, logLevel: 'warn' | 'info' = 'warn'): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [...(process.env.SERVER_NODE_ARGS?.split(' ') ?? []), '--max-semi-space-size=64', '--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', ...env, PORT: String(port), LOG_LEVEL: logLevel },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so kill() reaches the programs it runs too.
    detached: true,
  });
  let output = '';
  const collect = (chunk: Buffer) => (output += chunk.toString());
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      output += `\n[the server process exited: ${signal ?? `code ${code}`}]\n`;
      resolve();
    }),
  );
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      // Nobody gets a handle on a server that never started, so it must not outlive the failure.
      child.kill('SIGTERM');
      reject(new Error(`server process did not start within ${startTimeoutMs / 1000} s:\n${output}`));
    }, startTimeoutMs);
    const onStarted = () => {
      if (output.includes('Spoken is running')) {
        clearTimeout(timer);
        child.stdout.off('data', onStarted);
        child.stderr.off('data', onStarted);
        resolve();
      }
    };
    child.stdout.on('data', onStarted);
    child.stderr.on('data', onStarted);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server process exited with ${code}:\n${output}`));
    });
  });
  const url = `http://localhost:${port}`;
  return {
    pid: child.pid ?? 0,
    url,
    graphqlUrl: `${url}/graphql`,
    wsUrl: `ws://localhost:${port}/graphql`,
    output: () => output,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
    kill: async () => {
      process.kill(-(child.pid ?? 0), 'SIGKILL');
      await exited;
    },
  };
}

const run = promisify(execFile);

/** Runs a command-line script of the server (an npm script's entry point, `server/mediaToS3.ts` say) as npm would, with `env` only. */
export async function runScript(script: string, env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', script], { cwd: root, env: { PATH: process.env.PATH ?? '', ...env } });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}
