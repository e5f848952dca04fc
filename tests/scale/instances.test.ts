import { createHmac } from 'node:crypto';
import { request } from 'node:http';
import { eq } from 'drizzle-orm';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { submissions, votes } from '../../server/db/schema';
import { passwordHashOfPassword } from '../utils/accounts';
import { makeClip } from '../utils/clips';
import { errorCode, gql } from '../utils/graphql';
import { metricSample } from '../utils/metrics';
import type { ServerProcess } from '../utils/process';
import { startProxy, type Proxy } from '../utils/proxy';
import { decodedText, rawRequest } from '../utils/rawRequest';
import { startTestS3, type TestS3 } from '../utils/s3';
import { poetsAndAdmin, seedApprovedPoem, seedTopic, seedUser, signedInPoets, type SignedIn } from '../utils/scenarios';
import { startTestServer, startTestServerProcess, type TestServer } from '../utils/server';
import { until } from '../utils/until';
import { submitPoemGql } from '../utils/videoUpload';

const SET_VOTE = `mutation Vote($poemId: ID!) { setVote(input: { poemId: $poemId, voted: true }) { tally { voteCount } } }`;
const TALLIES = `query Tallies($topicId: ID!) { votingPoems(topicId: $topicId, first: 50) { nodes { id voteCount voteVersion } } }`;
const WATCH = `subscription Watch($topicId: ID!) { topicVotes(topicId: $topicId) { tallies { poemId voteCount voteVersion } } }`;
const SUBMIT = `mutation Submit($input: SubmitPoemInput!) { submitPoem(input: $input) { submission { id } } }`;
const SUBMISSION = `query Submission($id: ID!) { submission(id: $id) { processingState renditions { height url } } }`;
const LOGIN = `mutation Login($input: LoginInput!) { login(input: $input) { account { id } } }`;

// The proxy connects to the instances from 127.0.0.1, and clients reach it from other loopback addresses.
const INSTANCE_ENV = { TRUST_PROXY: '127.0.0.1', WORKER: 'in-process', JOB_TAKEOVER_AFTER_S: '5' };

type Tally = { poemId: string; voteCount: number; voteVersion: number };

/** Where a client sends its operations: an instance, or the proxy in front of them. */
type Endpoint = Pick<Proxy, 'graphqlUrl' | 'wsUrl'>;

/** The live-feed subscriptions an instance holds now, as its metrics say. */
async function liveWatchers(instance: ServerProcess): Promise<number> {
  return metricSample(await (await fetch(`${instance.url}/metrics`)).text(), 'spoken_live_watchers') ?? 0;
}

/** Resolves once `instances` hold `count` live watchers between them: a vote made after reaches every one. */
async function untilWatching(instances: ServerProcess[], count: number): Promise<void> {
  const held = async () => (await Promise.all(instances.map(liveWatchers))).reduce((sum, each) => sum + each, 0);
  await until(async () => (await held()) >= count, `fewer than ${count} live watchers`, { timeoutMs: 15_000, intervalMs: 100 });
}

/** A watcher as the web app is one: it reconnects, re-reads the tallies when it does, and keeps each poem's newest count. */
class Watcher {
  readonly counts = new Map<string, Tally>();
  reconnections = 0;
  private readonly client: Client;

  constructor(endpoint: Endpoint, topicId: string) {
    this.client = createClient({
      url: endpoint.wsUrl,
      webSocketImpl: WebSocket,
      retryAttempts: Number.POSITIVE_INFINITY,
      retryWait: () => new Promise((resolve) => setTimeout(resolve, 200)),
      shouldRetry: () => true,
      on: {
        connected: (_socket, _payload, wasRetry) => {
          if (!wasRetry) return;
          this.reconnections += 1;
          void this.readTallies(endpoint, topicId);
        },
      },
    });
    this.client.subscribe<{ topicVotes: { tallies: Tally[] } }>(
      { query: WATCH, variables: { topicId } },
      { next: ({ data }) => data?.topicVotes.tallies.forEach((tally) => this.take(tally)), error: () => undefined, complete: () => undefined },
    );
  }

