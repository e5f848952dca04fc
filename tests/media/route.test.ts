import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { submissions, type BeatRow } from '../../server/db/schema';
import { mediaUrl } from '../../server/media/urls';
import { mp4Bytes, storeMediaFile } from '../utils/mediaFiles';
import { poetsAndAdmin, seedBeat, seedProcessedSubmission, seedTopic } from '../utils/scenarios';
import type { TestServer } from '../utils/server';
import { until } from '../utils/until';
import { withTestServer } from '../utils/withTestServer';

const storedBytes = (server: TestServer, key: string) => readFile(path.join(server.env.DATA_DIR ?? '', 'media', key));
const bodyOf = async (response: Response) => Buffer.from(await response.arrayBuffer());

describe('serving a public file', () => {
  const given = withTestServer();
  let beat: BeatRow;
  let bytes: Buffer;
  let url: string;
  beforeAll(async () => {
    beat = await seedBeat(given.server);
    bytes = await storedBytes(given.server, beat.fileKey);
    url = `${given.server.url}/media/${beat.fileKey}`;
  });

  it("serves an active beat's file to anyone, with its type, length, a strong ETag and a day of public caching", async () => {
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('audio/wav');
    expect(response.headers.get('content-length')).toBe(String(bytes.length));
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    expect(response.headers.get('etag')).toMatch(/^"[\w-]+"$/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await bodyOf(response)).equals(bytes)).toBe(true);
  });

  it('answers a byte range with 206 and exactly those bytes', async () => {
    const ranges: [string, number, number][] = [
      ['bytes=100-199', 100, 199],
      ['bytes=1000-', 1000, bytes.length - 1],
      ['bytes=-50', bytes.length - 50, bytes.length - 1],
      [`bytes=10-${bytes.length + 5000}`, 10, bytes.length - 1],
    ];
    for (const [range, start, end] of ranges) {
      const response = await fetch(url, { headers: { range } });
      expect(response.status).toBe(206);
      expect(response.headers.get('content-range')).toBe(`bytes ${start}-${end}/${bytes.length}`);
      expect(response.headers.get('content-length')).toBe(String(end - start + 1));
      expect((await bodyOf(response)).equals(bytes.subarray(start, end + 1))).toBe(true);
    }
  });

  it('answers a range that starts past the end with 416 and the size', async () => {
    const response = await fetch(url, { headers: { range: `bytes=${bytes.length}-` } });
    expect(response.status).toBe(416);
    expect(response.headers.get('content-range')).toBe(`bytes */${bytes.length}`);
  });

  it('sends the whole file for several ranges, which it does not serve', async () => {
    const response = await fetch(url, { headers: { range: 'bytes=0-9,20-29' } });
    expect(response.status).toBe(200);
    expect((await bodyOf(response)).length).toBe(bytes.length);
  });

  it('answers 304 with no body to a client holding the current version, in any of its forms', async () => {
    const etag = (await fetch(url, { method: 'HEAD' })).headers.get('etag') ?? '';
    for (const ifNoneMatch of [etag, `W/${etag}`, `"something-else", ${etag}`, '*']) {
      const response = await fetch(url, { headers: { 'if-none-match': ifNoneMatch } });
      expect(response.status).toBe(304);
      expect(response.headers.get('etag')).toBe(etag);
      expect(await response.text()).toBe('');
    }
    const stale = await fetch(url, { headers: { 'if-none-match': '"an-older-version"' } });
    expect(stale.status).toBe(200);
  });

  it('sends the whole file instead of a range when If-Range names another version', async () => {
    const etag = (await fetch(url, { method: 'HEAD' })).headers.get('etag') ?? '';
    const current = await fetch(url, { headers: { range: 'bytes=0-9', 'if-range': etag } });
    expect(current.status).toBe(206);
    const changed = await fetch(url, { headers: { range: 'bytes=0-9', 'if-range': '"an-older-version"' } });
    expect(changed.status).toBe(200);
    expect((await bodyOf(changed)).length).toBe(bytes.length);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const whole = await fetch(url, { method: 'HEAD' });
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-length')).toBe(String(bytes.length));
    expect(whole.headers.get('content-type')).toBe('audio/wav');
    expect(await whole.text()).toBe('');

    const part = await fetch(url, { method: 'HEAD', headers: { range: 'bytes=0-9' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-length')).toBe('10');
    expect(part.headers.get('content-range')).toBe(`bytes 0-9/${bytes.length}`);
  });

  it('answers 404, never cached, for malformed keys and files that do not exist', async () => {
    const paths = [
      '/media/',
      '/media/beats',
      '/media/beats/not-a-uuid.wav',
      `/media/BEATS/${beat.fileKey.slice('beats/'.length)}`,
      `/media/${beat.fileKey}x`,
      `/media/beats/${randomUUID()}.wav`,
      '/media/..%2Fsecrets.json',
      `/media/beats%2F${beat.fileKey.slice('beats/'.length)}`,
    ];
    for (const missing of paths) {
      const response = await fetch(`${given.server.url}${missing}`);
      expect({ path: missing, status: response.status }).toEqual({ path: missing, status: 404 });
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('refuses methods other than GET and HEAD', async () => {
    const response = await fetch(url, { method: 'DELETE' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
    expect((await fetch(url)).status).toBe(200);
  });
});

describe('serving a private file', () => {
  const given = withTestServer();

  const get = (pathAndQuery: string, headers: Record<string, string> = {}) => fetch(`${given.server.url}${pathAndQuery}`, { headers });

  it("hides an inactive beat's file without a signature, exactly as if it did not exist", async () => {
    const beat = await seedBeat(given.server, { active: false });
    const hidden = await get(`/media/${beat.fileKey}`);
    const missing = await get(`/media/beats/${randomUUID()}.wav`);
    expect(hidden.status).toBe(404);
    expect(await hidden.text()).toBe(await missing.text());
  });

  it('serves it, ranges included, through a valid signed URL and never lets it be cached', async () => {
    const beat = await seedBeat(given.server, { active: false });
    const signed = given.server.server.runtime.media.signedPath(beat.fileKey, 60);
    const whole = await get(signed);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('cache-control')).toBe('private, no-store');
    expect((await bodyOf(whole)).equals(await storedBytes(given.server, beat.fileKey))).toBe(true);
    const part = await get(signed, { range: 'bytes=0-3' });
    expect(part.status).toBe(206);
    expect((await bodyOf(part)).toString('latin1')).toBe('RIFF');
  });

  it('refuses an expired, tampered or borrowed signature with 404', async () => {
    const beat = await seedBeat(given.server, { active: false });
    const other = await seedBeat(given.server, { active: false });
    const media = given.server.server.runtime.media;
    const valid = new URL(media.signedPath(beat.fileKey, 60), given.server.url);
    const signature = valid.searchParams.get('sig') ?? '';
    const expires = valid.searchParams.get('expires') ?? '';
    const tampered = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    const borrowed = new URL(media.signedPath(other.fileKey, 60), given.server.url).search;

    const refused = [
      media.signedPath(beat.fileKey, -60),
      `/media/${beat.fileKey}?expires=${expires}&sig=${tampered}`,
      `/media/${beat.fileKey}?expires=${Number(expires) + 3600}&sig=${signature}`,
      `/media/${beat.fileKey}${borrowed}`,
      `/media/${beat.fileKey}?expires=soon&sig=${signature}`,
      `/media/${beat.fileKey}?sig=${signature}`,
    ];
    for (const attempt of refused) {
      expect({ attempt, status: (await get(attempt)).status }).toEqual({ attempt, status: 404 });
    }
    expect((await get(`${valid.pathname}${valid.search}`)).status).toBe(200);
  });

  it("makes a poem's renditions and poster public only while it is approved or paid and not taken down, and its upload never", async () => {
    const { poet } = await poetsAndAdmin(given.server);
    const topic = await seedTopic(given.server.db);
    const videoKey = await storeMediaFile(given.server, mp4Bytes(), 'videos');
    const renditionKey = await storeMediaFile(given.server, mp4Bytes(), 'renditions');
    const thumbnailKey = await storeMediaFile(given.server, mp4Bytes(), 'posters');
    const poem = await seedProcessedSubmission(given.server.db, { userId: poet.user.id, topicId: topic.id, videoKey, thumbnailKey }, [
      { key: renditionKey, height: 720, size: 8192 },
    ]);
    const statuses = async () => Promise.all([videoKey, renditionKey, thumbnailKey].map(async (key) => (await get(`/media/${key}`)).status));
    const update = (changes: Partial<typeof submissions.$inferInsert>) => given.server.db.update(submissions).set(changes).where(eq(submissions.id, poem.id));

    expect(await statuses()).toEqual([404, 404, 404]);
    await update({ status: 'approved' });
    expect(await statuses()).toEqual([404, 200, 200]);
    expect((await get(`/media/${renditionKey}`)).headers.get('cache-control')).toBe('public, max-age=86400');
    expect((await get(`/media/${renditionKey}`)).headers.get('content-type')).toBe('video/mp4');
    await update({ status: 'paid' });
    expect(await statuses()).toEqual([404, 200, 200]);
    await update({ takenDownAt: new Date() });
    expect(await statuses()).toEqual([404, 404, 404]);
    for (const status of ['rejected', 'withdrawn'] as const) {
      await update({ status, takenDownAt: null });
      expect(await statuses()).toEqual([404, 404, 404]);
    }
  });

  it('hands out a plain URL for a public file and a signed one lasting 15 minutes by default otherwise', async () => {
    const key = (await seedBeat(given.server, { active: false })).fileKey;
    expect(mediaUrl(given.server.server.runtime, key, true)).toBe(`/media/${key}`);

    const signed = new URL(mediaUrl(given.server.server.runtime, key, false), given.server.url);
    expect(signed.pathname).toBe(`/media/${key}`);
    const lifetime = Number(signed.searchParams.get('expires')) - Date.now() / 1000;
    expect(lifetime).toBeGreaterThan(15 * 60 - 5);
    expect(lifetime).toBeLessThanOrEqual(15 * 60);
    expect((await get(`${signed.pathname}${signed.search}`)).status).toBe(200);
  });

  it('signs for as long as MEDIA_URL_TTL_S says', async () => {
    const key = (await seedBeat(given.server, { active: false })).fileKey;
    const { runtime } = given.server.server;
    const signed = new URL(mediaUrl({ media: runtime.media, config: { ...runtime.config, mediaUrlTtlSeconds: 60 } }, key, false), given.server.url);
    const lifetime = Number(signed.searchParams.get('expires')) - Date.now() / 1000;
    expect(lifetime).toBeGreaterThan(60 - 5);
    expect(lifetime).toBeLessThanOrEqual(60);
  });
});

describe('streams per address', () => {
  // Two streams an address, and X-Forwarded-For believed from this machine, so a test can be two addresses.
  const given = withTestServer({ env: { MEDIA_STREAMS_PER_ADDRESS: '2', TRUST_PROXY: 'loopback' } });

  it('streams to an address at most the configured number of files at once, answering 429 beyond until one closes', async () => {
    // Far more than the sockets' buffers hold, so a stream nobody reads stays open.
    const key = await storeMediaFile(given.server, mp4Bytes(32 * 1024 * 1024), 'videos');
    const url = `${given.server.url}${given.server.server.runtime.media.signedPath(key, 60)}`;
    const open: AbortController[] = [];
    const stream = async (address: string, method = 'GET') => {
      const controller = new AbortController();
      open.push(controller);
      return fetch(url, { method, headers: { 'x-forwarded-for': address }, signal: controller.signal });
    };
    try {
      const first = await stream('203.0.113.5');
      expect((await stream('203.0.113.5')).status).toBe(200);
      const refused = await stream('203.0.113.5');
      expect({ status: refused.status, retryAfter: refused.headers.get('retry-after'), body: await refused.text() }).toEqual({
        status: 429,
        retryAfter: '5',
        body: 'Too many videos are playing from this network address. Please try again in a moment.',
      });
      expect((await stream('203.0.113.5', 'HEAD')).status).toBe(200);
      expect((await stream('203.0.113.6')).status).toBe(200);

      open[0]?.abort();
      await first.body?.cancel().catch(() => undefined);
      await until(async () => (await stream('203.0.113.5')).status === 200, 'a closed stream was never released');
    } finally {
      for (const controller of open) controller.abort();
    }
  });
});
