import { spawn } from 'node:child_process';
import { constants } from 'node:fs';
import { access } from 'node:fs/promises';
import path from 'node:path';

/** The programs media jobs run, found on PATH. */
export interface MediaTools {
  ffmpeg: string;
  ffprobe: string;
  nice: string;
  /** Sets a program's CPU-time and memory limits (util-linux). */
  prlimit: string;
}

const TOOL_NAMES = ['ffmpeg', 'ffprobe', 'nice', 'prlimit'] as const;

async function onPath(name: string, searchPath: string): Promise<string | undefined> {
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
export async function findMediaTools(searchPath = process.env.PATH ?? ''): Promise<{ tools: MediaTools } | { missing: string[] }> {
  const found = await Promise.all(TOOL_NAMES.map(async (name) => [name, await onPath(name, searchPath)] as const));
  const missing = found.filter(([, file]) => !file).map(([name]) => name);
  if (missing.length > 0) return { missing };
  return { tools: Object.fromEntries(found) as unknown as MediaTools };
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

/**
 * Runs `program` at the lowest CPU priority under `limits`, with an environment of PATH alone (no
 * secret of the server's reaches it). It never buffers more than `maxOutputBytes` of its output.
 * Aborting `signal` kills it and rejects with the signal's reason; running past its wall-clock
 * time or its output limit rejects with ToolFailedError. An exit code, even a failing one,
 * resolves: the caller knows what it means.
 */
export function runTool(tools: MediaTools, program: string, args: string[], limits: ToolLimits, signal: AbortSignal): Promise<ToolResult> {
  signal.throwIfAborted();
  return new Promise((resolve, reject) => {
    const limitArgs = [`--cpu=${Math.ceil(limits.cpuSeconds)}`, `--as=${Math.floor(limits.memoryBytes)}`, '--core=0', '--'];
    const child = spawn(tools.prlimit, [...limitArgs, tools.nice, '-n', '19', program, ...args], {
      stdio: ['ignore', limits.maxOutputBytes > 0 ? 'pipe' : 'ignore', 'pipe'],
      env: { PATH: process.env.PATH ?? '' },
    });
    let failure: Error | undefined;
    const stop = (error: Error) => {
      failure ??= error;
      child.kill('SIGKILL');
    };
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
    child.once('close', (code, killedBy) => {
      finish();
      if (failure) return reject(failure);
      if (killedBy) return reject(new ToolFailedError(`${path.basename(program)} was killed by ${killedBy}: ${stderr.trim()}`));
      resolve({ code, stdout: Buffer.concat(output).toString('utf8'), stderrTail: stderr });
    });
  });
}
