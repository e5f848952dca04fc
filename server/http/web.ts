import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import express, { type Express, type Request } from 'express';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web');
const distDir = path.join(webRoot, 'dist');
const SERVER_PATHS = /^\/(graphql|media|healthz|dev)(\/|$)/;

function wantsPage(request: Request): boolean {
  return (request.method === 'GET' || request.method === 'HEAD') && !SERVER_PATHS.test(request.path);
}

/**
 * Serves the web app: the built files from web/dist with an SPA fallback to index.html, or, for
 * `npm run dev`, Vite's dev middleware with hot reload.
 */
export async function mountWebApp(app: Express, httpServer: Server, dev: boolean): Promise<() => Promise<void>> {
  if (dev) {
    const { createServer } = await import('vite');
    const vite = await createServer({
      configFile: path.join(webRoot, 'vite.config.ts'),
      server: { middlewareMode: true, hmr: { server: httpServer } },
      appType: 'spa',
    });
    app.use((request, response, next) => (wantsPage(request) ? vite.middlewares(request, response, next) : next()));
    return () => vite.close();
  }

  app.use('/assets', express.static(path.join(distDir, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }));
  app.use(express.static(distDir, { index: false, maxAge: '1h' }));
  app.use((request, response, next) => {
    if (!wantsPage(request)) return next();
    const index = path.join(distDir, 'index.html');
    if (!existsSync(index)) {
      response.status(503).type('text/plain').send('The web app is not built yet: run npm run build:web');
      return;
    }
    response.setHeader('Cache-Control', 'no-cache');
    response.sendFile(index);
  });
  return async () => undefined;
}
