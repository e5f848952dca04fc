/**
 * bench/slam: a slam night's room on one machine. A server process on PostgreSQL, the projector
 * (/live/:topicId) open in Debian's Chromium, and PHONES signed-in phones (sessions seeded in the
 * database), each holding a socket on the topic's tallies and night as the phone page does.
 * 1. A host opens a room-only round; the phones read the join code off the projector (the bench
 *    asks for it as the host, every few seconds, as a phone would look up again) and all vote
 *    within BURST_S seconds, each for one poem.
 * 2. With DROP_S, the venue's Wi-Fi then drops for that long: every phone's connection is cut, and
 *    each comes back as the phone page does (web/live/src/keepCurrent.ts): its socket retries with
 *    backoff and also every 2.5 to 3.5 s, and once the Wi-Fi is back (the page's `online` event)
 *    within 1.5 s; once back it catches up over the socket (the night, and the tallies changed since
 *    the drop), and a try that fails catches up over HTTP. Measured: the time from the Wi-Fi's
 *    return until each phone's socket is back and caught up, split into the wait for its try and
 *    the try itself.
 * 3. Then each votes for a second poem, steadily, at STEADY_RATE votes a second.
 * Before the night, 400 votes on another topic warm the server up, as an evening's use would.
 * Phones are spread over ADDRESSES loopback addresses (1: the whole room behind the venue's one
 * address, the run that counts), their sockets signed in with their sessions, as the page's are.
 * Prints votes/s, the p95 of vote answer time in the burst, and the p95 from a vote's commit (its
 * row's clock time) to the projector's DOM showing its count (recorded in the page by a
 * MutationObserver); with DROP_S, the p95 of the phones' time to come back and the votes after the
 * drop that were not counted. Targets: every vote counted, projector p95 under 500 ms, vote answer
 * p95 in the burst under 100 ms, phones back within 5 s at p95.
 * Needs PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test).
 * Settings: PHONES (2000), ADDRESSES (1), POEMS (10), BURST_S (10), STEADY_RATE (100), DROP_S (0: no drop).
 */
import type { Socket } from 'node:net';
import { inArray } from 'drizzle-orm';
import {
  PhoneCatchUpQueryDocument,
  PhoneLiveShowSubscriptionDocument,
  PhoneTopicVotesSubscriptionDocument,
  PhoneVotePageQueryDocument,
} from '../web/live/src/__generated__/graphql';
import { CATCH_UP_MARGIN_MS, ONLINE_SPREAD_MS, RETRY_EVERY_MS } from '../web/live/src/keepCurrent';
import { chromium, type Page } from 'playwright-core';
import { votes } from '../server/db/schema';
import { buildWebApp } from './buildWebApp';
import { openCountingSocket } from './countingSocket';
import { cpuSeconds } from './procStats';
import { closeHttpClient, post } from './http';
import { percentile, round } from './voteLoad';
import { startServerProcess, type ServerProcess } from '../tests/utils/process';
import { seedApprovedPoem, seedTopic, seedUser, signIn, signedInPoets, type SignedIn } from '../tests/utils/scenarios';
import { startTestServer } from '../tests/utils/server';

const PHONES = Number(process.env.PHONES ?? 2000);
const POEMS = Number(process.env.POEMS ?? 10);
const BURST_S = Number(process.env.BURST_S ?? 10);
const STEADY_RATE = Number(process.env.STEADY_RATE ?? 100);
const ADDRESSES = Number(process.env.ADDRESSES ?? 1);
const DROP_S = Number(process.env.DROP_S ?? 0);
/** The socket's own backoff while it is away (web/src/apollo/socket.ts). */
const retryDelayMs = (retries: number) => Math.min(30_000, 1_000 * 2 ** retries) + Math.random() * 1_000;
const WARM_UP_VOTES = 400;
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'];
process.env.TEST_DATABASE_URL ??= process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Vote {
  phone: SignedIn;
  poemId: string;
  sentAt: number;
  answeredAt?: number;
  /** The poem's count the answer reported; none when the vote was refused. */
  count?: number;
  error?: string;
}

const SET_VOTE = 'mutation ($input: SetVoteInput!) { setVote(input: $input) { voted tally { voteCount } } }';

