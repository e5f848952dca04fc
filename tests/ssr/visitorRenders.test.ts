import { ApolloClient, InMemoryCache } from '@apollo/client';
import { eq } from 'drizzle-orm';
import type { RenderPage } from '../../common/pageRendering';
import { topics, type SubmissionRow, type TopicRow } from '../../server/db/schema';
import { PoemTopicVotingQueryDocument } from '../../web/src/__generated__/graphql';
import { seedSubmission, seedTopic, seedUser } from '../utils/scenarios';
import { withTestServer } from '../utils/withTestServer';

const INDEX_HTML = '<!doctype html><html><head><title>Spoken</title></head><body><div id="root"></div></body></html>';

/** The test's stand-in for the web app's renderer, which the built server entry below hands each render to. */
const renders: { render: RenderPage } = { render: async () => ({ html: '', title: '', stateScript: '', pageModules: [], passes: 1 }) };
declare global {
  var visitorRendersTest: typeof renders | undefined;
}
globalThis.visitorRendersTest = renders;
const SERVER_ENTRY = 'export const renderPage = (...args) => globalThis.visitorRendersTest.render(...args);';

/** A render's page: `markup` in #root. */
const page = (markup: string) => ({ html: markup, title: '', stateScript: '', pageModules: [], passes: 1 });
const rendered = (html: string) => /<div id="root">([\s\S]*?)<\/div>/.exec(html)?.[1] ?? '';

describe("visitors' pages rendered on the server", () => {
  const given = withTestServer({ indexHtml: INDEX_HTML, webFiles: { '.server/entry-server.js': SERVER_ENTRY } });
  let topic: TopicRow;
  let poems: SubmissionRow[];
  beforeAll(async () => {
    topic = await seedTopic(given.server.db, { title: 'Harbour Lights', votingEndsAt: new Date('2100-01-01T18:00:00Z') });
    const poet = await seedUser(given.server.db);
    poems = [];
    for (let index = 0; index < 60; index += 1) poems.push(await seedSubmission(given.server.db, { userId: poet.id, topicId: topic.id, status: 'approved', title: `Poem ${index}` }));
  });
  const visit = async (poem: SubmissionRow) => rendered(await (await fetch(`${given.server.url}/poems/${poem.id}`)).text());

  it('renders the page of every one of 50 visitors asking at once for 50 different pages, none sent the shell', async () => {
    // The first renders hold their turns for a second, while every other visitor's request arrives
    // and waits for one: none may be turned away to the shell.
    let held: Promise<unknown> | undefined;
    renders.render = async (url) => {
      await (held ??= new Promise((resolve) => setTimeout(resolve, 1_000)));
      return page(`<p>${url}</p>`);
    };
    const visited = poems.slice(0, 50);
    const pages = await Promise.all(visited.map(visit));
    expect(pages).toEqual(visited.map((poem) => `<p>/poems/${poem.id}</p>`));
  });

  it('runs one render for the visitors asking for the same page at the same moment', async () => {
    let made = 0;
    renders.render = async (url) => {
      made += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return page(`<p>${url}</p>`);
    };
    const poem = poems[50] as SubmissionRow;
    const pages = await Promise.all(Array.from({ length: 10 }, () => visit(poem)));
    expect(new Set(pages)).toEqual(new Set([`<p>/poems/${poem.id}</p>`]));
    expect(made).toBe(1);
  });

  it("reads a topic's voting once for the pages of all its poems, as a visitor's browser is answered", async () => {
    renders.render = async (_url, link) => {
      const client = new ApolloClient({ link, cache: new InMemoryCache() });
      const { data } = await client.query({ query: PoemTopicVotingQueryDocument, variables: { topicId: topic.id } });
      return page(`<p>voting open: ${String(data?.topicVoting?.votingOpen)}</p>`);
    };
    const first = await visit(poems[51] as SubmissionRow);
    expect(first).toBe('<p>voting open: true</p>');
    // Changed behind the server's back, with no content change announced: only a read made again would show it.
    await given.server.db.update(topics).set({ votingEndsAt: new Date('2000-01-01T18:00:00Z') }).where(eq(topics.id, topic.id));
    expect(await visit(poems[52] as SubmissionRow)).toBe(first);
  });
});
