import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { compressedCopies } from '../compressedCopies.ts';
import { generatedDocuments } from '../generatedDocuments.ts';

const webRoot = fileURLToPath(new URL('..', import.meta.url));
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The phone page (/live, /live/:topicId/vote): its own small bundle, no React or Apollo. A second
 * page of the web root, as `npm run dev` serves it, built after the app (whose build empties
 * web/dist) into web/dist/live: the page and its assets, served from /live/assets.
 */
export default defineConfig({
  root: webRoot,
  envDir: repoRoot,
  // The app's build has copied web/public already.
  publicDir: false,
  plugins: [generatedDocuments(fileURLToPath(new URL('./src', import.meta.url))), compressedCopies()],
  build: {
    outDir: fileURLToPath(new URL('../dist', import.meta.url)),
    emptyOutDir: false,
    assetsDir: 'live/assets',
    // One small module: nothing to preload, so no preload helper either.
    modulePreload: false,
    rolldownOptions: { input: fileURLToPath(new URL('./vote.html', import.meta.url)) },
  },
});
