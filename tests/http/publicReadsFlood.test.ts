import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { eq } from 'drizzle-orm';
import { submissions } from '../../server/db/schema';
import { MAX_KEPT_PAGES } from '../../server/ssr/keptPages';
import { seedApprovedPoem, seedTopic } from '../utils/scenarios';
import { listedDocument } from '../utils/trustedDocuments';
import { withTestServer } from '../utils/withTestServer';

/** Requests in flight at once in a flood: many, within what one test process opens without trouble. */
const IN_FLIGHT = 50;

interface PoemAnswer {
  poem: { title: string } | null;
}
interface PoemsAnswer {
  votingPoems: { nodes: { title: string }[]; totalCount: number };
}

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

/** The heap in use once garbage is collected, in MB. */
function heapMegabytes(): number {
  collectGarbage();
  return Math.round(process.memoryUsage().heapUsed / 1024 / 1024);
}

/** Runs `work` for every item, IN_FLIGHT at a time, and gives the results in order. */
async function flood<T, R>(items: T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += IN_FLIGHT) results.push(...(await Promise.all(items.slice(start, start + IN_FLIGHT).map(work))));
  return results;
}

describe("a visitor's public reads under a flood of distinct variables", () => {
  const given = withTestServer();
  let topicId: string;
  beforeAll(async () => {
    topicId = (await seedTopic(given.server.db)).id;
  });

  /** A listed read by its hash, as a visitor sends it from the web app; the answer's data. */
  const read = async <Data>(operation: string, variables: Record<string, unknown>): Promise<Data> => {
    const extensions = { persistedQuery: { version: 1, sha256Hash: listedDocument(operation).hash } };
    const response = await fetch(given.server.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json' },
      body: JSON.stringify({ operationName: operation, variables, extensions }),
    });
    const answer = (await response.json()) as { data: Data; errors?: unknown };
    expect({ operation, status: response.status, errors: answer.errors }).toEqual({ operation, status: 200, errors: undefined });
    return answer.data;
  };
  const poemTitle = async (id: string) => (await read<PoemAnswer>('PoemPageQuery', { id })).poem?.title;
  const titles = async (variables: Record<string, unknown>) => (await read<PoemsAnswer>('VotingPoemsQuery', { topicId, sort: 'NEWEST', offset: 0, first: 20, ...variables })).votingPoems.nodes.map((node) => node.title);
  /** Written past the services, so no event forgets the kept answers: only a read made again shows it. */
  const rename = (id: string, title: string) => given.server.db.update(submissions).set({ title }).where(eq(submissions.id, id));

  it('keeps at most its bound of answers, forgetting the least recently asked, and answers each read right', async () => {
    const first = await seedApprovedPoem(given.server, topicId, { title: 'Asked first' });
    const last = await seedApprovedPoem(given.server, topicId, { title: 'Asked last' });
    expect(await poemTitle(first.id)).toBe('Asked first');
    // As many other reads as are kept, and the last poem's among them now and then.
    const ids = Array.from({ length: MAX_KEPT_PAGES }, (_, index) => (index % 100 === 0 ? [last.id, `no-such-poem-${index}`] : [`no-such-poem-${index}`])).flat();
    const answers = await flood(ids, async (id) => ({ id, title: await poemTitle(id) }));
    expect(answers.filter(({ id, title }) => title !== (id === last.id ? 'Asked last' : undefined))).toEqual([]);
    expect(await poemTitle(last.id)).toBe('Asked last');

    await rename(first.id, 'Renamed first');
    await rename(last.id, 'Renamed last');
    // Over MAX_KEPT_PAGES reads came after the first poem's: its answer is made again.
    expect(await poemTitle(first.id)).toBe('Renamed first');
    expect(await poemTitle(last.id)).toBe('Asked last');
  });

  it('does not keep an answer over 32 KB', async () => {
    const topic = await seedTopic(given.server.db);
    // About 1.5 KB a poem in the answer: a page of 40 is over 32 KB, a page of one is not.
    const poems = [];
    for (let index = 0; index < 40; index += 1) poems.push(await seedApprovedPoem(given.server, topic.id, { title: `Long ${index}`, transcript: 'words '.repeat(200) }));
    const page = (first: number) => titles({ topicId: topic.id, first });
    expect(await page(40)).toHaveLength(40);
    const [top] = await page(1);
    const renamed = poems.find((poem) => poem.title === top);

    await rename(renamed?.id ?? '', 'Renamed');
    expect(await page(40)).toContain('Renamed');
    expect(await page(1)).toEqual([top]);
  });

  it('does not keep a read whose variables are longer than any the web app sends, so a flood of them holds no memory', async () => {
    const poem = await seedApprovedPoem(given.server, topicId, { title: 'Padded' });
    // The search is trimmed: each of these finds the poem, and each is a key of its own.
    const padded = (index: number) => `Padded${' '.repeat(200_000 + index)}`;
    expect(await titles({ search: padded(0) })).toEqual(['Padded']);
    await rename(poem.id, 'Padded again');
    expect(await titles({ search: padded(0) })).toEqual(['Padded again']);

    const before = heapMegabytes();
    await flood(
      Array.from({ length: 300 }, (_, index) => index + 1),
      (index) => titles({ search: padded(index) }),
    );
    const grew = heapMegabytes() - before;
    process.stdout.write(`public reads: heap grew ${grew} MB over 300 reads with 200 KB of variables each\n`);
    expect(grew).toBeLessThan(20);
  });
});
