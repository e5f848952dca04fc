import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './process';
import { until } from './until';

const template = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../deploy/nginx/spoken.conf.template');

const CONNECTIONS_PER_WORKER = 16_384;

export interface Proxy {
  /** nginx's processes: the master and its workers. */
  pids(): number[];
  url: string;
  graphqlUrl: string;
  wsUrl: string;
  port: number;
  stop(): Promise<void>;
}

/** deploy/nginx's template with its two settings filled in, as the nginx image's envsubst does in docker compose. */
export async function renderProxyConfig(upstreams: readonly string[], listen: string): Promise<string> {
  const settings: Record<string, string> = {
    SPOKEN_UPSTREAM_SERVERS: upstreams.map((upstream) => `server ${upstream} max_fails=1 fail_timeout=5s;`).join('\n    '),
    SPOKEN_LISTEN: listen,
  };
  return (await readFile(template, 'utf8')).replace(/\$\{(\w+)\}/g, (whole, name: string) => settings[name] ?? whole);
}

/**
 * Debian's nginx in front of `instances`, with the repository's config, on a free port of
 * 127.0.0.1. Room for `connections` proxied sockets.
 */
export async function startProxy(instances: readonly { url: string }[], connections = 1024): Promise<Proxy> {
  const upstreams = instances.map((instance) => `127.0.0.1:${new URL(instance.url).port}`);
  const port = await freePort();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'spoken-proxy-'));
  // Each proxied socket holds two connections, one each side. A worker takes at most
  // CONNECTIONS_PER_WORKER (a process may not open many more files here), and the kernel spreads
  // new connections over the workers (reuseport).
  const workers = Math.max(1, Math.ceil((connections * 2 + 512) / CONNECTIONS_PER_WORKER));
  await writeFile(path.join(dir, 'spoken.conf'), await renderProxyConfig(upstreams, `127.0.0.1:${port} reuseport`));
  await writeFile(
    path.join(dir, 'nginx.conf'),
    `daemon off;
worker_processes ${workers};
worker_rlimit_nofile ${CONNECTIONS_PER_WORKER + 256};
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections ${CONNECTIONS_PER_WORKER}; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  include ${dir}/spoken.conf;
}
`,
  );
  const nginx = spawn('nginx', ['-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: ['ignore', 'ignore', 'pipe'], env: { PATH: `${process.env.PATH ?? ''}:/usr/sbin` } });
  let errors = '';
  nginx.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<void>((resolve) => nginx.once('exit', () => resolve()));
  await until(
    () => (nginx.exitCode !== null ? Promise.reject(new Error(`nginx exited: ${errors}`)) : canConnect(port)),
    () => `nginx did not listen on ${port}: ${errors}`,
    { timeoutMs: 10_000, intervalMs: 50 },
  );
  const url = `http://127.0.0.1:${port}`;
  return {
    pids: () => {
      const master = nginx.pid ?? 0;
      const children = readFileSync(`/proc/${master}/task/${master}/children`, 'utf8').trim();
      return [master, ...children.split(' ').filter(Boolean).map(Number)];
    },
    url,
    graphqlUrl: `${url}/graphql`,
    wsUrl: `ws://127.0.0.1:${port}/graphql`,
    port,
    stop: async () => {
      // SIGQUIT would wait for every proxied socket to end; the tests and benches are done with them.
      nginx.kill('SIGTERM');
      await exited;
      await rm(dir, { recursive: true, force: true });
    },
  };
}

function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
