import { count, eq, sql } from 'drizzle-orm';
import { synthesiseDrumLoop } from '../../server/beats/synth';
import { beats } from '../../server/db/schema';
import { hubEvents } from '../utils/events';
import { errorCode } from '../utils/graphql';
import { mediaFilesOf, mp3Bytes, pngBytes } from '../utils/mediaFiles';
import { openUpload, uploadGql, type UploadFile } from '../utils/upload';
import { withTestServer } from '../utils/withTestServer';

const MB = 1024 * 1024;
const UPLOAD = `mutation UploadBeat($input: UploadBeatInput!) {
  uploadBeat(input: $input) {
    beat { id title artist genre bpm key fileUrl fileName fileType fileSize active createdAt downloadName }
  }
}`;

interface UploadedBeat {
  id: string;
  title: string;
  fileUrl: string;
  fileName: string;
  fileType: string;
  fileSize: number;
  downloadName: string;
}
type UploadResult = { uploadBeat: { beat: UploadedBeat } };

const details = (overrides: Record<string, unknown> = {}) => ({
  title: 'Lagos Nights',
  artist: 'DJ Thabo',
  genre: 'Afrobeats',
  bpm: '90',
  key: 'A minor',
  ...overrides,
});

function withinSeconds<T>(seconds: number, work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not happen within ${seconds} s`)), seconds * 1000);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

describe('uploading a beat', () => {
  const given = withTestServer({ people: true });

  const upload = (input: Record<string, unknown>, file: UploadFile) =>
    uploadGql<UploadResult>(given.server, UPLOAD, { input }, { 'input.file': file }, { token: given.admin.token });

  it("stores an admin's beat and serves it at its fileUrl, whole, by byte range, and to revalidation", async () => {
    const events = hubEvents(given.server, 'beats.changed');
    const wav = synthesiseDrumLoop({ bpm: 90, bars: 1, seed: 3 });
    const response = await upload(details(), { content: wav, name: 'lagos-nights.wav', type: 'audio/wav' });

    expect(response.errors).toBeUndefined();
    const beat = response.data?.uploadBeat.beat;
    expect(beat).toMatchObject({
      title: 'Lagos Nights',
      artist: 'DJ Thabo',
      genre: 'Afrobeats',
      bpm: '90',
      key: 'A minor',
      fileName: 'lagos-nights.wav',
      fileType: 'audio/wav',
      fileSize: wav.length,
      active: true,
      downloadName: 'lagos-nights.wav',
    });
    expect(beat?.fileUrl).toMatch(/^\/media\/beats\/[0-9a-f-]{36}\.wav$/);
    const [row] = await given.server.db.select().from(beats).where(eq(beats.id, beat?.id ?? ''));
    expect(row?.createdBy).toBe(given.admin.user.id);
    await events.waitFor((event) => event.beatId === beat?.id);
    events.stop();

    const url = `${given.server.url}${beat?.fileUrl}`;
    const whole = await fetch(url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('audio/wav');
    expect(Buffer.from(await whole.arrayBuffer()).equals(wav)).toBe(true);

    const part = await fetch(url, { headers: { range: 'bytes=44-1043' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 44-1043/${wav.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(wav.subarray(44, 1044))).toBe(true);

    const etag = whole.headers.get('etag') ?? '';
    const unchanged = await fetch(url, { headers: { 'if-none-match': etag } });
    expect(unchanged.status).toBe(304);
    expect(await unchanged.text()).toBe('');

    const head = await fetch(url, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(wav.length));
    expect(await head.text()).toBe('');
  });

  it('judges the type by the content, not the name or the type the browser claims', async () => {
    const mp3 = mp3Bytes(4096);
    const response = await upload(details({ title: 'Misnamed' }), { content: mp3, name: 'misnamed.wav', type: 'audio/wav' });
    expect(response.data?.uploadBeat.beat).toMatchObject({ fileType: 'audio/mpeg', fileName: 'misnamed.wav', fileSize: 4096 });
    expect(response.data?.uploadBeat.beat.fileUrl).toMatch(/\.mp3$/);
  });

  it('trims the details and keeps optional ones empty as null', async () => {
    const response = await upload(
      { title: '  Soweto Sunrise  ', artist: ' Lindi ', genre: '   ', bpm: '', key: null },
      { content: mp3Bytes(), name: 'sunrise.mp3' },
    );
    expect(response.data?.uploadBeat.beat).toMatchObject({ title: 'Soweto Sunrise', artist: 'Lindi', genre: null, bpm: null, key: null });
  });

  it("keeps only the base name of the uploaded file, at most 200 characters with its extension", async () => {
    const windowsPath = await upload(details(), { content: mp3Bytes(), name: 'C:\\fakepath\\My Beat.mp3' });
    expect(windowsPath.data?.uploadBeat.beat.fileName).toBe('My Beat.mp3');

    const long = await upload(details(), { content: mp3Bytes(), name: `${'a'.repeat(300)}.mp3` });
    expect(long.data?.uploadBeat.beat.fileName).toBe(`${'a'.repeat(196)}.mp3`);
  });

  it('accepts details at their length limits', async () => {
    const response = await upload(
      details({ title: 't'.repeat(120), artist: 'a'.repeat(120), genre: 'g'.repeat(40), bpm: '9'.repeat(40), key: 'k'.repeat(40) }),
      { content: mp3Bytes(), name: 'beat.mp3' },
    );
    expect(response.errors).toBeUndefined();
    expect(response.data?.uploadBeat.beat.title).toHaveLength(120);
  });

  it('accepts a file of exactly 20 MB', async () => {
    const response = await upload(details({ title: 'Full length' }), { content: mp3Bytes(20 * MB), name: 'full.mp3' });
    expect(response.errors).toBeUndefined();
    expect(response.data?.uploadBeat.beat.fileSize).toBe(20 * MB);
  });
});

describe('refusing a beat upload', () => {
  const given = withTestServer({ people: true });

  const upload = (input: Record<string, unknown>, file: UploadFile, token = given.admin.token) =>
    uploadGql<UploadResult>(given.server, UPLOAD, { input }, { 'input.file': file }, { token });
  const beatCount = async () => (await given.server.db.select({ value: count() }).from(beats))[0]?.value;

  /** Runs `attempt` and checks it left no beat row and no file, unfinished uploads included. */
  async function writesNothing(attempt: () => Promise<void>): Promise<void> {
    const before = { beats: await beatCount(), files: await mediaFilesOf(given.server) };
    await attempt();
    expect(await beatCount()).toBe(before.beats);
    expect(await mediaFilesOf(given.server)).toEqual(before.files);
  }

  it('refuses a PNG named .mp3, leaving no row and no file', () =>
    writesNothing(async () => {
      const response = await upload(details(), { content: pngBytes(), name: 'cover.mp3', type: 'audio/mpeg' });
      expect(response.errors?.[0]).toMatchObject({
        message: 'Please upload an MP3, WAV, OGG or M4A audio file.',
        extensions: { code: 'BAD_USER_INPUT', field: 'file' },
      });
    }));

  it('refuses a text file named .mp3, leaving no row and no file', () =>
    writesNothing(async () => {
      const text = Buffer.from('These are lyrics, not a beat. '.repeat(20));
      const response = await upload(details(), { content: text, name: 'lyrics.mp3', type: 'audio/mpeg' });
      expect(response.errors?.[0]?.message).toBe('Please upload an MP3, WAV, OGG or M4A audio file.');
    }));

  it('refuses a file over 20 MB, leaving no row and no file', () =>
    writesNothing(async () => {
      const response = await upload(details(), { content: mp3Bytes(20 * MB + 1), name: 'too-long.mp3' });
      expect(response.errors?.[0]).toMatchObject({
        message: 'Beat files can be at most 20 MB.',
        extensions: { code: 'BAD_USER_INPUT', field: 'file' },
      });
    }));

  it('refuses an oversize file while it is still arriving, and reads the rest so the connection stays usable', () =>
    writesNothing(async () => {
      const streaming = openUpload(given.server, UPLOAD, { input: details() }, { path: 'input.file', name: 'endless.mp3' }, { token: given.admin.token });
      await streaming.send(mp3Bytes(21 * MB));
      // The file has not ended: an answer now means it was judged as it streamed, not after.
      const response = await withinSeconds(10, streaming.response, 'the refusal');
      expect(response.errors?.[0]?.message).toBe('Beat files can be at most 20 MB.');
      await withinSeconds(10, streaming.send(Buffer.alloc(30 * MB)).then(() => streaming.finish()), 'sending the rest');
      expect(await withinSeconds(10, streaming.followUp('/healthz'), 'the next request on the connection')).toBe(200);
      streaming.close();
    }));

  it('asks for the title and artist, naming the missing one', () =>
    writesNothing(async () => {
      const noTitle = await upload(details({ title: '   ' }), { content: mp3Bytes(), name: 'beat.mp3' });
      expect(noTitle.errors?.[0]).toMatchObject({
        message: 'Title and artist are required fields',
        extensions: { code: 'BAD_USER_INPUT', field: 'title' },
      });
      const noArtist = await upload(details({ artist: '' }), { content: mp3Bytes(), name: 'beat.mp3' });
      expect(noArtist.errors?.[0]).toMatchObject({ message: 'Title and artist are required fields', extensions: { field: 'artist' } });
    }));

  it('limits the title and artist to 120 characters and genre, BPM and key to 40', () =>
    writesNothing(async () => {
      const cases: [Record<string, unknown>, string, string][] = [
        [{ title: 't'.repeat(121) }, 'title', 'Title must be at most 120 characters.'],
        [{ artist: 'a'.repeat(121) }, 'artist', 'Artist must be at most 120 characters.'],
        [{ genre: 'g'.repeat(41) }, 'genre', 'Genre must be at most 40 characters.'],
        [{ bpm: '9'.repeat(41) }, 'bpm', 'BPM must be at most 40 characters.'],
        [{ key: 'k'.repeat(41) }, 'key', 'Key must be at most 40 characters.'],
      ];
      for (const [overrides, field, message] of cases) {
        const response = await upload(details(overrides), { content: mp3Bytes(), name: 'beat.mp3' });
        expect(response.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
      }
    }));

  it('asks for a file when the form sent none', () =>
    writesNothing(async () => {
      const response = await upload(details(), { content: new Uint8Array(0), name: '' });
      expect(response.errors?.[0]).toMatchObject({
        message: 'Please select a beat file to upload',
        extensions: { code: 'BAD_USER_INPUT', field: 'file' },
      });
    }));

  it('removes the stored file when the row cannot be written after it', async () => {
    // A real database failure after the file is stored: a trigger refusing the insert.
    await given.server.db.execute(sql`create function refuse_beat() returns trigger language plpgsql as $$
      begin raise exception 'the beats table is closed'; end $$`);
    await given.server.db.execute(sql`create trigger refuse_beat before insert on beats for each row execute function refuse_beat()`);
    try {
      await writesNothing(async () => {
        const response = await upload(details(), { content: mp3Bytes(), name: 'beat.mp3' });
        expect(response.errors?.[0]).toMatchObject({ message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } });
      });
    } finally {
      await given.server.db.execute(sql`drop trigger refuse_beat on beats`);
      await given.server.db.execute(sql`drop function refuse_beat()`);
    }
  });

  it('refuses visitors and poets, writing nothing', () =>
    writesNothing(async () => {
      const visitor = await uploadGql(given.server, UPLOAD, { input: details() }, { 'input.file': { content: mp3Bytes(), name: 'beat.mp3' } });
      expect(errorCode(visitor)).toBe('UNAUTHENTICATED');
      const byPoet = await upload(details(), { content: mp3Bytes(), name: 'beat.mp3' }, given.poet.token);
      expect(errorCode(byPoet)).toBe('FORBIDDEN');
    }));

  it("reads to the end a poet's large upload refused before any resolver ran, so the connection stays usable", () =>
    writesNothing(async () => {
      const streaming = openUpload(given.server, UPLOAD, { input: details() }, { path: 'input.file', name: 'big.mp3' }, { token: given.poet.token });
      await streaming.send(mp3Bytes(2 * MB));
      expect(errorCode(await withinSeconds(10, streaming.response, 'the refusal'))).toBe('FORBIDDEN');
      await withinSeconds(10, streaming.send(Buffer.alloc(30 * MB)).then(() => streaming.finish()), 'sending the rest');
      expect(await withinSeconds(10, streaming.followUp('/healthz'), 'the next request on the connection')).toBe(200);
      streaming.close();
    }));
});
