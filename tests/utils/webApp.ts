import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface WebApp {
  /** The folder to serve in place of web/dist. */
  dir: string;
  remove(): Promise<void>;
}

/**
 * A built web app that is only `indexHtml` and any other `files` (by their path in web/dist), for
 * tests that should not depend on a web build.
 */
export async function writeWebApp(indexHtml: string, files: Record<string, string | Uint8Array> = {}): Promise<WebApp> {
  const dir = await mkdtemp(path.join(tmpdir(), 'spoken-web-'));
  await writeFile(path.join(dir, 'index.html'), indexHtml);
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(dir, name);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, content);
  }
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
