export interface UploadProgress {
  loaded: number;
  total: number;
  /** 0 to 100. */
  percent: number;
}

export type UploadProgressListener = (progress: UploadProgress) => void;

/** Fetch options as the upload link passes them on, with the listener a mutation put in its context. */
interface UploadRequestInit extends RequestInit {
  onUploadProgress?: UploadProgressListener;
}

/**
 * Operation context for a mutation that uploads files, so the caller can show progress:
 * `mutate({ variables, context: uploadProgressContext(setProgress) })`.
 */
export function uploadProgressContext(onUploadProgress: UploadProgressListener): { fetchOptions: UploadRequestInit } {
  return { fetchOptions: { onUploadProgress } };
}

const BODILESS_STATUSES = new Set([101, 204, 205, 304]);

function responseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const separator = line.indexOf(':');
    if (separator > 0) headers.append(line.slice(0, separator).trim(), line.slice(separator + 1).trim());
  }
  return headers;
}

function urlOf(input: RequestInfo | URL): string {
  return input instanceof Request ? input.url : String(input);
}

/** XMLHttpRequest, unlike fetch, reports how much of a request body has been sent. */
function sendWithProgress(url: string, init: UploadRequestInit, body: FormData): Promise<Response> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(init.method ?? 'POST', url);
    request.withCredentials = init.credentials === 'include';
    new Headers(init.headers).forEach((value, name) => request.setRequestHeader(name, value));
    // Apollo Server's CSRF prevention accepts a multipart request only with this header.
    request.setRequestHeader('apollo-require-preflight', 'true');

    const { onUploadProgress, signal } = init;
    if (onUploadProgress) {
      request.upload.addEventListener('progress', (event) => {
        if (!event.lengthComputable) return;
        onUploadProgress({ loaded: event.loaded, total: event.total, percent: Math.round((event.loaded / event.total) * 100) });
      });
    }

    const abort = (): void => request.abort();
    signal?.addEventListener('abort', abort, { once: true });
    const settle = (): void => signal?.removeEventListener('abort', abort);

    request.addEventListener('load', () => {
      settle();
      const status = request.status;
      resolve(
        new Response(BODILESS_STATUSES.has(status) ? null : request.responseText, {
          status,
          statusText: request.statusText,
          headers: responseHeaders(request.getAllResponseHeaders()),
        }),
      );
    });
    request.addEventListener('error', () => {
      settle();
      reject(new TypeError('The upload could not reach the server.'));
    });
    request.addEventListener('timeout', () => {
      settle();
      reject(new TypeError('The upload timed out.'));
    });
    request.addEventListener('abort', () => {
      settle();
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
    });

    if (signal?.aborted) {
      settle();
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
      return;
    }
    request.send(body);
  });
}

/**
 * The fetch the upload link uses: multipart requests go through XMLHttpRequest for progress
 * events; everything else is an ordinary fetch.
 */
export function uploadFetch(input: RequestInfo | URL, init: UploadRequestInit = {}): Promise<Response> {
  const { body } = init;
  if (body instanceof FormData) return sendWithProgress(urlOf(input), init, body);
  return fetch(input, init);
}
