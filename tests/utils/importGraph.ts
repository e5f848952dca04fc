import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

// The module named by `from '…'`, `import '…'` and `import('…')`, type-only imports included.
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*)(['"])([^'"\n]+)\1/g;
const NOT_SOURCE = new Set(['node_modules', 'migrations', 'demo-clips']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return NOT_SOURCE.has(entry.name) ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

function resolved(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((file) => existsSync(file) && statSync(file).isFile());
}

/** Each file under `dir` (as a path inside it) with the files under `dir` it imports. */
export function importGraph(dir: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(dir)) {
    const imported = [...readFileSync(file, 'utf8').matchAll(SPECIFIER)]
      .map((match) => resolved(file, match[2] ?? ''))
      .filter((target): target is string => target !== undefined && target.startsWith(dir + path.sep))
      .map((target) => path.relative(dir, target));
    graph.set(path.relative(dir, file), [...new Set(imported)]);
  }
  return graph;
}

/** A file's room: its folder under the root, or the file itself (without `.ts`) at the root. */
export const roomOf = (file: string): string => (file.includes('/') ? (file.split('/')[0] ?? file) : file.replace(/\.tsx?$/, ''));

/** The graph's circles (strongly connected sets of more than one file), longest first. */
export function circles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (file: string): void => {
    index.set(file, next);
    low.set(file, next);
    next += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file)!, index.get(target)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const circle: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      circle.push(member);
    } while (member !== file);
    if (circle.length > 1) found.push(circle.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found.sort((a, b) => b.length - a.length);
}
