import { spawn } from 'node:child_process';
import { lstat, readlink } from 'node:fs/promises';
import { ConfigError, type Config } from '../config';
import type { Logger } from '../logger';
import { findOnPath } from './tools';

/** The files one run of a media tool may touch: those it reads, and the one folder it writes in. */
export interface ToolFiles {
  reads: string[];
  writesIn?: string;
}

/** Where a media tool runs (README.md, "Media jobs"). */
export interface Sandbox {
  /** The command line that runs `command` (a program and its arguments) confined to `files`. */
  wrap(command: string[], files: ToolFiles): string[];
}

/** The top-level names a Debian system keeps programs and libraries under besides /usr (links into it on merged-/usr systems). */
const ROOT_PROGRAM_DIRS = ['/bin', '/sbin', '/lib', '/lib32', '/lib64', '/libx32'];
/** Of /etc, only what the dynamic linker needs to find Debian's libraries. */
const ETC_FOR_LIBRARIES = ['/etc/ld.so.cache', '/etc/alternatives'];
const NOBODY = '65534';
const PROBE_TIMEOUT_MS = 10_000;

/** How the sandbox shows /bin, /lib and the like: as the links they are, or bound read-only. */
async function rootProgramDirs(): Promise<string[]> {
  const args = await Promise.all(
    ROOT_PROGRAM_DIRS.map(async (dir) => {
      const found = await lstat(dir).catch(() => undefined);
      if (!found) return [];
      return found.isSymbolicLink() ? ['--symlink', await readlink(dir), dir] : ['--ro-bind', dir, dir];
    }),
  );
  return args.flat();
}

/**
 * bubblewrap at `bwrap`: each run gets new user, pid, network, IPC, UTS and cgroup namespaces, runs
 * as nobody, sees /usr (with /bin, /lib and the linker's bits of /etc) read-only, a minimal /dev,
 * no /proc, its input files read-only and its output folder, and nothing else of the machine; it
 * dies with the server. Its environment is the one it is started with, and PWD (/).
 */
export async function bubblewrap(bwrap: string): Promise<Sandbox> {
  const base = [
    '--unshare-all',
    '--unshare-user',
    '--uid', NOBODY,
    '--gid', NOBODY,
    '--die-with-parent',
    '--new-session',
    '--ro-bind', '/usr', '/usr',
    ...(await rootProgramDirs()),
    ...ETC_FOR_LIBRARIES.flatMap((file) => ['--ro-bind-try', file, file]),
    '--dev', '/dev',
  ];
  return {
    wrap: (command, files) => [
      bwrap,
      ...base,
      // The folder first: an input inside it is then bound over it, read-only.
      ...(files.writesIn ? ['--bind', files.writesIn, files.writesIn] : []),
      ...files.reads.flatMap((file) => ['--ro-bind', file, file]),
      // The rest of the sandbox's own root (the folders made for the mounts) takes no writes.
      '--remount-ro', '/',
      '--chdir', '/',
      '--',
      ...command,
    ],
  };
}

/** Runs `program -version` in `sandbox`: undefined when it works, else why not. */
export function sandboxFailure(sandbox: Sandbox, program: string): Promise<string | undefined> {
  const [command = '', ...args] = sandbox.wrap([program, '-version'], { reads: [] });
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'], env: { PATH: process.env.PATH ?? '' }, timeout: PROBE_TIMEOUT_MS });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr = (stderr + chunk).slice(-1000)));
    child.once('error', (error) => resolve(error.message));
    child.once('close', (code, signal) => resolve(code === 0 ? undefined : stderr.trim() || `exit ${code ?? signal}`));
  });
}

export type SandboxSetting = Config['mediaSandbox'];

/**
 * The sandbox media tools run in. `none`: none, they run as the server's user. `bwrap` (production's
 * default): bubblewrap, which must run `ffmpeg` here or the server does not start. `auto`:
 * bubblewrap where it runs `ffmpeg`, else none, with a warning.
 */
export async function chooseSandbox(setting: SandboxSetting, ffmpeg: string, log: Logger): Promise<Sandbox | null> {
  if (setting === 'none') return null;
  const bwrap = await findOnPath('bwrap');
  const sandbox = bwrap ? await bubblewrap(bwrap) : undefined;
  const failure = sandbox ? await sandboxFailure(sandbox, ffmpeg) : 'bwrap is not on PATH (Debian: apt-get install bubblewrap)';
  if (sandbox && !failure) return sandbox;
  if (setting === 'bwrap') {
    throw new ConfigError(
      `MEDIA_SANDBOX=bwrap, but bubblewrap cannot run the media tools here: ${failure}. Allow it user namespaces (README.md, "Media jobs"), or set MEDIA_SANDBOX=none to run them as the server's user.`,
    );
  }
  log.warn(`media tools run without a sandbox, as the server's user, so a flaw in a decoder could read the server's secrets: ${failure}`);
  return null;
}
