import type { IncomingMessage } from 'node:http';
import { FileStore } from '@tus/file-store';
import { Metadata, Server, type Upload } from '@tus/server';
import type { Request, RequestHandler, Response } from 'express';
import { isUuid } from '../db/ids';
import { AppError, type ErrorCode } from '../errors';
import { sessionTokenOf } from '../http/cookies';
import { safeFileName } from '../media/upload';
import type { Runtime } from '../runtime';
import { sessionIdOf, viewerOfSession, type Viewer } from '../sessions/sessions';
import { beginUpload, completeUpload, discardUpload, findOwnUpload, MAX_VIDEO_BYTES, uploadsDirOf, UPLOAD_MESSAGES } from './videoUploads';

export const VIDEO_UPLOADS_PATH = '/uploads/videos';
/** The most one request may carry: the web app sends 8 MB pieces, so a cut loses at most that much. */
export const MAX_CHUNK_BYTES = 64 * 1024 * 1024;

export const ROUTE_MESSAGES = {
  signedOut: 'You must be logged in to upload a video.',
  poetsOnly: 'Only poets can upload videos.',
  noLength: 'Please select a video file to upload.',
  chunkTooLarge: 'Send at most 64 MB in one request.',
  failed: 'The upload failed. Please try again.',
} as const;

const STATUS_OF: Record<ErrorCode, number> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  BAD_USER_INPUT: 400,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
};

/** An answer the route gives itself, before or instead of the upload server. */
class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }

  static of(error: AppError): Refusal {
    const retryAfter = error.extensions.retryAfterSeconds;
    return new Refusal(STATUS_OF[error.code], error.message, typeof retryAfter === 'number' ? retryAfter : undefined);
  }
}

/**
 * The upload a request's URL names: null for the uploads themselves, undefined for a URL that is
 * not one of the two exactly. The raw URL is read, so that a query, another segment or any
 * percent-encoding (an encoded slash above all) names nothing, rather than something else to the
 * upload server, which reads its id from the last segment of the whole URL.
 */
function uploadNamedBy(request: Request): string | null | undefined {
  const url = request.originalUrl;
  if (url === VIDEO_UPLOADS_PATH) return null;
  const id = url.startsWith(`${VIDEO_UPLOADS_PATH}/`) ? url.slice(VIDEO_UPLOADS_PATH.length + 1) : '';
  // Lowercase, as the server names them: the store's file names are the ids themselves.
  return isUuid(id) && id === id.toLowerCase() ? id : undefined;
}

/** The upload server's Request carries the Node request it was made from. */
function nodeRequestOf(request: globalThis.Request): IncomingMessage | undefined {
  return (request as { runtime?: { node?: { req?: IncomingMessage } } }).runtime?.node?.req;
}

/**
 * /uploads/videos: resumable video uploads (the tus 1.0 protocol, with its creation extension). A
 * signed-in poet begins an upload with POST and its Upload-Length (at most 600 MB, counted against
 * their day at once); only they can then continue it (PATCH) or ask how far it got (HEAD): for
 * anyone else it does not exist. Every request but a preflight must carry Tus-Resumable, a header
 * a cross-site form cannot send, as GraphQL asks for a preflight-forcing header. Once complete the
 * bytes are recognised and moved to the media store, and the upload's id is what submitPoem names.
 * The poet may end an upload they will not submit (DELETE, tus's termination): its bytes go at once.
 */
