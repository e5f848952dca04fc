import { existsSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { APP_PAGES, appPageEntries, matchAppPage } from '../../common/appPages';
import { thirdPartyScriptsFor } from '../../common/thirdPartyScripts';
import { seedSubmission, seedTopic, seedUser } from '../utils/scenarios';
import type { TestServer } from '../utils/server';
import { withTestServer } from '../utils/withTestServer';

const PUBLIC_URL = 'https://spoken.example';
const INDEX_HTML = '<!doctype html><html lang="en-ZA"><head><title>Spoken</title></head><body><div id="root"></div></body></html>\n';

async function get(server: TestServer, pathname: string): Promise<{ status: number; body: string; type: string | null }> {
  const response = await fetch(`${server.url}${pathname}`);
  return { status: response.status, body: await response.text(), type: response.headers.get('content-type') };
}

/**
 * The answer to `rawPath` sent as it is: fetch, as a browser, would resolve its dot segments and
 * turn its backslashes into slashes first.
 */
function getRaw(server: TestServer, rawPath: string): Promise<{ status: number; location: string | undefined }> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    httpGet({ hostname, port, path: rawPath }, (response) => {
      response.resume();
      resolve({ status: response.statusCode ?? 0, location: response.headers.location });
    }).on('error', reject);
  });
}

/** The addresses a sitemap lists, in its order. */
function sitemapLocations(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1] ?? '');
}

