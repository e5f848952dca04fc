import { gql } from '../utils/graphql';
import { startTestServer, type TestServer } from '../utils/server';

describe('the server', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('reports healthy when the database answers', async () => {
    const response = await fetch(`${server.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('answers GraphQL over HTTP with a request id', async () => {
    const response = await gql(server, '{ viewer { id } }');
    expect(response.status).toBe(200);
    expect(response.data).toEqual({ viewer: null });
    expect(response.headers.get('x-request-id')).toMatch(/^[\w-]{8,}$/);
  });
});
