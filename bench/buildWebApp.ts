import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** `npm run build:web`, so a bench serves the web app as it is now. */
export function buildWebApp(): Promise<void> {
  return new Promise((resolve, reject) => {
    const build = spawn('npm', ['run', 'build:web', '--silent'], { cwd: root, stdio: 'inherit' });
    build.once('error', reject);
    build.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`npm run build:web exited with ${code}`))));
  });
}
