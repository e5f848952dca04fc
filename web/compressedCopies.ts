import type { Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';

/** The text the server sends as built; images and video are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside each text file of the build, both at
 * their best compression: made once here, the server sends them as they are
 * (server/http/compression.ts). Vite's manifest, which only the server reads, gets none.
 */
export function compressedCopies(): Plugin {
  return compression({ include: COMPRESSIBLE, exclude: /(^|\/)\.vite\//, algorithms: ['brotliCompress', 'gzip'] });
}
