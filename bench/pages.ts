/**
 * bench/pages: what a visitor's pages cost the server as a season grows. Seeds a season on
 * PostgreSQL (bench/season: VOTERS accounts, POEMS poems on 4 topics, each by its own poet, VOTES
 * votes), starts the server as its own process in production mode, and visits, as a visitor (no
 * cookie) over HTTP with CONCURRENCY requests in flight: the home page, a topic's voting page
 * sorted by votes with a search, and 200 poems' pages. First each address once, which renders it
 * (`first_visit_p95_ms`, and the server's CPU per render), then for DURATION_S seconds each, when
 * the kept renders are sent (`*_p95_ms`, the target). Then the same for the
 * GraphQL reads the web app makes for each page, sent as its listed documents (by hash): a page's
 * reads all at once, as a server render needs them all; each read's own p95 is printed too.
 * Beside latencies (which on a shared machine say as much about the machine as about the server),
 * each phase reports what a request cost in CPU: the server process's and the database's (its
 * backends' processes, on this machine), which hold however busy the machine is.
 * Every answer must be 200 (and the reads free of errors); `with_content` counts the pages whose
 * HTML already holds what the page shows (a poem's title), which a page sent as the app's bare
 * shell does not, and is reported, not required.
 * Settings: DURATION_S (15), CONCURRENCY (50), VOTERS (10000), POEMS (2000), VOTES (500000),
 * BENCH_DATABASE_URL (a PostgreSQL server the bench may make a database on; default
 * postgres://postgres@127.0.0.1:5432/test). The bench's database is dropped at the end.
 * With REPLICA=1 the season is on a primary of the bench's own with a streaming replica
 * (bench/replica.ts), the server reads public data from the replica (REPLICA_DATABASE_URL), the
 * database CPU is the primary's, and the replica's lag is sampled throughout: `replica`,
 * `replica_lag_p95_ms`.
 */
import { sql } from 'drizzle-orm';
import { closeHttpClient, get, post } from './http';
import { sampleLag, startBenchReplica } from './replica';
import type { Database } from '../server/db/client';
import { refreshIntegrityScores } from '../server/integrity/refresh';
import { cpuSeconds } from './procStats';
import { SEASON_WORDS, seedSeason, selectOne } from './season';
import { percentile, round } from './voteLoad';
import { startServerProcess, type ServerProcess } from '../tests/utils/process';
import { startTestServer } from '../tests/utils/server';
import { listedDocument } from '../tests/utils/trustedDocuments';

const DURATION_S = Number(process.env.DURATION_S ?? 15);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 50);
const SIZE = { voters: Number(process.env.VOTERS ?? 10_000), poems: Number(process.env.POEMS ?? 2_000), topics: 4, votes: Number(process.env.VOTES ?? 500_000) };
const POEM_PAGES = 200;
const SEARCH = SEASON_WORDS[1];
const REPLICA = process.env.REPLICA === '1';
process.env.TEST_DATABASE_URL ??= process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

interface Read {
  operation: string;
  variables: Record<string, unknown>;
}

/** A page as the bench visits it: the addresses it cycles through, what each must show, and the reads the app makes for it. */
interface PageVisit {
  name: 'home' | 'voting' | 'poem';
  /** How many addresses the visits cycle through. */
  addresses: number;
  /** The i-th request's address and a title the page shows. */
  at(index: number): { path: string; title: string; reads: Read[] };
}

/** The server under load and the database it serves. */
interface Target {
  server: ServerProcess;
  db: Database;
}

interface Load {
  latencies: number[];
  seconds: number;
  failures: string[];
  /** CPU milliseconds each call of `send` (a page, or a page's reads) cost the server process and the database. */
  serverCpuMs: number;
  databaseCpuMs: number;
}

/** CPU seconds used so far by each process serving the bench's database. */
async function databaseCpu(db: Database): Promise<Map<number, number>> {
  const { rows } = (await db.execute(sql`select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`)) as unknown as {
    rows: { pid: number }[];
  };
  const used = new Map<number, number>();
  for (const { pid } of rows) {
    try {
      used.set(pid, cpuSeconds(pid));
    } catch {
      // A connection closed since the list was read.
    }
  }
  return used;
}

