/**
 * bench/integrity: a season's votes with a planted ring of bought votes, then the admin's integrity
 * reads over HTTP: one poem's signals (random poems and the ring's poem) and the review queue
 * sorted by integrity score. Prints whether the ring's poem comes first.
 * Seeds 10,000 voters (9,700 organic, 300 in the ring), 2,000 poems on 4 topics and about 500,000
 * votes, in bulk with generate_series. Organic noise: a shared campus address, households, new and
 * unverified accounts, and a decoy poem with a legitimate live-show burst.
 * Needs PostgreSQL: BENCH_DATABASE_URL (a database the bench may create databases from), default
 * postgres://postgres@127.0.0.1:5432/test; the bench's own database is dropped at the end.
 */
import { sql } from 'drizzle-orm';
import type { Queryable } from '../server/db/client';
import { refreshIntegrityScores } from '../server/integrity/refresh';
import { gql } from '../tests/utils/graphql';
import { seedUser, signIn } from '../tests/utils/scenarios';
import { startTestServer } from '../tests/utils/server';
import { seedSeason, selectOne } from './season';
import { percentile, round } from './voteLoad';

const ORGANIC_VOTERS = 9_700;
const RING_VOTERS = 300;
const POEMS = 2_000;
const TOPICS = 4;
const ORGANIC_VOTES = 500_000;
const SAMPLES = Number(process.env.SAMPLES ?? 100);
process.env.TEST_DATABASE_URL ??= process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

type Seed = { ringPoemId: string; decoyPoemId: string };

/** The ring and the decoy, planted in the organic season before its tallies. */
async function plantRingAndDecoy(db: Queryable): Promise<Seed> {
  // The ring: 300 unverified accounts made 50 a minute, three hours ago.
  await db.execute(sql`
    insert into users (name, email, email_canonical, terms_accepted_at, created_at)
    select 'Ring ' || r, 'ring' || r || '@example.com', 'ring' || r || '@example.com', now(),
           now() - interval '3 hours' + (r / 50) * interval '1 minute' + (r % 50) * interval '1 second'
      from generate_series(0, ${RING_VOTERS - 1}) r`);
  const ringPoem = await selectOne<{ id: string }>(db, sql`select id from bench_poems where n = 1234`);
  const decoyPoem = await selectOne<{ id: string }>(db, sql`select id from bench_poems where n = 777`);
  // Room under the 500-vote target for the ring: the ring's poem keeps 150 organic votes.
  await db.execute(sql`
    delete from votes where poem_id = ${ringPoem.id} and user_id not in (
      select user_id from votes where poem_id = ${ringPoem.id} order by created_at limit 150)`);
  // The ring votes from 8 addresses, 20 a minute, two hours ago.
  await db.execute(sql`
    insert into votes (poem_id, user_id, created_at, ip_hash)
    select ${ringPoem.id}, u.id, now() - interval '2 hours' + (row_number() over (order by u.email)) * interval '3 seconds',
           md5('ring-address' || (row_number() over (order by u.email)) % 8)
      from users u where u.email like 'ring%@example.com'`);
  // A legitimate live-show surge on the decoy: 80 established, verified voters with their own
  // addresses in four minutes (removing their earlier votes on it first).
  await db.execute(sql`
    delete from votes where poem_id = ${decoyPoem.id} and user_id in (
      select id from bench_voters where n % 10 <> 0 and created_at < now() - interval '40 days' order by n limit 80)`);
  await db.execute(sql`
    insert into votes (poem_id, user_id, created_at, ip_hash)
    select ${decoyPoem.id}, v.id, now() - interval '1 day' + (row_number() over (order by v.n)) * interval '3 seconds', md5('voter' || v.n)
      from (select * from bench_voters where n % 10 <> 0 and created_at < now() - interval '40 days' order by n limit 80) v
    on conflict do nothing`);
  return { ringPoemId: ringPoem.id, decoyPoemId: decoyPoem.id };
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

async function samples(count: number, run: (index: number) => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let index = 0; index < count; index += 1) times.push(await timed(() => run(index)));
  return times.sort((a, b) => a - b);
}

function ensureOk(response: { errors?: { message: string }[] }): void {
  if (response.errors) throw new Error(`bench request failed: ${response.errors[0]?.message}`);
}

