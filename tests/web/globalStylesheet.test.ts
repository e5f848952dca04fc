import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { appPageEntries, NOT_FOUND_SCREEN } from '../../common/appPages';

// The global sheet loads on every screen, so it holds only what the layout or several screens use; a screen's own
// rules live in a sheet beside it and load with its code. This reads the app's source the way the bundler splits it:
// main.tsx and what it imports statically is on every screen; each page's screen (common/appPages.ts), loaded lazily, is a screen.
const WEB_SRC = fileURLToPath(new URL('../../web/src/', import.meta.url));

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === '__generated__' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const files = sourceFiles(WEB_SRC);
const sources = new Map(files.map((file) => [file, readFileSync(file, 'utf8')]));

function resolveImport(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  return [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')].find((file) => sources.has(file));
}

function imports(file: string, pattern: RegExp): string[] {
  return [...(sources.get(file) ?? '').matchAll(pattern)]
    .map((match) => resolveImport(file, match[1] ?? ''))
    .filter((resolved): resolved is string => resolved !== undefined);
}

/** The file and every module it imports statically, directly or not. */
function staticClosure(entry: string): Set<string> {
  const seen = new Set<string>();
  const queue = [entry];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...imports(file, /^(?:import|export)\s[^;]*?from\s+'(\.[^']+)'/gm));
  }
  return seen;
}

/** Only string literals: class names are written in them, and code words (share, field) are not. */
function stringLiterals(source: string): string {
  return [...source.matchAll(/'[^'\n]*'|"[^"\n]*"|`[^`]*`/g)].map((match) => match[0]).join('\n');
}

/** Whether the source names the class, whole or as a modifier built at run time (`badge--${status}`). */
function usesClass(source: string, className: string): boolean {
  const escaped = className.replace(/[-]/g, '\\-');
  if (new RegExp(`(?<![\\w-])${escaped}(?![\\w-])`).test(source)) return true;
  const modifier = className.indexOf('--');
  return modifier > 0 && source.includes(`${className.slice(0, modifier + 2)}\${`);
}

const everyScreen = staticClosure(path.join(WEB_SRC, 'main.tsx'));
const screenNames = [...appPageEntries.flatMap(([, page]) => (page.screen ? [page.screen] : [])), NOT_FOUND_SCREEN];
const pageFiles = screenNames.map((screen) => resolveImport(path.join(WEB_SRC, 'main.tsx'), `./pages/${screen}`)).filter((resolved): resolved is string => resolved !== undefined);
const screens = [...new Set(pageFiles)].map((page) => ({
  name: path.relative(WEB_SRC, page),
  modules: staticClosure(page),
}));
const literals = new Map(files.map((file) => [file, stringLiterals(sources.get(file) ?? '')]));

const globalSheet = readFileSync(path.join(WEB_SRC, 'styles.css'), 'utf8').replace(/\/\*[\s\S]*?\*\/|@import[^;]*;/g, '');
const globalClasses = [...new Set([...globalSheet.matchAll(/\.([a-z][\w-]*)/gi)].map((match) => match[1] ?? ''))];

describe('the global stylesheet', () => {
  it('finds the screens and the classes it checks', () => {
    expect(screens.length).toBeGreaterThan(20);
    expect(globalClasses).toEqual(expect.arrayContaining(['button', 'site-header', 'card']));
  });

  it('holds only classes the layout or at least two screens use', () => {
    const screenOnly = globalClasses
      .map((className) => {
        const users = files.filter((file) => usesClass(literals.get(file) ?? '', className));
        const onEveryScreen = users.some((file) => everyScreen.has(file));
        const usedOn = screens.filter((screen) => users.some((file) => screen.modules.has(file))).map((screen) => screen.name);
        return { className, onEveryScreen, usedOn };
      })
      .filter(({ onEveryScreen, usedOn }) => !onEveryScreen && usedOn.length < 2)
      .map(({ className, usedOn }) => `.${className}: ${usedOn[0] ? `only ${usedOn[0]} uses it` : 'nothing uses it'}`);
    expect(screenOnly).toEqual([]);
  });
});
