import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { SNIFF_BYTES, type MediaType } from './sniff';

export class MediaTooLargeError extends Error {
  override name = 'MediaTooLargeError';
}
export class MediaTypeError extends Error {
  override name = 'MediaTypeError';
}

export interface StoredMedia {
  key: string;
  size: number;
  type: MediaType;
}

export interface PutOptions {
  /** The folder of the key, such as 'videos' or 'beats'. */
  folder: string;
  maxBytes: number;
  /** Recognises the content from its first bytes; null refuses it. */
  recognise: (head: Buffer) => MediaType | null;
}

/**
 * Where media files live. Keys are opaque paths such as `videos/<uuid>.mp4`; the local-disk store
 * below is the one implementation today, an object store can take its place behind this interface.
 */
export interface MediaStore {
  /** Streams `source` into a new file, refusing it as soon as it is unrecognised or too large; nothing is left behind then. */
  put(source: Readable, options: PutOptions): Promise<StoredMedia>;
  /** Streams bytes `start`..`end` (inclusive) of a stored file, or all of it. */
  open(key: string, range?: { start: number; end: number }): Readable;
  stat(key: string): Promise<{ size: number; modifiedAt: Date } | null>;
  delete(key: string): Promise<void>;
  /** Where a stored file can be read by a program such as ffmpeg. */
  localPath(key: string): string;
  /**
   * An empty folder for a job's unfinished output, beside the stored files so a finished file moves
   * in without a copy. Whatever an earlier run under the same name left there is removed first.
   */
  scratchFolder(name: string): Promise<string>;
  removeScratchFolder(name: string): Promise<void>;
  /** Moves a finished file (from a scratch folder) into the store under a new key in `folder`. */
  importFile(file: string, folder: string): Promise<{ key: string; size: number }>;
  /** A URL path that opens a private file until `ttlSeconds` from now. */
  signedPath(key: string, ttlSeconds: number): string;
  verifySignature(key: string, expires: number, signature: string): boolean;
}

const KEY_SHAPE = /^[a-z]+\/[0-9a-f-]{36}\.[a-z0-9]{2,5}$/;

export function isMediaKey(key: string): boolean {
  return KEY_SHAPE.test(key);
}

/** Media under a directory on local disk; signed URLs are HMACs under a key derived from `secret`. */
export function localMediaStore(root: string, secret: string): MediaStore {
  const signingKey = createHmac('sha256', secret).update('spoken media urls').digest();
  const fileOf = (key: string) => {
    if (!isMediaKey(key)) throw new Error(`not a media key: ${key}`);
    return path.join(root, key);
  };
  const scratchOf = (name: string) => {
    if (!/^[a-z0-9-]+$/.test(name)) throw new Error(`not a scratch folder name: ${name}`);
    return path.join(root, '.work', name);
  };
  const sign = (key: string, expires: number) => createHmac('sha256', signingKey).update(`${key}\n${expires}`).digest('base64url');

  return {
    async put(source, options) {
      await mkdir(path.join(root, options.folder), { recursive: true });
      const temporary = path.join(root, options.folder, `.upload-${randomUUID()}`);
      let size = 0;
      let head = Buffer.alloc(0);
      let type: MediaType | null = null;
      const inspect = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          size += chunk.length;
          if (size > options.maxBytes) return callback(new MediaTooLargeError());
          if (!type) {
            head = Buffer.concat([head, chunk]).subarray(0, SNIFF_BYTES);
            if (head.length >= SNIFF_BYTES) {
              type = options.recognise(head);
              if (!type) return callback(new MediaTypeError());
            }
          }
          callback(null, chunk);
        },
        flush(callback) {
          type ??= options.recognise(head);
          callback(type ? null : new MediaTypeError());
        },
      });
      const sink = createWriteStream(temporary, { flags: 'wx' });
      try {
        await pipeline(source, inspect, sink);
      } catch (error) {
        source.resume();
        // A refusal can come before the file has finished opening; removing it then would race the
        // open, which creates it afterwards. Wait until the stream has closed its file.
        if (!sink.closed) await new Promise<void>((resolve) => sink.once('close', () => resolve()));
        await rm(temporary, { force: true });
        throw error;
      }
      const recognised = type as MediaType | null;
      if (!recognised) throw new MediaTypeError();
      const key = `${options.folder}/${randomUUID()}.${recognised.extension}`;
      await rename(temporary, fileOf(key));
      return { key, size, type: recognised };
    },
    open: (key, range) => createReadStream(fileOf(key), range),
    async stat(key) {
      try {
        const info = await stat(fileOf(key));
        return { size: info.size, modifiedAt: info.mtime };
      } catch {
        return null;
      }
    },
    delete: (key) => rm(fileOf(key), { force: true }),
    localPath: fileOf,
    async scratchFolder(name) {
      const folder = scratchOf(name);
      await rm(folder, { recursive: true, force: true });
      await mkdir(folder, { recursive: true });
      return folder;
    },
    removeScratchFolder: (name) => rm(scratchOf(name), { recursive: true, force: true }),
    async importFile(file, folder) {
      await mkdir(path.join(root, folder), { recursive: true });
      const key = `${folder}/${randomUUID()}${path.extname(file).toLowerCase()}`;
      await rename(file, fileOf(key));
      return { key, size: (await stat(fileOf(key))).size };
    },
    signedPath(key, ttlSeconds) {
      const expires = Math.floor(Date.now() / 1000) + ttlSeconds;
      return `/media/${key}?expires=${expires}&sig=${sign(key, expires)}`;
    },
    verifySignature(key, expires, signature) {
      if (!Number.isInteger(expires) || expires < Date.now() / 1000) return false;
      const expected = Buffer.from(sign(key, expires));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
