import { seedTopic } from '../utils/scenarios';
import { withTestServer } from '../utils/withTestServer';

// The shapes of the two built pages, so these tests do not depend on a web build.
const INDEX_HTML = '<!doctype html><html><head><title>Spoken</title></head><body><div id="root"></div></body></html>';
const PHONE_HTML =
  '<!doctype html><html><head><title>Slam night · Spoken</title><script type="module" src="/live/assets/vote-abc123.js"></script></head>' +
  '<body><main id="main"></main></body></html>';
const PHONE_SCRIPT = 'document.title = "phone";';
const TOPIC_ID = '3f1c2b7a-0000-4000-8000-000000000027';

describe('the phone page', () => {
  const given = withTestServer({
    env: { ADS_SCRIPT_URL: 'https://ads.example.net/tag.js' },
    indexHtml: INDEX_HTML,
    webFiles: { 'live/vote.html': PHONE_HTML, 'live/assets/vote-abc123.js': PHONE_SCRIPT },
  });

  const get = (pathname: string) => fetch(`${given.server.url}${pathname}`, { redirect: 'manual' });

  it.each([`/live/${TOPIC_ID}/vote`, `/live/${TOPIC_ID}/vote?code=1234`, '/live'])(
    'answers %s with its own page, which runs our scripts only',
    async (pathname) => {
      const response = await get(pathname);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      const policy = response.headers.get('content-security-policy') ?? '';
      expect(policy).toContain("script-src 'self';");
      expect(policy).toContain("connect-src 'self';");
      expect(policy).toContain("frame-src 'none'");
      expect(policy).not.toContain('unsafe-inline');
      expect(await response.text()).toBe(PHONE_HTML);
    },
  );

  it("serves the phone page's scripts to be cached for good, and a missing one as missing", async () => {
    const script = await get('/live/assets/vote-abc123.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await script.text()).toBe(PHONE_SCRIPT);
    expect((await get('/live/assets/vote-gone.js')).status).toBe(404);
  });

  it("leaves the projector's page (/live/:topicId) to the app", async () => {
    const topic = await seedTopic(given.server.db, { title: 'Slam night' });
    const response = await get(`/live/${topic.id}`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<div id="root"></div>');
  });
});
