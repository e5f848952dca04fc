import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { copyMediaToS3 } from '../../server/media/copyToS3';
import { s3Bucket } from '../../server/media/s3Store';
import { sniffAudio, sniffVideo } from '../../server/media/sniff';
import { localMediaStore } from '../../server/media/store';
import { mp3Bytes, mp4Bytes } from '../utils/mediaFiles';
import { runScript } from '../utils/process';
import { startTestS3, type TestS3 } from '../utils/s3';

const mediaToS3 = (env: Record<string, string>) => runScript('server/mediaToS3.ts', env);

describe('copying a local media store into S3', () => {
  let s3: TestS3;
  let dataDir: string;
  let stored: { key: string; size: number }[];
  beforeAll(async () => {
    s3 = await startTestS3();
    dataDir = await mkdtemp(path.join(tmpdir(), 'spoken-to-s3-'));
    const mediaDir = path.join(dataDir, 'media');
    const local = localMediaStore(mediaDir, Buffer.from('a key for signing media urls'));
    const put = (bytes: Buffer, folder: string) => local.put(Readable.from([bytes]), { folder, maxBytes: bytes.length, recognise: (head) => sniffVideo(head) ?? sniffAudio(head) });
    // A video's stream: a folder of playlists and segments.
    const packaged = path.join(dataDir, 'stream');
    await mkdir(packaged);
    const streamFiles = { 'master.m3u8': '#EXTM3U\n', '240.m3u8': '#EXTM3U\n', '240_init.mp4': 'init', '240_00000.m4s': 'segment' };
    for (const [name, text] of Object.entries(streamFiles)) await writeFile(path.join(packaged, name), text);
    const streamKey = await local.importStreamFolder(packaged);
    stored = [
      await put(mp4Bytes(6 * 1024 * 1024), 'videos'),
      await put(mp3Bytes(3000), 'beats'),
      ...Object.entries(streamFiles).map(([name, text]) => ({ key: `${streamKey}/${name}`, size: text.length })),
    ]
      .map(({ key, size }) => ({ key, size }))
      .sort((a, b) => a.key.localeCompare(b.key));
    // What a server stopped mid-work leaves: an unfinished upload and a job's scratch files.
    await writeFile(path.join(mediaDir, 'videos', '.upload-3f1c'), 'partial');
    await mkdir(path.join(mediaDir, '.work', 'submission-1'), { recursive: true });
    await writeFile(path.join(mediaDir, '.work', 'submission-1', '720.mp4'), 'unfinished');
  });
  afterAll(async () => {
    await s3?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const bytesOf = (files: { size: number }[]) => files.reduce((total, file) => total + file.size, 0);

  it('copies every stored file under its own key, prints what it did, and skips what is there when run again', async () => {
    const env = { NODE_ENV: 'test', DATA_DIR: dataDir, ...s3.serverEnv() };
    const first = await mediaToS3(env);
    expect(first).toMatchObject({ code: 0, stderr: expect.not.stringMatching(/failed/) });
    expect(first.stdout).toContain(`Copied ${stored.length} files (${bytesOf(stored)} bytes); 0 were in the bucket already (0 bytes).`);
    expect(await s3.objects()).toEqual(stored);

    const again = await mediaToS3(env);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain(`Copied 0 files (0 bytes); ${stored.length} were in the bucket already (${bytesOf(stored)} bytes).`);
  });

  it('copies again a file whose object has another size', async () => {
    const bucket = s3Bucket(s3.settings);
    const [beat, ...others] = stored;
    await bucket.upload(beat?.key ?? '', Readable.from([Buffer.from('cut short')]));
    const copied: string[] = [];
    expect(await copyMediaToS3(path.join(dataDir, 'media'), bucket, (key) => copied.push(key))).toEqual({
      copied: 1,
      copiedBytes: beat?.size,
      skipped: others.length,
      skippedBytes: bytesOf(others),
    });
    expect(copied).toEqual([beat?.key]);
    expect(await s3.objects()).toEqual(stored);
  });

  it('exits with a one-line reason when it cannot copy, or has no bucket to copy into', async () => {
    const [missingBucket, localMedia] = await Promise.all([
      mediaToS3({ NODE_ENV: 'test', DATA_DIR: dataDir, ...s3.serverEnv(), S3_BUCKET: 'no-such-bucket' }),
      mediaToS3({ NODE_ENV: 'test', DATA_DIR: dataDir }),
    ]);
    expect(missingBucket.code).toBe(1);
    expect(missingBucket.stderr).toMatch(new RegExp(`^media:to-s3 failed: could not copy ${stored[0]?.key}: NoSuchBucket: .+$`, 'm'));
    expect(localMedia.code).toBe(1);
    expect(localMedia.stderr).toMatch(/^media:to-s3 failed: Set MEDIA_STORE=s3 and the S3_ settings/m);
    for (const { stderr } of [missingBucket, localMedia]) expect(stderr).not.toMatch(/^\s+at /m);
  });
});
