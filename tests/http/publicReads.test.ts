import { eq } from 'drizzle-orm';
import { submissions } from '../../server/db/schema';
import { readAccessDeclarations } from '../../server/graphql/access';
import { resolvers } from '../../server/graphql/resolvers';
import { createSchema, loadTypeDefs } from '../../server/graphql/schema';
import { PUBLIC_READ_FIELDS } from '../../server/http/publicReads';
import { SESSION_COOKIE } from '../../server/http/cookies';
import { gql } from '../utils/graphql';
import { seedApprovedPoem, seedSubmission, seedTopic, signedInPoets, type SignedIn } from '../utils/scenarios';
import { startTestServer, type TestServer } from '../utils/server';
import { listedDocument } from '../utils/trustedDocuments';
import { until } from '../utils/until';
import { withTestServer } from '../utils/withTestServer';

const SET_VOTE = 'mutation ($poemId: ID!) { setVote(input: { poemId: $poemId, voted: true }) { voted } }';
const TAKE_DOWN = 'mutation ($id: ID!) { takeDownSubmission(input: { id: $id, reason: "Copied." }) { submission { id } } }';
const SET_TOPIC_ACTIVE = 'mutation ($id: ID!) { setTopicActive(input: { id: $id, active: false }) { topic { id } } }';

interface Answer {
  status: number;
  contentType: string | null;
  cacheControl: string | null;
  body: string;
}

/**
 * A listed read sent by its hash, as the web app sends it (with Apollo Client's own extension): by a visitor (kept answers), by a
 * signed-in person, or by a visitor whose cookie names no session, who is answered as a visitor
 * but never from what is kept.
 */
async function read(server: Pick<TestServer, 'graphqlUrl'>, operation: string, variables: Record<string, unknown>, as: { token?: string; uncached?: true } = {}): Promise<Answer> {
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/graphql-response+json,application/json;q=0.9' };
  if (as.token) headers.authorization = `Bearer ${as.token}`;
  if (as.uncached) headers.cookie = `${SESSION_COOKIE}=not-a-session`;
  const extensions = { persistedQuery: { version: 1, sha256Hash: listedDocument(operation).hash }, clientLibrary: { name: '@apollo/client', version: '4.0.0' } };
  const response = await fetch(server.graphqlUrl, { method: 'POST', headers, body: JSON.stringify({ operationName: operation, variables, extensions }) });
  return { status: response.status, contentType: response.headers.get('content-type'), cacheControl: response.headers.get('cache-control'), body: await response.text() };
}

const poemOf = (answer: Answer) => (JSON.parse(answer.body) as { data: { poem: { title: string; voteCount: number; voteVersion: number } | null } }).data.poem;

