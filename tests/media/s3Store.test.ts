import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { S3Settings } from '../../server/config';
import { s3Bucket, s3MediaStore } from '../../server/media/s3Store';
import { sniffVideo } from '../../server/media/sniff';
import { MediaTooLargeError, MediaTypeError, type MediaStore, type PutOptions } from '../../server/media/store';
import { mp4Bytes, pngBytes } from '../utils/mediaFiles';
import { startTestS3, type TestS3 } from '../utils/s3';
import { until } from '../utils/until';

const MB = 1024 * 1024;
const VIDEO: Omit<PutOptions, 'maxBytes'> = { folder: 'videos', recognise: sniffVideo };

describe('media in an S3 bucket', () => {
  let s3: TestS3;
  let workDir: string;
  let store: MediaStore;
  const storeIn = (settings: S3Settings) => s3MediaStore(s3Bucket(settings), { workDir, signingKey: Buffer.from('a key for signing media urls') });
  beforeAll(async () => {
    s3 = await startTestS3();
    workDir = await mkdtemp(path.join(tmpdir(), 'spoken-s3-work-'));
    store = storeIn(s3.settings);
  });
  afterAll(async () => {
    await s3?.close();
    await rm(workDir, { recursive: true, force: true });
  });

  const put = (bytes: Buffer, maxBytes: number) => store.put(Readable.from([bytes]), { ...VIDEO, maxBytes });

  describe('put', () => {
    it('keeps a recognised upload under a new key of its type, with its bytes', async () => {
      const bytes = mp4Bytes(8192);
      const stored = await put(bytes, 8192);
      expect(stored).toMatchObject({ key: expect.stringMatching(/^videos\/[0-9a-f-]{36}\.mp4$/), size: 8192, type: { mime: 'video/mp4' } });
      expect(await s3.objects()).toContainEqual({ key: stored.key, size: 8192 });
      expect(await buffer(store.open(stored.key))).toEqual(bytes);
    });

    it('refuses an upload it does not recognise, keeping nothing', async () => {
      const before = await s3.objects();
      await expect(put(pngBytes(), 8192)).rejects.toBeInstanceOf(MediaTypeError);
      expect(await s3.objects()).toEqual(before);
    });

    it('refuses an upload over the limit before sending any of it, keeping nothing', async () => {
      const before = await s3.objects();
      await expect(put(mp4Bytes(8192), 8191)).rejects.toBeInstanceOf(MediaTooLargeError);
      expect(await s3.objects()).toEqual(before);
    });

    it('streams a large upload in parts', async () => {
      const bytes = mp4Bytes(11 * MB);
      const stored = await put(bytes, 11 * MB);
      expect(await s3.objects()).toContainEqual({ key: stored.key, size: 11 * MB });
      // Across the first part's end.
      const start = 5 * MB - 10;
      expect(await buffer(store.open(stored.key, { start, end: start + 19 }))).toEqual(bytes.subarray(start, start + 20));
      expect(await s3.unfinishedUploads()).toEqual([]);
    });

    it('aborts the multipart upload of a file found too large after parts of it went up, leaving no object and no parts', async () => {
      const before = await s3.objects();
      const source = new PassThrough();
      const putting = store.put(source, { ...VIDEO, maxBytes: 10 * MB });
      putting.catch(() => undefined);
      source.write(mp4Bytes(6 * MB));
      await until(async () => (await s3.unfinishedUploads()).length === 1, 'no multipart upload began');
      source.end(Buffer.alloc(5 * MB));
      await expect(putting).rejects.toBeInstanceOf(MediaTooLargeError);
      expect(await s3.unfinishedUploads()).toEqual([]);
      expect(await s3.objects()).toEqual(before);
    });

    it("fails with S3's error when the bucket cannot take the file, and reads the upload to its end", async () => {
      const source = Readable.from([mp4Bytes(8192)]);
      const missing = storeIn({ ...s3.settings, bucket: 'no-such-bucket' });
      await expect(missing.put(source, { ...VIDEO, maxBytes: 8192 })).rejects.toMatchObject({ name: 'NoSuchBucket' });
      await until(async () => source.readableEnded, 'the upload was left unread');
    });
  });

  describe('reading', () => {
    const bytes = mp4Bytes(4096);
    let key: string;
    beforeAll(async () => {
      key = (await put(bytes, 4096)).key;
    });

    it('opens a byte range, or the whole file', async () => {
      expect(await buffer(store.open(key, { start: 100, end: 199 }))).toEqual(bytes.subarray(100, 200));
      expect(await buffer(store.open(key, { start: 4000, end: 4095 }))).toEqual(bytes.subarray(4000));
      expect(await buffer(store.open(key))).toEqual(bytes);
    });

    it('states the size and the time it was stored, and null for a file that is not there', async () => {
      const stat = await store.stat(key);
      expect(stat?.size).toBe(4096);
      expect(Math.abs(Date.now() - (stat?.modifiedAt.getTime() ?? 0))).toBeLessThan(60_000);
      expect(await store.stat('videos/00000000-0000-0000-0000-000000000000.mp4')).toBeNull();
    });

    it('fails, rather than calling a file missing, when S3 refuses to say', async () => {
      const stranger = storeIn({ ...s3.settings, credentials: { accessKeyId: 'STRANGER', secretAccessKey: 'not-a-key' } });
      await expect(stranger.stat(key)).rejects.toMatchObject({ $metadata: { httpStatusCode: 403 } });
    });

    it('fails the stream of a file that is not there', async () => {
      await expect(buffer(store.open('videos/00000000-0000-0000-0000-000000000000.mp4'))).rejects.toMatchObject({ name: 'NoSuchKey' });
    });

    it('takes nothing but a media key', async () => {
      expect(() => store.open('../secrets.json')).toThrow(/not a media key/);
      await expect(store.stat('videos/../../x.mp4')).rejects.toThrow(/not a media key/);
    });
  });

  it('deletes a file, and deleting it again is no error', async () => {
    const { key } = await put(mp4Bytes(2048), 2048);
    await store.delete(key);
    expect(await store.stat(key)).toBeNull();
    await expect(store.delete(key)).resolves.toBeUndefined();
    expect((await s3.objects()).map((object) => object.key)).not.toContain(key);
  });

  describe('work on local files', () => {
    it('gives a job a fresh scratch folder on local disk, removing what an earlier run left there', async () => {
      const folder = await store.scratchFolder('submission-1');
      expect(folder).toBe(path.join(workDir, 'submission-1'));
      await writeFile(path.join(folder, 'left-over.mp4'), 'x');
      expect(await readdir(await store.scratchFolder('submission-1'))).toEqual([]);
      await store.removeScratchFolder('submission-1');
      expect(await readdir(workDir)).toEqual([]);
    });

    it('copies a stored file into the scratch folder for programs to read', async () => {
      const bytes = mp4Bytes(6000);
      const { key } = await put(bytes, 6000);
      const folder = await store.scratchFolder('beat-1');
      const copy = await store.localCopy(key, folder);
      expect(path.dirname(copy)).toBe(folder);
      expect(await readFile(copy)).toEqual(bytes);
      await store.removeScratchFolder('beat-1');
    });

    it('uploads a finished file under a new key and removes it from local disk', async () => {
      const folder = await store.scratchFolder('submission-2');
      const file = path.join(folder, '720.mp4');
      const bytes = mp4Bytes(3000);
      await writeFile(file, bytes);
      const imported = await store.importFile(file, 'renditions');
      expect(imported).toEqual({ key: expect.stringMatching(/^renditions\/[0-9a-f-]{36}\.mp4$/), size: 3000 });
      expect(await readdir(folder)).toEqual([]);
      expect(await buffer(store.open(imported.key))).toEqual(bytes);
      await store.removeScratchFolder('submission-2');
    });

    it('uploads a finished stream folder under a new key, which deletes every file of it', async () => {
      const folder = path.join(await store.scratchFolder('submission-3'), 'stream');
      const files = { 'master.m3u8': '#EXTM3U\n', '240.m3u8': '#EXTM3U\n', '240_init.mp4': 'init', '240_00000.m4s': 'segment' };
      await mkdir(folder);
      for (const [name, text] of Object.entries(files)) await writeFile(path.join(folder, name), text);
      const key = await store.importStreamFolder(folder);
      expect(key).toMatch(/^streams\/[0-9a-f-]{36}$/);
      expect((await s3.objects()).filter((object) => object.key.startsWith(`${key}/`))).toEqual(
        Object.entries(files).map(([name, text]) => ({ key: `${key}/${name}`, size: text.length })).sort((a, b) => a.key.localeCompare(b.key)),
      );
      expect(await buffer(store.open(`${key}/240_00000.m4s`))).toEqual(Buffer.from('segment'));
      await store.delete(key);
      expect((await s3.objects()).filter((object) => object.key.startsWith('streams/'))).toEqual([]);
      await store.removeScratchFolder('submission-3');
    });

    it('leaves nothing of a stream folder holding a file that is no part of a stream', async () => {
      const folder = path.join(await store.scratchFolder('submission-4'), 'stream');
      await mkdir(folder);
      for (const name of ['master.m3u8', '240.m3u8', '240_00000.m4s', 'notes.txt']) await writeFile(path.join(folder, name), name);
      await expect(store.importStreamFolder(folder)).rejects.toThrow('not a media key');
      expect((await s3.objects()).filter((object) => object.key.startsWith('streams/'))).toEqual([]);
      await store.removeScratchFolder('submission-4');
    });
  });
});
