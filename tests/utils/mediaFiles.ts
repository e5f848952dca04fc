import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { sniffAudio, sniffVideo } from '../../server/media/sniff';
import type { TestServer } from './server';

/** Bytes that vary along the file, so a wrong byte range shows. */
function patterned(size: number, header: Buffer): Buffer {
  const bytes = Buffer.alloc(size);
  for (let index = 0; index < size; index += 1) bytes[index] = (index * 31 + (index >> 8)) & 0xff;
  header.copy(bytes, 0, 0, Math.min(header.length, size));
  return bytes;
}

/** An MP3 as recognisers see it: an ID3 tag at the start. */
export function mp3Bytes(size = 8192): Buffer {
  return patterned(size, Buffer.from('ID3\x04\x00\x00\x00\x00\x00\x00', 'latin1'));
}

/** An MP4 as recognisers see it: an ftyp box with the isom brand. */
export function mp4Bytes(size = 8192): Buffer {
  return patterned(size, Buffer.from('\x00\x00\x00\x20ftypisom\x00\x00\x02\x00isomiso2avc1mp41', 'latin1'));
}

/** The start of a PNG image. */
export function pngBytes(size = 2048): Buffer {
  return patterned(size, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]));
}

/** Stores `bytes` in the server's media store as an upload would, and returns the key. */
export async function storeMediaFile(server: TestServer, bytes: Buffer, folder: string): Promise<string> {
  const stored = await server.server.runtime.media.put(Readable.from([bytes]), {
    folder,
    maxBytes: bytes.length,
    recognise: (head) => sniffAudio(head) ?? sniffVideo(head),
  });
  return stored.key;
}

/** Every file under DATA_DIR/media, unfinished uploads included, as paths relative to it. */
export async function mediaFilesOf(server: TestServer): Promise<string[]> {
  const root = path.join(server.env.DATA_DIR ?? '', 'media');
  try {
    const entries = await readdir(root, { recursive: true, withFileTypes: true });
    return entries.filter((entry) => entry.isFile()).map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
  } catch (error) {
    if ((error as { code?: unknown }).code === 'ENOENT') return [];
    throw error;
  }
}
