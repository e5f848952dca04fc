/**
 * bench/fanout: WATCHERS graphql-ws watchers of one topic (in processes of their own) while votes
 * stream in over HTTP at VOTES_PER_S, against a server process on PostgreSQL. Reports
 * commit-to-receipt latency (from each vote row's time, which the database takes just before the
 * commit; also from the vote's request and from its answer, as bounds), how long each vote took to
 * answer, messages/s and the server's memory per watcher; then the same watcher count on a bare
 * `ws` server broadcasting payloads of the same size at the same message rate, as the limit.
 * With INSTANCES above 1, that many server processes run behind nginx (deploy/nginx's config), the
 * votes sent through it, and the watchers run twice in the same run: spread over the instances by
 * the proxy, then straight to the instances (each watcher process to one), adding `proxy_p95_ms`,
 * `direct_p95_ms` and `proxy_ratio`; WATCHERS_VIA (proxy or direct) picks which run the other keys
 * report. The bare broadcast runs with one instance only.
 * Settings: WATCHERS (10000), INSTANCES (1), WATCHERS_VIA (proxy), WATCHER_PROCESSES (2),
 * WATCHER_NICE (10), VOTES_PER_S (200), DURATION_S (20), BENCH_DATABASE_URL.
 */
import { fork, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { closeHttpClient, get, post } from './http';
import { cpuMeter, rssKb } from './procStats';
import { startServerProcess, type ServerProcess } from '../tests/utils/process';
import { metricSample } from '../tests/utils/metrics';
import { startProxy, type Proxy } from '../tests/utils/proxy';
import type { Database } from '../server/db/client';
import { votes } from '../server/db/schema';
import { seedApprovedPoem, seedTopic, signedInPoets, type SignedIn } from '../tests/utils/scenarios';
import { startTestServer } from '../tests/utils/server';

const WATCHERS = Number(process.env.WATCHERS ?? 10_000);
const INSTANCES = Number(process.env.INSTANCES ?? 1);
const WATCHERS_VIA = process.env.WATCHERS_VIA === 'direct' ? 'direct' : 'proxy';
const VOTES_PER_S = Number(process.env.VOTES_PER_S ?? 200);
const DURATION_S = Number(process.env.DURATION_S ?? 20);
const WATCHER_PROCESSES = Number(process.env.WATCHER_PROCESSES ?? 2);
/**
 * The watchers' scheduling priority (nice). Lower than the server's by default, as if they ran on
 * machines of their own: on shared cores each message they are woken for would otherwise preempt
 * the server mid-write.
 */
const WATCHER_NICE = Number(process.env.WATCHER_NICE ?? 10);
const WARMUP_S = 2;
const POEMS = 100;
const SET_VOTE = 'mutation ($input: SetVoteInput!) { setVote(input: $input) { tally { poemId voteVersion } } }';
process.env.TEST_DATABASE_URL ??= process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const here = path.dirname(fileURLToPath(import.meta.url));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const round = (value: number) => Math.round(value * 10) / 10;
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

const percent = (share: number) => `${Math.round(share * 100)}%`;

/** Waits until processes are nearly idle: under a tenth of a core over half a second. */
async function settled(pids: number[]): Promise<void> {
  for (;;) {
    const cpu = cpuMeter(pids);
    await sleep(500);
    if (cpu() < 0.1) return;
  }
}

function forkTs(file: string, env: Record<string, string>): ChildProcess {
  return fork(path.join(here, file), [], { execArgv: [...(process.env.WATCHER_NODE_ARGS?.split(' ') ?? []), '--import', 'tsx'], env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
}

function nextMessage<T>(child: ChildProcess, type: string): Promise<T> {
  return new Promise((resolve) => {
    const listener = (message: { type: string }) => {
      if (message.type !== type) return;
      child.off('message', listener);
      resolve(message as T);
    };
    child.on('message', listener);
  });
}

async function stop(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** The write rounds' turns over their watchers, from the instances' /metrics, summed over them: how many, and their total seconds. */
async function roundTurns(instances: ServerProcess[]): Promise<{ turns: number; seconds: number }> {
  const texts = await Promise.all(instances.map(async (server) => (await get(`${server.url}/metrics`)).text));
  const total = (series: string) => texts.reduce((sum, text) => sum + (metricSample(text, series) ?? 0), 0);
  return { turns: total('spoken_live_round_turn_seconds_count'), seconds: total('spoken_live_round_turn_seconds_sum') };
}

interface WatcherReport {
  messages: number;
  /** Bytes received by the watchers that only count (all but the sampled ones), and how many they are. */
  countedBytes: number;
  countingWatchers: number;
  fromSent: number[];
  fromCommitted: number[];
  fromAnswered: number[];
}

interface CountedVote {
  key: string;
  userId: string;
  poemId: string;
  sentAt: number;
  answeredAt: number;
}

/**
 * The watchers, split over WATCHER_PROCESSES processes: one Node process is one core at most, and
 * the clients must not be what limits the measurement more than the machine does.
 */
async function startWatchers(env: Record<string, string>, urls: string[]) {
  const processes = Array.from({ length: WATCHER_PROCESSES }, (_, index) => {
    const count = Math.floor(WATCHERS / WATCHER_PROCESSES) + (index < WATCHERS % WATCHER_PROCESSES ? 1 : 0);
    const url = urls[index % urls.length] as string;
    const child = forkTs('fanout-watchers.ts', { ...env, URL: url, WATCHERS: String(count), PROCESS_INDEX: String(index) });
    os.setPriority(child.pid ?? 0, WATCHER_NICE);
    return child;
  });
  await Promise.all(processes.map((child) => nextMessage(child, 'ready')));
  return {
    pids: processes.map((child) => child.pid ?? 0),
    send: (message: object) => processes.forEach((child) => child.send(message)),
    report: async (): Promise<WatcherReport> => {
      const reports = await Promise.all(
        processes.map((child) => {
          const report = nextMessage<WatcherReport>(child, 'report');
          child.send({ type: 'report' });
          return report;
        }),
      );
      const sorted = (pick: (report: WatcherReport) => number[]) => reports.flatMap(pick).sort((a, b) => a - b);
      return {
        messages: reports.reduce((sum, report) => sum + report.messages, 0),
        countedBytes: reports.reduce((sum, report) => sum + report.countedBytes, 0),
        countingWatchers: reports.reduce((sum, report) => sum + report.countingWatchers, 0),
        fromSent: sorted((report) => report.fromSent),
        fromCommitted: sorted((report) => report.fromCommitted),
        fromAnswered: sorted((report) => report.fromAnswered),
      };
    },
    stop: () => Promise.all(processes.map(stop)),
  };
}

interface VotePair {
  token: string;
  userId: string;
  poemId: string;
}

/** Every (voter, poem) pair once, poems varying fastest. */
function* votePairs(voters: SignedIn[], poems: { id: string }[]): Generator<VotePair> {
  for (const voter of voters) for (const poem of poems) yield { token: voter.token, userId: voter.user.id, poemId: poem.id };
}

/** Votes that got no tally back: an error, or (through the proxy) an instance it could not reach. */
let failedVotes = 0;

function answeredTally(text: string): { poemId: string; voteVersion: number } | undefined {
  try {
    return (JSON.parse(text) as { data?: { setVote: { tally: { poemId: string; voteVersion: number } } } }).data?.setVote.tally;
  } catch {
    return undefined;
  }
}

/** Casts votes at VOTES_PER_S for `seconds`; `onCounted` gets each counted vote with its version key and its request and answer times. */
async function castVotes(url: string, source: Iterator<VotePair>, seconds: number, onCounted: (vote: CountedVote) => void): Promise<void> {
  const inFlight: Promise<void>[] = [];
  const started = performance.now();
  for (let index = 0; index < VOTES_PER_S * seconds; index += 1) {
    const wait = started + (index * 1000) / VOTES_PER_S - performance.now();
    if (wait > 0) await sleep(wait);
    const next = source.next();
    if (next.done) break;
    const sentAt = Date.now();
    const body = JSON.stringify({ query: SET_VOTE, variables: { input: { poemId: next.value.poemId, voted: true } } });
    inFlight.push(
      post(url, body, next.value.token).then((text) => {
        const tally = answeredTally(text);
        if (tally) onCounted({ key: `${tally.poemId}:${tally.voteVersion}`, userId: next.value.userId, poemId: next.value.poemId, sentAt, answeredAt: Date.now() });
        else failedVotes += 1;
      }, () => {
        failedVotes += 1;
      }),
    );
  }
  await Promise.all(inFlight);
}

/**
 * The servers under test: one process, or INSTANCES processes behind nginx, which connects to them
 * from 127.0.0.1 (TRUST_PROXY), so each watcher is still counted at its own address.
 */
async function startServers(
  env: Record<string, string>,
): Promise<{ instances: ServerProcess[]; graphqlUrl: string; directWatcherUrls: string[]; proxyWatcherUrls: string[]; proxy?: Proxy }> {
  if (INSTANCES === 1) {
    const server = await startServerProcess(env);
    return { instances: [server], graphqlUrl: server.graphqlUrl, directWatcherUrls: [server.wsUrl], proxyWatcherUrls: [] };
  }
  const instances = await Promise.all(Array.from({ length: INSTANCES }, () => startServerProcess({ ...env, TRUST_PROXY: '127.0.0.1' })));
  const proxy = await startProxy(instances, WATCHERS + 1024);
  return { instances, graphqlUrl: proxy.graphqlUrl, directWatcherUrls: instances.map((server) => server.wsUrl), proxyWatcherUrls: [proxy.wsUrl], proxy };
}

/** What one run of the watchers saw: commit-to-receipt latencies (ascending), votes and messages. */
interface WatchedRun {
  latencies: number[];
  sent: number;
  votingSeconds: number;
  batchesPerWatcherPerSecond: number;
  /** How much the servers' memory grew with the watchers connected, in KB. */
  grownKb: number;
  /** What a watcher received while the votes were cast, in KB (payloads of the messages). */
  receivedKb: number;
  /** The servers' CPU (votes and fan-out) per message a watcher received, in microseconds. */
  cpuUsPerMessage: number;
  /** The mean size of a message a watcher received (its frame's payload), in bytes. */
  bytesPerMessage: number;
  /** How long the servers' write rounds took to go once over their watchers, on average, in ms. */
  turnMs: number;
}

/** Connects WATCHERS watchers to `watcherUrls`, votes at VOTES_PER_S through the servers for DURATION_S, and reports what the watchers saw. */
async function watchAndVote(servers: Awaited<ReturnType<typeof startServers>>, watcherUrls: string[], voteSource: Iterator<VotePair>, db: Database, topicId: string): Promise<WatchedRun> {
  const serverPids = servers.instances.map((server) => server.pid);
  const before = serverPids.map(rssKb);
  const connectStarted = performance.now();
  const watchers = await startWatchers({ MODE: 'graphql', TOPIC_ID: topicId }, watcherUrls);
  try {
    // The servers are still working through the subscribe messages when the sockets report ready.
    await settled(serverPids);
    console.log(`${WATCHERS} graphql-ws watchers subscribed over ${INSTANCES} instance(s) in ${((performance.now() - connectStarted) / 1000).toFixed(1)} s`);
    const after = serverPids.map(rssKb);

    // Warm-up, not measured: the server opens its database connections and the sender its sockets.
    await castVotes(servers.graphqlUrl, voteSource, WARMUP_S, () => undefined);
    await sleep(1000);
    await watchers.report();

    const counted: CountedVote[] = [];
    const cpu = { server: cpuMeter(serverPids), watchers: cpuMeter(watchers.pids), sender: cpuMeter([process.pid]), proxy: cpuMeter(servers.proxy?.pids() ?? []) };
    const turnsBefore = await roundTurns(servers.instances);
    const started = performance.now();
    await castVotes(servers.graphqlUrl, voteSource, DURATION_S, (vote) => counted.push(vote));
    const votingSeconds = (performance.now() - started) / 1000;
    const turnsAfter = await roundTurns(servers.instances);
    await sleep(2000);
    const proxyCpu = servers.proxy ? `, nginx ${percent(cpu.proxy())}` : '';
    const serverShare = cpu.server();
    console.log(`CPU while voting (share of one core): servers ${percent(serverShare)}, watchers ${percent(cpu.watchers())}, vote sender ${percent(cpu.sender())}${proxyCpu}`);
    const committedAt = await voteTimes(db);
    watchers.send({ type: 'commits', commits: counted.map(({ key, userId, poemId, sentAt, answeredAt }) => ({ key, sentAt, answeredAt, committedAt: committedAt.get(`${poemId}:${userId}`) })) });
    const report = await watchers.report();
    const sent = counted.length;
    const latencies = report.fromCommitted;
    const messagesPerSecond = report.messages / votingSeconds;
    const batchesPerWatcherPerSecond = messagesPerSecond / WATCHERS;
    console.log(`votes: ${sent} in ${votingSeconds.toFixed(1)} s (${round(sent / votingSeconds)}/s), ${failedVotes} failed; messages: ${Math.round(messagesPerSecond)}/s (${batchesPerWatcherPerSecond.toFixed(2)} per watcher per s)`);
    const figures = (sorted: number[]) => `p50 ${percentile(sorted, 50)} ms, p95 ${percentile(sorted, 95)} ms, p99 ${percentile(sorted, 99)} ms`;
    console.log(`vote request to answer: ${figures(counted.map((vote) => vote.answeredAt - vote.sentAt).sort((a, b) => a - b))}`);
    console.log(`commit to tally received, ${latencies.length} sampled deliveries: ${figures(latencies)}`);
    console.log(`  from the vote's request instead: ${figures(report.fromSent)}; from its answer: ${figures(report.fromAnswered)}`);
    servers.instances.forEach((_, index) => console.log(`instance ${index + 1} memory: ${((before[index] ?? 0) / 1024).toFixed(0)} MB before watchers, ${((after[index] ?? 0) / 1024).toFixed(0)} MB with them`));
    const grownKb = after.reduce((sum, kb) => sum + kb, 0) - before.reduce((sum, kb) => sum + kb, 0);
    const receivedKb = report.countedBytes / Math.max(1, report.countingWatchers) / 1024;
    const bytesPerMessage = Math.round((receivedKb * 1024 * WATCHERS) / Math.max(1, report.messages));
    // The wall time CPU is measured over: the votes and the two seconds after them.
    const cpuUsPerMessage = (serverShare * (votingSeconds + 2) * 1e6) / Math.max(1, report.messages);
    console.log(`received per watcher: ${receivedKb.toFixed(1)} KB in ${(report.messages / WATCHERS).toFixed(0)} messages (about ${bytesPerMessage} bytes each); server CPU ${cpuUsPerMessage.toFixed(1)} µs per message received`);
    const turns = turnsAfter.turns - turnsBefore.turns;
    const turnMs = round(((turnsAfter.seconds - turnsBefore.seconds) * 1000) / Math.max(1, turns));
    console.log(`write round: ${turns} turns over every watcher while voting, ${turnMs} ms each on average`);
    return { latencies, sent, votingSeconds, batchesPerWatcherPerSecond, grownKb, receivedKb, cpuUsPerMessage, bytesPerMessage, turnMs };
  } finally {
    await watchers.stop();
  }
}

async function main(): Promise<void> {
  // With several instances the watchers run twice, through nginx and then straight to the instances.
  const runs = INSTANCES > 1 ? 2 : 1;
  const seeded = await startTestServer();
  const topic = await seedTopic(seeded.db, { title: 'Fanout' });
  const poems = await Promise.all(Array.from({ length: POEMS }, () => seedApprovedPoem(seeded, topic.id)));
  const voters = await signedInPoets(seeded, Math.ceil((runs * VOTES_PER_S * (WARMUP_S + DURATION_S)) / POEMS) + 1);
  const servers = await startServers(seeded.env);
  try {
    const voteSource = votePairs(voters, poems);
    const viaProxy = servers.proxy ? await watchAndVote(servers, servers.proxyWatcherUrls, voteSource, seeded.db, topic.id) : undefined;
    if (viaProxy) console.log('then the same watchers straight to the instances:');
    const direct = await watchAndVote(servers, servers.directWatcherUrls, voteSource, seeded.db, topic.id);
    const run = WATCHERS_VIA === 'proxy' && viaProxy ? viaProxy : direct;
    const latencies = run.latencies;

    const raw = INSTANCES === 1 ? await bareBroadcast(Math.max(run.batchesPerWatcherPerSecond, 1), run.bytesPerMessage) : undefined;
    if (raw) console.log(`bare ws broadcast at the same rate, ${raw.bytesPerMessage} bytes a message: p95 ${raw.p95} ms, ${raw.kbPerSocket.toFixed(1)} KB per socket, server CPU ${percent(raw.cpuShare)} of a core, ${raw.cpuUsPerMessage.toFixed(1)} µs per message`);
    const proxied = viaProxy && {
      proxy_p95_ms: percentile(viaProxy.latencies, 95),
      direct_p95_ms: percentile(direct.latencies, 95),
      proxy_ratio: Math.round((percentile(viaProxy.latencies, 95) / Math.max(1, percentile(direct.latencies, 95))) * 100) / 100,
    };
    if (proxied) console.log(`commit to tally p95: ${proxied.proxy_p95_ms} ms through nginx, ${proxied.direct_p95_ms} ms straight to the instances (ratio ${proxied.proxy_ratio})`);
    console.log(
      JSON.stringify({
        bench: 'fanout',
        instances: INSTANCES,
        subscribers: WATCHERS,
        votes_per_s: round(run.sent / run.votingSeconds),
        p50_ms: percentile(latencies, 50),
        p95_ms: percentile(latencies, 95),
        p99_ms: percentile(latencies, 99),
        kb_per_subscriber: round(run.grownKb / WATCHERS),
        received_kb_per_subscriber: round(run.receivedKb),
        server_cpu_us_per_message: round(run.cpuUsPerMessage),
        turn_ms: run.turnMs,
        ...(INSTANCES > 1
          ? { watchers_via: WATCHERS_VIA, ...proxied }
          : { raw_p95_ms: raw?.p95, raw_cpu_us_per_message: raw && round(raw.cpuUsPerMessage), bytes_per_message: run.bytesPerMessage, raw_bytes_per_message: raw?.bytesPerMessage }),
      }),
    );
  } finally {
    closeHttpClient();
    await servers.proxy?.stop();
    await Promise.all(servers.instances.map((server) => server.stop()));
    await seeded.close();
  }
}

/** When each vote was committed, by poem and voter: the vote row's time, which the database takes just before the commit. */
async function voteTimes(db: Database): Promise<Map<string, number>> {
  const rows = await db.select({ poemId: votes.poemId, userId: votes.userId, createdAt: votes.createdAt }).from(votes);
  return new Map(rows.map((row) => [`${row.poemId}:${row.userId}`, row.createdAt.getTime()]));
}

/** Tallies in the bare broadcast's messages, enough that a message is at least `bytes` long (as the watchers' were). */
function talliesOfSize(bytes: number): { data: { topicVotes: { tallies: object[] } } } {
  const tallies: object[] = [];
  const payload = { data: { topicVotes: { tallies } } };
  while (JSON.stringify({ sentAt: Date.now(), payload }).length < bytes) {
    tallies.push({ poemId: `00000000-0000-4000-8000-${String(tallies.length).padStart(12, '0')}`, voteCount: 120, voteVersion: 130, frozen: false });
  }
  return payload;
}

/**
 * The limit: a bare ws server sending the same number of sockets messages as large as the watchers
 * received (`bytes`, at least one tally) at `rate` per second.
 */
async function bareBroadcast(rate: number, bytes: number): Promise<{ p95: number; kbPerSocket: number; cpuShare: number; cpuUsPerMessage: number; bytesPerMessage: number }> {
  const server = forkTs('fanout-raw-server.ts', {});
  const { port } = await nextMessage<{ port: number }>(server, 'listening');
  const before = rssKb(server.pid ?? 0);
  const watchers = await startWatchers({ MODE: 'raw' }, [`ws://127.0.0.1:${port}`]);
  await sleep(1000);
  const after = rssKb(server.pid ?? 0);
  const payload = talliesOfSize(bytes);
  const bytesPerMessage = JSON.stringify({ sentAt: Date.now(), payload }).length;
  const cpu = cpuMeter([server.pid ?? 0]);
  const started = performance.now();
  for (let index = 0; index < rate * DURATION_S; index += 1) {
    const wait = started + (index * 1000) / rate - performance.now();
    if (wait > 0) await sleep(wait);
    server.send({ type: 'broadcast', payload });
  }
  await sleep(2000);
  const cpuShare = cpu();
  const seconds = (performance.now() - started) / 1000;
  const report = await watchers.report();
  await watchers.stop();
  await stop(server);
  return {
    p95: percentile(report.fromSent, 95),
    kbPerSocket: (after - before) / WATCHERS,
    cpuShare,
    cpuUsPerMessage: (cpuShare * seconds * 1e6) / Math.max(1, report.messages),
    bytesPerMessage,
  };
}

await main();