/** Starts measuring CPU; the returned function gives the server's and the database's CPU seconds since. */
async function cpuCost(serverPid: number, db: Database): Promise<() => Promise<{ server: number; database: number }>> {
  const server = cpuSeconds(serverPid);
  const database = await databaseCpu(db);
  return async () => {
    let databaseUsed = 0;
    for (const [pid, used] of await databaseCpu(db)) databaseUsed += used - (database.get(pid) ?? 0);
    return { server: cpuSeconds(serverPid) - server, database: databaseUsed };
  };
}

/**
 * Keeps CONCURRENCY calls of `send` in flight for DURATION_S seconds, or until `calls` calls have
 * been made: each call's latency, ascending, and its CPU cost.
 */
async function underLoad(target: Target, send: (index: number) => Promise<void>, calls = Infinity): Promise<Load> {
  const cost = await cpuCost(target.server.pid, target.db);
  const latencies: number[] = [];
  const failures: string[] = [];
  const started = performance.now();
  const ends = started + DURATION_S * 1000;
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < ends && next < calls) {
        const at = performance.now();
        await send(next++).catch((error: Error) => void failures.push(error.message));
        latencies.push(performance.now() - at);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const used = await cost();
  const perRequest = (cpu: number) => round((cpu * 1000) / Math.max(1, latencies.length));
  return { latencies: latencies.sort((a, b) => a - b), seconds, failures, serverCpuMs: perRequest(used.server), databaseCpuMs: perRequest(used.database) };
}

const hashes = new Map<string, string>();
const hashOf = (operation: string) => hashes.get(operation) ?? hashes.set(operation, listedDocument(operation).hash).get(operation);
const body = (read: Read) =>
  JSON.stringify({ operationName: read.operation, variables: read.variables, extensions: { persistedQuery: { version: 1, sha256Hash: hashOf(read.operation) } } });

/** Runs a listed read as a visitor; its data, or throws with its first error. */
async function runRead<T>(graphqlUrl: string, read: Read): Promise<T> {
  const answer = JSON.parse(await post(graphqlUrl, body(read))) as { data?: T; errors?: { message: string }[] };
  if (answer.errors || !answer.data) throw new Error(`${read.operation}: ${answer.errors?.[0]?.message ?? 'no data'}`);
  return answer.data;
}

/** The reads the web app makes for each page, and the addresses to visit, taken from the seeded season as the app shows it. */
async function pageVisits(graphqlUrl: string, poems: { id: string; title: string; topicId: string }[]): Promise<PageVisit[]> {
  const { topics } = await runRead<{ topics: { id: string }[] }>(graphqlUrl, { operation: 'ActiveTopicsQuery', variables: {} });
  const topicId = topics[0]?.id;
  if (!topicId) throw new Error('the season has no active topic');
  const shell: Read[] = [{ operation: 'ViewerQuery', variables: {} }];
  const homeReads: Read[] = [
    ...shell,
    { operation: 'ActiveTopicsQuery', variables: {} },
    { operation: 'HomeSiteSettingsQuery', variables: {} },
    { operation: 'HomeTopPoemsQuery', variables: { topicId, first: 7 } },
  ];
  const votingReads: Read[] = [
    ...shell,
    { operation: 'ActiveTopicsQuery', variables: {} },
    { operation: 'VotingPageQuery', variables: { topicId } },
    { operation: 'VotingPoemsQuery', variables: { topicId, search: SEARCH, sort: 'VOTES', first: 12, offset: 0 } },
  ];
  type List = { votingPoems: { nodes: { title: string }[] } };
  const top = await runRead<List>(graphqlUrl, homeReads[3] as Read);
  const found = await runRead<List>(graphqlUrl, votingReads[3] as Read);
  const topTitle = top.votingPoems.nodes[0]?.title;
  const foundTitle = found.votingPoems.nodes[0]?.title;
  if (!topTitle || !foundTitle) throw new Error(`no poems on the home page or for the search "${SEARCH}"`);
  return [
    { name: 'home', addresses: 1, at: () => ({ path: '/', title: topTitle, reads: homeReads }) },
    { name: 'voting', addresses: 1, at: () => ({ path: `/voting/${topicId}?q=${SEARCH}&sort=votes`, title: foundTitle, reads: votingReads }) },
    {
      name: 'poem',
      addresses: poems.length,
      at: (index) => {
        const poem = poems[index % poems.length] as (typeof poems)[number];
        return {
          path: `/poems/${poem.id}`,
          title: poem.title,
          reads: [
            ...shell,
            { operation: 'PoemPageQuery', variables: { id: poem.id } },
            { operation: 'PoemTopicVotingQuery', variables: { topicId: poem.topicId } },
            { operation: 'PoemVoidingsQuery', variables: { poemId: poem.id } },
          ],
        };
      },
    },
  ];
}

