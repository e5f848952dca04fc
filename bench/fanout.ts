/**
 * bench/fanout: WATCHERS graphql-ws watchers of one topic (in their own process) while votes stream
 * in over HTTP at VOTES_PER_S, against a server process on PostgreSQL. Reports commit-to-receipt
 * latency, messages/s and the server's memory per watcher; then the same watcher count on a bare
 * `ws` server broadcasting payloads of the same size at the same message rate, as the limit.
 * Settings: WATCHERS (10000), VOTES_PER_S (200), DURATION_S (20), BENCH_DATABASE_URL.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { closeHttpClient, post } from './http';
import { startServerProcess } from '../tests/utils/process';
import { seedApprovedPoem, seedTopic, signedInPoets } from '../tests/utils/scenarios';
import { startTestServer } from '../tests/utils/server';

const WATCHERS = Number(process.env.WATCHERS ?? 10_000);
const VOTES_PER_S = Number(process.env.VOTES_PER_S ?? 200);
const DURATION_S = Number(process.env.DURATION_S ?? 20);
const POEMS = 100;
const SET_VOTE = 'mutation ($input: SetVoteInput!) { setVote(input: $input) { tally { poemId voteVersion } } }';
process.env.TEST_DATABASE_URL ??= process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const here = path.dirname(fileURLToPath(import.meta.url));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const round = (value: number) => Math.round(value * 10) / 10;
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

function rssKb(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(match?.[1] ?? 0);
}

function forkTs(file: string, env: Record<string, string>): ChildProcess {
  return fork(path.join(here, file), [], { execArgv: ['--import', 'tsx'], env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
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

async function main(): Promise<void> {
  const seeded = await startTestServer();
  const topic = await seedTopic(seeded.db, { title: 'Fanout' });
  const poems = await Promise.all(Array.from({ length: POEMS }, () => seedApprovedPoem(seeded, topic.id)));
  const voters = await signedInPoets(seeded, Math.ceil((VOTES_PER_S * DURATION_S) / POEMS) + 1);
  const server = await startServerProcess(seeded.env);
  let watchers: ChildProcess | undefined;
  try {
    const before = rssKb(server.pid);
    watchers = forkTs('fanout-watchers.ts', { MODE: 'graphql', URL: server.wsUrl, TOPIC_ID: topic.id, WATCHERS: String(WATCHERS) });
    const connectStarted = performance.now();
    await nextMessage(watchers, 'ready');
    console.log(`${WATCHERS} graphql-ws watchers subscribed in ${((performance.now() - connectStarted) / 1000).toFixed(1)} s`);
    await sleep(2000);
    const after = rssKb(server.pid);

    let sent = 0;
    const inFlight: Promise<void>[] = [];
    const started = performance.now();
    for (let index = 0; index < VOTES_PER_S * DURATION_S; index += 1) {
      const wait = started + (index * 1000) / VOTES_PER_S - performance.now();
      if (wait > 0) await sleep(wait);
      const voter = voters[Math.floor(index / POEMS)];
      const poem = poems[index % POEMS];
      inFlight.push(
        post(server.graphqlUrl, JSON.stringify({ query: SET_VOTE, variables: { input: { poemId: poem?.id, voted: true } } }), voter?.token).then((text) => {
          const tally = (JSON.parse(text) as { data?: { setVote: { tally: { poemId: string; voteVersion: number } } } }).data?.setVote.tally;
          if (!tally) return;
          sent += 1;
          watchers?.send({ type: 'commit', key: `${tally.poemId}:${tally.voteVersion}`, at: Date.now() });
        }),
      );
    }
    await Promise.all(inFlight);
    const votingSeconds = (performance.now() - started) / 1000;
    await sleep(2000);
    watchers.send({ type: 'report' });
    const report = await nextMessage<{ messages: number; latencies: number[] }>(watchers, 'report');
    await stop(watchers);
    watchers = undefined;
    const latencies = report.latencies.sort((a, b) => a - b);
    const messagesPerSecond = report.messages / votingSeconds;
    const batchesPerWatcherPerSecond = messagesPerSecond / WATCHERS;
    console.log(`votes: ${sent} in ${votingSeconds.toFixed(1)} s (${round(sent / votingSeconds)}/s); messages: ${Math.round(messagesPerSecond)}/s (${batchesPerWatcherPerSecond.toFixed(2)} per watcher per s)`);
    console.log(`commit to receipt over ${latencies.length} sampled deliveries: p50 ${percentile(latencies, 50)} ms, p95 ${percentile(latencies, 95)} ms, p99 ${percentile(latencies, 99)} ms`);
    console.log(`server memory: ${(before / 1024).toFixed(0)} MB before watchers, ${(after / 1024).toFixed(0)} MB with them`);

    const raw = await bareBroadcast(Math.max(batchesPerWatcherPerSecond, 1));
    console.log(`bare ws broadcast at the same rate: p95 ${raw.p95} ms, ${raw.kbPerSocket.toFixed(1)} KB per socket`);
    console.log(
      JSON.stringify({
        bench: 'fanout',
        subscribers: WATCHERS,
        votes_per_s: round(sent / votingSeconds),
        p50_ms: percentile(latencies, 50),
        p95_ms: percentile(latencies, 95),
        p99_ms: percentile(latencies, 99),
        kb_per_subscriber: round((after - before) / WATCHERS),
        raw_p95_ms: raw.p95,
      }),
    );
  } finally {
    closeHttpClient();
    if (watchers) await stop(watchers);
    await server.stop();
    await seeded.close();
  }
}

/** The limit: a bare ws server sending same-sized payloads to the same number of sockets at `rate` per second. */
async function bareBroadcast(rate: number): Promise<{ p95: number; kbPerSocket: number }> {
  const server = forkTs('fanout-raw-server.ts', {});
  const { port } = await nextMessage<{ port: number }>(server, 'listening');
  const before = rssKb(server.pid ?? 0);
  const watchers = forkTs('fanout-watchers.ts', { MODE: 'raw', URL: `ws://127.0.0.1:${port}`, WATCHERS: String(WATCHERS) });
  await nextMessage(watchers, 'ready');
  await sleep(1000);
  const after = rssKb(server.pid ?? 0);
  const payload = Array.from({ length: 50 }, (_, index) => ({ poemId: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`, voteCount: 120, voteVersion: 130, frozen: false }));
  const started = performance.now();
  for (let index = 0; index < rate * DURATION_S; index += 1) {
    const wait = started + (index * 1000) / rate - performance.now();
    if (wait > 0) await sleep(wait);
    server.send({ type: 'broadcast', payload: { data: { topicVotes: { tallies: payload } } } });
  }
  await sleep(2000);
  watchers.send({ type: 'report' });
  const report = await nextMessage<{ latencies: number[] }>(watchers, 'report');
  await stop(watchers);
  await stop(server);
  const sorted = report.latencies.sort((a, b) => a - b);
  return { p95: percentile(sorted, 95), kbPerSocket: (after - before) / WATCHERS };
}

await main();
