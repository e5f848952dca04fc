import { SESSION_COOKIE } from '../../server/http/cookies';
import { shareVideoOf } from '../../server/ssr/sharePage';
import { seedProcessedSubmission, seedSubmission, seedTopic, seedUser, type SeedRendition, type SeedSubmission } from '../utils/scenarios';
import type { TestServer } from '../utils/server';
import { withTestServer } from '../utils/withTestServer';

const PUBLIC_URL = 'https://spoken.example';
const ADS_SCRIPT_URL = 'https://ads.example/script.js?client=pub-1&slot=2';

// The shape of the built index.html, so these tests do not depend on a web build.
const INDEX_HTML = `<!doctype html>
<html lang="en-ZA">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Spoken: record spoken-word poems." />
    <title>Spoken</title>
  </head>
  <body><div id="root"></div></body>
</html>
`;

/** The raw (still escaped) content of a meta tag, or undefined when the page has none. */
function metaContent(html: string, key: string): string | undefined {
  const tag = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)" />`).exec(html);
  return tag?.[1];
}

async function getPage(server: TestServer, pathname: string): Promise<{ status: number; html: string; type: string | null }> {
  const response = await fetch(`${server.url}${pathname}`);
  return { status: response.status, html: await response.text(), type: response.headers.get('content-type') };
}

