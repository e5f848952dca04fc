import { DetailedError, Upload } from 'tus-js-client';

/** Where videos are uploaded, resumably (tus 1.0); submitPoem then names the finished upload. */
export const VIDEO_UPLOADS_ENDPOINT = '/uploads/videos';
/** Small enough that a dropped connection loses little, large enough that requests stay few. */
const CHUNK_BYTES = 8 * 1024 * 1024;
/** Waits before each retry of a failed request, growing: a dropped connection has about 20 s to come back. */
const RETRY_DELAYS_MS = [0, 1000, 3000, 5000, 10_000];

/** A refusal the server explained (a 4xx with its message), as opposed to a network or server failure. */
export class UploadRefusedError extends Error {
  override name = 'UploadRefusedError';
}

function failureOf(error: Error): Error {
  if (!(error instanceof DetailedError)) return error;
  const status = error.originalResponse?.getStatus() ?? 0;
  const body = error.originalResponse?.getBody().trim() ?? '';
  return status >= 400 && status < 500 && body ? new UploadRefusedError(body) : error;
}

/**
 * Uploads `file` in pieces, retrying with backoff when a request fails, and resolves with the
 * finished upload's id. Same-origin requests carry the session cookie.
 */
export function uploadVideo(file: File, onProgress: (sent: number, total: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const upload = new Upload(file, {
      endpoint: VIDEO_UPLOADS_ENDPOINT,
      chunkSize: CHUNK_BYTES,
      retryDelays: RETRY_DELAYS_MS,
      metadata: { filename: file.name, filetype: file.type },
      removeFingerprintOnSuccess: true,
      onProgress,
      onError: (error) => reject(failureOf(error)),
      onSuccess: () => {
        const id = upload.url?.split('/').pop();
        if (id) resolve(id);
        else reject(new Error('the upload finished without an address'));
      },
    });
    upload.start();
  });
}