async function castVote(graphqlUrl: string, vote: Vote, joinCode: string): Promise<void> {
  const body = JSON.stringify({ query: SET_VOTE, variables: { input: { poemId: vote.poemId, voted: true, joinCode } } });
  vote.sentAt = Date.now();
  try {
    const answer = JSON.parse(await post(graphqlUrl, body, vote.phone.token)) as {
      data?: { setVote: { tally: { voteCount: number } } };
      errors?: { message: string }[];
    };
    vote.answeredAt = Date.now();
    if (answer.errors) vote.error = answer.errors[0]?.message;
    else vote.count = answer.data?.setVote.tally.voteCount;
  } catch (error) {
    vote.answeredAt = Date.now();
    vote.error = String(error);
  }
}

/** Sends `planned` votes evenly over `seconds`, each on time whatever the answers before. */
async function castOverTime(graphqlUrl: string, planned: Vote[], seconds: number, code: () => string): Promise<void> {
  const started = Date.now();
  const inFlight: Promise<void>[] = [];
  for (const [index, vote] of planned.entries()) {
    const wait = started + (index * seconds * 1000) / planned.length - Date.now();
    if (wait > 0) await sleep(wait);
    inFlight.push(castVote(graphqlUrl, vote, code()));
  }
  await Promise.all(inFlight);
}

async function hostCall(graphqlUrl: string, token: string, query: string, variables: Record<string, unknown>): Promise<Record<string, unknown>> {
  const answer = JSON.parse(await post(graphqlUrl, JSON.stringify({ query, variables }), token)) as { data?: Record<string, unknown>; errors?: { message: string }[] };
  if (answer.errors) throw new Error(answer.errors[0]?.message);
  return answer.data ?? {};
}

interface Phone {
  signedIn: SignedIn;
  /** The loopback address its connections come from. */
  address: string;
  socket?: Socket;
}

/** The room's phones, spread evenly over ADDRESSES loopback addresses (127.0.0.1 when 1). */
function phonesOf(signedIn: SignedIn[]): Phone[] {
  return signedIn.map((person, index) => {
    const block = Math.floor((index * ADDRESSES) / signedIn.length);
    return { signedIn: person, address: `127.0.${Math.floor(block / 256)}.${(block % 256) + 1}` };
  });
}

/** An operation as the phone page sends it: the hash of its generated document, and no text. */
function pageOperation(document: { __meta__?: Record<string, unknown> }, variables: Record<string, unknown>) {
  return { query: '', variables, extensions: { persistedQuery: { version: 1, sha256Hash: document.__meta__?.['hash'] } } };
}

/**
 * Opens phones' sockets as the phone page holds them (signed in, on the topic's tallies and night),
 * and counts what they receive. A returning phone also catches up over its socket, as the page does
 * once connected (web/live/src/votePage.ts `catchUp`): the night and the tallies changed since
 * `catchUpSince`; its socket is open once that is answered. In this room a catch-up always brings the
 * page up to date (its stage poem is on the page's first read, its session and the topic's voting
 * unchanged), so none reads the whole page again. While the Wi-Fi returns no vote is cast, so the
 * answer's two messages (its result and its end) are the first the socket receives.
 */
function phoneSockets(wsUrl: string, topicId: string) {
  let messages = 0;
  const tallies = pageOperation(PhoneTopicVotesSubscriptionDocument, { topicId });
  const night = pageOperation(PhoneLiveShowSubscriptionDocument, { topicId });
  const subscribe = (id: string, payload: object) => JSON.stringify({ id, type: 'subscribe', payload });
  const open = async (phone: Phone, catchUpSince?: number): Promise<void> => {
    const catchUp = catchUpSince === undefined ? [] : [subscribe('3', pageOperation(PhoneCatchUpQueryDocument, { topicId, since: catchUpSince - CATCH_UP_MARGIN_MS }))];
    let received = 0;
    let answered: () => void = () => undefined;
    const answer = new Promise<void>((resolve) => (answered = resolve));
    phone.socket = await openCountingSocket({
      url: wsUrl,
      localAddress: phone.address,
      protocol: 'graphql-transport-ws',
      opening: JSON.stringify({ type: 'connection_init', payload: { token: phone.signedIn.token } }),
      reply: [subscribe('1', tallies), subscribe('2', night), ...catchUp],
      onMessage: () => {
        messages += 1;
        received += 1;
        if (received === 2) answered();
      },
    });
    if (catchUp.length > 0) await answer;
  };
  return {
    open,
    async openAll(phones: Phone[]): Promise<void> {
      for (let start = 0; start < phones.length; start += 200) await Promise.all(phones.slice(start, start + 200).map((phone) => open(phone)));
    },
    messages: () => messages,
  };
}

