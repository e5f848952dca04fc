import { brotliCompressSync, gzipSync } from 'node:zlib';
import { decodedText, rawRequest as request } from '../utils/rawRequest';
import { seedBeat } from '../utils/scenarios';
import { withTestServer } from '../utils/withTestServer';

// A page over the 1 KB worth compressing, and a script with the compressed copies the build writes beside it.
const INDEX_HTML = `<!doctype html><html><head><title>Spoken</title>${'<meta name="keywords" content="spoken word poetry" />'.repeat(40)}</head><body><div id="root"></div></body></html>`;
const SCRIPT = `export const verses = [${Array.from({ length: 400 }, (_, index) => `"verse ${index}"`).join(', ')}];\n`;
const SCRIPT_PATH = 'assets/main-abc123.js';
const COPIES = { br: brotliCompressSync(SCRIPT), gzip: gzipSync(SCRIPT) };

describe('text travels compressed', () => {
  const given = withTestServer({
    indexHtml: INDEX_HTML,
    webFiles: { [SCRIPT_PATH]: SCRIPT, [`${SCRIPT_PATH}.br`]: COPIES.br, [`${SCRIPT_PATH}.gz`]: COPIES.gzip },
  });
  const url = (pathname: string) => `${given.server.url}${pathname}`;

  it("sends a built script's brotli copy to a browser that takes brotli, its gzip copy to one that takes only gzip, each with its own length and ETag", async () => {
    const br = await request(url(`/${SCRIPT_PATH}`), { 'accept-encoding': 'gzip, deflate, br' });
    const gzip = await request(url(`/${SCRIPT_PATH}`), { 'accept-encoding': 'gzip' });
    const raw = await request(url(`/${SCRIPT_PATH}`));

    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body.equals(COPIES.br)).toBe(true);
    expect(br.headers['content-length']).toBe(String(COPIES.br.length));
    expect(br.body.length).toBeLessThan(SCRIPT.length / 3);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body.equals(COPIES.gzip)).toBe(true);
    expect(gzip.headers['content-length']).toBe(String(COPIES.gzip.length));
    for (const response of [br, gzip, raw]) {
      expect(response.headers.vary).toMatch(/Accept-Encoding/);
      expect(response.headers['content-type']).toMatch(/^text\/javascript/);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(decodedText(response)).toBe(SCRIPT);
    }
    expect(new Set([br.headers.etag, gzip.headers.etag, raw.headers.etag]).size).toBe(3);
  });

  it('sends the raw script to a client that asks for no encoding, or refuses them', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }, { 'accept-encoding': 'br;q=0, gzip;q=0' }]) {
      const response = await request(url(`/${SCRIPT_PATH}`), headers);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers['content-length']).toBe(String(SCRIPT.length));
      expect(response.body.toString()).toBe(SCRIPT);
    }
  });

  it('answers a script address that is not valid percent-encoding as a bad request, in its own words', async () => {
    const response = await request(url('/assets/%E0%A4%A.js'));
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body.toString())).toEqual({ errors: [{ message: 'The request could not be read.', extensions: { code: 'BAD_REQUEST' } }] });
  });

  it("compresses a page's HTML over 1 KB for a browser that takes it", async () => {
    const page = await request(url('/about'), { 'accept-encoding': 'gzip, deflate, br' });
    expect(page.status).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers.vary).toMatch(/Accept-Encoding/);
    expect(page.body.length).toBeLessThan(INDEX_HTML.length / 3);
    expect(decodedText(page)).toContain('<div id="root"></div>');
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it("compresses a GraphQL answer over 1 KB, and sends a small one as it is", async () => {
    const post = (query: string) => request(url('/graphql'), { 'content-type': 'application/json', 'accept-encoding': 'br, gzip' }, JSON.stringify({ query }));
    const large = await post('{ __schema { types { name description } } }');
    expect(large.status).toBe(200);
    expect(large.headers['content-encoding']).toBe('br');
    const answer = decodedText(large);
    expect(answer.length).toBeGreaterThan(1024);
    expect(large.body.length).toBeLessThan(answer.length / 2);
    expect(JSON.parse(answer)).toMatchObject({ data: { __schema: { types: expect.any(Array) } } });

    const small = await post('{ __typename }');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toEqual({ data: { __typename: 'Query' } });
  });

  it("never compresses a media file's byte range", async () => {
    const beat = await seedBeat(given.server);
    const part = await request(url(`/media/${beat.fileKey}`), { range: 'bytes=100-1123', 'accept-encoding': 'br, gzip' });
    expect(part.status).toBe(206);
    expect(part.headers['content-encoding']).toBeUndefined();
    expect(part.headers['content-length']).toBe('1024');
    expect(part.body.length).toBe(1024);
  });
});
