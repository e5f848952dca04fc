import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { get as httpGet, type ClientRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { seedSubmission, seedTopic, seedUser } from '../utils/scenarios';
import { mp4Bytes } from '../utils/mediaFiles';
import { withTestServer } from '../utils/withTestServer';

const STREAMS_PER_ADDRESS = 2;
/** Past the largest playlist the server reads into memory to sign (256 KB). */
const OVERSIZED_PLAYLIST_BYTES = 300 * 1024;
const FLOOD = 400;
/** A media playlist of this many segments is just within the limit. */
const LARGEST_SIGNED_SEGMENTS = 8000;

/** A rendition's media playlist of `segments` four-second segments, as ffmpeg writes it. */
function mediaPlaylist(height: number, segments: number): string {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:7', '#EXT-X-TARGETDURATION:4', '#EXT-X-PLAYLIST-TYPE:VOD', `#EXT-X-MAP:URI="${height}_init.mp4"`];
  for (let index = 0; index < segments; index += 1) lines.push('#EXTINF:4.000000,', `${height}_${String(index).padStart(5, '0')}.m4s`);
  return [...lines, '#EXT-X-ENDLIST', ''].join('\n');
}

/** The lines of a signed playlist that name a file, and the files named in its tags, each of which must carry `query`. */
function unsignedUris(playlist: string, query: string): string[] {
  const uris = [...playlist.matchAll(/URI="([^"]+)"/g)].map((match) => match[1] ?? '');
  const files = playlist.split('\n').filter((line) => line !== '' && !line.startsWith('#'));
  return [...uris, ...files].filter((uri) => !uri.endsWith(`?${query}`));
}

const megabytes = (bytes: number) => Math.round(bytes / 1024 / 1024);

describe("a private poem's signed playlists under a flood from one client", () => {
  const given = withTestServer({ env: { MEDIA_STREAMS_PER_ADDRESS: String(STREAMS_PER_ADDRESS) } });
  let folder: string;
  let otherFolder: string;

  /** A stream folder planted in the media store as the packaging job leaves it, its playlists as given. */
  const plantStream = async (files: Record<string, string | Buffer>) => {
    const scratch = await mkdtemp(path.join(tmpdir(), 'spoken-flood-'));
    try {
      await mkdir(path.join(scratch, 'stream'));
      for (const [name, content] of Object.entries(files)) await writeFile(path.join(scratch, 'stream', name), content);
      return await given.server.server.runtime.media.importStreamFolder(path.join(scratch, 'stream'));
    } finally {
      await rm(scratch, { recursive: true, force: true });
    }
  };

  beforeAll(async () => {
    folder = await plantStream({
      'master.m3u8': '#EXTM3U\n#EXT-X-VERSION:7\n#EXT-X-STREAM-INF:BANDWIDTH=400000,RESOLUTION=426x240\n240.m3u8\n',
      // A ten-minute poem: a few KB.
      '240.m3u8': mediaPlaylist(240, 150),
      '240_init.mp4': mp4Bytes(1024),
      // Far more than the sockets' buffers hold, so a segment nobody reads stays open.
      '240_00000.m4s': mp4Bytes(32 * 1024 * 1024),
      // Nine hours: just within the limit.
      '480.m3u8': mediaPlaylist(480, LARGEST_SIGNED_SEGMENTS),
      '720.m3u8': Buffer.alloc(OVERSIZED_PLAYLIST_BYTES, '#EXTINF:4.000000,\n720_00000.m4s\n'),
    });
    otherFolder = await plantStream({ 'master.m3u8': '#EXTM3U\n' });
    // Pending, so its stream is private: only a signed link opens it.
    const poet = await seedUser(given.server.db);
    const topic = await seedTopic(given.server.db);
    await seedSubmission(given.server.db, { userId: poet.id, topicId: topic.id, status: 'pending', streamKey: folder });
  });

  const signed = (file: string, ttlSeconds = 60) => given.server.server.runtime.media.signedPath(`${folder}/${file}`, ttlSeconds);
  const get = (pathAndQuery: string, signal?: AbortSignal) => fetch(`${given.server.url}${pathAndQuery}`, { signal });

  it('signs every playlist in full while the streams are full, refuses the segments with 429 and forged, expired and traversal links with 404', async () => {
    const playlist = signed('240.m3u8');
    const query = new URL(playlist, given.server.url).search.slice(1);
    // Downloads nobody reads: paused, they cannot finish (a 32 MB segment against the sockets' buffers) and hold their streams.
    const held: ClientRequest[] = [];
    try {
      for (let index = 0; index < STREAMS_PER_ADDRESS; index += 1) {
        const status = await new Promise<number | undefined>((resolve, reject) => {
          const request = httpGet(`${given.server.url}${signed('240_00000.m4s')}`, (response) => {
            response.pause();
            resolve(response.statusCode);
          });
          request.on('error', reject);
          held.push(request);
        });
        expect(status).toBe(200);
      }

      const { expires, sig } = Object.fromEntries(new URLSearchParams(query)) as { expires: string; sig: string };
      const tampered = `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`;
      const refused = [
        signed('240.m3u8', -60),
        `/media/${folder}/240.m3u8?expires=${expires}&sig=${tampered}`,
        `/media/${folder}/240.m3u8?expires=${Number(expires) + 3600}&sig=${sig}`,
        `/media/${folder}/240.m3u8${new URL(given.server.server.runtime.media.signedPath(`${otherFolder}/master.m3u8`, 60), given.server.url).search}`,
        `/media/${folder}/%2E%2E%2F%2E%2E%2Fsecrets.json?${query}`,
        `/media/${folder}/..%2F${otherFolder.slice('streams/'.length)}%2Fmaster.m3u8?${query}`,
        `/media/${folder}/240.m3u8`,
      ];
      const flood = Array.from({ length: FLOOD }, (_, index) => {
        const kind = (['playlist', 'segment', 'refused'] as const)[index % 3] ?? 'playlist';
        const url = kind === 'playlist' ? playlist : kind === 'segment' ? signed('240_00000.m4s') : (refused[index % refused.length] ?? '');
        return get(url).then(async (response) => ({ kind, url, status: response.status, body: await response.text() }));
      });
      const answers = await Promise.all(flood);

      const playlists = answers.filter((answer) => answer.kind === 'playlist');
      const wrong = playlists.filter((answer) => answer.status !== 200 || unsignedUris(answer.body, query).length > 0 || !answer.body.includes('240_00149.m4s'));
      expect(wrong.map(({ status, body }) => ({ status, unsigned: unsignedUris(body, query).length }))).toEqual([]);
      expect(answers.filter((answer) => answer.kind === 'segment' && answer.status !== 429)).toEqual([]);
      expect(answers.filter((answer) => answer.kind === 'refused' && answer.status !== 404).map(({ url, status }) => ({ url, status }))).toEqual([]);
    } finally {
      for (const request of held) request.destroy();
    }
  });

  it('refuses a playlist past the limit without reading it, and memory stays bounded under a flood of it and of the largest playlists it does sign', async () => {
    const before = process.memoryUsage();
    let peakRss = before.rss;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
    }, 5);
    try {
      const answers = await Promise.all(
        Array.from({ length: FLOOD }, async () => {
          const response = await get(signed('720.m3u8'));
          return { status: response.status, bytes: (await response.arrayBuffer()).byteLength };
        }),
      );
      expect(answers.filter((answer) => answer.status === 200 || answer.bytes >= OVERSIZED_PLAYLIST_BYTES)).toEqual([]);
      const largest = await Promise.all(
        Array.from({ length: FLOOD / 4 }, async () => {
          const response = await get(signed('480.m3u8'));
          await response.arrayBuffer();
          return response.status;
        }),
      );
      expect(largest.filter((status) => status !== 200)).toEqual([]);
    } finally {
      clearInterval(sampler);
    }
    const grew = peakRss - before.rss;
    process.stdout.write(`playlist flood: rss ${megabytes(before.rss)} MB before, peak ${megabytes(peakRss)} MB (+${megabytes(grew)} MB) over ${FLOOD} requests\n`);
    expect(megabytes(grew)).toBeLessThan(256);
  });
});
