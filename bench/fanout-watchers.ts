/**
 * The watcher side of bench/fanout, run as its own process (sockets count against a per-process
 * file limit). Opens WATCHERS sockets to URL: graphql-ws subscriptions to a topic's tallies, or plain
 * WebSockets to the bare broadcast server. Reports over IPC.
 *
 * Latency: the parent sends each vote's commit time (`commit` messages); for the first SAMPLED
 * watchers, a vote's latency is the time until a tally with its version, or a newer one, arrives.
 * Bare broadcasts carry their send time instead.
 */
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';

const mode = process.env.MODE as 'graphql' | 'raw';
const url = process.env.URL as string;
const topicId = process.env.TOPIC_ID ?? '';
const watchers = Number(process.env.WATCHERS ?? 1000);
const SAMPLED = 100;

const commits = new Map<string, number>();
const seen: Map<string, number>[] = Array.from({ length: SAMPLED }, () => new Map());
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

/** Records when a sampled watcher first holds each committed version a tally reports. */
function onTallies(watcher: number, tallies: { poemId: string; voteVersion: number }[], receivedAt: number): void {
  messages += 1;
  const known = seen[watcher];
  if (!known) return;
  for (const tally of tallies) {
    const previous = known.get(tally.poemId) ?? 0;
    for (let version = previous + 1; version <= tally.voteVersion; version += 1) {
      const committed = commits.get(`${tally.poemId}:${version}`);
      if (committed) latencies.push(receivedAt - committed);
    }
    if (tally.voteVersion > previous) known.set(tally.poemId, tally.voteVersion);
  }
}

async function openGraphql(index: number): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const client = createClient({ url, webSocketImpl: WebSocket, lazy: false, retryAttempts: 0, on: { connected: () => resolve(), error: reject } });
    client.subscribe<{ topicVotes: { tallies: { poemId: string; voteVersion: number }[] } }>(
      { query: `subscription { topicVotes(topicId: "${topicId}") { tallies { poemId voteCount voteVersion frozen } } }` },
      {
        next: (result) => onTallies(index, result.data?.topicVotes.tallies ?? [], Date.now()),
        error: () => undefined,
        complete: () => undefined,
      },
    );
  });
}

async function openRaw(): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const socket = new WebSocket(url);
    socket.on('open', () => resolve());
    socket.on('error', reject);
    socket.on('message', (data) => {
      messages += 1;
      if (latencies.length < 2_000_000) latencies.push(Date.now() - (JSON.parse(String(data)) as { sentAt: number }).sentAt);
    });
  });
}

const BATCH = 200;
for (let start = 0; start < watchers; start += BATCH) {
  await Promise.all(Array.from({ length: Math.min(BATCH, watchers - start) }, (_, offset) => (mode === 'raw' ? openRaw() : openGraphql(start + offset))));
}
process.send?.({ type: 'ready' });