/** What the phone page reads over HTTP when a catch-up cannot bring it up to date. */
function readPage(graphqlUrl: string, topicId: string, phone: Phone): Promise<string> {
  return post(graphqlUrl, JSON.stringify(pageOperation(PhoneVotePageQueryDocument, { topicId, first: 50 })), phone.signedIn.token);
}

interface CatchUpAnswer {
  data?: { viewer: { id: string } | null; liveShow: { topic: { votingOpen: boolean }; stage: { id: string } | null } };
}

/**
 * What the phone page reads over HTTP after a try that fails: the night and the tallies changed
 * since it last heard them (its socket's last batch, before the drop), and the whole page when that
 * cannot bring it up to date (web/live/src/votePage.ts `catchUp`).
 */
async function catchUp(graphqlUrl: string, topicId: string, phone: Phone, lastHeardAt: number, poemIds: Set<string>): Promise<void> {
  const body = JSON.stringify(pageOperation(PhoneCatchUpQueryDocument, { topicId, since: lastHeardAt - CATCH_UP_MARGIN_MS }));
  const { data } = JSON.parse(await post(graphqlUrl, body, phone.signedIn.token)) as CatchUpAnswer;
  const stage = data?.liveShow.stage;
  if (!data || data.viewer?.id !== phone.signedIn.user.id || !data.liveShow.topic.votingOpen || (stage && !poemIds.has(stage.id))) {
    await readPage(graphqlUrl, topicId, phone);
  }
}

/** How one phone came back after the drop: from the Wi-Fi's return until its try began, and the try until its socket was subscribed and caught up. */
interface Return {
  waitMs: number;
  tryMs: number;
}

/** When a phone's first try after the Wi-Fi's return begins: the page's `online` try, its every-few-seconds try, or its socket's backoff, whichever comes first. */
function firstTryAfter(droppedAt: number, backAt: number): number {
  let backoffAt = droppedAt;
  for (let retries = 0; backoffAt < backAt; retries += 1) backoffAt += retryDelayMs(retries);
  let everyFewSecondsAt = droppedAt;
  while (everyFewSecondsAt < backAt) everyFewSecondsAt += RETRY_EVERY_MS + Math.random() * 1_000;
  const onlineAt = backAt + Math.random() * ONLINE_SPREAD_MS;
  return Math.min(backoffAt, everyFewSecondsAt, onlineAt);
}

/**
 * The venue's Wi-Fi drops for DROP_S: every phone's connection is cut, and each comes back as the
 * page does (firstTryAfter), catching up over its socket once back, and over HTTP after any try
 * that fails before the next. Resolves with how each phone came back.
 */
async function dropWifi(phones: Phone[], sockets: ReturnType<typeof phoneSockets>, graphqlUrl: string, topicId: string, poemIds: Set<string>): Promise<Return[]> {
  const droppedAt = Date.now();
  const catchUpNow = (phone: Phone) => catchUp(graphqlUrl, topicId, phone, droppedAt, poemIds);
  for (const phone of phones) phone.socket?.destroy();
  const backAt = droppedAt + DROP_S * 1000;
  return Promise.all(
    phones.map(async (phone) => {
      const triedAt = firstTryAfter(droppedAt, backAt);
      await sleep(triedAt - Date.now());
      phone.socket = undefined;
      for (;;) {
        try {
          await sockets.open(phone, droppedAt);
          break;
        } catch {
          await catchUpNow(phone);
          await sleep(RETRY_EVERY_MS + Math.random() * 1_000);
        }
      }
      return { waitMs: triedAt - backAt, tryMs: Date.now() - triedAt };
    }),
  );
}

/**
 * Records in the page, for each poem, when its count first showed each value: [poemId, count, epoch
 * ms]. Plain JavaScript text, as the bench's own compiled functions cannot run in the page.
 */
const RECORD_TALLY_TIMES = `(() => {
  const shown = new Map();
  const times = [];
  window.tallyTimes = times;
  function read() {
    const now = performance.timeOrigin + performance.now();
    for (const element of document.querySelectorAll('[data-tally]')) {
      const poemId = element.closest('[data-poem-id]')?.dataset.poemId;
      const count = Number(element.dataset.tally);
      if (!poemId || !(count > (shown.get(poemId) ?? -1))) continue;
      shown.set(poemId, count);
      times.push([poemId, count, now]);
    }
  }
  read();
  new MutationObserver(read).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-tally'], characterData: true });
})()`;

