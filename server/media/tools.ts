import { spawn } from 'node:child_process';
import { constants } from 'node:fs';
import { access } from 'node:fs/promises';
import { constants as osConstants } from 'node:os';
import path from 'node:path';
import type { Sandbox, ToolFiles } from './sandbox';

/** The programs media jobs run, found on PATH. */
export interface ToolPrograms {
  ffmpeg: string;
  ffprobe: string;
  nice: string;
  /** Sets a program's CPU-time and memory limits (util-linux). */
  prlimit: string;
}

/** The programs, and what confines each run of them to its own files; null: they run as the server's user. */
export interface MediaTools extends ToolPrograms {
  sandbox: Sandbox | null;
}

const TOOL_NAMES = ['ffmpeg', 'ffprobe', 'nice', 'prlimit'] as const;

/** The program `name` in the first folder of `searchPath` that has it. */
export async function findOnPath(name: string, searchPath = process.env.PATH ?? ''): Promise<string | undefined> {
  for (const folder of searchPath.split(path.delimiter).filter(Boolean)) {
    const candidate = path.join(folder, name);
    try {
      await access(candidate, constants.X_OK);
      return candidate;
    } catch {
      // Not in this folder.
    }
  }
  return undefined;
}

/** ffmpeg, ffprobe, nice and prlimit from PATH, or the names of those missing. */
export async function findMediaTools(searchPath = process.env.PATH ?? ''): Promise<{ tools: ToolPrograms } | { missing: string[] }> {
  const found = await Promise.all(TOOL_NAMES.map(async (name) => [name, await findOnPath(name, searchPath)] as const));
  const missing = found.filter(([, file]) => !file).map(([name]) => name);
  if (missing.length > 0) return { missing };
  return { tools: Object.fromEntries(found) as unknown as ToolPrograms };
}

/** What one run of a program may use before it is killed. */
export interface ToolLimits {
  /** CPU time, all threads together. */
  cpuSeconds: number;
  /** Address space: what it may map, so an allocation past it fails inside the program. */
  memoryBytes: number;
  /** Wall-clock time, which also ends a program that hangs without using the CPU. */
  wallSeconds: number;
  /** Standard output kept for the caller; a program that writes more is killed. 0: not read. */
  maxOutputBytes: number;
}

export interface ToolResult {
  /** The exit code; null when the program was killed. */
  code: number | null;
  stdout: string;
  /** The end of what it wrote to stderr, for the log. */
  stderrTail: string;
}

/** A program ran out of its limits (time, CPU, memory or output), crashed, or failed. */
export class ToolFailedError extends Error {
  override name = 'ToolFailedError';
}

/** The program wrote more to its standard output than its limit: what it describes is not a file we take. */
export class ToolOutputTooLargeError extends ToolFailedError {
  override name = 'ToolOutputTooLargeError';
}

const STDERR_TAIL_CHARS = 2000;

/** The signal a sandbox's exit code reports its program was killed by: bubblewrap exits with 128 plus its number. */
function signalOfExitCode(code: number | null): NodeJS.Signals | null {
  if (code === null || code <= 128) return null;
  const found = Object.entries(osConstants.signals).find(([, number]) => number === code - 128);
  return found ? (found[0] as NodeJS.Signals) : null;
}

/**
 * Runs `program` at the lowest CPU priority under `limits`, with an environment of PATH alone (no
 * secret of the server's reaches it), in the tools' sandbox with only `files` to touch. It never
 * buffers more than `maxOutputBytes` of its output. Aborting `signal` kills it and rejects with
 * the signal's reason; running past its wall-clock time or its output limit, or the sandbox
 * failing, rejects with ToolFailedError. An exit code, even a failing one, resolves: the caller
 * knows what it means.
 */
export function runTool(tools: MediaTools, program: string, args: string[], limits: ToolLimits, signal: AbortSignal, files: ToolFiles): Promise<ToolResult> {
  signal.throwIfAborted();
  return new Promise((resolve, reject) => {
    const limitArgs = [`--cpu=${Math.ceil(limits.cpuSeconds)}`, `--as=${Math.floor(limits.memoryBytes)}`, '--core=0', '--'];
    const limited = [tools.prlimit, ...limitArgs, tools.nice, '-n', '19', program, ...args];
    const [command = '', ...commandArgs] = tools.sandbox ? tools.sandbox.wrap(limited, files) : limited;
    const child = spawn(command, commandArgs, {
      stdio: ['ignore', limits.maxOutputBytes > 0 ? 'pipe' : 'ignore', 'pipe'],
      env: { PATH: process.env.PATH ?? '' },
    });
    let failure: Error | undefined;
    const stop = (error: Error) => {
      failure ??= error;
      child.kill('SIGKILL');
    };
    // Killed before the sandbox tied its child's life to its own, a program can outlive it holding the
    // pipes open: a stopped run ends when the process it started exits, not when the pipes close.
    child.once('exit', () => {
      if (!failure) return;
      child.stdout?.destroy();
      child.stderr?.destroy();
    });
    const onAbort = () => stop(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
    signal.addEventListener('abort', onAbort, { once: true });
    const timer = setTimeout(() => stop(new ToolFailedError(`${path.basename(program)} ran past ${limits.wallSeconds} s`)), limits.wallSeconds * 1000);

    const output: Buffer[] = [];
    let outputBytes = 0;
    child.stdout?.on('data', (chunk: Buffer) => {
      outputBytes += chunk.length;
      if (outputBytes > limits.maxOutputBytes) stop(new ToolOutputTooLargeError(`${path.basename(program)} wrote more than ${limits.maxOutputBytes} bytes`));
      else output.push(chunk);
    });
    let stderr = '';
    child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (stderr = (stderr + chunk).slice(-STDERR_TAIL_CHARS)));

    const finish = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', onAbort);
    };
    child.once('error', (error) => {
      finish();
      reject(failure ?? error);
    });
    child.once('close', (code, signalled) => {
      finish();
      if (failure) return reject(failure);
      const killedBy = signalled ?? (tools.sandbox ? signalOfExitCode(code) : null);
      if (killedBy) return reject(new ToolFailedError(`${path.basename(program)} was killed by ${killedBy}: ${stderr.trim()}`));
      // Its own failure, not the program's: the file may be fine.
      if (tools.sandbox && code !== 0 && stderr.startsWith('bwrap: ')) return reject(new ToolFailedError(`the sandbox did not start ${path.basename(program)}: ${stderr.trim()}`));
      resolve({ code, stdout: Buffer.concat(output).toString('utf8'), stderrTail: stderr });
    });
  });
}