export function videoUploadRoute(runtime: Runtime): RequestHandler {
  const { config, db, log } = runtime;
  const beginning = new WeakMap<IncomingMessage, string>();
  // The id each request was checked for, which is the only one the upload server may act on.
  const checked = new WeakMap<IncomingMessage, string>();
  const tus = new Server({
    path: VIDEO_UPLOADS_PATH,
    datastore: new FileStore({ directory: uploadsDirOf(config) }),
    maxSize: MAX_VIDEO_BYTES,
    relativeLocation: true,
    getFileIdFromRequest: (request) => checked.get(nodeRequestOf(request) as IncomingMessage),
    // Same-origin only: no other site's page may read the answers.
    allowedOrigins: [],
    namingFunction: (request) => {
      const id = beginning.get(nodeRequestOf(request) as IncomingMessage);
      if (!id) throw new Error('an upload began without a record');
      return id;
    },
    onUploadFinish: async (_request, upload: Upload) => {
      try {
        await completeUpload(runtime, upload.id);
      } catch (error) {
        if (error instanceof AppError) throw { status_code: STATUS_OF[error.code], body: error.message };
        throw error;
      }
      return {};
    },
    onResponseError: (request, error) => {
      if ('status_code' in error && typeof error.status_code === 'number' && error.status_code < 500) return undefined;
      ((nodeRequestOf(request) as Request | undefined)?.log ?? log).error({ err: error }, 'a video upload failed');
      return { status_code: 500, body: ROUTE_MESSAGES.failed };
    },
  });

  const viewerOf = async (request: Request): Promise<Viewer> => {
    const sessionId = sessionIdOf(config.secrets.jwtSecret, sessionTokenOf(request));
    const viewer = sessionId ? await viewerOfSession(db, sessionId) : null;
    if (!viewer) throw new Refusal(401, ROUTE_MESSAGES.signedOut);
    return viewer;
  };

  const begin = async (request: Request, viewer: Viewer): Promise<void> => {
    if (viewer.user.role !== 'user') throw new Refusal(403, ROUTE_MESSAGES.poetsOnly);
    const length = request.get('upload-length');
    if (request.get('upload-defer-length') !== undefined || !length || !/^\d{1,16}$/.test(length)) throw new Refusal(400, ROUTE_MESSAGES.noLength);
    if (Number(length) > MAX_VIDEO_BYTES) throw new Refusal(413, UPLOAD_MESSAGES.tooLarge);
    // The bytes come in PATCH requests only, after the upload is recorded.
    if (Number(request.get('content-length') ?? 0) > 0 || request.get('transfer-encoding') !== undefined) throw new Refusal(400, ROUTE_MESSAGES.noLength);
    let fileName = '';
    try {
      fileName = safeFileName(Metadata.parse(request.get('upload-metadata') ?? undefined).filename ?? undefined, 200);
    } catch {
      throw new Refusal(400, 'The upload metadata could not be read.');
    }
    beginning.set(request, await beginUpload(runtime, viewer.user.id, Number(length), fileName || 'poem'));
  };

  /** Lets a poet's request on one of their own unfinished uploads through; answers HEAD on a finished one itself. */
  const continueOwn = async (request: Request, response: Response, viewer: Viewer, id: string): Promise<boolean> => {
    const upload = await findOwnUpload(db, id, viewer.user.id);
    if (!upload || (request.method !== 'HEAD' && upload.completedAt)) throw new Refusal(404, UPLOAD_MESSAGES.notFound);
    checked.set(request, id);
    if (request.method === 'PATCH') {
      const length = request.get('content-length');
      if (!length || Number(length) > MAX_CHUNK_BYTES) throw new Refusal(413, ROUTE_MESSAGES.chunkTooLarge);
    }
    if (!upload.completedAt) return true;
    // Its bytes are in the media store now; a client that missed the last answer learns it is done.
    response.status(200).set({ 'Tus-Resumable': '1.0.0', 'Upload-Offset': String(upload.declaredBytes), 'Upload-Length': String(upload.declaredBytes), 'Cache-Control': 'no-store' }).end();
    return false;
  };

  /** Ends the poet's own upload that no submission has taken; its bytes stay counted against their day. */
  const discardOwn = async (response: Response, viewer: Viewer, id: string): Promise<void> => {
    const upload = await findOwnUpload(db, id, viewer.user.id);
    if (!upload || upload.usedAt) throw new Refusal(404, UPLOAD_MESSAGES.notFound);
    await discardUpload(runtime, id);
    response.status(204).set({ 'Tus-Resumable': '1.0.0', 'Cache-Control': 'no-store' }).end();
  };

  return async (request, response) => {
    try {
      const id = uploadNamedBy(request);
      if (id === undefined) throw new Refusal(404, UPLOAD_MESSAGES.notFound);
      if (request.method !== 'OPTIONS') {
        if (request.get('tus-resumable') === undefined) throw new Refusal(412, 'Tus-Resumable Required');
        const viewer = await viewerOf(request);
        if (request.method === 'POST' && id === null) await begin(request, viewer);
        else if (id === null || (request.method !== 'DELETE' && request.method !== 'HEAD' && request.method !== 'PATCH')) throw new Refusal(404, UPLOAD_MESSAGES.notFound);
        else if (request.method === 'DELETE') return await discardOwn(response, viewer, id);
        else if (!(await continueOwn(request, response, viewer, id))) return;
      }
      await tus.handle(request, response);
    } catch (error) {
      if (response.headersSent) throw error;
      const refusal = error instanceof Refusal ? error : error instanceof AppError ? Refusal.of(error) : undefined;
      if (!refusal) throw error;
      if (refusal.retryAfterSeconds !== undefined) response.set('Retry-After', String(refusal.retryAfterSeconds));
      response.status(refusal.status).set({ 'Tus-Resumable': '1.0.0', 'Cache-Control': 'no-store' }).type('text/plain').send(refusal.message);
    }
  };
}