async function watchProjector(page: Page): Promise<void> {
  await page.evaluate(RECORD_TALLY_TIMES);
}

/**
 * A server that has been up all evening: its database connections open and its hot paths compiled,
 * from votes on another topic before the night starts.
 */
async function warmUp(seeded: Awaited<ReturnType<typeof startTestServer>>, graphqlUrl: string): Promise<void> {
  const topic = await seedTopic(seeded.db, { title: 'Earlier', active: true });
  const poems: { id: string }[] = [];
  for (let index = 0; index < 4; index += 1) poems.push(await seedApprovedPoem(seeded, topic.id));
  const voters = await signedInPoets(seeded, WARM_UP_VOTES / poems.length);
  const planned = voters.flatMap((phone) => poems.map((poem) => ({ phone, poemId: poem.id, sentAt: 0 })));
  await castOverTime(graphqlUrl, planned, 4, () => '');
}

async function main(): Promise<void> {
  await buildWebApp();
  const seeded = await startTestServer();
  let server: ServerProcess | undefined;
  let browser: Awaited<ReturnType<typeof chromium.launch>> | undefined;
  try {
    const topic = await seedTopic(seeded.db, { title: 'Slam night', active: true });
    const poems: { id: string }[] = [];
    for (let index = 0; index < POEMS; index += 1) poems.push(await seedApprovedPoem(seeded, topic.id, { title: `Poem ${index + 1}` }));
    const host = await signIn(seeded, await seedUser(seeded.db, { name: 'Host', role: 'admin' }));
    const seedStarted = Date.now();
    const phones = phonesOf(await signedInPoets(seeded, PHONES));
    console.log(`${PHONES} phones signed in (sessions seeded) in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s`);
    server = await startServerProcess(seeded.env);
    await warmUp(seeded, server.graphqlUrl);

    browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
    const projector = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
    await projector.goto(`${server.url}/live/${topic.id}`);
    await projector.locator('[data-poem-id]').first().waitFor();
    await watchProjector(projector);
    const sockets = phoneSockets(server.wsUrl, topic.id);
    await sockets.openAll(phones);
    console.log(`${PHONES} phone sockets open from ${ADDRESSES} address${ADDRESSES === 1 ? '' : 'es'}`);

    const graphqlUrl = server.graphqlUrl;
    await hostCall(graphqlUrl, host.token, 'mutation ($t: ID!, $p: ID) { spotlightPoem(input: { topicId: $t, poemId: $p }) { show { version } } }', { t: topic.id, p: poems[0]!.id });
    await hostCall(graphqlUrl, host.token, 'mutation ($t: ID!) { openLiveRound(input: { topicId: $t, seconds: 600, roomOnly: true }) { show { version } } }', { t: topic.id });
    let joinCode = '';
    const lookAtProjector = async () => {
      const data = await hostCall(graphqlUrl, host.token, 'query ($t: ID!) { liveJoinCode(topicId: $t) { code } }', { t: topic.id });
      joinCode = (data.liveJoinCode as { code: string }).code;
    };
    await lookAtProjector();
    const lookingAgain = setInterval(() => void lookAtProjector().catch(() => undefined), 5000);

    const burst: Vote[] = phones.map((phone, index) => ({ phone: phone.signedIn, poemId: poems[index % POEMS]!.id, sentAt: 0 }));
    const steady: Vote[] = phones.map((phone, index) => ({ phone: phone.signedIn, poemId: poems[(index + 1) % POEMS]!.id, sentAt: 0 }));
    const burstStarted = Date.now();
    await castOverTime(graphqlUrl, burst, BURST_S, () => joinCode);
    const burstSeconds = (Math.max(...burst.map((vote) => vote.answeredAt ?? 0)) - burstStarted) / 1000;
    const cpuBefore = cpuSeconds(server.pid);
    const returns = DROP_S > 0 ? await dropWifi(phones, sockets, graphqlUrl, topic.id, new Set(poems.map((poem) => poem.id))) : [];
    const returnCpuMs = ((cpuSeconds(server.pid) - cpuBefore) * 1000) / PHONES;
    const sorted = (values: number[]) => values.sort((a, b) => a - b);
    const reconnects = sorted(returns.map((phone) => phone.waitMs + phone.tryMs));
    if (DROP_S > 0) console.log(`Wi-Fi dropped for ${DROP_S} s: every phone back within ${Math.round(reconnects.at(-1) ?? 0)} ms of its return`);
    const steadyStarted = Date.now();
    await castOverTime(graphqlUrl, steady, PHONES / STEADY_RATE, () => joinCode);
    clearInterval(lookingAgain);
    const allSeconds = (Math.max(...steady.map((vote) => vote.answeredAt ?? 0)) - steadyStarted + burstSeconds * 1000) / 1000;
    await sleep(3000);

    const poemIds = poems.map((poem) => poem.id);
    const rows = await seeded.db.select({ poemId: votes.poemId, userId: votes.userId, createdAt: votes.createdAt }).from(votes).where(inArray(votes.poemId, poemIds));
    const committedAt = new Map(rows.map((row) => [`${row.poemId}:${row.userId}`, row.createdAt.getTime()]));
    const shownAt = (await projector.evaluate('window.tallyTimes')) as [string, number, number][];
    const firstShown = (poemId: string, count: number) => shownAt.find(([id, shown]) => id === poemId && shown >= count)?.[2];

    const sent = [...burst, ...steady];
    const counted = sent.filter((vote) => vote.count !== undefined);
    const refused = sent.filter((vote) => vote.error);
    const projectorLatencies = counted
      .map((vote) => {
        const committed = committedAt.get(`${vote.poemId}:${vote.phone.user.id}`);
        const shown = firstShown(vote.poemId, vote.count!);
        return committed !== undefined && shown !== undefined ? shown - committed : undefined;
      })
      .filter((latency): latency is number => latency !== undefined)
      .sort((a, b) => a - b);
    const burstAnswers = burst.map((vote) => (vote.answeredAt ?? 0) - vote.sentAt).sort((a, b) => a - b);
    const steadyAnswers = steady.map((vote) => (vote.answeredAt ?? 0) - vote.sentAt).sort((a, b) => a - b);
    const databaseCount = rows.length;
    const notShown = counted.length - projectorLatencies.length;
    const steadyLost = steady.filter((vote) => !committedAt.has(`${vote.poemId}:${vote.phone.user.id}`)).length;

    const ms = (sorted: number[]) => `p50 ${Math.round(percentile(sorted, 50))} ms, p95 ${Math.round(percentile(sorted, 95))} ms, p99 ${Math.round(percentile(sorted, 99))} ms`;
    console.log(`burst: ${burst.length} votes sent over ${BURST_S} s, answered within ${burstSeconds.toFixed(1)} s (${round(burst.length / burstSeconds)}/s); answers ${ms(burstAnswers)}`);
    console.log(`steady: ${steady.length} votes at ${STEADY_RATE}/s; answers ${ms(steadyAnswers)}; ${round(sent.length / allSeconds)} votes/s over both`);
    console.log(`counted: ${counted.length} of ${sent.length} answered as counted, ${databaseCount} vote rows; ${refused.length} refused${refused[0] ? ` (first: ${refused[0].error})` : ''}`);
    console.log(`commit to projector DOM: ${ms(projectorLatencies)} over ${projectorLatencies.length} votes${notShown ? `; ${notShown} counted votes never shown` : ''}`);
    console.log(`phone sockets received ${sockets.messages()} messages`);
    if (DROP_S > 0) {
      console.log(`after the drop: phones back ${ms(reconnects)}; ${steadyLost} of ${steady.length} votes not counted`);
      console.log(`  of which waiting for a try: ${ms(sorted(returns.map((phone) => phone.waitMs)))}; the try: ${ms(sorted(returns.map((phone) => phone.tryMs)))}`);
      console.log(`  the server's CPU for the room's return (handshakes and reads): ${returnCpuMs.toFixed(2)} ms a phone`);
    }
    console.log(
      JSON.stringify({
        bench: 'slam',
        phones: PHONES,
        addresses: ADDRESSES,
        votes_sent: sent.length,
        votes_counted: databaseCount,
        votes_per_s: round(burst.length / burstSeconds),
        vote_p95_ms: Math.round(percentile(burstAnswers, 95)),
        projector_p95_ms: Math.round(percentile(projectorLatencies, 95)),
        reconnect_p95_ms: DROP_S > 0 ? Math.round(percentile(reconnects, 95)) : null,
        votes_lost_after_drop: DROP_S > 0 ? steadyLost : null,
      }),
    );
  } finally {
    closeHttpClient();
    await browser?.close();
    await server?.stop();
    await seeded.close();
  }
}

await main();
