import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compressedCopies } from './compressedCopies.ts';
import { generatedDocuments } from './generatedDocuments.ts';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('..', import.meta.url));

// The renderer of pages the server runs (src/entry-server.tsx): inside web/dist, where a dot-folder is never served.
const SERVER_ENTRY_DIR = fileURLToPath(new URL('./dist/.server', import.meta.url));

const serverBuild = {
  outDir: SERVER_ENTRY_DIR,
  emptyOutDir: true,
  copyPublicDir: false,
  rolldownOptions: { input: fileURLToPath(new URL('./src/entry-server.tsx', import.meta.url)) },
};

export default defineConfig(({ isSsrBuild }) => ({
  root: webRoot,
  // VITE_* settings live in the repository's .env beside the server's settings.
  envDir: repoRoot,
  // The server's renderer is never sent, so it gets no compressed copies.
  plugins: [react(), generatedDocuments(fileURLToPath(new URL('./src', import.meta.url))), ...(isSsrBuild ? [] : [compressedCopies()])],
  build: isSsrBuild
    ? serverBuild
    : {
        outDir: fileURLToPath(new URL('./dist', import.meta.url)),
        assetsDir: 'assets',
        emptyOutDir: true,
        // The server reads which files each page needs from it, to name them in the page's HTML.
        manifest: true,
        rolldownOptions: {
          output: {
            // Libraries change less often than the app, so they get chunks of their own that stay cached.
            codeSplitting: {
              groups: [
                { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
                // Only what every route needs; a library one screen uses (tabs, say) stays in that screen's chunk.
                {
                  name: 'apollo',
                  test: /node_modules[\\/](@apollo|@wry|graphql|graphql-ws|rxjs|optimism|tslib|@graphql-typed-document-node|apollo-upload-client|extract-files|is-plain-obj)[\\/]/,
                },
              ],
            },
          },
        },
      },
}));
