/**
 * The watcher side of bench/fanout, run as its own process (sockets count against a per-process
 * file limit). Opens WATCHERS sockets to URL: graphql-ws subscriptions to a topic's tallies, or plain
 * WebSockets to the bare broadcast server. Reports over IPC.
 *
 * The clients share the server's two cores, so only SAMPLED watchers of a process (spread evenly) do a
 * real client's work (the graphql-ws client, parsing every message) and measure latency; the others
 * speak the same protocol with a lean client of their own (bench/countingSocket.ts) that only
 * counts the frames it receives. Bare broadcasts are watched the same way.
 *
 * Latency: after the votes, the parent sends for each counted vote when its request was sent, when
 * it committed (the vote row's time, taken by the database just before the commit) and when its
 * answer came. A sampled watcher notes when it first holds each version of a poem's count (a tally
 * with that version or a newer one); at the report, each vote's latency is measured from each of
 * the three. Bare broadcasts carry their send time instead, which stands for all three.
 */
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { openCountingSocket } from './countingSocket';

const mode = process.env.MODE as 'graphql' | 'raw';
// IPv4, so that watchers can connect from the loopback addresses below.
const url = (process.env.URL as string).replace('//localhost:', '//127.0.0.1:');
const processIndex = Number(process.env.PROCESS_INDEX ?? 0);
const topicId = process.env.TOPIC_ID ?? '';
const watchers = Number(process.env.WATCHERS ?? 1000);
const SAMPLED = 100;
const WATCHERS_PER_ADDRESS = 100;

/**
 * The server accepts at most 200 sockets from one address, so every hundred watchers connect from
 * an address of their own: all of 127.0.0.0/8 is this machine.
 */
function sourceAddress(index: number): string {
  const block = Math.floor(index / WATCHERS_PER_ADDRESS);
  return `127.${processIndex + 1}.${Math.floor(block / 256) % 256}.${(block % 256) + 1}`;
}
const SUBSCRIPTION = `subscription { topicVotes(topicId: "${topicId}") { tallies { poemId voteCount voteVersion frozen } } }`;

interface Commit {
  key: string;
  sentAt: number;
  committedAt: number;
  answeredAt: number;
}

const commits: Commit[] = [];
/** Per sampled graphql-ws watcher: when it first held each `poemId:version`. */
const seen: Map<string, number>[] = [];
const latencies = { fromSent: [] as number[], fromCommitted: [] as number[], fromAnswered: [] as number[] };
let messages = 0;
/** Bytes received by the counting watchers (the messages' payloads), and how many there are. */
let countedBytes = 0;
let countingWatchers = 0;

function report(): void {
  for (const firstHeld of seen) {
    for (const commit of commits) {
      const heldAt = firstHeld.get(commit.key);
      if (heldAt === undefined) continue;
      latencies.fromSent.push(heldAt - commit.sentAt);
      latencies.fromCommitted.push(heldAt - commit.committedAt);
      latencies.fromAnswered.push(heldAt - commit.answeredAt);
    }
  }
  process.send?.({ type: 'report', messages, countedBytes, countingWatchers, ...latencies });
  messages = 0;
  countedBytes = 0;
  latencies.fromSent = [];
  latencies.fromCommitted = [];
  latencies.fromAnswered = [];
  commits.length = 0;
  for (const firstHeld of seen) firstHeld.clear();
}

process.on('message', (message: { type: string; commits?: Commit[] }) => {
  if (message.type === 'commits') commits.push(...(message.commits ?? []));
  if (message.type === 'report') report();
});

/** A sampled graphql-ws watcher: notes when it first holds each version a tally reports. */
function openSampledGraphql(localAddress: string): Promise<void> {
  const known = new Map<string, number>();
  const firstHeld = new Map<string, number>();
  seen.push(firstHeld);
  const onTallies = (tallies: { poemId: string; voteVersion: number }[], receivedAt: number) => {
    messages += 1;
    for (const tally of tallies) {
      const previous = known.get(tally.poemId) ?? 0;
      for (let version = previous + 1; version <= tally.voteVersion; version += 1) firstHeld.set(`${tally.poemId}:${version}`, receivedAt);
      if (tally.voteVersion > previous) known.set(tally.poemId, tally.voteVersion);
    }
  };
  return new Promise<void>((resolve, reject) => {
    class FromAddress extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, { localAddress });
      }
    }
    const client = createClient({ url, webSocketImpl: FromAddress, lazy: false, retryAttempts: 0, on: { connected: () => resolve(), error: reject } });
    client.subscribe<{ topicVotes: { tallies: { poemId: string; voteVersion: number }[] } }>(
      { query: SUBSCRIPTION },
      { next: (result) => onTallies(result.data?.topicVotes.tallies ?? [], Date.now()), error: () => undefined, complete: () => undefined },
    );
  });
}

/** A counting watcher: the protocol's handshake (and, for graphql-ws, the subscription), then it only counts messages. */
async function openCounting(localAddress: string): Promise<void> {
  countingWatchers += 1;
  const onMessage = (bytes: number) => {
    messages += 1;
    countedBytes += bytes;
  };
  if (mode === 'raw') {
    await openCountingSocket({ url, localAddress, onMessage });
    return;
  }
  await openCountingSocket({
    url,
    localAddress,
    protocol: 'graphql-transport-ws',
    opening: JSON.stringify({ type: 'connection_init' }),
    reply: JSON.stringify({ id: '1', type: 'subscribe', payload: { query: SUBSCRIPTION } }),
    onMessage,
  });
}

function openSampledRaw(localAddress: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const socket = new WebSocket(url, { localAddress });
    socket.on('open', () => resolve());
    socket.on('error', reject);
    socket.on('message', (data) => {
      messages += 1;
      const latency = Date.now() - (JSON.parse(String(data)) as { sentAt: number }).sentAt;
      latencies.fromSent.push(latency);
      latencies.fromCommitted.push(latency);
      latencies.fromAnswered.push(latency);
    });
  });
}

function open(index: number): Promise<void> {
  // Spread over the whole connection order, since the server writes each batch in that order.
  const localAddress = sourceAddress(index);
  if (index % Math.max(1, Math.floor(watchers / SAMPLED)) !== 0) return openCounting(localAddress);
  return mode === 'raw' ? openSampledRaw(localAddress) : openSampledGraphql(localAddress);
}

const BATCH = 200;
for (let start = 0; start < watchers; start += BATCH) {
  await Promise.all(Array.from({ length: Math.min(BATCH, watchers - start) }, (_, offset) => open(start + offset)));
}
process.send?.({ type: 'ready' });
process.on('SIGTERM', () => process.exit(0));