  private async readTallies(endpoint: Endpoint, topicId: string): Promise<void> {
    const read = await gql<{ votingPoems: { nodes: { id: string; voteCount: number; voteVersion: number }[] } }>(endpoint, TALLIES, { topicId });
    for (const poem of read.data?.votingPoems.nodes ?? []) this.take({ poemId: poem.id, voteCount: poem.voteCount, voteVersion: poem.voteVersion });
  }

  private take(tally: Tally): void {
    const known = this.counts.get(tally.poemId);
    if (!known || tally.voteVersion > known.voteVersion) this.counts.set(tally.poemId, tally);
  }

  dispose(): Promise<void> {
    return this.client.dispose() as Promise<void>;
  }
}

/** A GraphQL POST from a given local address, with extra headers: what the proxy is sent by one client. */
function postFrom(localAddress: string, url: string, body: object, headers: Record<string, string>): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const sent = request(url, { method: 'POST', localAddress, headers: { 'content-type': 'application/json', ...headers } }, (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => resolve(JSON.parse(text)));
    });
    sent.once('error', reject);
    sent.end(JSON.stringify(body));
  });
}

const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

// Media in a bucket (s3rver) that both instances use, so they share no disk.
onPostgres('two instances behind nginx', () => {
  let s3: TestS3;
  let seed: TestServer;
  let first: ServerProcess;
  let second: ServerProcess;
  let proxy: Proxy;

  beforeAll(async () => {
    s3 = await startTestS3();
    seed = await startTestServer({ env: s3.serverEnv() });
    [first, second] = await Promise.all([startTestServerProcess(seed, INSTANCE_ENV), startTestServerProcess(seed, INSTANCE_ENV)]);
    proxy = await startProxy([first, second]);
  });
  afterAll(async () => {
    await proxy?.stop();
    await Promise.all([first?.stop(), second?.stop()]);
    await seed?.close();
    await s3?.close();
  });

  it('hands a vote cast on one instance to a watcher on the other, and to one behind the proxy', async () => {
    const topic = await seedTopic(seed.db);
    const poem = await seedApprovedPoem(seed, topic.id);
    const [voter] = (await signedInPoets(seed, 1)) as [SignedIn];
    const direct = new Watcher(second, topic.id);
    const proxied = new Watcher(proxy, topic.id);
    // Both must be subscribed before the vote: its batch goes only to those watching then.
    await untilWatching([first, second], 2);
    expect((await gql(first, SET_VOTE, { poemId: poem.id }, { token: voter.token })).errors).toBeUndefined();
    await until(() => direct.counts.get(poem.id)?.voteCount === 1, 'the watcher on the other instance never saw the vote');
    await until(() => proxied.counts.get(poem.id)?.voteCount === 1, 'the watcher behind the proxy never saw the vote');
    await Promise.all([direct.dispose(), proxied.dispose()]);
  });

  // A client at the proxy's own address stands for one on the proxy's private network, which the
  // app would believe if the proxy passed on what the client said.
  it("sees each client's own address through the proxy, never one it forges, wherever the client is", async () => {
    const topic = await seedTopic(seed.db);
    const hashOf = (ip: string) => createHmac('sha256', seed.server.runtime.config.secrets.voteAddressKey).update(`vote-ip\n${ip}`).digest('base64url');
    for (const client of ['127.0.0.9', '127.0.0.1']) {
      const poem = await seedApprovedPoem(seed, topic.id);
      const [voter] = (await signedInPoets(seed, 1)) as [SignedIn];
      const answer = await postFrom(client, `${proxy.url}/graphql`, { query: SET_VOTE, variables: { poemId: poem.id } }, {
        authorization: `Bearer ${voter.token}`,
        'x-forwarded-for': '203.0.113.7',
      });
      expect(answer).toMatchObject({ data: { setVote: { tally: { voteCount: 1 } } } });
      const [row] = await seed.db.select({ ipHash: votes.ipHash }).from(votes).where(eq(votes.poemId, poem.id));
      expect(row?.ipHash).toBe(hashOf(client));
    }
  });

  it("passes the instances' compressed answers through as they are, by each client's Accept-Encoding", async () => {
    const body = JSON.stringify({ query: '{ __schema { types { name description } } }' });
    for (const encoding of ['br', 'gzip']) {
      const answer = await rawRequest(`${proxy.url}/graphql`, { 'content-type': 'application/json', 'accept-encoding': encoding }, body);
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(answer.headers.vary).toMatch(/Accept-Encoding/);
      expect(JSON.parse(decodedText(answer))).toMatchObject({ data: { __schema: { types: expect.any(Array) } } });
    }
  });

  it('holds a rate limit reached on one instance on the other', async () => {
    const user = await seedUser(seed.db, { passwordHash: await passwordHashOfPassword() });
    const wrong = { input: { email: user.email, password: 'not-the-password-at-all' } };
    for (let attempt = 0; attempt < 10; attempt += 1) expect(errorCode(await gql(first, LOGIN, wrong))).toBe('UNAUTHENTICATED');
    const refused = await gql(second, LOGIN, wrong);
    expect(refused.errors?.[0]?.message).toMatch(/^Too many failed sign-in attempts for this account\./);
  });

  // The upload's requests (begin, then send) pass the proxy, which keeps them on one instance: the
  // unfinished bytes are on the disk of the instance that began it.
  it('plays a video uploaded resumably through the proxy through each instance and the proxy', async () => {
    const { poet } = await poetsAndAdmin(seed);
    const topic = await seedTopic(seed.db);
    const clip = await makeClip({ seconds: 2, width: 640, height: 360, container: 'mp4' });
    const submitted = await submitPoemGql<{ submitPoem: { submission: { id: string } } }>(
      proxy,
      SUBMIT,
      { input: { topicId: topic.id, title: 'Two rooms', transcript: 'One voice, two doors.' } },
      { 'input.video': { content: clip, name: 'two-rooms.mp4' } },
      { token: poet.token },
    );
    const id = submitted.data?.submitPoem.submission.id as string;
    type Read = { submission: { processingState: string; renditions: { height: number; url: string }[] } };
    const rendition = await until(
      async () => {
        const read = await gql<Read>(second, SUBMISSION, { id }, { token: poet.token });
        return read.data?.submission.processingState === 'READY' ? read.data.submission.renditions[0] : undefined;
      },
      'the video was never processed',
      { timeoutMs: 60_000, intervalMs: 200 },
    );
    for (const base of [first.url, second.url, proxy.url]) {
      const response = await fetch(`${base}${rendition?.url}`, { headers: { range: 'bytes=0-99' } });
      expect(response.status).toBe(206);
      expect((await response.arrayBuffer()).byteLength).toBe(100);
    }
    expect((await s3.objects()).map((object) => object.key)).toContain(new URL(rendition?.url ?? '', proxy.url).pathname.replace('/media/', ''));
  });

  it('moves the watchers of an instance that dies to the other, missing no tally', async () => {
    const topic = await seedTopic(seed.db);
    const poems = await Promise.all(Array.from({ length: 5 }, () => seedApprovedPoem(seed, topic.id)));
    const voters = await signedInPoets(seed, 24);
    // Round robin: half of them on each instance.
    const watchers = Array.from({ length: 6 }, () => new Watcher(proxy, topic.id));
    await untilWatching([first, second], 6);
    const voteAll = async (who: SignedIn[]) => {
      for (const voter of who) for (const poem of poems) await gql(second, SET_VOTE, { poemId: poem.id }, { token: voter.token });
    };
    await voteAll(voters.slice(0, 8));
    const dying = voteAll(voters.slice(8, 16));
    await first.kill();
    await dying;
    await until(() => watchers.some((watcher) => watcher.reconnections > 0), 'no watcher was on the instance that died', { timeoutMs: 15_000 });
    await untilWatching([second], 6);
    await voteAll(voters.slice(16));
    const rows = await seed.db.select({ id: submissions.id, voteCount: submissions.voteCount }).from(submissions).where(eq(submissions.topicId, topic.id));
    const final = Object.fromEntries(rows.map((row) => [row.id, row.voteCount]));
    expect(Object.values(final)).toEqual(poems.map(() => 24));
    for (const watcher of watchers) {
      await until(
        () => poems.every((poem) => watcher.counts.get(poem.id)?.voteCount === final[poem.id]),
        () => `a watcher ended at ${JSON.stringify([...watcher.counts.values()].map((tally) => tally.voteCount))}`,
        { timeoutMs: 10_000 },
      );
    }
    await Promise.all(watchers.map((watcher) => watcher.dispose()));
  });
});