describe('share pages', () => {
  const given = withTestServer({ env: { PUBLIC_URL: `${PUBLIC_URL}/` }, indexHtml: INDEX_HTML });

  const renditions: SeedRendition[] = [
    { key: 'renditions/3f1c2b7a-0000-4000-8000-000000001080.mp4', height: 1080, size: 4096 },
    { key: 'renditions/3f1c2b7a-0000-4000-8000-000000000720.mp4', height: 720, size: 2048 },
  ];

  /** An approved poem, its video processed into `renditions` when given. */
  async function seedPoem(seed: Partial<SeedSubmission> = {}, processedInto?: SeedRendition[]) {
    const poet = await seedUser(given.server.db, { name: 'Lindiwe Dlamini', publicName: 'Lady Verse' });
    const topic = await seedTopic(given.server.db, { title: 'Home & Heart' });
    const poem = { userId: poet.id, topicId: topic.id, status: 'approved' as const, ...seed };
    return processedInto ? seedProcessedSubmission(given.server.db, poem, processedInto) : seedSubmission(given.server.db, poem);
  }

  it('gives an approved poem its title, description and link preview, every value escaped', async () => {
    const poem = await seedPoem({ title: 'Fire & "Rain" <live>', thumbnailKey: 'thumbnails/fire.jpg', fileType: 'video/webm' }, renditions);
    const { status, html, type } = await getPage(given.server, `/poems/${poem.id}`);

    expect(status).toBe(200);
    expect(type).toMatch(/^text\/html/);
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('<live>');
    expect(metaContent(html, 'og:title')).toBe('Fire &amp; &quot;Rain&quot; &lt;live&gt;');
    expect(metaContent(html, 'twitter:title')).toBe('Fire &amp; &quot;Rain&quot; &lt;live&gt;');
    expect(html).toContain('<title>Fire &amp; &quot;Rain&quot; &lt;live&gt; · Spoken</title>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(metaContent(html, 'og:description')).toBe('A spoken-word poem by Lady Verse on Home &amp; Heart — watch and vote on Spoken.');
    expect(metaContent(html, 'description')).toBe(metaContent(html, 'og:description'));
    expect(metaContent(html, 'og:type')).toBe('video.other');
    expect(metaContent(html, 'og:image')).toBe(`${PUBLIC_URL}/media/thumbnails/fire.jpg`);
    // The largest rendition, never the upload.
    expect(metaContent(html, 'og:video')).toBe(`${PUBLIC_URL}/media/${renditions[0]?.key}`);
    expect(metaContent(html, 'og:video:type')).toBe('video/mp4');
    expect(html).not.toContain(poem.videoKey);
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
  });

  it('names no video for a public poem whose renditions are not made yet: its upload is private', async () => {
    const poem = await seedPoem({ title: 'Still Cooking' });
    const { status, html } = await getPage(given.server, `/poems/${poem.id}`);
    expect(status).toBe(200);
    expect(metaContent(html, 'og:video')).toBeUndefined();
    expect(html).not.toContain(poem.videoKey);
  });

  it('offers the upload as the preview video only where uploads are public, and a rendition before it', () => {
    const poem = { videoKey: 'videos/upload.webm', fileType: 'video/webm', renditions: [] };
    expect(shareVideoOf(poem, false)).toBeUndefined();
    expect(shareVideoOf(poem, true)).toEqual({ key: 'videos/upload.webm', type: 'video/webm' });
    const processed = { ...poem, renditions: [{ height: 720, fileKey: 'renditions/a.mp4' }, { height: 480, fileKey: 'renditions/b.mp4' }] };
    expect(shareVideoOf(processed, true)).toEqual({ key: 'renditions/a.mp4', type: 'video/mp4' });
  });

  it('builds the canonical address from PUBLIC_URL, never from the request', async () => {
    const poem = await seedPoem();
    const { html } = await getPage(given.server, `/poems/${poem.id}`);
    const canonical = `${PUBLIC_URL}/poems/${poem.id}`;
    expect(metaContent(html, 'og:url')).toBe(canonical);
    expect(html).toContain(`<link rel="canonical" href="${canonical}" />`);
  });

  it("names an untitled poem by its id's last 6 characters and, without a poster, asks for a small card", async () => {
    const poem = await seedPoem({ title: '   ', thumbnailKey: null });
    const { html } = await getPage(given.server, `/poems/${poem.id}`);
    expect(metaContent(html, 'og:title')).toBe(`Poem #${poem.id.slice(-6)}`);
    expect(metaContent(html, 'og:image')).toBeUndefined();
    expect(metaContent(html, 'twitter:card')).toBe('summary');
  });

  it('answers 404 with the plain app for a poem that is pending, unknown or not an id, so the app shows Page Not Found', async () => {
    const pending = await seedPoem({ status: 'pending', title: 'Not yet' });
    const takenDown = await seedPoem({ takenDownAt: new Date(), title: 'Taken down' });
    for (const id of [pending.id, takenDown.id, '5f0c4a3e-1d2b-4c5d-8e9f-000000000000', 'not-an-id', '%3Cscript%3E']) {
      const { status, html } = await getPage(given.server, `/poems/${id}`);
      expect({ id, status }).toEqual({ id, status: 404 });
      expect(html).toContain('<div id="root"></div>');
      expect(metaContent(html, 'og:title')).toBeUndefined();
      expect(html).toContain('<title>Spoken</title>');
    }
  });

  it('serves every other page as the plain app, without ads when no ads script is configured', async () => {
    for (const pathname of ['/', '/topics', '/poetry/gallery-01']) {
      const { status, html } = await getPage(given.server, pathname);
      expect({ pathname, status }).toEqual({ pathname, status: 200 });
      expect(html).toBe(INDEX_HTML);
    }
  });
});

describe('the ads script address', () => {
  const given = withTestServer({ env: { ADS_SCRIPT_URL }, indexHtml: INDEX_HTML, people: true });

  it('is written, escaped, into every page when ADS_SCRIPT_URL is set', async () => {
    for (const pathname of ['/', '/about', '/poems/not-an-id']) {
      const { html } = await getPage(given.server, pathname);
      expect({ pathname, ads: metaContent(html, 'spoken-ads-script') }).toEqual({
        pathname,
        ads: 'https://ads.example/script.js?client=pub-1&amp;slot=2',
      });
    }
  });

  it("is never written into a signed-in admin's page, whatever the page, nor allowed by its policy", async () => {
    const asAdmin = { headers: { cookie: `${SESSION_COOKIE}=${given.admin.token}` } };
    for (const pathname of ['/', '/topics', '/dashboard', '/poems/not-an-id']) {
      const response = await fetch(`${given.server.url}${pathname}`, asAdmin);
      expect({ pathname, ads: metaContent(await response.text(), 'spoken-ads-script') }).toEqual({ pathname, ads: undefined });
      expect(response.headers.get('content-security-policy')).not.toContain('ads.example');
    }
    const asPoet = await fetch(`${given.server.url}/topics`, { headers: { cookie: `${SESSION_COOKIE}=${given.poet.token}` } });
    expect(metaContent(await asPoet.text(), 'spoken-ads-script')).toBeDefined();
  });
});
