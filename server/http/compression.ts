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
  const serve = expressStaticGzip(root, { enableBrotli: true, orderPreference: ['br', 'gzip'], index: false, serveStatic: options });
  return (request, response, next) => {
    if (isDecodable(request.path)) return serve(request, response, next);
    // Answered as express.static answers it (the library would send its own plain-text 400): no
    // such file where other handlers may follow, else the error handler's bad request.
    if (options.fallthrough ?? true) next();
    else next(Object.assign(new Error('The address is not valid percent-encoding'), { status: 400 }));
  };
}

function isDecodable(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}
