import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { Header, Parser, type ReadEntry } from 'tar';
import { MANIFEST_PATH, RestoreRefusedError, SIGNATURE_PATH, type ArchivedFile } from './manifest';

const BLOCK = 512;
// Far above a season's manifest (some 10,000 files at 130 bytes each).
const MAX_MANIFEST_BYTES = 64 * 1024 * 1024;

/**
 * Writes a backup archive: a gzip-compressed tar whose files are streamed in one by one, each
 * hashed as it passes, then manifest.json, which lists them with their checksums, and its signature.
 */
export class ArchiveWriter {
  private readonly gzip = createGzip();
  private readonly written: Promise<void>;
  readonly files: ArchivedFile[] = [];

  constructor(file: string) {
    // 'wx': a backup never overwrites a file, an earlier backup least of all.
    this.written = pipeline(this.gzip, createWriteStream(file, { flags: 'wx', mode: 0o600 }));
    this.written.catch(() => undefined);
  }

  /** Adds `size` bytes from `source` as `entryPath`; fails if the source gives any other number of bytes. */
  async add(entryPath: string, source: Readable, size: number): Promise<void> {
    await this.write(headerOf(entryPath, size));
    const hash = createHash('sha256');
    let seen = 0;
    for await (const chunk of source as AsyncIterable<Buffer>) {
      seen += chunk.length;
      if (seen > size) break;
      hash.update(chunk);
      await this.write(chunk);
    }
    if (seen !== size) throw new Error(`${entryPath} changed while it was being read (${seen} bytes where ${size} were expected)`);
    await this.write(Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK));
    this.files.push({ path: entryPath, sha256: hash.digest('hex'), size });
  }

  /** Writes the manifest made of the files added and its signature, ends the archive and waits until it is on disk. */
  async finish(manifestOf: (files: ArchivedFile[]) => unknown, sign: (manifest: Buffer) => string): Promise<void> {
    const manifest = Buffer.from(`${JSON.stringify(manifestOf(this.files), null, 2)}\n`);
    await this.addBytes(MANIFEST_PATH, manifest);
    await this.addBytes(SIGNATURE_PATH, Buffer.from(`${sign(manifest)}\n`));
    await this.write(Buffer.alloc(2 * BLOCK));
    this.gzip.end();
    await this.written;
  }

  /** Stops writing after a failure; the caller removes the partial file. */
  async abandon(): Promise<void> {
    this.gzip.destroy();
    await this.written.catch(() => undefined);
  }

  private async addBytes(entryPath: string, bytes: Buffer): Promise<void> {
    await this.write(headerOf(entryPath, bytes.length));
    await this.write(Buffer.concat([bytes, Buffer.alloc((BLOCK - (bytes.length % BLOCK)) % BLOCK)]));
  }

  private async write(chunk: Buffer): Promise<void> {
    if (!this.gzip.write(chunk)) await waitForDrain(this.gzip);
  }
}

function waitForDrain(stream: Writable): Promise<void> {
  return new Promise((resolve, reject) => {
    const onDrain = () => {
      stream.off('error', onError);
      resolve();
    };
    const onError = (error: Error) => {
      stream.off('drain', onDrain);
      reject(error);
    };
    stream.once('drain', onDrain).once('error', onError);
  });
}

function headerOf(entryPath: string, size: number): Buffer {
  const block = Buffer.alloc(BLOCK);
  new Header({ path: entryPath, mode: 0o600, size, mtime: new Date(), type: 'File', uid: 0, gid: 0 }).encode(block);
  return block;
}

export interface UnpackedArchive {
  /** manifest.json's text, if the archive has one. */
  manifest: string | undefined;
  /** manifest.hmac's text, if the archive has one. */
  signature: string | undefined;
  /** Every other file, by its path in the archive, as it was found. */
  files: Map<string, { sha256: string; size: number }>;
}

/**
 * Unpacks `archive` into `folder`, accepting only plain files at paths `accept` allows, and hashes
 * each file as it is written. A damaged or truncated archive is refused with a plain message.
 */
export async function unpackArchive(archive: string, folder: string, accept: (entryPath: string) => boolean): Promise<UnpackedArchive> {
  const unpacked: UnpackedArchive = { manifest: undefined, signature: undefined, files: new Map() };
  const writes: Promise<void>[] = [];
  const reading = new Set<ReadEntry>();
  const parser = new Parser({ strict: true });
  let refusal: Error | undefined;
  parser.on('entry', (entry: ReadEntry) => {
    const entryPath = entry.path;
    const own = entryPath === MANIFEST_PATH || entryPath === SIGNATURE_PATH;
    if (entry.type !== 'File' || (!own && !accept(entryPath)) || unpacked.files.has(entryPath)) {
      refusal ??= new RestoreRefusedError(`This is not a Spoken backup: it holds ${entry.type === 'File' ? 'the file' : 'an entry'} ${JSON.stringify(entryPath)}, which Spoken never writes. Nothing was restored.`);
      entry.resume();
      return;
    }
    if (own) {
      writes.push(readManifestEntry(entry).then((text) => void (unpacked[entryPath === MANIFEST_PATH ? 'manifest' : 'signature'] = text)));
      return;
    }
    reading.add(entry);
    writes.push(
      writeEntry(entry, path.join(folder, entryPath))
        .then((found) => void unpacked.files.set(entryPath, found))
        .finally(() => reading.delete(entry)),
    );
  });
  try {
    // Gunzip here rather than in the parser, which takes a gzip stream cut short for a whole one.
    await pipeline(createReadStream(archive), createGunzip(), parser);
    await Promise.all(writes);
  } catch (error) {
    // Entries cut off by the failure end here, so that no file is still being written afterwards.
    for (const entry of reading) entry.destroy(error as Error);
    await Promise.allSettled(writes);
    if (error instanceof RestoreRefusedError) throw error;
    if ((error as NodeJS.ErrnoException).code === 'ENOENT' && (error as NodeJS.ErrnoException).path === archive) throw new RestoreRefusedError(`There is no file ${archive}.`);
    const reason = (error as NodeJS.ErrnoException).code === 'Z_DATA_ERROR' ? 'it is not gzip-compressed as a Spoken backup is' : (error as Error).message;
    throw new RestoreRefusedError(`The archive is damaged, incomplete or not a Spoken backup (${reason}). Nothing was restored.`);
  }
  if (refusal) throw refusal;
  return unpacked;
}

async function readManifestEntry(entry: ReadEntry): Promise<string> {
  if (entry.size > MAX_MANIFEST_BYTES) throw new RestoreRefusedError(`This is not a Spoken backup: its ${entry.path} is far too large. Nothing was restored.`);
  const chunks: Buffer[] = [];
  for await (const chunk of entry as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

async function writeEntry(entry: ReadEntry, file: string): Promise<{ sha256: string; size: number }> {
  await mkdir(path.dirname(file), { recursive: true });
  const hash = createHash('sha256');
  let size = 0;
  const hashing = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  await pipeline(entry, hashing, createWriteStream(file, { flags: 'wx' }));
  return { sha256: hash.digest('hex'), size };
}
