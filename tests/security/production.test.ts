import { gql } from '../utils/graphql';
import { openSocket, runOnSocket, type Socket } from '../utils/sockets';
import { withTestServer } from '../utils/withTestServer';

const PUBLIC_URL = 'https://spoken.example';
// Production needs PostgreSQL (DATABASE_URL), so this runs with TEST_DATABASE_URL only.
const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

onPostgres('in production', () => {
  const given = withTestServer({ env: { NODE_ENV: 'production', PUBLIC_URL }, mailbox: true });
  let socket: Socket;
  beforeAll(async () => {
    socket = await openSocket(given.server, { origin: PUBLIC_URL });
  });
  afterAll(() => socket.dispose());

  it('refuses introspection over HTTP and the WebSocket', async () => {
    for (const query of ['{ __schema { types { name } } }', '{ __type(name: "Query") { name } }']) {
      const overHttp = await gql(given.server, query);
      expect(overHttp.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
      expect(overHttp.errors?.[0]?.message).toMatch(/introspection/i);
      const overSocket = (await runOnSocket(socket, query)).errors ?? [];
      expect(overSocket[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
      expect(overSocket[0]?.message).toMatch(/introspection/i);
    }
  });

  it('names no field it was not asked about ("Did you mean") on either transport', async () => {
    const query = '{ viewr { id } }';
    const overHttp = await gql(given.server, query);
    expect(overHttp.errors?.[0]?.message).toBe('Cannot query field "viewr" on type "Query".');
    expect((await runOnSocket(socket, query)).errors?.[0]?.message).toBe('Cannot query field "viewr" on type "Query".');
  });

  it('tells browsers to use HTTPS only, and accepts sockets from PUBLIC_URL\'s pages only', async () => {
    const response = await fetch(`${given.server.url}/healthz`);
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    // The page origin of the server's own address is not PUBLIC_URL's: refused (403) before any socket opens.
    await expect(openSocket(given.server)).rejects.toBeTruthy();
  });
});
