import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { networkInterfaces, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServerProcess, type ServerProcess } from '../utils/process';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** This machine's first address that is not loopback: how another machine on the network reaches it. */
function networkAddress(): string {
  const address = Object.values(networkInterfaces())
    .flat()
    .find((entry) => entry && entry.family === 'IPv4' && !entry.internal)?.address;
  if (!address) throw new Error('this machine has no non-loopback IPv4 address to test from');
  return address;
}

describe('development defaults', () => {
  let server: ServerProcess;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'spoken-dev-'));
    // `npm run dev`, in a process of its own (Vite does not run inside Jest's module sandbox): the
    // web app through Vite's dev middleware, with generated secrets in DATA_DIR/secrets.json.
    server = await startServerProcess({ NODE_ENV: 'development', SPOKEN_DEV_WEB: '1', DATA_DIR: dataDir, SEED_DEMO: 'false' });
  });
  afterAll(async () => {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('shows the development outbox to this machine only, and not through a proxy on it', async () => {
    expect((await fetch(`${server.url}/dev/outbox`)).status).toBe(200);
    const fromNetwork = await fetch(`http://${networkAddress()}:${new URL(server.url).port}/dev/outbox`);
    expect(fromNetwork.status).toBe(404);
    expect(await fromNetwork.text()).not.toContain('Development outbox');
    // Through a proxy on this machine: from loopback, but for someone else.
    for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip']) {
      expect([header, (await fetch(`${server.url}/dev/outbox`, { headers: { [header]: '203.0.113.7' } })).status]).toEqual([header, 404]);
    }
  });

  it('serves the web app, with what it shares with the server, and nothing else of the disk', async () => {
    for (const file of ['web/src/main.tsx', 'common/thirdPartyScripts.ts']) {
      const response = await fetch(`${server.url}/@fs${path.join(repoRoot, file)}`);
      expect([response.status, file]).toEqual([200, file]);
    }
    const secrets = path.join(dataDir, 'secrets.json');
    const { rootSecret } = JSON.parse(await readFile(secrets, 'utf8')) as { rootSecret: string };
    for (const file of [secrets, path.join(repoRoot, 'package.json'), path.join(repoRoot, 'server/config.ts'), '/etc/passwd']) {
      const response = await fetch(`${server.url}/@fs${file}`);
      const body = await response.text();
      expect([response.status, file]).toEqual([403, file]);
      expect(body).not.toContain(rootSecret);
    }
    const relative = await fetch(`${server.url}/../package.json`);
    expect(await relative.text()).not.toContain('"name": "spoken"');
  });

  it('serves the phone page from its own source, with no React app in it', async () => {
    const html = await (await fetch(`${server.url}/live/3f1c2b7a-0000-4000-8000-000000000027/vote`)).text();
    expect(html).toContain('<script type="module" src="/live/src/main.ts"></script>');
    expect(html).not.toContain('/src/main.tsx');
    const script = await fetch(`${server.url}/live/src/main.ts`);
    expect([script.status, script.headers.get('content-type')]).toEqual([200, 'text/javascript']);
  });

  it("allows inline scripts on `npm run dev`'s pages, which Vite's React refresh needs", async () => {
    const response = await fetch(`${server.url}/`);
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self' 'unsafe-inline'");
  });
});
