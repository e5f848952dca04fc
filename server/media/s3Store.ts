import { createReadStream, createWriteStream } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, NotFound, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { NodeJsClient } from '@smithy/types';
import type { S3Settings } from '../config';
import { admission, isMediaKey, isStreamFolder, mediaUrlSigner, newMediaKey, newStreamFolder, scratchFolders, type MediaStore } from './store';

/**
 * Objects in one bucket, as the media store and `npm run media:to-s3` use them. Objects carry no
 * Content-Type of their own: only the app serves them, naming the type from the key.
 */
export interface S3Bucket {
  name: string;
  /** Streams `body` into the object `key`, in parts of 5 MB, one at a time; a failed upload is aborted, leaving no object and no parts. */
  upload(key: string, body: Readable): Promise<void>;
  /** Null when there is no such object. */
  head(key: string): Promise<{ size: number; modifiedAt: Date } | null>;
  read(key: string, range?: { start: number; end: number }): Readable;
  delete(key: string): Promise<void>;
  /** The keys of every object whose key starts with `prefix`. */
  list(prefix: string): Promise<string[]>;
}

const PART_BYTES = 5 * 1024 * 1024;
// Every media response streamed through the app holds one connection to S3 while it plays, and
// the SDK's default of 50 would make the 51st viewer wait for one of the first 50 to finish.
const MAX_CONNECTIONS = 1024;

export function s3Bucket(settings: S3Settings): S3Bucket {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    requestHandler: { httpAgent: { maxSockets: MAX_CONNECTIONS }, httpsAgent: { maxSockets: MAX_CONNECTIONS } },
  }) as NodeJsClient<S3Client>;
  const Bucket = settings.bucket;

  async function* bytesOf(key: string, range: { start: number; end: number } | undefined) {
    const { Body } = await client.send(new GetObjectCommand({ Bucket, Key: key, Range: range && `bytes=${range.start}-${range.end}` }));
    if (Body) yield* Body;
  }

  return {
    name: Bucket,
    async upload(key, body) {
      // One part at a time: an upload holds at most one part (5 MB) in memory.
      await new Upload({ client, params: { Bucket, Key: key, Body: body }, partSize: PART_BYTES, queueSize: 1 }).done();
    },
    async head(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return { size: head.ContentLength ?? 0, modifiedAt: head.LastModified ?? new Date(0) };
      } catch (error) {
        if (error instanceof NotFound) return null;
        throw error;
      }
    },
    // Opened lazily, as a file stream is: the request is sent once the stream is read.
    read: (key, range) => Readable.from(bytesOf(key, range), { objectMode: false }),
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async list(prefix) {
      const keys: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }));
        for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return keys;
    },
  };
}

/** Deletes every object of a stream folder. */
async function deleteStreamFolder(bucket: S3Bucket, folder: string): Promise<void> {
  for (const key of await bucket.list(`${folder}/`)) await bucket.delete(key);
}

/**
 * Media in an S3 bucket under the same keys as on disk. Jobs work in scratch folders under
 * `workDir` on local disk, on copies downloaded there, and finished files are uploaded.
 */
export function s3MediaStore(bucket: S3Bucket, { workDir, signingKey }: { workDir: string; signingKey: Buffer }): MediaStore {
  const checked = (key: string) => {
    if (!isMediaKey(key)) throw new Error(`not a media key: ${key}`);
    return key;
  };

  return {
    async put(source, options) {
      const { check, type, size } = admission(options);
      source.once('error', (error) => check.destroy(error));
      const body = source.pipe(check);
      try {
        // The key's extension comes from the first bytes: the upload starts once they are recognised.
        const recognised = await type;
        const key = newMediaKey(options.folder, recognised.extension);
        await bucket.upload(key, body);
        return { key, size: size(), type: recognised };
      } catch (error) {
        check.destroy();
        source.resume();
        throw error;
      }
    },
    open: (key, range) => bucket.read(checked(key), range),
    stat: async (key) => bucket.head(checked(key)),
    delete: async (key) => (isStreamFolder(key) ? deleteStreamFolder(bucket, key) : bucket.delete(checked(key))),
    ...scratchFolders(workDir),
    async localCopy(key, folder) {
      const file = path.join(folder, path.basename(checked(key)));
      await pipeline(bucket.read(key), createWriteStream(file));
      return file;
    },
    async importFile(file, folder) {
      const key = newMediaKey(folder, path.extname(file));
      const { size } = await stat(file);
      await bucket.upload(key, createReadStream(file));
      await rm(file);
      return { key, size };
    },
    async importStreamFolder(folder) {
      const key = newStreamFolder();
      try {
        for (const name of await readdir(folder)) await bucket.upload(checked(`${key}/${name}`), createReadStream(path.join(folder, name)));
      } catch (error) {
        await deleteStreamFolder(bucket, key);
        throw error;
      }
      await rm(folder, { recursive: true, force: true });
      return key;
    },
    ...mediaUrlSigner(signingKey),
  };
}
