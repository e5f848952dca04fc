import { sql } from 'drizzle-orm';
import { errorCode, gql } from '../utils/graphql';
import { seedUser, signIn } from '../utils/scenarios';
import type { TestServer } from '../utils/server';
import { withTestServer } from '../utils/withTestServer';

async function postRaw(server: TestServer, body: string): Promise<{ status: number; text: string }> {
  const response = await fetch(server.graphqlUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  return { status: response.status, text: await response.text() };
}

describe('bad requests', () => {
  const given = withTestServer();

  it('explains malformed GraphQL', async () => {
    const response = await gql(given.server, '{ viewer { id ');
    expect(response.status).toBe(400);
    expect(errorCode(response)).toBe('GRAPHQL_PARSE_FAILED');
    expect(response.errors?.[0]?.message).toMatch(/Syntax Error/);
  });

  it('names an unknown field', async () => {
    const response = await gql(given.server, '{ viewer { id passwordHash } }');
    expect(errorCode(response)).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(response.errors?.[0]?.message).toMatch(/Cannot query field "passwordHash" on type "Account"/);
  });

  it('answers an unreadable body with a short error, not a stack trace', async () => {
    const response = await postRaw(given.server, '{"query": ');
    expect(response.status).toBe(400);
    expect(JSON.parse(response.text)).toEqual({ errors: [{ message: 'The request could not be read.', extensions: { code: 'BAD_REQUEST' } }] });
  });

  it('refuses an oversize body', async () => {
    const response = await postRaw(given.server, JSON.stringify({ query: `{ viewer { id } } # ${'x'.repeat(300_000)}` }));
    expect(response.status).toBe(413);
    expect(response.text).not.toMatch(/at \w+ \(/);
  });
});

describe('unexpected failures', () => {
  const given = withTestServer();

  it('reach the client as "Internal server error" with no internals', async () => {
    const { token } = await signIn(given.server, await seedUser(given.server.db));
    await given.server.db.execute(sql`drop table sessions`);
    const response = await gql(given.server, '{ viewer { id } }', {}, { token });
    const text = JSON.stringify(response.errors);
    expect(response.errors?.[0]?.message).toBe('Internal server error');
    expect(text).not.toMatch(/sessions|relation|stack|at \w+ \(/i);
  });
});