const SIGNALS = `query ($poemId: ID!) { integritySignals(poemId: $poemId) {
  score reasons totals { votes } addressGroups { group label votes share } bursts { from to votes expected perMinute }
  newAccountShare unverifiedShare burstCreatedShare } }`;
const QUEUE = `query ($topicId: ID) { reviewSubmissions(status: ALL, topicId: $topicId, sort: INTEGRITY_SCORE, first: 20) {
  totalCount nodes { id title integrityScore } } }`;

async function main(): Promise<void> {
  const server = await startTestServer();
  try {
    const seedStarted = performance.now();
    const { ringPoemId, decoyPoemId } = await seedSeason(server.db, { voters: ORGANIC_VOTERS, poems: POEMS, topics: TOPICS, votes: ORGANIC_VOTES }, plantRingAndDecoy);
    const counts = await selectOne<{ votes: number; users: number }>(server.db, sql`select (select count(*) from votes)::int as votes, (select count(*) from users)::int as users`);
    console.log(`seeded ${counts.users} users, ${POEMS} poems, ${counts.votes} votes in ${round((performance.now() - seedStarted) / 1000)} s`);

    const scoring = await timed(() => refreshIntegrityScores(server.db, POEMS));
    console.log(`scored every poem in ${round(scoring / 1000)} s (${round(scoring / POEMS)} ms a poem)`);

    const admin = await signIn(server, await seedUser(server.db, { name: 'Bench Admin', role: 'admin' }));
    const poemIds = (await server.db.execute(sql`select id from submissions where title like 'Poem %' order by random() limit ${SAMPLES}`)) as unknown as { rows: { id: string }[] };
    const ask = async (query: string, variables: Record<string, unknown>) => {
      const response = await gql<Record<string, unknown>>(server, query, variables, { token: admin.token });
      ensureOk(response);
      return response.data;
    };
    await ask(SIGNALS, { poemId: ringPoemId });
    const random = await samples(SAMPLES, (index) => ask(SIGNALS, { poemId: poemIds.rows[index % poemIds.rows.length]?.id }));
    const ring = await samples(SAMPLES / 5, () => ask(SIGNALS, { poemId: ringPoemId }));
    const signals = [...random, ...ring].sort((a, b) => a - b);
    const queue = await samples(SAMPLES / 2, () => ask(QUEUE, { topicId: null }));

    const top = (await ask(QUEUE, { topicId: null })) as { reviewSubmissions: { nodes: { id: string; title: string; integrityScore: number | null }[] } };
    const ringSignals = (await ask(SIGNALS, { poemId: ringPoemId })) as { integritySignals: { score: number; reasons: string[] } };
    const decoySignals = (await ask(SIGNALS, { poemId: decoyPoemId })) as { integritySignals: { score: number; reasons: string[] } };
    const ranked = top.reviewSubmissions.nodes;
    console.log(`signals, random poems: p50 ${round(percentile(random, 50))} ms, p95 ${round(percentile(random, 95))} ms (${random.length} requests)`);
    console.log(`signals, ring's poem: p50 ${round(percentile(ring, 50))} ms, p95 ${round(percentile(ring, 95))} ms (${ring.length} requests)`);
    console.log(`queue sorted by score: p50 ${round(percentile(queue, 50))} ms, p95 ${round(percentile(queue, 95))} ms (${queue.length} requests)`);
    console.log(`top of the queue: ${ranked.slice(0, 3).map((node) => `${node.title} ${node.integrityScore}`).join(', ')}`);
    console.log(`ring's poem: score ${ringSignals.integritySignals.score}\n  ${ringSignals.integritySignals.reasons.join('\n  ')}`);
    console.log(`decoy (live-show surge): score ${decoySignals.integritySignals.score}\n  ${decoySignals.integritySignals.reasons.join('\n  ')}`);
    console.log(
      JSON.stringify({
        bench: 'integrity',
        signals_p95_ms: round(percentile(signals, 95)),
        queue_p95_ms: round(percentile(queue, 95)),
        ring_ranked_first: ranked[0]?.id === ringPoemId,
      }),
    );
  } finally {
    await server.close();
  }
}

await main();
