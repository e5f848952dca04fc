import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/** How W3C WebDriver names an element in what it sends and receives. */
const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';

export interface ElementReference {
  [ELEMENT]: string;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('No free port'))));
    });
  });
}

/** A W3C WebDriver server (WebKitWebDriver, say) run as a child process on a port of its own. */
export class WebDriverServer {
  private constructor(
    readonly url: string,
    private readonly process: ChildProcess,
  ) {}

  static async start(command: string, env: Record<string, string> = {}): Promise<WebDriverServer> {
    const port = await freePort();
    const child = spawn(command, [`--port=${port}`], { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
    const server = new WebDriverServer(`http://127.0.0.1:${port}`, child);
    for (let tries = 0; tries < 100; tries++) {
      const ready = await fetch(`${server.url}/status`).then(
        (response) => response.ok,
        () => false,
      );
      if (ready) return server;
      if (child.exitCode !== null) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    child.kill();
    throw new Error(`${command} did not start`);
  }

  async newSession(capabilities: Record<string, unknown>): Promise<WebDriverSession> {
    const { sessionId } = await command<{ sessionId: string }>('POST', `${this.url}/session`, { capabilities: { alwaysMatch: capabilities } });
    return new WebDriverSession(`${this.url}/session/${sessionId}`);
  }

  stop(): void {
    this.process.kill();
  }
}

async function command<T>(method: 'GET' | 'POST' | 'DELETE', url: string, body?: unknown): Promise<T> {
  const response = await fetch(url, { method, headers: { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
  const answer = (await response.json()) as { value: T & { error?: string; message?: string } };
  if (!response.ok) throw new Error(`WebDriver ${method} ${new URL(url).pathname}: ${answer.value.error ?? response.status} ${answer.value.message ?? ''}`);
  return answer.value;
}

/** One browser window driven over WebDriver: the few commands the engine journeys use. */
export class WebDriverSession {
  constructor(private readonly url: string) {}

  async navigate(url: string): Promise<void> {
    await command('POST', `${this.url}/url`, { url });
  }

  /** Runs `body` as a function in the page; elements it returns come back as references. */
  execute<T>(body: string, args: unknown[] = []): Promise<T> {
    return command<T>('POST', `${this.url}/execute/sync`, { script: body, args });
  }

  async click(element: ElementReference): Promise<void> {
    await command('POST', `${this.url}/element/${element[ELEMENT]}/click`, {});
  }

  async type(element: ElementReference, text: string): Promise<void> {
    await command('POST', `${this.url}/element/${element[ELEMENT]}/value`, { text });
  }

  async addCookie(cookie: { name: string; value: string; httpOnly: boolean }): Promise<void> {
    await command('POST', `${this.url}/cookie`, { cookie: { ...cookie, path: '/' } });
  }

  async close(): Promise<void> {
    await command('DELETE', this.url);
  }
}
