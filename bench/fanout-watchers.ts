/**
 * The watcher side of bench/fanout, run as its own process (sockets count against a per-process
 * file limit). Opens WATCHERS sockets to URL: graphql-ws subscriptions to a topic's tallies, or plain
 * WebSockets to the bare broadcast server. Reports over IPC.
 *
 * The clients share the server's two cores, so only the first SAMPLED watchers of a process do a
 * real client's work (the graphql-ws client, parsing every message) and measure latency; the others
 * speak the same protocol but only count the messages they receive. Bare broadcasts are watched the
 * same way.
 *
 * Latency: the parent sends each vote's commit time (`commit` messages); for a sampled watcher, a
 * vote's latency is the time until a tally with its version, or a newer one, arrives. Bare
 * broadcasts carry their send time instead.
 */
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';

const mode = process.env.MODE as 'graphql' | 'raw';
const url = process.env.URL as string;
const topicId = process.env.TOPIC_ID ?? '';
const watchers = Number(process.env.WATCHERS ?? 1000);
const SAMPLED = 100;
const SUBSCRIPTION = `subscription { topicVotes(topicId: "${topicId}") { tallies { poemId voteCount voteVersion frozen } } }`;

const commits = new Map<string, number>();
const latencies: number[] = [];
let messages = 0;

process.on('message', (message: { type: string; key?: string; at?: number }) => {
  if (message.type === 'commit' && message.key && message.at) commits.set(message.key, message.at);
  if (message.type === 'report') {
    process.send?.({ type: 'report', messages, latencies });
    messages = 0;
    latencies.length = 0;
  }
});

/** A sampled graphql-ws watcher: records when it first holds each committed version a tally reports. */
function openSampledGraphql(): Promise<void> {
  const known = new Map<string, number>();
  const onTallies = (tallies: { poemId: string; voteVersion: number }[], receivedAt: number) => {
    messages += 1;
    for (const tally of tallies) {
      const previous = known.get(tally.poemId) ?? 0;
      for (let version = previous + 1; version <= tally.voteVersion; version += 1) {
        const committed = commits.get(`${tally.poemId}:${version}`);
        if (committed) latencies.push(receivedAt - committed);
      }
      if (tally.voteVersion > previous) known.set(tally.poemId, tally.voteVersion);
    }
  };
  return new Promise<void>((resolve, reject) => {
    const client = createClient({ url, webSocketImpl: WebSocket, lazy: false, retryAttempts: 0, on: { connected: () => resolve(), error: reject } });
    client.subscribe<{ topicVotes: { tallies: { poemId: string; voteVersion: number }[] } }>(
      { query: SUBSCRIPTION },
      { next: (result) => onTallies(result.data?.topicVotes.tallies ?? [], Date.now()), error: () => undefined, complete: () => undefined },
    );
  });
}

/** A counting graphql-ws watcher: the protocol's handshake and subscription, then counts `next` messages. */
function openCountingGraphql(): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const socket = new WebSocket(url, 'graphql-transport-ws');
    socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init' })));
    socket.on('error', reject);
    socket.once('message', () => {
      socket.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query: SUBSCRIPTION } }));
      socket.on('message', () => (messages += 1));
      resolve();
    });
  });
}

function openRaw(sampled: boolean): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const socket = new WebSocket(url);
    socket.on('open', () => resolve());
    socket.on('error', reject);
    socket.on('message', (data) => {
      messages += 1;
      if (sampled) latencies.push(Date.now() - (JSON.parse(String(data)) as { sentAt: number }).sentAt);
    });
  });
}

function open(index: number): Promise<void> {
  const sampled = index < SAMPLED;
  if (mode === 'raw') return openRaw(sampled);
  return sampled ? openSampledGraphql() : openCountingGraphql();
}

const BATCH = 200;
for (let start = 0; start < watchers; start += BATCH) {
  await Promise.all(Array.from({ length: Math.min(BATCH, watchers - start) }, (_, offset) => open(start + offset)));
}
process.send?.({ type: 'ready' });
process.on('SIGTERM', () => process.exit(0));
