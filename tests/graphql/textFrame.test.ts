import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import WebSocket, { WebSocketServer } from 'ws';
import { textFrame } from '../../server/graphql/textFrame';

describe('text frame', () => {
  const frames: Buffer[] = [];
  let server: Server;
  let url: string;
  beforeAll(async () => {
    const wss = new WebSocketServer({ noServer: true });
    // Each connection is written the frames as they are, beside `ws`, as the live tallies are.
    server = createServer().on('upgrade', (request, socket, head) => wss.handleUpgrade(request, socket, head, () => frames.forEach((frame) => socket.write(frame))));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  it('frames messages of every length class so that a WebSocket client reads them back whole', async () => {
    const bodies = [10, 4000, 70_000].map((size) => `{${'x'.repeat(size - 2)}}`);
    frames.push(...bodies.map((body) => textFrame([Buffer.from(body.slice(0, 1)), Buffer.from(body.slice(1, -1)), Buffer.from('}')])));
    const client = new WebSocket(url);
    const received = await new Promise<string[]>((resolve, reject) => {
      const messages: string[] = [];
      client.on('error', reject);
      client.on('message', (data, isBinary) => {
        messages.push(isBinary ? '(binary)' : String(data));
        if (messages.length === bodies.length) resolve(messages);
      });
    });
    client.close();
    expect(received).toEqual(bodies);
  });
});