describe('addresses', () => {
  const given = withTestServer({ env: { PUBLIC_URL }, indexHtml: INDEX_HTML });

  describe('pages', () => {
    it.each(['/', '/login', '/topics', '/poetry', '/voting', '/about', '/help', '/submit', '/dashboard', '/admin', '/admin/topics', '/admin/review/anything', '/cookie-policy/'])(
      'answers the app with 200 at %s',
      async (pathname) => {
        const { status, body, type } = await get(given.server, pathname);
        expect(status).toBe(200);
        expect(type).toMatch(/^text\/html/);
        expect(body).toContain('<div id="root"></div>');
      },
    );

    it.each(['/nowhere', '/admin/nowhere', '/poetry/gallery-01/more', '/topics/extra', '/%E0%A4%A', '/index.php'])('answers the app with 404 at %s', async (pathname) => {
      const { status, body, type } = await get(given.server, pathname);
      expect(status).toBe(404);
      expect(type).toMatch(/^text\/html/);
      // The app itself, so it can show its not-found page.
      expect(body).toContain('<div id="root"></div>');
    });

    it.each([
      ['//admin/payments', '/admin/payments'],
      ['/%61dmin/payments', '/admin/payments'],
      ['//payment-details', '/payment-details'],
      ['//reset-password?token=abc', '/reset-password?token=abc'],
      ['/admin//payments/', '/admin/payments'],
      ['/%76oting/abc?q=rain', '/voting/abc?q=rain'],
      ['/live/', '/live'],
      ['/poems/a:b', '/poems/a%3Ab'],
    ])('sends %s on to the same page at its one address, %s', async (rawPath, canonical) => {
      expect(await getRaw(given.server, rawPath)).toEqual({ status: 308, location: canonical });
    });

    it.each(['/admin/./payments', '/admin/../admin/payments', '/%2e/admin/payments', '/\\admin/payments', '/%5Cadmin/payments', '/admin%2Fpayments', '/admin./payments', '/admin/payments.'])(
      'answers 404 at %s, which names no page of the app',
      async (rawPath) => {
        expect(await getRaw(given.server, rawPath)).toEqual({ status: 404, location: undefined });
      },
    );

    it('answers 404 for a topic, gallery poem or poem that does not exist, and 200 for one that does', async () => {
      const topic = await seedTopic(given.server.db, { title: 'Rain' });
      const hidden = await seedTopic(given.server.db, { title: 'Hidden', active: false });
      const unknown = '00000000-0000-4000-8000-000000000000';
      expect((await get(given.server, `/voting/${topic.id}`)).status).toBe(200);
      expect((await get(given.server, `/voting/${hidden.id}`)).status).toBe(200);
      expect((await get(given.server, `/voting/${unknown}`)).status).toBe(404);
      expect((await get(given.server, '/voting/not-an-id')).status).toBe(404);
      expect((await get(given.server, `/live/${unknown}`)).status).toBe(404);
      expect((await get(given.server, '/poetry/gallery-01')).status).toBe(200);
      expect((await get(given.server, '/poetry/gallery-999')).status).toBe(404);
      expect((await get(given.server, `/poems/${unknown}`)).status).toBe(404);
    });

    it('keeps the answers of the server’s own routes', async () => {
      expect((await get(given.server, '/healthz')).status).toBe(200);
      expect((await get(given.server, '/media/nothing-here.mp4')).status).toBe(404);
      const graphql = await fetch(`${given.server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ __typename }' }) });
      expect(graphql.status).toBe(200);
    });

    it('gives every page of the table a screen of the web app that exists, but the phone page, a document of its own', () => {
      const screenless = appPageEntries.filter(([, page]) => page.screen === undefined).map(([name]) => name);
      expect(screenless.sort()).toEqual(['liveNow', 'liveVote']);
      for (const [, page] of appPageEntries) {
        if (page.screen) expect(existsSync(new URL(`../../web/src/pages/${page.screen}.tsx`, import.meta.url))).toBe(true);
      }
    });

    it('matches no address to two pages, so the order of the table and the ranking of the browser’s router cannot differ', () => {
      const patterns = appPageEntries.map(([name, page]) => [name, new RegExp(`^${page.path.replace(/:\w+/g, '[^/]+')}$`)] as const);
      for (const [name, page] of appPageEntries) {
        // Its params given a value that no static segment of the table has.
        const address = page.path.replace(/:\w+/g, 'some-id');
        expect({ address, pages: patterns.filter(([, pattern]) => pattern.test(address)).map(([other]) => other) }).toEqual({ address, pages: [name] });
        expect(matchAppPage(address)?.name).toBe(name);
      }
    });

    it('matches each page pattern, and nothing past or short of one', () => {
      expect(matchAppPage('/voting/abc')).toEqual({ name: 'votingTopic', page: APP_PAGES.votingTopic, params: { topicId: 'abc' } });
      expect(matchAppPage('/live/t1/host/')).toEqual({ name: 'liveHost', page: APP_PAGES.liveHost, params: { topicId: 't1' } });
      expect(matchAppPage('/')).toEqual({ name: 'home', page: APP_PAGES.home, params: {} });
      expect(matchAppPage('/admin/review/a/b')).toBeUndefined();
      expect(matchAppPage('/robots')).toBeUndefined();
    });

    it("decides what a page may run on the path the app's router matches, however it is spelled", () => {
      for (const pathname of ['//admin/payments', '/%61dmin/payments', '/admin/./payments', '/\\admin/payments', '//payment-details', '/reset-password//']) {
        expect({ pathname, ads: thirdPartyScriptsFor(pathname).ads }).toEqual({ pathname, ads: false });
      }
      expect(matchAppPage('/%61dmin/payments')?.name).toBe('adminPayments');
      expect(matchAppPage('/admin/./payments')).toBeUndefined();
      expect(thirdPartyScriptsFor('//topics')).toEqual({ google: true, ads: true });
    });
  });

  describe('robots.txt', () => {
    it('opens public pages to crawlers, closes private ones and names the sitemap at the public address', async () => {
      const { status, body, type } = await get(given.server, '/robots.txt');
      expect(status).toBe(200);
      expect(type).toMatch(/^text\/plain/);
      const lines = body.split('\n');
      expect(lines).toEqual(expect.arrayContaining(['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /dashboard', 'Disallow: /submit', 'Disallow: /graphql', 'Disallow: /account/']));
      expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
      expect(lines).not.toContain('Disallow: /poems');
      expect(body).not.toContain('<html');
    });
  });

  describe('sitemap.xml', () => {
    it("lists the public pages, each public topic's voting page, the gallery's poems and every poem on public view, never one pending, taken down or on a hidden topic", async () => {
      const poet = await seedUser(given.server.db, { name: 'Thandi Mokoena' });
      const topic = await seedTopic(given.server.db, { title: 'Light' });
      const hiddenTopic = await seedTopic(given.server.db, { title: 'Secret', active: false });
      const approved = await seedSubmission(given.server.db, { userId: poet.id, topicId: topic.id, status: 'approved' });
      const paid = await seedSubmission(given.server.db, { userId: poet.id, topicId: topic.id, status: 'paid' });
      const pending = await seedSubmission(given.server.db, { userId: poet.id, topicId: topic.id, status: 'pending' });
      const rejected = await seedSubmission(given.server.db, { userId: poet.id, topicId: topic.id, status: 'rejected' });
      const takenDown = await seedSubmission(given.server.db, { userId: poet.id, topicId: topic.id, status: 'approved', takenDownAt: new Date() });
      const onHiddenTopic = await seedSubmission(given.server.db, { userId: poet.id, topicId: hiddenTopic.id, status: 'approved' });

      const { status, body, type } = await get(given.server, '/sitemap.xml');
      expect(status).toBe(200);
      expect(type).toMatch(/^application\/xml/);
      expect(body.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
      const locations = sitemapLocations(body);
      for (const path of ['/', '/topics', '/poetry', '/voting', '/about', '/help', '/privacy-policy', '/terms-of-service', '/cookie-policy']) {
        expect(locations).toContain(`${PUBLIC_URL}${path}`);
      }
      expect(locations).toEqual(expect.arrayContaining([`${PUBLIC_URL}/poems/${approved.id}`, `${PUBLIC_URL}/poems/${paid.id}`]));
      for (const hidden of [pending, rejected, takenDown, onHiddenTopic]) expect(locations).not.toContain(`${PUBLIC_URL}/poems/${hidden.id}`);
      expect(locations.some((location) => /\/(admin|dashboard|submit)/.test(location))).toBe(false);
      expect(body).toContain(`<loc>${PUBLIC_URL}/poems/${approved.id}</loc><lastmod>${approved.updatedAt.toISOString()}</lastmod>`);
      expect(locations).toContain(`${PUBLIC_URL}/voting/${topic.id}`);
      expect(locations).not.toContain(`${PUBLIC_URL}/voting/${hiddenTopic.id}`);
      expect(locations).toContain(`${PUBLIC_URL}/poetry/gallery-01`);
    });
  });
});
