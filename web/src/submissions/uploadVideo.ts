import { defaultOptions, DetailedError, Upload } from 'tus-js-client';

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

/** A lost connection or a server failure is worth retrying; a refusal is not, except for a conflict or a lock. */
function worthRetrying(error: DetailedError): boolean {
  const status = error.originalResponse?.getStatus() ?? 0;
  return status < 400 || status >= 500 || status === 409 || status === 423;
}

export interface VideoUploadOptions {
  /** Names the upload in this browser's list of unfinished uploads: a later upload with it continues where this one stopped. */
  fingerprint: string;
  onProgress: (sent: number, total: number) => void;
  /** A request failed and the upload waits to try again (with backoff, or until the browser is back online). */
  onRetrying: () => void;
}

/**
 * Uploads `file` in pieces, continuing the unfinished upload of the same fingerprint if there is
 * one, retrying with backoff when a request fails and waiting for the browser to come back online,
 * and resolves with the finished upload's id. Same-origin requests carry the session cookie.
 */
export function uploadVideo(file: File, { fingerprint, onProgress, onRetrying }: VideoUploadOptions): Promise<string> {
  return new Promise((resolve, reject) => {
    const upload = new Upload(file, {
      endpoint: VIDEO_UPLOADS_ENDPOINT,
      chunkSize: CHUNK_BYTES,
      retryDelays: RETRY_DELAYS_MS,
      fingerprint: () => Promise.resolve(fingerprint),
      metadata: { filename: file.name, filetype: file.type },
      removeFingerprintOnSuccess: true,
      onProgress,
      onShouldRetry: (error) => {
        const retry = worthRetrying(error);
        if (retry) onRetrying();
        return retry;
      },
      onError: (error) => {
        const failure = failureOf(error);
        // Offline past every retry: carry on from where it stopped once the browser is back online.
        if (!(failure instanceof UploadRefusedError) && !navigator.onLine) {
          onRetrying();
          window.addEventListener('online', () => upload.start(), { once: true });
          return;
        }
        reject(failure);
      },
      onSuccess: () => {
        const id = upload.url?.split('/').pop();
        if (id) resolve(id);
        else reject(new Error('the upload finished without an address'));
      },
    });
    upload.findPreviousUploads().then((previous) => {
      const latest = previous.at(-1);
      if (latest) upload.resumeFromPreviousUpload(latest);
      upload.start();
    }, reject);
  });
}

/**
 * Ends the unfinished upload of `fingerprint` on the server, so its bytes go now rather than when it
 * expires, and forgets it in this browser. Best effort: one the server cannot end still expires.
 */
export async function discardVideoUpload(fingerprint: string): Promise<void> {
  const storage = defaultOptions.urlStorage;
  const previous = await storage.findUploadsByFingerprint(fingerprint).catch(() => []);
  await Promise.all(
    previous.map(async ({ uploadUrl, urlStorageKey }) => {
      if (uploadUrl) await Upload.terminate(uploadUrl).catch(() => undefined);
      await storage.removeUpload(urlStorageKey).catch(() => undefined);
    }),
  );
}
