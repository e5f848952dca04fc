import { randomBytes, randomUUID } from 'node:crypto';
import { STATEMENT_TIMEOUT_MS, withPostgresClient } from '../../server/db/client';
import { topicVotesChannel } from '../../server/fanout/tallies';
import { gql, type GraphQLResponse } from '../utils/graphql';
import { createDatabase, removeServers, startPgBouncer, startPrimary, type PgBouncer, type PostgresServer } from '../utils/postgresCluster';
import { seedApprovedPoem, seedTopic, signedInPoets } from '../utils/scenarios';
import { openSocket } from '../utils/sockets';
import { startTestServer, type TestServer } from '../utils/server';
import { until } from '../utils/until';

// A primary and PgBouncer of the test's own (tests/utils/postgresCluster.ts), run with the
// PostgreSQL run of the suite.
const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

const SET_VOTE = `mutation Vote($poemId: ID!) { setVote(input: { poemId: $poemId, voted: true }) { tally { voteCount } } }`;
const WATCH = `subscription Watch($topicId: ID!) { topicVotes(topicId: $topicId) { tallies { poemId voteCount voteVersion } } }`;
const POEM = `query Poem($id: ID!) { poem(id: $id) { voteCount } }`;

onPostgres('through PgBouncer in transaction mode', () => {
  let primary: PostgresServer;
  let bouncer: PgBouncer;
  const servers: TestServer[] = [];

  beforeAll(async () => {
    primary = await startPrimary();
    // Two server connections for twenty of the app's: each transaction lands on whichever is free,
    // as under load, so a statement prepared by name on one is soon missing on the other.
    bouncer = await startPgBouncer(primary, { poolSize: 2 });
  });
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => server.close()));
  });
  afterAll(async () => {
    await bouncer?.close();
    await removeServers(primary);
  });

  /** The app on a fresh database through the pooler, LISTEN and migrations straight to the primary. */
  async function startPooledApp(settings: Record<string, string> = { statement_timeout: `${STATEMENT_TIMEOUT_MS}ms` }): Promise<TestServer> {
    const name = `spoken_${randomBytes(4).toString('hex')}`;
    const direct = await createDatabase(primary, name, settings);
    const server = await startTestServer({ env: { DATABASE_URL: bouncer.url(name), DIRECT_DATABASE_URL: direct, DATABASE_POOLER: 'transaction' } });
    servers.push(server);
    return server;
  }

  it('refuses to start when the database sets no statement_timeout for the pooled connections', async () => {
    await expect(startPooledApp({})).rejects.toThrow(/DATABASE_POOLER=transaction: the database sets no statement_timeout/);
  });

  it('counts votes, runs jobs, keeps statement_timeout and delivers live tallies through the pooler', async () => {
    const server = await startPooledApp();
    const { runtime } = server.server;
    const timeout = await runtime.connection.executeSql('show statement_timeout');
    expect(timeout.rows).toEqual([{ statement_timeout: '5s' }]);

    const topic = await seedTopic(server.db);
    const poem = await seedApprovedPoem(server, topic.id);
    const watcher = await openSocket(server);
    const tallies = watcher.subscribe<{ topicVotes: { tallies: { poemId: string; voteCount: number }[] } }>(WATCH, { topicId: topic.id });
    await until(() => server.server.fanout.watcherCount(topicVotesChannel(topic.id)) === 1, 'the watcher never started watching');

    const voters = await signedInPoets(server, 12);
    const answers = await Promise.all(voters.map((voter) => gql<{ setVote: { tally: { voteCount: number } } }>(server, SET_VOTE, { poemId: poem.id }, { token: voter.token })));
    expect(answers.map((answer) => answer.errors)).toEqual(voters.map(() => undefined));
    expect((await gql<{ poem: { voteCount: number } }>(server, POEM, { id: poem.id })).data?.poem.voteCount).toBe(12);
    await until(async () => (await tallies.next(5_000)).topicVotes.tallies.some((tally) => tally.voteCount === 12), 'the last tally never reached the watcher', { timeoutMs: 10_000 });
    await watcher.dispose();

    const beatId = randomUUID();
    const received: string[] = [];
    runtime.jobs.work('beat-duration', async ({ beatId: id }) => void received.push(id));
    await runtime.jobs.send(runtime.db, 'beat-duration', { beatId });
    await until(() => received.includes(beatId), 'the job sent through the pooler never ran', { timeoutMs: 15_000, intervalMs: 100 });
    await until(async () => (await runtime.jobs.unfinished('beat-duration')) === 0, 'the job was never completed', { timeoutMs: 10_000, intervalMs: 100 });
  });

  it('casts each vote through a function, whose plan the server connections keep where no statement can be prepared by name', async () => {
    const server = await startPooledApp({ statement_timeout: `${STATEMENT_TIMEOUT_MS}ms`, track_functions: 'pl' });
    const topic = await seedTopic(server.db);
    const poem = await seedApprovedPoem(server, topic.id);
    const voters = await signedInPoets(server, 6);
    for (const voter of voters) expect((await gql(server, SET_VOTE, { poemId: poem.id }, { token: voter.token })).errors).toBeUndefined();

    // PostgreSQL reports a server connection's calls once it is idle, within about ten seconds.
    const calls = () =>
      withPostgresClient(server.env.DIRECT_DATABASE_URL as string, async (client) => {
        const { rows } = await client.query<{ calls: number | null }>(`select sum(calls)::int as calls from pg_stat_user_functions where funcname like 'add\\_vote\\_%'`);
        return rows[0]?.calls ?? null;
      });
    await until(async () => (await calls()) === voters.length, 'the votes were not cast through the function', { timeoutMs: 20_000, intervalMs: 250 });
  });

  it('answers votes cleanly while the pooler restarts, recovers, and counts each vote once', async () => {
    const server = await startPooledApp();
    const topic = await seedTopic(server.db);
    const poem = await seedApprovedPoem(server, topic.id);
    const voters = await signedInPoets(server, 40);

    const failures: GraphQLResponse[] = [];
    let restarted = false;
    /** Each voter votes until a vote is answered, as a person tapping again after an error would. */
    const voteUntilAnswered = async (token: string) => {
      for (;;) {
        const answer = await gql(server, SET_VOTE, { poemId: poem.id }, { token });
        if (!answer.errors) return;
        failures.push(answer);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    const voting = Promise.all(
      voters.map(async (voter, index) => {
        await new Promise((resolve) => setTimeout(resolve, index * 25));
        await voteUntilAnswered(voter.token);
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    await bouncer.stop();
    await new Promise((resolve) => setTimeout(resolve, 700));
    await bouncer.start();
    restarted = true;
    await voting;

    expect(restarted).toBe(true);
    expect(failures.length).toBeGreaterThan(0);
    for (const failure of failures) {
      expect(failure.errors).toEqual([expect.objectContaining({ message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } })]);
    }
    const counted = await withPostgresClient(server.env.DIRECT_DATABASE_URL as string, async (client) => {
      const { rows } = await client.query<{ votes: number; tally: number }>(
        'select (select count(*)::int from votes where poem_id = $1) as votes, (select vote_count from submissions where id = $1) as tally',
        [poem.id],
      );
      return rows[0];
    });
    expect(counted).toEqual({ votes: voters.length, tally: voters.length });
  });
});
