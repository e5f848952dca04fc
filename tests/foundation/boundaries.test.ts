import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SOURCE_FILE = /\.[cm]?[jt]sx?$/;
const NOT_SOURCE = new Set(['node_modules', 'dist']);
// The module named by `from '…'`, `import '…'`, `import('…')` and `require('…')`.
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*)(['"`])([^'"`\n]+)\1/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return NOT_SOURCE.has(entry.name) ? [] : sourceFiles(file);
    return SOURCE_FILE.test(entry.name) ? [file] : [];
  });
}

/** Where a specifier can land: beside its file, or, for `/web/…` or a path alias, in the repository's root. */
function targets(file: string, specifier: string): string[] {
  if (specifier.startsWith('.')) return [path.resolve(path.dirname(file), specifier)];
  return specifier.startsWith('/') ? [specifier, path.join(repoRoot, specifier)] : [path.join(repoRoot, specifier)];
}

function isInside(dir: string, target: string): boolean {
  const relative = path.relative(dir, target);
  return relative === '' || (relative.split(path.sep)[0] !== '..' && !path.isAbsolute(relative));
}

/** Every import in the folder `from` of a module in the folder `into`, as "file: specifier". */
function importsInto(from: string, into: string): string[] {
  const intoDir = path.join(repoRoot, into);
  return sourceFiles(path.join(repoRoot, from)).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(SPECIFIER)]
      .map((match) => match[2] ?? '')
      .filter((specifier) => targets(file, specifier).some((target) => isInside(intoDir, target)))
      .map((specifier) => `${path.relative(repoRoot, file)}: ${specifier}`),
  );
}

describe('the boundary between server and web', () => {
  it('keeps server/ from importing anything of web/', () => {
    expect(importsInto('server', 'web')).toEqual([]);
  });

  it('keeps web/ from importing anything of server/', () => {
    expect(importsInto('web', 'server')).toEqual([]);
  });

  it('keeps common/ free of both sides', () => {
    expect([...importsInto('common', 'server'), ...importsInto('common', 'web')]).toEqual([]);
  });

  it('sees both sides import what they share from common/', () => {
    expect(importsInto('server', 'common')).toContain('server/http/contentSecurityPolicy.ts: ../../common/thirdPartyScripts');
    expect(importsInto('web', 'common')).toContain('web/src/routing/FreshPageBoundary.tsx: ../../../common/thirdPartyScripts');
  });

  it('gives the server, the web app and the phone page one tally rule, from common/', () => {
    expect(importsInto('server', 'common/tallies')).toEqual(['server/fanout/tallies.ts: ../../common/tallies']);
    expect(importsInto('web/src', 'common/tallies')).toEqual(['web/src/poems/tallies.ts: ../../../common/tallies']);
    expect(importsInto('web/live', 'common/tallies')).toEqual(['web/live/src/votePage.ts: ../../../common/tallies']);
  });
});
