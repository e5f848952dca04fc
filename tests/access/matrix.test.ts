import { readAccessDeclarations, type Access } from '../../server/graphql/access';
import { resolvers } from '../../server/graphql/resolvers';
import { createSchema, loadTypeDefs } from '../../server/graphql/schema';
import { errorCode, gql, openSocket, type GraphQLResponse } from '../utils/graphql';
import { mp4Bytes } from '../utils/mediaFiles';
import { poetsAndAdmin, seedSubmission, seedTopic, signIn, type SignedIn } from '../utils/scenarios';
import { startTestServer, type TestServer } from '../utils/server';
import { fingerprint, operationFor, type Operation } from '../utils/schemaOperations';
import { uploadGql } from '../utils/upload';

type Role = 'visitor' | 'poet' | 'admin';

/** What a caller in `role` must get from a field declared with `access`: null when allowed. */
function expectedRefusal(access: Access, role: Role): 'UNAUTHENTICATED' | 'FORBIDDEN' | null {
  if (access.kind === 'public') return null;
  if (role === 'visitor') return 'UNAUTHENTICATED';
  if (access.role === 'admin' && role !== 'admin') return 'FORBIDDEN';
  if (access.role === 'user' && role !== 'poet') return 'FORBIDDEN';
  return null;
}

describe('the authorization matrix', () => {
  let server: TestServer;
  let people: { poet: SignedIn; otherPoet: SignedIn; admin: SignedIn };
  const operations: Operation[] = [];

  beforeAll(async () => {
    server = await startTestServer();
    people = await poetsAndAdmin(server);
    const schema = createSchema(loadTypeDefs(), resolvers);
    const access = readAccessDeclarations(schema);
    for (const [kind, root] of [['query', schema.getQueryType()], ['mutation', schema.getMutationType()], ['subscription', schema.getSubscriptionType()]] as const) {
      for (const field of Object.values(root?.getFields() ?? {})) {
        const declared = access.get(`${root?.name}.${field.name}`);
        if (declared) operations.push(operationFor(kind, field, declared));
      }
    }
  });
  afterAll(() => server.close());

  function call(operation: Operation, token: string | undefined): Promise<GraphQLResponse> {
    if (operation.uploads.length === 0) return gql(server, operation.query, operation.variables, { token });
    const files = Object.fromEntries(operation.uploads.map((path) => [path, { content: mp4Bytes(), name: 'sample.mp4' }]));
    return uploadGql(server, operation.query, operation.variables, files, { token });
  }

  it('covers every query and mutation, refusing exactly the callers their declaration excludes, with nothing written', async () => {
    // A fresh session for every call: some calls end the session they run in (logout).
    const tokenFor = async (role: Role) => (role === 'visitor' ? undefined : (await signIn(server, people[role].user)).token);
    const requests = operations.filter((operation) => !operation.coordinate.startsWith('subscription.'));
    expect(requests.length).toBeGreaterThan(40);
    const outcomes: string[] = [];
    for (const operation of requests) {
      for (const role of ['visitor', 'poet', 'admin'] as const) {
        const refusal = expectedRefusal(operation.access, role);
        const token = await tokenFor(role);
        const before = refusal ? await fingerprint(server) : '';
        const code = errorCode(await call(operation, token));
        if (refusal) {
          outcomes.push(`${operation.coordinate} as ${role}: ${code === refusal ? 'refused' : `expected ${refusal}, got ${code}`}`);
          if ((await fingerprint(server)) !== before) outcomes.push(`${operation.coordinate} as ${role}: wrote despite refusal`);
        } else if (operation.access.kind === 'auth' && (code === 'UNAUTHENTICATED' || code === 'FORBIDDEN')) {
          outcomes.push(`${operation.coordinate} as ${role}: refused with ${code} but allowed by its declaration`);
        }
      }
    }
    expect(outcomes.filter((line) => !line.endsWith(': refused'))).toEqual([]);
  });

  it('refuses the subscriptions a visitor or poet may not open', async () => {
    const visitor = await openSocket(server);
    const poet = await openSocket(server, { token: people.poet.token });
    const failures: string[] = [];
    for (const operation of operations.filter((candidate) => candidate.coordinate.startsWith('subscription.'))) {
      for (const [role, socket] of [['visitor', visitor], ['poet', poet]] as const) {
        const refusal = expectedRefusal(operation.access, role);
        if (!refusal) continue;
        const errors = await socket.subscribe(operation.query, operation.variables).errors;
        if (errors?.[0]?.extensions?.code !== refusal) failures.push(`${operation.coordinate} as ${role}: ${JSON.stringify(errors)}`);
      }
    }
    expect(failures).toEqual([]);
    await Promise.all([visitor.dispose(), poet.dispose()]);
  });

  it("keeps one poet out of another poet's submission", async () => {
    const topic = await seedTopic(server.db);
    const submission = await seedSubmission(server.db, { userId: people.poet.user.id, topicId: topic.id });
    const before = await fingerprint(server);
    const read = await gql(server, 'query ($id: ID!) { submission(id: $id) { id } }', { id: submission.id }, { token: people.otherPoet.token });
    expect(read.data).toEqual({ submission: null });
    const withdraw = await gql(server, 'mutation ($id: ID!) { withdrawSubmission(input: { id: $id }) { submission { id } } }', { id: submission.id }, { token: people.otherPoet.token });
    expect(errorCode(withdraw)).toBe('NOT_FOUND');
    expect(await fingerprint(server)).toBe(before);
  });
});
