import { chmod, lstat, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runScript, sourceEnv } from '../backup/drill';
import { mp4Bytes } from '../utils/mediaFiles';
import type { ServerProcess } from '../utils/process';
import { poetsAndAdmin, seedBeat } from '../utils/scenarios';
import { startTestServer, startTestServerProcess, type TestServer } from '../utils/server';
import { beginVideoUpload, uploadVideo } from '../utils/videoUpload';

/** Every file and folder under `folder` with its permission bits, by its path under `folder`. */
async function modesUnder(folder: string): Promise<Record<string, string>> {
  const modes: Record<string, string> = {};
  const walk = async (dir: string) => {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isSymbolicLink()) continue;
      modes[path.relative(folder, file)] = ((await lstat(file)).mode & 0o777).toString(8);
      if (entry.isDirectory()) await walk(file);
    }
  };
  await walk(folder);
  return modes;
}

/** Runs `work` with the process's umask at `mask`, so that the programs it starts inherit it. */
async function withUmask<T>(mask: number, work: () => Promise<T>): Promise<T> {
  const before = process.umask(mask);
  try {
    return await work();
  } finally {
    process.umask(before);
  }
}

describe('data at rest', () => {
  let seed: TestServer;
  let server: ServerProcess | undefined;
  let backups: string;
  afterAll(async () => {
    await server?.stop();
    await seed?.close();
    if (backups) await rm(backups, { recursive: true, force: true });
  });

  it("keeps DATA_DIR, its database, media, uploads and secrets and the backups the server's alone, whatever the umask and whatever an older version left", async () => {
    // Data as an older version left it: the data folder, the embedded database's files, a beat and
    // a copied-back secrets.json open to everyone.
    seed = await startTestServer();
    const { poet } = await poetsAndAdmin(seed);
    await seedBeat(seed);
    const dataDir = seed.env.DATA_DIR as string;
    await writeFile(path.join(dataDir, 'secrets.json'), '{}\n', { mode: 0o644 });
    await chmod(dataDir, 0o755);
    backups = await mkdtemp(path.join(tmpdir(), 'spoken-backups-'));
    const archive = path.join(backups, 'backup.tar.gz');

    await withUmask(0, async () => {
      server = await startTestServerProcess(seed);
      expect((await beginVideoUpload(server, 100_000, 'unfinished.mp4', { token: poet.token })).status).toBe(201);
      expect(await uploadVideo(server, { content: mp4Bytes(), name: 'poem.mp4' }, { token: poet.token })).toHaveProperty('id');
      const backup = await runScript('backup', [archive], sourceEnv(seed));
      expect(backup.stderr).toBe('');
    });

    expect(((await lstat(dataDir)).mode & 0o777).toString(8)).toBe('700');
    expect(((await lstat(archive)).mode & 0o777).toString(8)).toBe('600');
    const modes = await modesUnder(dataDir);
    expect(modes['secrets.json']).toBe('600');
    expect(Object.keys(modes).filter((file) => file.startsWith('media/videos/'))).toHaveLength(1);
    expect(Object.keys(modes).filter((file) => file.startsWith('uploads/')).length).toBeGreaterThan(0);
    if (seed.engine === 'pglite') expect(Object.keys(modes).filter((file) => file.startsWith('db/')).length).toBeGreaterThan(1000);
    expect(Object.entries(modes).filter(([, mode]) => !/^[0-7]00$/.test(mode))).toEqual([]);
  }, 120_000);
});
