import { gql } from '../utils/graphql';
import { withTestServer } from '../utils/withTestServer';

describe('the server', () => {
  const given = withTestServer();

  it('reports live and ready when the database answers', async () => {
    const response = await fetch(`${given.server.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
    expect((await fetch(`${given.server.url}/readyz`)).status).toBe(200);
  });

  it('answers GraphQL over HTTP with a request id', async () => {
    const response = await gql(given.server, '{ viewer { id } }');
    expect(response.status).toBe(200);
    expect(response.data).toEqual({ viewer: null });
    expect(response.headers.get('x-request-id')).toMatch(/^[\w-]{8,}$/);
  });
});
