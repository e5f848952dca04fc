import { sql } from 'drizzle-orm';
import { errorCode, gql } from '../utils/graphql';
import { seedUser, signIn } from '../utils/scenarios';
import { startTestServer, type TestServer } from '../utils/server';

async function postRaw(server: TestServer, body: string): Promise<{ status: number; text: string }> {
  const response = await fetch(server.graphqlUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  return { status: response.status, text: await response.text() };
}

describe('bad requests', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('explains malformed GraphQL', async () => {
    const response = await gql(server, '{ viewer { id ');
    expect(response.status).toBe(400);
    expect(errorCode(response)).toBe('GRAPHQL_PARSE_FAILED');
    expect(response.errors?.[0]?.message).toMatch(/Syntax Error/);
  });

  it('names an unknown field', async () => {
    const response = await gql(server, '{ viewer { id passwordHash } }');
    expect(errorCode(response)).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(response.errors?.[0]?.message).toMatch(/Cannot query field "passwordHash" on type "Account"/);
  });

  it('answers an unreadable body with a short error, not a stack trace', async () => {
    const response = await postRaw(server, '{"query": ');
    expect(response.status).toBe(400);
    expect(JSON.parse(response.text)).toEqual({ errors: [{ message: 'The request could not be read.', extensions: { code: 'BAD_REQUEST' } }] });
  });

  it('refuses an oversize body', async () => {
    const response = await postRaw(server, JSON.stringify({ query: `{ viewer { id } } # ${'x'.repeat(300_000)}` }));
    expect(response.status).toBe(413);
    expect(response.text).not.toMatch(/at \w+ \(/);
  });
});

describe('unexpected failures', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('reach the client as "Internal server error" with no internals', async () => {
    const { token } = await signIn(server, await seedUser(server.db));
    await server.db.execute(sql`drop table sessions`);
    const response = await gql(server, '{ viewer { id } }', {}, { token });
    const text = JSON.stringify(response.errors);
    expect(response.errors?.[0]?.message).toBe('Internal server error');
    expect(text).not.toMatch(/sessions|relation|stack|at \w+ \(/i);
  });
});
