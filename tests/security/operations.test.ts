import { OPERATION_LIMITS } from '../../server/graphql/operationLimits';
import { gql } from '../utils/graphql';
import { openSocket, runOnSocket, type Socket } from '../utils/sockets';
import { withTestServer } from '../utils/withTestServer';

/** `count` aliases of one field, each selecting `selection`. */
function aliased(count: number, field: string, selection = ''): string {
  return `{ ${Array.from({ length: count }, (_, index) => `a${index}: ${field}${selection}`).join(' ')} }`;
}

/** Introspection's types refer to each other, so it nests as deep as asked: `depth` levels. */
function nested(depth: number): string {
  let selection = 'name';
  for (let level = 2; level < depth; level += 2) selection = `fields { type { ${selection} } }`;
  return `{ __type(name: "Query") { ${selection} } }`;
}

// The attack that made an 85 MB answer: refused after its first thousand tokens.
const FIVE_THOUSAND_ALIASES = aliased(5000, 'galleryPoems', ' { id title content }');

const ATTACKS: { name: string; query: string; message: RegExp }[] = [
  // Each within the token limit, so that the rule named is what refuses it.
  { name: 'aliases', query: aliased(OPERATION_LIMITS.aliases + 1, 'galleryPoems', ' { id }'), message: /Aliases limit of 10 exceeded, found 11/ },
  { name: 'depth', query: nested(OPERATION_LIMITS.depth + 2), message: /depth limit of 10 exceeded/i },
  { name: 'cost', query: aliased(10, 'galleryPoems', ` { ${'id title content authorName topicName '.repeat(14)} }`), message: /Cost limit of 1000 exceeded/i },
  { name: 'repeated fields', query: `{ viewer { ${'id '.repeat(700)} } }`, message: /Cost limit of 1000 exceeded/i },
  { name: 'directives', query: `{ viewer { id ${'@include(if: true) '.repeat(11)} } }`, message: /Directives limit of 10 exceeded/i },
  { name: 'tokens', query: aliased(1100, 'galleryPoems', ' { id }'), message: /Document contains more th.. 1000 tokens/ },
];

describe('bounded operations', () => {
  const given = withTestServer();
  let socket: Socket;
  beforeAll(async () => {
    socket = await openSocket(given.server);
  });
  afterAll(() => socket.dispose());

  it.each(ATTACKS)('refuses too many $name over HTTP with a clear validation error', async ({ query, message }) => {
    const response = await gql(given.server, query);
    expect(response.data ?? null).toBeNull();
    expect(response.errors?.[0]?.message).toMatch(message);
    expect(response.errors?.[0]?.extensions?.code).toMatch(/^GRAPHQL_(VALIDATION|PARSE)_FAILED$/);
  });

  it.each(ATTACKS)('refuses too many $name over the WebSocket alike', async ({ query, message }) => {
    const errors = (await runOnSocket(socket, query)).errors ?? [];
    expect(errors[0]?.message).toMatch(message);
    expect(errors[0]?.extensions?.code).toMatch(/^GRAPHQL_(VALIDATION|PARSE)_FAILED$/);
  });

  it('closes a socket that sends the 5,000-alias query, a message over 64 KB, with 1009', async () => {
    const attacker = await openSocket(given.server);
    void attacker.client.subscribe({ query: FIVE_THOUSAND_ALIASES }, { next: () => undefined, error: () => undefined, complete: () => undefined });
    expect(await attacker.closed).toBe(1009);
    await attacker.dispose();
  });

  it('answers what the web app sends at its largest, within every limit', async () => {
    const query = `{ a: galleryPoems { id title } b: viewer { id } ${'c: __typename '.repeat(3)} }`;
    expect((await gql(given.server, query)).errors).toBeUndefined();
    expect((await runOnSocket(socket, query)).errors).toBeUndefined();
  });

  it('keeps /healthz answering within 200 ms while 5,000-alias queries come in', async () => {
    const attack = FIVE_THOUSAND_ALIASES;
    let attacking = true;
    const attackers = Array.from({ length: 4 }, async () => {
      let refused = 0;
      while (attacking) {
        const response = await gql(given.server, attack);
        expect(response.errors?.[0]?.extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
        refused += 1;
      }
      return refused;
    });
    const latencies: number[] = [];
    for (let check = 0; check < 20; check += 1) {
      const started = performance.now();
      expect((await fetch(`${given.server.url}/healthz`)).status).toBe(200);
      latencies.push(performance.now() - started);
    }
    attacking = false;
    const refused = (await Promise.all(attackers)).reduce((sum, count) => sum + count, 0);
    latencies.sort((a, b) => a - b);
    const median = latencies[Math.floor(latencies.length / 2)] ?? Infinity;
    process.stdout.write(`healthz during the alias attack: median ${median.toFixed(1)} ms, slowest ${latencies.at(-1)?.toFixed(1)} ms, ${refused} attacks refused\n`);
    expect(refused).toBeGreaterThan(0);
    // The median, so that one pause of a machine shared with other work does not decide it.
    expect(median).toBeLessThan(200);
  });
});
