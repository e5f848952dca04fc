import { spawn } from 'node:child_process';
import { constants } from 'node:fs';
import { access } from 'node:fs/promises';
import path from 'node:path';

/** The programs media jobs run, found on PATH. */
export interface MediaTools {
  ffmpeg: string;
  ffprobe: string;
  nice: string;
}

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

/** ffmpeg, ffprobe and nice from PATH, or null when any of them is missing. */
export async function findMediaTools(searchPath = process.env.PATH ?? ''): Promise<MediaTools | null> {
  const [ffmpeg, ffprobe, nice] = await Promise.all(['ffmpeg', 'ffprobe', 'nice'].map((name) => onPath(name, searchPath)));
  return ffmpeg && ffprobe && nice ? { ffmpeg, ffprobe, nice } : null;
}

export interface ToolResult {
  /** The exit code; null when the program was killed. */
  code: number | null;
  stdout: string;
  /** The end of what it wrote to stderr, for the log. */
  stderrTail: string;
}

const STDERR_TAIL_CHARS = 2000;

/**
 * Runs `program` at the lowest CPU priority, so votes and pages keep the processor while it works.
 * Aborting `signal` kills it.
 */
export function runNiced(tools: MediaTools, program: string, args: string[], signal: AbortSignal): Promise<ToolResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(tools.nice, ['-n', '19', program, ...args], { stdio: ['ignore', 'pipe', 'pipe'], signal, killSignal: 'SIGKILL' });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr = (stderr + chunk).slice(-STDERR_TAIL_CHARS)));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderrTail: stderr }));
  });
}
