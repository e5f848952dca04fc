import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const liveRoot = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The phone page (/live, /live/:topicId/vote): its own small bundle, no React or Apollo, built into
 * web/dist/live after the app (whose build empties web/dist) and served from /live/assets.
 */
export default defineConfig({
  root: liveRoot,
  base: '/live/',
  envDir: repoRoot,
  build: {
    outDir: fileURLToPath(new URL('../dist/live', import.meta.url)),
    // Outside the root, so Vite empties it only when told.
    emptyOutDir: true,
    assetsDir: 'assets',
    // One small module: nothing to preload, so no preload helper either.
    modulePreload: false,
    rolldownOptions: { input: fileURLToPath(new URL('./vote.html', import.meta.url)) },
  },
});
