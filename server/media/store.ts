import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { CARD_PLAYLIST, MASTER_PLAYLIST } from './hls';
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
 * Where media files live: on local disk (below), or in an S3 bucket (s3Store.ts, MEDIA_STORE=s3).
 * Keys are opaque paths such as `videos/<uuid>.mp4`. Programs such as ffmpeg work on local files,
 * so a job asks for a scratch folder and local copies of the stored files it reads, and hands its
 * finished files back.
 */
export interface MediaStore {
  /** Streams `source` into a new file, refusing it as soon as it is unrecognised or too large; nothing is left behind then. */
  put(source: Readable, options: PutOptions): Promise<StoredMedia>;
  /** Streams bytes `start`..`end` (inclusive) of a stored file, or all of it. */
  open(key: string, range?: { start: number; end: number }): Readable;
  stat(key: string): Promise<{ size: number; modifiedAt: Date } | null>;
  /** Deletes a file, or a stream folder with every file in it. */
  delete(key: string): Promise<void>;
  /**
   * An empty folder on local disk for a job's copies and unfinished output, named so that a run
   * after a crash finds what the earlier one left, which is removed first.
   */
  scratchFolder(name: string): Promise<string>;
  removeScratchFolder(name: string): Promise<void>;
  /**
   * A local file with the stored file's bytes, for reading only: the stored file itself on local
   * disk, otherwise a copy made in `folder` (a scratch folder) under the key's file name.
   */
  localCopy(key: string, folder: string): Promise<string>;
  /** Moves a finished file (from a scratch folder) into the store under a new key in `folder`; the local file is gone afterwards. */
  importFile(file: string, folder: string): Promise<{ key: string; size: number }>;
  /**
   * Moves the files of a finished local folder (an HLS package) into the store as a new stream
   * folder, whose key it returns: none of them is referenced before the caller records the key,
   * and a failure part-way removes what was moved.
   */
  importStreamFolder(folder: string): Promise<string>;
  /**
   * A URL path that opens a private file until `ttlSeconds` from now. A file of a stream folder is
   * signed for its whole folder, so the same query opens every file a playlist names.
   */
  signedPath(key: string, ttlSeconds: number): string;
  verifySignature(key: string, expires: number, signature: string): boolean;
}

const KEY_SHAPE = /^[a-z]+\/[0-9a-f-]{36}\.[a-z0-9]{2,5}$/;
/** A video's HLS package is a folder of files, all published, served and removed together. */
const STREAM_FOLDER_SHAPE = /^streams\/[0-9a-f-]{36}$/;
/**
 * In a stream folder: its master playlist, and each media playlist's playlist, init segment and
 * media segments, named by the rendition's height or as the cards' (`card`).
 */
const STREAM_FILE_SHAPE = /^(streams\/[0-9a-f-]{36})\/(?:master\.m3u8|(?:\d{2,4}|card)(?:\.m3u8|_init\.mp4|_\d{5}\.m4s))$/;

/** A stored file's key: a single file such as `videos/<uuid>.mp4`, or a file in a stream folder. */
export function isMediaKey(key: string): boolean {
  return KEY_SHAPE.test(key) || STREAM_FILE_SHAPE.test(key);
}

export function isStreamFolder(key: string): boolean {
  return STREAM_FOLDER_SHAPE.test(key);
}

/** The stream folder a file of an HLS package is in; null for any other key. */
export function streamFolderOf(key: string): string | null {
  return STREAM_FILE_SHAPE.exec(key)?.[1] ?? null;
}

export const masterPlaylistOf = (streamFolder: string): string => `${streamFolder}/${MASTER_PLAYLIST}`;

export const cardPlaylistOf = (streamFolder: string): string => `${streamFolder}/${CARD_PLAYLIST}`;

/** A fresh stream folder's key. */
export function newStreamFolder(): string {
  return `streams/${randomUUID()}`;
}

/**
 * The keys of the files stored under `mediaDir` (a local store's root), sorted; unfinished uploads
 * and scratch work are no media keys and are left out. None when the folder does not exist.
 */
