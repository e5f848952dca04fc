import { createHash } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import type { Request, RequestHandler, Response } from 'express';
import { clientAddressOf } from '../http/clientAddress';
import { limitedAddress } from '../security/limitedAddress';
import { OpenCounts } from '../http/openCounts';
import type { Runtime } from '../runtime';
import { playlistWithQuery } from './hls';
import { parseRange } from './range';
import { isMediaKey, type MediaStore } from './store';
import { isPublicMedia, originalsArePublic } from './visibility';

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
  mkv: 'video/x-matroska',
  avi: 'video/x-msvideo',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  m4a: 'audio/mp4',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  m3u8: 'application/vnd.apple.mpegurl',
  m4s: 'video/mp4',
};

/** The longest playlist read into memory to be signed: a ten-minute video's is a few KB. */
const MAX_PLAYLIST_BYTES = 256 * 1024;

export const STREAMS_FULL = 'Too many videos are playing from this network address. Please try again in a moment.';
/** Long enough for a player to finish or drop a stream, short enough that a retry finds room. */
const STREAMS_RETRY_AFTER_S = 5;

const PUBLIC_CACHE = 'public, max-age=86400';
const PRIVATE_CACHE = 'private, no-store';

function contentTypeOf(key: string): string {
  return CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}

/** Sound and pictures are counted against an address's open streams; posters and playlists are over in a moment. */
function isStreamed(key: string): boolean {
  return /^(video|audio)\//.test(contentTypeOf(key));
}

const isPlaylist = (key: string) => key.endsWith('.m3u8');

async function textOf(media: MediaStore, key: string, size: number): Promise<string> {
  if (size > MAX_PLAYLIST_BYTES) throw new Error(`playlist ${key} is over ${MAX_PLAYLIST_BYTES} bytes`);
  const chunks: Buffer[] = [];
  for await (const chunk of media.open(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Strong, and changes whenever the file under the key is replaced or rewritten. */
function entityTag(key: string, size: number, modifiedAt: Date): string {
  return `"${createHash('sha256').update(`${key}\n${size}\n${modifiedAt.getTime()}`).digest('base64url').slice(0, 32)}"`;
}

// If-None-Match uses the weak comparison (RFC 9110 §13.1.2): W/"x" matches "x".
function matchesAny(header: string | undefined, tag: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const value = candidate.trim();
    return value === '*' || value.replace(/^W\//, '') === tag;
  });
}

function hasValidSignature(runtime: Runtime, key: string, request: Request): boolean {
  const { expires, sig } = request.query;
  if (typeof expires !== 'string' || typeof sig !== 'string' || !/^\d{1,12}$/.test(expires)) return false;
  return runtime.media.verifySignature(key, Number(expires), sig);
}

function notFound(response: Response): void {
  // Never cached: a private file may become public later, and its URL must not stay a 404.
  response.status(404).set('Cache-Control', 'no-store').type('text/plain').send('Not found');
}

function isClientGone(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return code === 'ERR_STREAM_PREMATURE_CLOSE' || code === 'ECONNRESET' || code === 'EPIPE';
}

/**
 * GET and HEAD /media/<key>: a stored file with range requests and revalidation. Public files (see
 * isPublicMedia) are cacheable by anyone; any other file needs a valid signed URL, and without one
 * the answer is the same 404 as for a file that does not exist. A client address may have at most
 * MEDIA_STREAMS_PER_ADDRESS video and audio downloads open on the instance at once, each held from
 * its request until its connection closes; beyond that it is answered 429. A signed playlist is
 * sent whole, its URIs signed as it was (see playlistWithQuery).
 */
export function mediaRoute(runtime: Runtime): RequestHandler {
  const streams = new OpenCounts();
  return async (request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.status(405).set('Allow', 'GET, HEAD').type('text/plain').send('Method not allowed');
      return;
    }
    const key = request.path.slice(1);
    if (!isMediaKey(key)) return notFound(response);
    // A page of cards fetches many posters at once, and a player many playlists: none is counted.
    if (request.method === 'GET' && isStreamed(key)) {
      const address = limitedAddress(clientAddressOf(request, runtime.config.trustProxy));
      if (streams.count(address) >= runtime.config.mediaStreamsPerAddress) {
        response.status(429).set({ 'Retry-After': String(STREAMS_RETRY_AFTER_S), 'Cache-Control': 'no-store' }).type('text/plain').send(STREAMS_FULL);
        return;
      }
      streams.hold(address, response);
    }
    const signed = hasValidSignature(runtime, key, request);
    if (!signed && !(await isPublicMedia(runtime.db, key, { originalsPublic: originalsArePublic(runtime) }))) return notFound(response);
    const file = await runtime.media.stat(key);
    if (!file) return notFound(response);

    if (signed && isPlaylist(key)) {
      // Each file the playlist names is signed as the playlist was: one signature opens a stream folder.
      const query = new URLSearchParams({ expires: String(request.query.expires), sig: String(request.query.sig) }).toString();
      const body = playlistWithQuery(await textOf(runtime.media, key, file.size), query);
      response.set({ 'Content-Type': contentTypeOf(key), 'X-Content-Type-Options': 'nosniff', 'Cache-Control': PRIVATE_CACHE });
      response.send(body);
      return;
    }
    const etag = entityTag(key, file.size, file.modifiedAt);
    response.set({
      'Content-Type': contentTypeOf(key),
      'X-Content-Type-Options': 'nosniff',
      'Accept-Ranges': 'bytes',
      ETag: etag,
      'Last-Modified': file.modifiedAt.toUTCString(),
      'Cache-Control': signed ? PRIVATE_CACHE : PUBLIC_CACHE,
    });
    if (matchesAny(request.get('if-none-match'), etag)) {
      response.status(304).end();
      return;
    }

    const ifRange = request.get('if-range');
    const range = parseRange(ifRange === undefined || ifRange === etag ? request.get('range') : undefined, file.size);
    if (range.kind === 'unsatisfiable') {
      response.status(416).set('Content-Range', `bytes */${file.size}`).end();
      return;
    }
    const bytes = range.kind === 'partial' ? { start: range.start, end: range.end } : undefined;
    if (bytes) response.status(206).set('Content-Range', `bytes ${bytes.start}-${bytes.end}/${file.size}`);
    response.set('Content-Length', String(bytes ? bytes.end - bytes.start + 1 : file.size));
    if (request.method === 'HEAD') {
      response.end();
      return;
    }

    try {
      await pipeline(runtime.media.open(key, bytes), response);
    } catch (error) {
      if (isClientGone(error)) request.log.debug({ key }, 'media download ended by the client');
      else request.log.error({ err: error, key }, 'media download failed');
    }
  };
}
