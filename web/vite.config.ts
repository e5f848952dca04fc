import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { generatedDocuments } from './generatedDocuments.ts';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('..', import.meta.url));

export default defineConfig({
  root: webRoot,
  // VITE_* settings live in the repository's .env beside the server's settings.
  envDir: repoRoot,
  plugins: [react(), generatedDocuments(fileURLToPath(new URL('./src', import.meta.url)))],
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    assetsDir: 'assets',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app, so they get chunks of their own that stay cached.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/ },
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
});