export async function localMediaKeys(mediaDir: string): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(mediaDir, { recursive: true, withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(mediaDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter(isMediaKey)
    .sort();
}

/** A fresh key in `folder` for a file with `extension` (with or without its dot). */
export function newMediaKey(folder: string, extension: string): string {
  return `${folder}/${randomUUID()}.${extension.replace(/^\./, '').toLowerCase()}`;
}

export interface Admission {
  /** Passes an upload's bytes on, failing with MediaTooLargeError past maxBytes and MediaTypeError when they are not recognised. */
  check: Transform;
  /** Settles as soon as the first bytes are recognised, or when `check` fails. */
  type: Promise<MediaType>;
  /** The bytes passed so far. */
  size(): number;
}

/** What every store puts an upload through before keeping any of it. */
export function admission(options: PutOptions): Admission {
  let size = 0;
  let head = Buffer.alloc(0);
  let known: MediaType | null = null;
  let recognised: (type: MediaType) => void = () => undefined;
  let refused: (error: Error) => void = () => undefined;
  const type = new Promise<MediaType>((resolve, reject) => {
    recognised = resolve;
    refused = reject;
  });
  // The failure also reaches whoever reads `check`; a store that never awaits `type` must not see it unhandled.
  type.catch(() => undefined);
  const recognise = (): MediaType | null => {
    known = options.recognise(head);
    if (known) recognised(known);
    return known;
  };
  const check = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (size > options.maxBytes) return callback(new MediaTooLargeError());
      if (!known) {
        head = Buffer.concat([head, chunk]).subarray(0, SNIFF_BYTES);
        if (head.length >= SNIFF_BYTES && !recognise()) return callback(new MediaTypeError());
      }
      callback(null, chunk);
    },
    flush(callback) {
      callback(known || recognise() ? null : new MediaTypeError());
    },
  });
  check.once('error', refused);
  return { check, type, size: () => size };
}

/** Scratch folders under `root`, on local disk. */
export function scratchFolders(root: string): Pick<MediaStore, 'scratchFolder' | 'removeScratchFolder'> {
  const folderOf = (name: string) => {
    if (!/^[a-z0-9-]+$/.test(name)) throw new Error(`not a scratch folder name: ${name}`);
    return path.join(root, name);
  };
  return {
    async scratchFolder(name) {
      const folder = folderOf(name);
      await rm(folder, { recursive: true, force: true });
      await mkdir(folder, { recursive: true });
      return folder;
    },
    removeScratchFolder: (name) => rm(folderOf(name), { recursive: true, force: true }),
  };
}

/** Signed URL paths of the app's /media route: HMACs under `signingKey` (MEDIA_URL_KEY). */
export function mediaUrlSigner(signingKey: Buffer): Pick<MediaStore, 'signedPath' | 'verifySignature'> {
  const sign = (key: string, expires: number) =>
    createHmac('sha256', signingKey)
      .update(`${streamFolderOf(key) ?? key}\n${expires}`)
      .digest('base64url');
  return {
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

/** Media under a directory on local disk, with scratch folders in its `.work` so finished files move in without a copy. */
export function localMediaStore(root: string, signingKey: Buffer): MediaStore {
  const fileOf = (key: string) => {
    if (!isMediaKey(key)) throw new Error(`not a media key: ${key}`);
    return path.join(root, key);
  };

  return {
    async put(source, options) {
      await mkdir(path.join(root, options.folder), { recursive: true });
      const temporary = path.join(root, options.folder, `.upload-${randomUUID()}`);
      const { check, type, size } = admission(options);
      const sink = createWriteStream(temporary, { flags: 'wx' });
      try {
        await pipeline(source, check, sink);
      } catch (error) {
        source.resume();
        // A refusal can come before the file has finished opening; removing it then would race the
        // open, which creates it afterwards. Wait until the stream has closed its file.
        if (!sink.closed) await new Promise<void>((resolve) => sink.once('close', () => resolve()));
        await rm(temporary, { force: true });
        throw error;
      }
      const recognised = await type;
      const key = newMediaKey(options.folder, recognised.extension);
      await rename(temporary, fileOf(key));
      return { key, size: size(), type: recognised };
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
    delete: (key) => rm(isStreamFolder(key) ? path.join(root, key) : fileOf(key), { recursive: true, force: true }),
    ...scratchFolders(path.join(root, '.work')),
    localCopy: async (key) => fileOf(key),
    async importFile(file, folder) {
      await mkdir(path.join(root, folder), { recursive: true });
      const key = newMediaKey(folder, path.extname(file));
      await rename(file, fileOf(key));
      return { key, size: (await stat(fileOf(key))).size };
    },
    async importStreamFolder(folder) {
      await mkdir(path.join(root, 'streams'), { recursive: true });
      const key = newStreamFolder();
      // One rename: the whole package appears at once, on the same disk as the scratch folder.
      await rename(folder, path.join(root, key));
      return key;
    },
    ...mediaUrlSigner(signingKey),
  };
}
