import compression from 'compression';
import type { RequestHandler } from 'express';
import expressStaticGzip from 'express-static-gzip';
import type { ServeStaticOptions } from 'serve-static';

/**
 * Compresses an answer made per request (a page's HTML, GraphQL's JSON) for a client that accepts
 * it, brotli before gzip, once it is large enough to be worth it; never a type that is compressed
 * already (video, audio, images), nor an answer that is encoded already. Routes that send files
 * (media with ranges, uploads, the built app's files) do not use it.
 */
export const compressedAnswers: RequestHandler = compression({ threshold: '1kb' });

/**
 * Serves the files under `root` as express.static does with `options` (the same caching headers),
 * sending the brotli or gzip copy the build wrote beside a file (`app.js.br`, `app.js.gz`) to a
 * client that accepts it, brotli first, with its own Content-Length and ETag and `Vary:
 * Accept-Encoding`. The copies are listed once, when the server starts.
 */
export function precompressedFiles(root: string, options: ServeStaticOptions): RequestHandler {
  return expressStaticGzip(root, { enableBrotli: true, orderPreference: ['br', 'gzip'], index: false, serveStatic: options });
}
