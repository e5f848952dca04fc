import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { gql } from '../utils/graphql';
import { metricSample as sample } from '../utils/metrics';
import { seedApprovedPoem, seedTopic, seedUser, signIn } from '../utils/scenarios';
import { startTestServer, type TestServer } from '../utils/server';
import { until } from '../utils/until';
import { withTestServer } from '../utils/withTestServer';

const SET_VOTE = `mutation Vote($poemId: ID!, $voted: Boolean!) { setVote(input: { poemId: $poemId, voted: $voted }) { voted } }`;

async function scrape(server: Pick<TestServer, 'url'>, headers: Record<string, string> = {}): Promise<string> {
  const response = await fetch(`${server.url}/metrics`, { headers });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.text();
}

describe('/metrics', () => {
  const given = withTestServer({ mailbox: true });

  it('counts votes, requests by operation, mail, watchers, queue depth, the database and the event loop', async () => {
    const { server } = given;
    const topic = await seedTopic(server.db);
    const poems = await Promise.all([seedApprovedPoem(server, topic.id), seedApprovedPoem(server, topic.id)]);
    const voter = await signIn(server, await seedUser(server.db));
    const before = await scrape(server);
    const castBefore = sample(before, 'spoken_votes_total{change="cast"}') ?? 0;

    for (const poem of poems) expect((await gql(server, SET_VOTE, { poemId: poem.id, voted: true }, { token: voter.token })).errors).toBeUndefined();
    expect((await gql(server, SET_VOTE, { poemId: poems[0]!.id, voted: false }, { token: voter.token })).errors).toBeUndefined();
    await gql(server, 'mutation { requestPasswordReset(input: { email: "nobody-here@gmail.com" }) { message } }');
    const someone = await seedUser(server.db);
    await gql(server, 'mutation Reset($email: String!) { requestPasswordReset(input: { email: $email }) { message } }', { email: someone.email });
    await given.mailbox.next(someone.email);
    await until(async () => (sample(await scrape(server), 'spoken_mail_total{outcome="sent"}') ?? 0) >= 1, 'the mail sent is counted');

    const text = await scrape(server);
    expect(sample(text, 'spoken_votes_total{change="cast"}')).toBe(castBefore + 2);
    expect(sample(text, 'spoken_votes_total{change="taken_back"}')).toBe(1);
    expect(sample(text, 'spoken_http_request_duration_seconds_count{route="graphql",operation="Mutation.setVote",status="200"}')).toBe(3);
    expect(sample(text, 'spoken_live_watchers')).toBe(0);
    expect(sample(text, 'spoken_job_queue_depth{queue="transcode-video"}')).toBe(0);
    expect(sample(text, `spoken_database_engine{engine="${server.engine}"}`)).toBe(1);
    if (server.engine === 'postgres') expect(sample(text, 'spoken_database_pool_connections{state="max"}')).toBe(20);
    else expect(text).not.toMatch(/^spoken_database_pool_connections\{/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds \d/m);
    expect(text).toMatch(/^# TYPE spoken_transcode_duration_seconds histogram$/m);
    expect(text).toMatch(/^# TYPE spoken_live_round_turn_seconds histogram$/m);
  });

  it('labels requests with operations the schema names, never with what a client sends', async () => {
    const { server } = given;
    const garbage = `x${randomBytes(8).toString('hex')}`;
    const asked = await fetch(server.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: `query ${garbage} { viewer { id } }`, operationName: garbage }),
    });
    expect(asked.status).toBe(200);
    await gql(server, `{ ${garbage} }`);
    await gql(server, 'this is not GraphQL');
    await (await fetch(`${server.url}/${garbage}`)).text();
    // A page's answer is counted once it has all gone out, which may be just after the client has it.
    const webRequests = /^spoken_http_request_duration_seconds_count\{route="web",operation="-",status="\d+"\} \d/m;
    await until(async () => webRequests.test(await scrape(server)), 'the page request is counted');

    const text = await scrape(server);
    expect(text).not.toContain(garbage);
    expect(sample(text, 'spoken_http_request_duration_seconds_count{route="graphql",operation="Query.viewer",status="200"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'spoken_http_request_duration_seconds_count{route="graphql",operation="-",status="400"}')).toBe(2);
  });

  it('answers this machine only when no token is set, as if nothing were there for anyone else', async () => {
    const proxied = await fetch(`${given.server.url}/metrics`, { headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(proxied.status).toBe(404);
    expect(await proxied.text()).not.toContain('spoken_');
  });
});

describe('/metrics with METRICS_TOKEN', () => {
  const token = randomBytes(24).toString('hex');
  const given = withTestServer({ env: { METRICS_TOKEN: token } });

  it('answers only requests bearing the token', async () => {
    for (const authorization of [undefined, 'Bearer wrong', `Bearer ${token}x`, token]) {
      const response = await fetch(`${given.server.url}/metrics`, { headers: authorization ? { authorization } : {} });
      expect(response.status).toBe(401);
      expect(await response.text()).not.toContain('spoken_');
    }
    expect(await scrape(given.server, { authorization: `Bearer ${token}`, 'x-forwarded-for': '203.0.113.9' })).toContain('spoken_votes_total');
  });
});

describe('/readyz and /healthz', () => {
  it('is ready while the database answers, not ready while it is away, and ready again when it is back; /healthz stays live', async () => {
    const server = await startTestServer();
    const status = async (path: string) => (await fetch(`${server.url}${path}`)).status;
    const database = databaseSwitch(server);
    try {
      expect(await status('/readyz')).toBe(200);
      await database.away();
      await until(async () => (await status('/readyz')) === 503, 'not ready once the database is away', { timeoutMs: 10_000, intervalMs: 200 });
      expect(await (await fetch(`${server.url}/readyz`)).json()).toEqual({ status: 'unavailable', reason: 'database' });
      expect(await status('/healthz')).toBe(200);
      if (database.back) {
        await database.back();
        await until(async () => (await status('/readyz')) === 200, 'ready again once the database is back', { timeoutMs: 10_000, intervalMs: 200 });
      }
    } finally {
      await database.back?.();
      await server.close().catch(() => undefined);
    }
  });
});

/**
 * Takes the server's database away. PostgreSQL: refuses new connections to it and ends the open
 * ones, until it is allowed back. PGlite lives in the server's process: it is closed, for good.
 */
function databaseSwitch(server: TestServer): { away(): Promise<void>; back?: () => Promise<void> } {
  const url = server.env.DATABASE_URL;
  if (!url) return { away: () => server.server.connection.close() };
  const name = new URL(url).pathname.slice(1);
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  let away = false;
  return {
    away: async () => {
      away = true;
      await admin(`alter database ${name} allow_connections false`);
      await admin(`select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}' and pid <> pg_backend_pid()`);
    },
    back: async () => {
      if (!away) return;
      away = false;
      await admin(`alter database ${name} allow_connections true`);
    },
  };
}
