import { copyFile, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createLogger } from '../../server/logger';
import { chooseSandbox } from '../../server/media/sandbox';
import { findMediaTools, runTool, ToolFailedError, ToolOutputTooLargeError, type MediaTools, type ToolLimits } from '../../server/media/tools';

const GENEROUS: ToolLimits = { cpuSeconds: 60, memoryBytes: 2048 * 1024 * 1024, wallSeconds: 60, maxOutputBytes: 1024 * 1024 };
// An encode that would run for an hour: only a limit stops it.
const ENDLESS_ENCODE = ['-v', 'error', '-f', 'lavfi', '-i', 'testsrc2=size=1280x720:rate=30:duration=3600', '-c:v', 'libx264', '-preset', 'veryfast', '-f', 'null', '-'];
const NO_FILES = { reads: [] };
const poem = path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/poem.mp4');

describe('running a media tool', () => {
  let tools: MediaTools;
  const never = new AbortController().signal;
  beforeAll(async () => {
    const found = await findMediaTools();
    if (!('tools' in found)) throw new Error(`missing: ${found.missing.join(', ')}`);
    // As production runs them: in bubblewrap, or the test fails here.
    tools = { ...found.tools, sandbox: await chooseSandbox('bwrap', found.tools.ffmpeg, createLogger('silent')) };
  });

  it("gives the program PATH and nothing else of the environment but the sandbox's PWD", async () => {
    process.env.SPOKEN_TEST_SECRET = 'do-not-leak';
    try {
      const result = await runTool(tools, '/usr/bin/env', [], GENEROUS, never, NO_FILES);
      expect(result.code).toBe(0);
      expect(result.stdout.trim().split('\n').filter((line) => line !== 'PWD=/').map((line) => line.split('=')[0])).toEqual(['PATH']);
    } finally {
      delete process.env.SPOKEN_TEST_SECRET;
    }
  });

  it("confines the program to its input and output: the server's secrets, its process and other files are out of reach", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'spoken-sandbox-'));
    try {
      const secrets = path.join(dataDir, 'secrets.json');
      await writeFile(secrets, '{"rootSecret":"do-not-leak"}\n');
      const input = path.join(dataDir, 'media', 'videos', 'poem.mp4');
      const output = path.join(dataDir, 'media', '.work', 'job');
      await mkdir(path.dirname(input), { recursive: true });
      await mkdir(output, { recursive: true });
      await copyFile(poem, input);
      const files = { reads: [input], writesIn: output };
      const copyOf = (source: string, name: string) =>
        runTool(tools, tools.ffmpeg, ['-v', 'error', '-f', 'data', '-i', `file:${source}`, '-map', '0', '-c', 'copy', '-f', 'data', path.join(output, name)], GENEROUS, never, files);

      for (const [source, name] of [[secrets, 'secrets'], [`/proc/${process.pid}/environ`, 'environ'], ['/etc/passwd', 'passwd']] as const) {
        const result = await copyOf(source, name);
        expect({ source, code: result.code, error: result.stderrTail.trim() }).toEqual({ source, code: 1, error: `file:${source}: No such file or directory` });
      }
      expect((await copyOf(input, 'copy')).code).toBe(0);
      expect(await readdir(output)).toEqual(['copy']);
      const outside = await runTool(tools, tools.ffmpeg, ['-v', 'error', '-i', `file:${input}`, '-c', 'copy', path.join(dataDir, 'escaped.mp4')], GENEROUS, never, files);
      expect(outside.code).not.toBe(0);
      expect(await readdir(dataDir)).toEqual(['media', 'secrets.json']);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('kills a program whose output passes its limit, keeping no more than the limit', async () => {
    const run = runTool(tools, '/usr/bin/yes', ['control bytes'], { ...GENEROUS, maxOutputBytes: 256 * 1024 }, never, NO_FILES);
    await expect(run).rejects.toBeInstanceOf(ToolOutputTooLargeError);
  });

  // At the lowest priority a second of CPU can take a minute of wall-clock time on a busy machine.
  it('stops a program at its CPU time', async () => {
    await expect(runTool(tools, tools.ffmpeg, ENDLESS_ENCODE, { ...GENEROUS, cpuSeconds: 1, wallSeconds: 600 }, never, NO_FILES)).rejects.toThrow(/killed by SIG(XCPU|KILL)/);
  }, 600_000);

  it('stops a program at its wall-clock time, even one that waits without working', async () => {
    await expect(runTool(tools, '/usr/bin/sleep', ['60'], { ...GENEROUS, wallSeconds: 1 }, never, NO_FILES)).rejects.toThrow(new ToolFailedError('sleep ran past 1 s'));
  });

  it('fails an allocation past its memory limit inside the program', async () => {
    const result = await runTool(tools, tools.ffmpeg, ['-v', 'error', '-f', 'lavfi', '-i', 'testsrc2=size=3840x2160:rate=30:duration=2', '-c:v', 'libx264', '-f', 'null', '-'], { ...GENEROUS, memoryBytes: 200 * 1024 * 1024 }, never, NO_FILES);
    expect(result.code).not.toBe(0);
  });

  it('kills the program when its job is aborted', async () => {
    const stop = new AbortController();
    const run = runTool(tools, '/usr/bin/sleep', ['60'], GENEROUS, stop.signal, NO_FILES);
    stop.abort(new Error('the server is stopping'));
    await expect(run).rejects.toThrow('the server is stopping');
  });
});
