import { readFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Express } from 'express';
import type { GraphQLSchema } from 'graphql';
import type { Runtime } from '../runtime';
import type { PublicReads } from './publicReads';
import { pageAnswers, wantsPage, type PageSources, type TemplateSource } from '../ssr/pageAnswers';
import { builtRenderer, createPageRenderer, devRenderer } from '../ssr/serverRender';
import { compressedAnswers, precompressedFiles } from './compression';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const webRoot = path.join(repoRoot, 'web');
const commonRoot = path.join(repoRoot, 'common');
// Vite's own list, which a given `deny` replaces.
const VITE_DEFAULT_DENY = ['.env', '.env.*', '*.{crt,pem}', '**/.git/**'];

export interface WebAppOptions {
  /** Serve through Vite's dev middleware with hot reload instead of the built files. */
  dev: boolean;
  /** The built web app; web/dist unless given. */
  distDir?: string;
  /** The API's schema, which pages rendered on the server read their data from, in-process. */
  schema: GraphQLSchema;
  /** The visitors' public reads, which pages rendered on the server share. */
  reads: PublicReads;
}

/** Reads a built page's HTML, kept in memory in production. */
function builtTemplate(indexFile: string, cache: boolean): TemplateSource {
  let cached: Promise<string | undefined> | undefined;
  const read = () =>
    readFile(indexFile, 'utf8').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return undefined;
      throw error;
    });
  return async () => {
    if (!cache) return read();
    // A missing build is not remembered, so building while the server runs still works.
    cached ??= read().then((html) => {
      if (html === undefined) cached = undefined;
      return html;
    });
    return cached;
  };
}

/**
 * Serves the web app's files: the built ones from web/dist, or, for `npm run dev`, Vite's dev
 * middleware with hot reload; then its pages, answered by server/ssr/pageAnswers.ts from them.
 */
export async function mountWebApp(app: Express, httpServer: Server, runtime: Runtime, options: WebAppOptions): Promise<() => Promise<void>> {
  let sources: PageSources;
  let close: () => Promise<void> = async () => undefined;
  if (options.dev) {
    const { createServer } = await import('vite');
    const vite = await createServer({
      configFile: path.join(webRoot, 'vite.config.ts'),
      server: {
        middlewareMode: true,
        hmr: { server: httpServer },
        // Only the web app, the code it shares with the server and the libraries it imports, never the
        // rest of the repository (DATA_DIR's secrets.json above all), which Vite would otherwise serve
        // under /@fs/.
        fs: { strict: true, allow: [webRoot, commonRoot, path.join(repoRoot, 'node_modules')], deny: [...VITE_DEFAULT_DENY, '**/secrets.json'] },
      },
      appType: 'custom',
    });
    app.use((request, response, next) => (wantsPage(request) ? vite.middlewares(request, response, next) : next()));
    sources = {
      template: async (url) => vite.transformIndexHtml(url, await readFile(path.join(webRoot, 'index.html'), 'utf8')),
      // The phone page's own HTML through the same dev server: a second page of its root, web/live/vote.html.
      phoneTemplate: async () => vite.transformIndexHtml('/live/vote.html', await readFile(path.join(webRoot, 'live', 'vote.html'), 'utf8')),
      renderer: createPageRenderer(runtime, options.schema, options.reads, devRenderer(vite)),
    };
    close = () => vite.close();
  } else {
    const distDir = options.distDir ?? path.join(webRoot, 'dist');
    app.use('/assets', precompressedFiles(path.join(distDir, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }));
    app.use('/live/assets', precompressedFiles(path.join(distDir, 'live', 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }));
    // No redirect of a folder's name to its slash: /live is a page, not web/dist/live.
    const distFiles = precompressedFiles(distDir, { index: false, redirect: false, maxAge: '1h' });
    // Only an address with a file's extension is looked for on disk: a page's address never is.
    app.use((request, response, next) => (path.extname(request.path) ? distFiles(request, response, next) : next()));
    sources = {
      template: builtTemplate(path.join(distDir, 'index.html'), runtime.config.isProduction),
      phoneTemplate: builtTemplate(path.join(distDir, 'live', 'vote.html'), runtime.config.isProduction),
      renderer: createPageRenderer(runtime, options.schema, options.reads, builtRenderer(distDir)),
    };
  }
  // The pages' HTML, made per request; the files above come compressed from the build.
  app.use(compressedAnswers);
  app.use(pageAnswers(runtime, sources));
  return close;
}
