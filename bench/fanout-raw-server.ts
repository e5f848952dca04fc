/**
 * The bare baseline of bench/fanout: a plain `ws` server that sends each payload it is handed to
 * every connected socket, one string for all. Run as its own process; prints its port.
 */
import { WebSocketServer } from 'ws';

const server = new WebSocketServer({ port: 0, backlog: 4096 });
server.on('listening', () => {
  const address = server.address();
  process.send?.({ type: 'listening', port: typeof address === 'object' && address ? address.port : 0 });
});
process.on('message', (message: { type: string; payload?: unknown }) => {
  if (message.type !== 'broadcast') return;
  const text = JSON.stringify({ sentAt: Date.now(), payload: message.payload });
  for (const client of server.clients) client.send(text);
});