/** Whether the page's body (not its head, where a poem's link preview already names it) shows `title`. */
function showsTitle(html: string, title: string): boolean {
  return html.slice(html.indexOf('<body')).includes(`>${title}<`);
}

/** Visits `page`'s addresses under load; each once only, when `firstVisits`: the renders a page is then kept from. */
async function loadPages({ server, db }: Target, page: PageVisit, firstVisits = false): Promise<Load & { withContent: number }> {
  let withContent = 0;
  const load = await underLoad(
    { server, db },
    async (index) => {
      const { path, title } = page.at(index);
      const { status, text } = await get(`${server.url}${path}`);
      if (status !== 200) throw new Error(`${path} answered ${status}`);
      if (showsTitle(text, title)) withContent += 1;
    },
    firstVisits ? page.addresses : Infinity,
  );
  return { ...load, withContent };
}

async function loadReads({ server, db }: Target, page: PageVisit): Promise<Load & { byRead: Map<string, number[]> }> {
  const byRead = new Map<string, number[]>();
  const load = await underLoad({ server, db }, async (index) => {
    await Promise.all(
      page.at(index).reads.map(async (read) => {
        const at = performance.now();
        await runRead(server.graphqlUrl, read);
        const times = byRead.get(read.operation) ?? [];
        times.push(performance.now() - at);
        byRead.set(read.operation, times);
      }),
    );
  });
  for (const times of byRead.values()) times.sort((a, b) => a - b);
  return { ...load, byRead };
}

const summary = (latencies: number[]) =>
  `p50 ${round(percentile(latencies, 50))} ms, p95 ${round(percentile(latencies, 95))} ms, max ${round(latencies[latencies.length - 1] ?? 0)} ms`;
const cpuLine = (load: Load) => `CPU each: server ${load.serverCpuMs} ms, database ${load.databaseCpuMs} ms`;

function failed(name: string, load: Load): void {
  if (load.failures.length > 0) throw new Error(`${name}: ${load.failures.length} of ${load.latencies.length} requests failed, first: ${load.failures[0]}`);
}

