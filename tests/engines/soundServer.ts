import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A private PulseAudio server whose only output is a silent sink. Firefox and WebKitGTK play Web
 * Audio through a sound server: with none, an AudioContext never leaves 'suspended' and the studio
 * waits at its first resume(), as it would on a computer without sound.
 */
export class SoundServer {
  private constructor(
    private readonly folder: string,
    private readonly process: ChildProcess,
  ) {}

  static async start(): Promise<SoundServer> {
    const folder = await mkdtemp(path.join(tmpdir(), 'spoken-sound-'));
    const socket = path.join(folder, 'pulse.sock');
    const child = spawn(
      'pulseaudio',
      ['--daemonize=no', '--exit-idle-time=-1', '--disable-shm=yes', '-n', `--load=module-native-protocol-unix socket=${socket} auth-anonymous=1`, '--load=module-null-sink sink_name=silence'],
      { env: { ...process.env, HOME: folder, XDG_RUNTIME_DIR: folder }, stdio: 'ignore' },
    );
    for (let tries = 0; tries < 100 && !existsSync(socket); tries++) {
      if (child.exitCode !== null) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const server = new SoundServer(folder, child);
    if (!existsSync(socket)) {
      await server.stop();
      throw new Error('PulseAudio did not start: install pulseaudio');
    }
    return server;
  }

  /** What a process needs in its environment to play through this server. */
  get env(): Record<string, string> {
    return { PULSE_SERVER: `unix:${path.join(this.folder, 'pulse.sock')}` };
  }

  async stop(): Promise<void> {
    // The server writes into its folder until it has exited.
    if (this.process.exitCode === null && this.process.signalCode === null) {
      const exited = once(this.process, 'exit');
      this.process.kill();
      await exited;
    }
    await rm(this.folder, { recursive: true, force: true });
  }
}
