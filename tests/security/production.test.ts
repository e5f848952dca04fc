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

  // Production runs only the clients' trusted documents: introspection and a misspelt field are
  // refused before they are read, so neither the schema nor a "Did you mean" suggestion leaks.
  it('refuses introspection and a misspelt field on either transport, naming nothing of the schema', async () => {
    const refusal = [{ message: 'This operation is not allowed.', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }];
    for (const query of ['{ __schema { types { name } } }', '{ __type(name: "Query") { name } }', '{ viewr { id } }']) {
      const overHttp = await gql(given.server, query);
      expect(overHttp.status).toBe(400);
      expect(overHttp.errors).toEqual(refusal);
      expect((await runOnSocket(socket, query)).errors).toEqual(refusal);
    }
  });

  it('tells browsers to use HTTPS only, and accepts sockets from PUBLIC_URL\'s pages only', async () => {
    const response = await fetch(`${given.server.url}/healthz`);
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    // The page origin of the server's own address is not PUBLIC_URL's: refused (403) before any socket opens.
    await expect(openSocket(given.server)).rejects.toBeTruthy();
  });
});
