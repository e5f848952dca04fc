import type { Client } from 'graphql-ws';
import { gql, type GraphQLResponse } from '../utils/graphql';
import { openSocket, runOnSocket, untilSubscribed, type Socket } from '../utils/sockets';
import { listedDocument } from '../utils/trustedDocuments';
import { withTestServer } from '../utils/withTestServer';

const TOPICS = listedDocument('ActiveTopicsQuery');
const TOPICS_CHANGED = listedDocument('ActiveTopicsChangedSubscription');
const PHONE_SHOWS = listedDocument('PhoneRunningShowsQuery');
const UNKNOWN_HASH = `sha256:${'0'.repeat(64)}`;
const ARBITRARY = '{ topics { id title description } }';
/** A listed document's text with one field added, as a caller fishing for more would send it. */
const WIDENED = TOPICS.text.replace('votingOpen }', 'votingOpen submissionCount }');
const REFUSAL = { errors: [{ message: 'This operation is not allowed.', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }] };

const persisted = (hash: string) => ({ persistedQuery: { version: 1, sha256Hash: hash } });

async function post(graphqlUrl: string, body: Record<string, unknown>): Promise<GraphQLResponse> {
  const response = await fetch(graphqlUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: response.status, headers: response.headers, ...((await response.json()) as object) };
}

async function get(graphqlUrl: string, params: Record<string, string>): Promise<GraphQLResponse> {
  const url = new URL(graphqlUrl);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  // Apollo Server's CSRF prevention takes a GET only with this header.
  const response = await fetch(url, { headers: { 'apollo-require-preflight': 'true' } });
  return { status: response.status, headers: response.headers, ...((await response.json()) as object) };
}

/** Runs an operation sent as a hash over the socket, with the empty text graphql-ws asks for. */
function runHashOnSocket(client: Client, hash: string): Promise<{ data?: unknown; errors?: unknown }> {
  return new Promise((resolve) => {
    client.subscribe(
      { query: '', extensions: persisted(hash) },
      { next: (result) => resolve(result), error: (errors) => resolve({ errors }), complete: () => resolve({}) },
    );
  });
}

const bodyOf = ({ data, errors }: GraphQLResponse) => ({ ...(data !== undefined ? { data } : {}), ...(errors ? { errors } : {}) });

describe('with only trusted documents (as in production)', () => {
  const given = withTestServer({ env: { TRUSTED_DOCUMENTS_ONLY: 'true' } });
  let socket: Socket;
  beforeAll(async () => {
    socket = await openSocket(given.server);
  });
  afterAll(() => socket.dispose());

  it("runs the web app's and the phone page's documents by their hash, over POST and GET", async () => {
    const byPost = await post(given.server.graphqlUrl, { extensions: persisted(TOPICS.hash) });
    expect(byPost.status).toBe(200);
    expect(byPost.errors).toBeUndefined();
    expect(byPost.data).toEqual({ __typename: 'Query', topics: [] });

    const byGet = await get(given.server.graphqlUrl, { extensions: JSON.stringify(persisted(TOPICS.hash)) });
    expect(byGet.status).toBe(200);
    expect(byGet.data).toEqual({ __typename: 'Query', topics: [] });

    const phone = await post(given.server.graphqlUrl, { extensions: persisted(PHONE_SHOWS.hash), variables: {} });
    expect(phone.data).toEqual({ runningLiveShows: [] });
  });

  it("runs a listed document sent as its exact text, and a hash sent with its own document's text", async () => {
    expect((await gql(given.server, TOPICS.text)).data).toEqual({ __typename: 'Query', topics: [] });
    expect((await post(given.server.graphqlUrl, { query: TOPICS.text, extensions: persisted(TOPICS.hash) })).data).toEqual({ __typename: 'Query', topics: [] });
  });

  it('refuses an unknown hash, any other text and a listed text with one field added, with 400 and nothing run', async () => {
    const refused = [
      await post(given.server.graphqlUrl, { extensions: persisted(UNKNOWN_HASH) }),
      await get(given.server.graphqlUrl, { extensions: JSON.stringify(persisted(UNKNOWN_HASH)) }),
      await gql(given.server, ARBITRARY),
      await get(given.server.graphqlUrl, { query: ARBITRARY }),
      await gql(given.server, WIDENED),
      // A listed hash does not vouch for other text sent beside it.
      await post(given.server.graphqlUrl, { query: WIDENED, extensions: persisted(TOPICS.hash) }),
      await post(given.server.graphqlUrl, { variables: {} }),
    ];
    for (const response of refused) {
      expect(response.status).toBe(400);
      expect(bodyOf(response)).toEqual(REFUSAL);
    }
  });

  it('refuses an arbitrary operation in a multipart upload before reading its files', async () => {
    const form = new FormData();
    form.append('operations', JSON.stringify({ query: 'mutation ($file: Upload!) { uploadBeat(input: { file: $file, title: "x" }) { id } }', variables: { file: null } }));
    form.append('map', JSON.stringify({ 1: ['variables.file'] }));
    form.append('1', new Blob(['not a beat']), 'beat.mp3');
    const response = await fetch(given.server.graphqlUrl, { method: 'POST', headers: { 'apollo-require-preflight': 'true' }, body: form });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(REFUSAL);
  });

  it('on the socket runs listed hashes, queries and subscriptions alike, and refuses the rest', async () => {
    expect(await runHashOnSocket(socket.client, TOPICS.hash)).toEqual({ data: { __typename: 'Query', topics: [] } });
    const before = given.server.server.subscriptionCount();
    const subscription = socket.client.subscribe({ query: '', extensions: persisted(TOPICS_CHANGED.hash) }, { next: () => undefined, error: () => undefined, complete: () => undefined });
    await untilSubscribed(given.server, before + 1);
    subscription();

    expect((await runHashOnSocket(socket.client, UNKNOWN_HASH)).errors).toEqual(REFUSAL.errors);
    expect((await runOnSocket(socket, ARBITRARY)).errors).toEqual(REFUSAL.errors);
    expect((await runOnSocket(socket, WIDENED)).errors).toEqual(REFUSAL.errors);
  });
});

describe('in development', () => {
  const given = withTestServer();

  it('runs any operation sent as text, on HTTP and the socket, and still refuses an unknown hash', async () => {
    const arbitrary = await gql(given.server, ARBITRARY);
    expect(arbitrary.status).toBe(200);
    expect(arbitrary.data).toEqual({ topics: [] });
    const socket = await openSocket(given.server);
    try {
      expect(await runOnSocket(socket, ARBITRARY)).toEqual({ data: { topics: [] } });
    } finally {
      await socket.dispose();
    }
    const unknown = await post(given.server.graphqlUrl, { extensions: persisted(UNKNOWN_HASH) });
    expect(unknown.status).toBe(400);
    expect(bodyOf(unknown)).toEqual(REFUSAL);
  });
});
