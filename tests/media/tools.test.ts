import { findMediaTools, runTool, ToolFailedError, ToolOutputTooLargeError, type MediaTools, type ToolLimits } from '../../server/media/tools';

const GENEROUS: ToolLimits = { cpuSeconds: 60, memoryBytes: 2048 * 1024 * 1024, wallSeconds: 60, maxOutputBytes: 1024 * 1024 };
// An encode that would run for an hour: only a limit stops it.
const ENDLESS_ENCODE = ['-v', 'error', '-f', 'lavfi', '-i', 'testsrc2=size=1280x720:rate=30:duration=3600', '-c:v', 'libx264', '-preset', 'veryfast', '-f', 'null', '-'];

describe('running a media tool', () => {
  let tools: MediaTools;
  const never = new AbortController().signal;
  beforeAll(async () => {
    const found = await findMediaTools();
    if (!('tools' in found)) throw new Error(`missing: ${found.missing.join(', ')}`);
    tools = found.tools;
  });

  it('gives the program PATH and nothing else of the environment', async () => {
    process.env.SPOKEN_TEST_SECRET = 'do-not-leak';
    try {
      const result = await runTool(tools, '/usr/bin/env', [], GENEROUS, never);
      expect(result.code).toBe(0);
      expect(result.stdout.trim().split('\n').map((line) => line.split('=')[0])).toEqual(['PATH']);
    } finally {
      delete process.env.SPOKEN_TEST_SECRET;
    }
  });

  it('kills a program whose output passes its limit, keeping no more than the limit', async () => {
    const run = runTool(tools, '/usr/bin/yes', ['control bytes'], { ...GENEROUS, maxOutputBytes: 256 * 1024 }, never);
    await expect(run).rejects.toBeInstanceOf(ToolOutputTooLargeError);
  });

  // At the lowest priority a second of CPU can take a minute of wall-clock time on a busy machine.
  it('stops a program at its CPU time', async () => {
    await expect(runTool(tools, tools.ffmpeg, ENDLESS_ENCODE, { ...GENEROUS, cpuSeconds: 1, wallSeconds: 600 }, never)).rejects.toThrow(/killed by SIG(XCPU|KILL)/);
  }, 600_000);

  it('stops a program at its wall-clock time, even one that waits without working', async () => {
    await expect(runTool(tools, '/usr/bin/sleep', ['60'], { ...GENEROUS, wallSeconds: 1 }, never)).rejects.toThrow(new ToolFailedError('sleep ran past 1 s'));
  });

  it('fails an allocation past its memory limit inside the program', async () => {
    const result = await runTool(tools, tools.ffmpeg, ['-v', 'error', '-f', 'lavfi', '-i', 'testsrc2=size=3840x2160:rate=30:duration=2', '-c:v', 'libx264', '-f', 'null', '-'], { ...GENEROUS, memoryBytes: 200 * 1024 * 1024 }, never);
    expect(result.code).not.toBe(0);
  });

  it('kills the program when its job is aborted', async () => {
    const stop = new AbortController();
    const run = runTool(tools, '/usr/bin/sleep', ['60'], GENEROUS, stop.signal);
    stop.abort(new Error('the server is stopping'));
    await expect(run).rejects.toThrow('the server is stopping');
  });
});
