import { count, eq, sql } from 'drizzle-orm';
import { beats, submissions, topics, users } from '../../server/db/schema';
import { gql } from '../utils/graphql';
import { startTestServer, type TestServer } from '../utils/server';
import { until } from '../utils/until';

describe('demo content', () => {
  const started: TestServer[] = [];
  afterEach(async () => {
    for (const server of started.splice(0).reverse()) await server.close();
  });
  const start = async (options: Parameters<typeof startTestServer>[0]) => {
    const server = await startTestServer(options);
    started.push(server);
    return server;
  };

  const counted = async (db: TestServer['db']) => ({
    demoPoets: (await db.select({ value: count() }).from(users).where(eq(users.isDemo, true)))[0]?.value,
    topics: (await db.select({ value: count() }).from(topics))[0]?.value,
    beats: (await db.select({ value: count() }).from(beats))[0]?.value,
    approvedPoems: (await db.select({ value: count() }).from(submissions).where(eq(submissions.status, 'approved')))[0]?.value,
  });

  it('seeds topics, playable beats and approved poems with clips once, surviving a restart without duplicates', async () => {
    const first = await start({ env: { SEED_DEMO: 'true', WORKER: 'in-process' } });
    const seeded = await counted(first.db);
    expect(seeded).toEqual({ demoPoets: 12, topics: 3, beats: 3, approvedPoems: 5 });
    const poems = await first.db.select({ voteCount: submissions.voteCount, rows: sql<number>`(select count(*)::int from votes where votes.poem_id = ${submissions.id})` }).from(submissions);
    for (const poem of poems) expect(poem.voteCount).toBe(poem.rows);
    expect(poems.reduce((total, poem) => total + poem.voteCount, 0)).toBe(21);

    const activeTopics = await gql<{ topics: { title: string }[] }>(first, '{ topics { title } }');
    expect(activeTopics.data?.topics.map((topic) => topic.title)).toEqual(['Home', 'Ubuntu', 'Rain on a Tin Roof']);
    const playable = await gql<{ beats: { fileUrl: string; fileType: string }[] }>(first, '{ beats { fileUrl fileType } }');
    for (const beat of playable.data?.beats ?? []) {
      const response = await fetch(`${first.url}${beat.fileUrl}`);
      expect(response.status).toBe(200);
      expect(beat.fileType).toBe('audio/wav');
    }
    // Demo poems are processed after seeding, like any upload; one done is enough to watch.
    const poem = await until(
      async () => (await first.db.select().from(submissions).where(eq(submissions.processingState, 'ready')).limit(1))[0],
      'no demo poem processed',
      { timeoutMs: 60_000, intervalMs: 100 },
    );
    type DemoPoem = { authorName: string; videoUrl: string | null; renditions: { url: string }[] };
    const publicPoem = await gql<{ poem: DemoPoem }>(first, 'query ($id: ID!) { poem(id: $id) { authorName videoUrl renditions { url } } }', { id: poem.id });
    expect(publicPoem.data?.poem).toMatchObject({ videoUrl: null, renditions: [expect.anything()] });
    expect(publicPoem.data?.poem.authorName).not.toMatch(/@/);
    expect((await fetch(`${first.url}${publicPoem.data?.poem.renditions[0]?.url}`)).headers.get('content-type')).toBe('video/mp4');

    const restarted = await start({ env: { SEED_DEMO: 'true' }, shareDatabaseWith: first });
    expect(await counted(restarted.db)).toEqual(seeded);
    // Two server starts and a real transcode: more than the default minute on a busy machine.
  }, 180_000);

  it('is off unless asked for', async () => {
    const server = await start({});
    expect(await counted(server.db)).toEqual({ demoPoets: 0, topics: 0, beats: 0, approvedPoems: 0 });
  });
});
