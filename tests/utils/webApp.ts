import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface WebApp {
  /** The folder to serve in place of web/dist. */
  dir: string;
  remove(): Promise<void>;
}

/** A built web app that is only `indexHtml`, for tests that should not depend on a web build. */
export async function writeWebApp(indexHtml: string): Promise<WebApp> {
  const dir = await mkdtemp(path.join(tmpdir(), 'spoken-web-'));
  await writeFile(path.join(dir, 'index.html'), indexHtml);
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