describe("a visitor's public reads", () => {
  const given = withTestServer({ people: true });
  let topicId: string;
  beforeAll(async () => {
    topicId = (await seedTopic(given.server.db)).id;
  });

  it('keeps only reads whose every root field anyone may call', () => {
    const access = readAccessDeclarations(createSchema(loadTypeDefs(), resolvers));
    const fields = [...PUBLIC_READ_FIELDS].filter((field) => field !== '__typename');
    expect(fields.filter((field) => access.get(`Query.${field}`)?.kind !== 'public')).toEqual([]);
  });

  it('answers a read as Apollo Server does, from the answer kept until the content changes', async () => {
    const poem = await seedApprovedPoem(given.server, topicId, { title: 'Kept' });
    const kept = await read(given.server, 'PoemPageQuery', { id: poem.id });
    const fresh = await read(given.server, 'PoemPageQuery', { id: poem.id }, { uncached: true });
    expect(kept).toEqual(fresh);
    expect(poemOf(kept)?.title).toBe('Kept');
    // Written past the services, so no event says so: the kept answer stays.
    await given.server.db.update(submissions).set({ title: 'Renamed' }).where(eq(submissions.id, poem.id));
    expect(poemOf(await read(given.server, 'PoemPageQuery', { id: poem.id }))?.title).toBe('Kept');
    expect(poemOf(await read(given.server, 'PoemPageQuery', { id: poem.id }, { uncached: true }))?.title).toBe('Renamed');
    // Any content change forgets every kept answer: here another poem taken down.
    const other = await seedApprovedPoem(given.server, topicId);
    expect((await gql(given.server, TAKE_DOWN, { id: other.id }, { token: given.admin.token })).errors).toBeUndefined();
    await until(async () => poemOf(await read(given.server, 'PoemPageQuery', { id: poem.id }))?.title === 'Renamed', 'the kept answer outlived a content change');
  });

  it('brings the counts of a kept answer up to the newest tally', async () => {
    const poem = await seedApprovedPoem(given.server, topicId);
    const [voter] = (await signedInPoets(given.server, 1)) as [SignedIn];
    expect(poemOf(await read(given.server, 'PoemPageQuery', { id: poem.id }))?.voteCount).toBe(0);
    expect((await gql(given.server, SET_VOTE, { poemId: poem.id }, { token: voter.token })).errors).toBeUndefined();
    await until(async () => poemOf(await read(given.server, 'PoemPageQuery', { id: poem.id }))?.voteCount === 1, 'the kept answer never took the vote in');
    expect(await read(given.server, 'PoemPageQuery', { id: poem.id })).toEqual(await read(given.server, 'PoemPageQuery', { id: poem.id }, { uncached: true }));
  });

  it('never answers a visitor with what only a poet or an admin may see, nor keeps what they are answered', async () => {
    const hidden = await seedTopic(given.server.db, { active: false });
    const onHidden = await seedApprovedPoem(given.server, hidden.id);
    const pending = await seedSubmission(given.server.db, { userId: given.poet.user.id, topicId });
    const ownPoem = await seedApprovedPoem(given.server, topicId, { userId: given.poet.user.id });
    const [voter] = (await signedInPoets(given.server, 1)) as [SignedIn];
    expect((await gql(given.server, SET_VOTE, { poemId: ownPoem.id }, { token: voter.token })).errors).toBeUndefined();
    const unseen: [operation: string, variables: Record<string, string>, secret: string][] = [
      ['ViewerQuery', {}, given.poet.user.email],
      ['PoemPageQuery', { id: pending.id }, pending.id],
      ['PoemPageQuery', { id: onHidden.id }, onHidden.id],
      ['VotingPageQuery', { topicId: hidden.id }, hidden.id],
      // Its poet and a voter are told so (viewerIsPoet, viewerHasVoted); a visitor is not.
      ['PoemPageQuery', { id: ownPoem.id }, '"viewerIsPoet":true'],
      ['PoemPageQuery', { id: ownPoem.id }, '"viewerHasVoted":true'],
    ];
    for (const [operation, variables, secret] of unseen) {
      // The signed-in first, so their answers would be there to find.
      for (const { token } of [given.poet, given.admin, voter]) await read(given.server, operation, variables, { token });
      const visitor = await read(given.server, operation, variables);
      expect({ operation, secret, visitor }).toEqual({ operation, secret, visitor: await read(given.server, operation, variables, { uncached: true }) });
      expect({ operation, secret, shown: visitor.body.includes(secret) }).toEqual({ operation, secret, shown: false });
      const otherPoet = await read(given.server, operation, variables, { token: given.otherPoet.token });
      expect({ operation, secret, shown: otherPoet.body.includes(secret) }).toEqual({ operation, secret, shown: false });
    }
  });

  it('forgets a kept poem once its topic is hidden', async () => {
    const topic = await seedTopic(given.server.db);
    const poem = await seedApprovedPoem(given.server, topic.id);
    expect(poemOf(await read(given.server, 'PoemPageQuery', { id: poem.id }))).not.toBeNull();
    expect((await gql(given.server, SET_TOPIC_ACTIVE, { id: topic.id }, { token: given.admin.token })).errors).toBeUndefined();
    await until(async () => poemOf(await read(given.server, 'PoemPageQuery', { id: poem.id })) === null, 'a poem on a hidden topic was still answered');
  });
});

const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

onPostgres("a visitor's public reads on two instances", () => {
  const given = withTestServer({ people: true });
  let second: TestServer;
  beforeAll(async () => {
    second = await startTestServer({ shareDatabaseWith: given.server });
  });
  afterAll(async () => {
    await second?.close();
  });

  it('forgets what the other instance kept when content changes, and takes in its votes', async () => {
    const topic = await seedTopic(given.server.db);
    const poem = await seedApprovedPoem(given.server, topic.id);
    const [voter] = (await signedInPoets(given.server, 1)) as [SignedIn];
    expect(poemOf(await read(second, 'PoemPageQuery', { id: poem.id }))?.voteCount).toBe(0);
    expect((await gql(given.server, SET_VOTE, { poemId: poem.id }, { token: voter.token })).errors).toBeUndefined();
    await until(async () => poemOf(await read(second, 'PoemPageQuery', { id: poem.id }))?.voteCount === 1, 'the other instance never took the vote in');
    expect((await gql(given.server, TAKE_DOWN, { id: poem.id }, { token: given.admin.token })).errors).toBeUndefined();
    await until(async () => poemOf(await read(second, 'PoemPageQuery', { id: poem.id })) === null, 'the other instance still answered a poem taken down');
  });
});
