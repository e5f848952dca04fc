/** One chunk of the web app's build, as Vite's manifest (web/dist/.vite/manifest.json) lists it. */
interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type BuildManifest = Record<string, ManifestChunk>;

/** The entry's key in the manifest: index.html names its files already. */
const ENTRY = 'index.html';

function closure(manifest: BuildManifest, keys: string[], seen = new Set<string>()): Set<string> {
  const pending = [...keys];
  for (let key = pending.pop(); key !== undefined; key = pending.pop()) {
    const chunk = manifest[key];
    if (seen.has(key) || !chunk) continue;
    seen.add(key);
    pending.push(...(chunk.imports ?? []));
  }
  return seen;
}

/** Each build's pageChunks, by the page modules they are for: every render of a page needs the same. */
const chunksOfBuild = new WeakMap<BuildManifest, Map<string, ManifestChunk[]>>();

/** The chunks a page rendered on the server takes beyond index.html's: the app's (the module index.html's entry starts) and its routes' page modules (src/pages/…). */
function pageChunks(manifest: BuildManifest, pageModules: string[]): ManifestChunk[] {
  let kept = chunksOfBuild.get(manifest);
  if (!kept) chunksOfBuild.set(manifest, (kept = new Map()));
  const key = pageModules.join('\n');
  const found = kept.get(key);
  if (found) return found;
  const inIndexHtml = closure(manifest, [ENTRY]);
  const app = manifest[ENTRY]?.dynamicImports ?? [];
  const chunks = [...closure(manifest, [...app, ...pageModules], new Set(inIndexHtml))]
    .filter((key) => !inIndexHtml.has(key))
    .flatMap((key) => manifest[key] ?? []);
  kept.set(key, chunks);
  return chunks;
}

/**
 * The <link> tags a page rendered on the server needs beyond index.html's: the stylesheets of its
 * chunks, so the page is styled as it arrives and nothing moves when the code runs. Not their code:
 * it is fetched once the page has loaded and been painted (src/boot.ts).
 */
export function pageFileLinks(manifest: BuildManifest, pageModules: string[]): string[] {
  const styles = new Set(pageChunks(manifest, pageModules).flatMap((chunk) => chunk.css ?? []));
  return [...styles].map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`);
}

/**
 * The code of those chunks, for the page to fetch all at once when it starts (src/boot.ts), rather
 * than each route's only once the app's own code has run: one round trip less before the page is
 * taken over.
 */
export function pageCodeFiles(manifest: BuildManifest, pageModules: string[]): string[] {
  return pageChunks(manifest, pageModules).map((chunk) => `/${chunk.file}`);
}