async function main(): Promise<void> {
  const benchReplica = REPLICA ? await startBenchReplica() : undefined;
  const seeded = await startTestServer();
  let server: ServerProcess | undefined;
  try {
    const seedStarted = performance.now();
    await seedSeason(seeded.db, SIZE);
    const counts = await selectOne<{ votes: number; users: number; poems: number }>(
      seeded.db,
      sql`select (select count(*) from votes)::int as votes, (select count(*) from users)::int as users, (select count(*) from submissions)::int as poems`,
    );
    // Scores up to date, as in a running season: the server's start-up rescoring then has nothing to do while it is measured.
    await refreshIntegrityScores(seeded.db, SIZE.poems);
    console.log(`seeded ${counts.users} users, ${counts.poems} poems, ${counts.votes} votes and scored the poems in ${round((performance.now() - seedStarted) / 1000)} s`);
    const { rows: poems } = (await seeded.db.execute(
      sql`select id, title, topic_id as "topicId" from submissions order by random() limit ${POEM_PAGES}`,
    )) as unknown as { rows: { id: string; title: string; topicId: string }[] };

    await benchReplica?.caughtUp();
    server = await startServerProcess({
      ...seeded.env,
      ...(benchReplica && { REPLICA_DATABASE_URL: benchReplica.urlOf(seeded.env.DATABASE_URL as string) }),
      NODE_ENV: 'production',
      PUBLIC_URL: 'http://localhost',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      LOG_LEVEL: 'warn',
    });
    const { graphqlUrl } = server;
    const pages = await pageVisits(graphqlUrl, poems);
    const target = { server, db: seeded.db };
    const figures: Record<string, number> = {};
    const lag = benchReplica && (await sampleLag(benchReplica));
    let pagesServed = 0;
    let pageSeconds = 0;
    // The server's pool and as many of the client's connections as the reads keep open, opened before
    // anything is measured: a burst of new connections meets the listen queue, and a dropped one waits
    // seconds to be tried again.
    const inFlight = CONCURRENCY * Math.max(...pages.map((page) => page.at(0).reads.length));
    await Promise.all(Array.from({ length: inFlight }, () => runRead(graphqlUrl, { operation: 'ActiveTopicsQuery', variables: {} })));
    // Each address's first visit renders it; the visits after are sent it as kept, or as kept
    // while it is rendered again (server/ssr/keptPages.ts).
    for (const page of pages) {
      const first = await loadPages(target, page, true);
      failed(`${page.name} page's first visits`, first);
      figures[`${page.name}_first_visit_p95_ms`] = round(percentile(first.latencies, 95));
      figures[`${page.name}_render_cpu_ms`] = first.serverCpuMs;
      figures[`${page.name}_first_with_content`] = first.withContent;
      console.log(`${page.name} page's first visits (renders): ${first.latencies.length} pages, ${summary(first.latencies)}; ${first.withContent} with the page's content; ${cpuLine(first)}`);
    }
    for (const page of pages) {
      const load = await loadPages(target, page);
      failed(`${page.name} page`, load);
      pagesServed += load.latencies.length;
      pageSeconds += load.seconds;
      figures[`${page.name}_p95_ms`] = round(percentile(load.latencies, 95));
      figures[`${page.name}_with_content`] = load.withContent;
      figures[`${page.name}_server_cpu_ms`] = load.serverCpuMs;
      figures[`${page.name}_db_cpu_ms`] = load.databaseCpuMs;
      console.log(`${page.name} page: ${load.latencies.length} pages, ${summary(load.latencies)}; ${load.withContent} with the page's content; ${cpuLine(load)}`);
    }
    for (const page of pages) {
      const load = await loadReads(target, page);
      failed(`${page.name} reads`, load);
      figures[`${page.name}_query_p95_ms`] = round(percentile(load.latencies, 95));
      figures[`${page.name}_query_server_cpu_ms`] = load.serverCpuMs;
      figures[`${page.name}_query_db_cpu_ms`] = load.databaseCpuMs;
      console.log(`${page.name} page's reads at once: ${load.latencies.length} sets, ${summary(load.latencies)}; ${cpuLine(load)}`);
      for (const [operation, times] of load.byRead) console.log(`  ${operation}: ${summary(times)}`);
    }
    const lagSeen = await lag?.stop();
    if (lagSeen) console.log(`replica lag during the run: p95 ${lagSeen.p95Ms} ms, max ${lagSeen.maxMs} ms (${lagSeen.samples} samples)`);
    console.log(
      JSON.stringify({
        bench: 'pages',
        home_p95_ms: figures.home_p95_ms,
        voting_p95_ms: figures.voting_p95_ms,
        poem_p95_ms: figures.poem_p95_ms,
        pages_per_s: round(pagesServed / pageSeconds),
        home_query_p95_ms: figures.home_query_p95_ms,
        voting_query_p95_ms: figures.voting_query_p95_ms,
        poem_query_p95_ms: figures.poem_query_p95_ms,
        first_visit_p95_ms: { home: figures.home_first_visit_p95_ms, voting: figures.voting_first_visit_p95_ms, poem: figures.poem_first_visit_p95_ms },
        cpu_ms: Object.fromEntries(Object.entries(figures).filter(([key]) => key.endsWith('cpu_ms'))),
        with_content: { home: figures.home_with_content, voting: figures.voting_with_content, poem: figures.poem_with_content },
        first_visit_with_content: { home: figures.home_first_with_content, voting: figures.voting_first_with_content, poem: figures.poem_first_with_content },
        ...(lagSeen && { replica: true, replica_lag_p95_ms: lagSeen.p95Ms }),
      }),
    );
  } finally {
    closeHttpClient();
    await server?.stop();
    await seeded.close();
    await benchReplica?.close();
  }
}

await main();
