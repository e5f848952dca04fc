import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ClientSideBaseVisitor } from '@graphql-codegen/visitor-plugin-common';
import { buildSchema, Kind, parse } from 'graphql';
import type { Plugin } from 'vite';

const GRAPHQL_CALL = /\bgraphql\(\s*`([^`]*)`\s*\)/g;
/** A document codegen printed as one JSON object literal on its line of graphql.ts. */
const JSON_DOCUMENT = /^export const (\w+) = (\{.*\}) as unknown as \w+</gm;
const MODULE_PREFIX = 'generated-document:';

// Only the naming of documents is asked of the visitor, which needs no real schema for it. Made
// on first use, in a build: a dev server loads this file beside the server's own graphql module,
// and the visitor's schema check would meet a second graphql module there.
let namer: ClientSideBaseVisitor | undefined;
const documentNamer = () => (namer ??= new ClientSideBaseVisitor(buildSchema('type Query { _: Int }'), [], {}, {}));

/** The name codegen gave the document of a graphql(`…`) call, in its generated graphql.ts. */
function documentName(source: string, file: string): string {
  const [definition] = parse(source).definitions;
  if (definition?.kind === Kind.OPERATION_DEFINITION && definition.name) return documentNamer().getOperationVariableName(definition);
  if (definition?.kind === Kind.FRAGMENT_DEFINITION) return documentNamer().getFragmentVariableName(definition);
  throw new Error(`${file}: a graphql() document must start with a named operation or fragment`);
}

/**
 * Replaces each graphql(`…`) call in the sources under `sourceDir` with the document codegen
 * generated for it, as the client preset's own build plugin does, and gives each document printed
 * as JSON a module of its own: a route's chunk then carries that route's documents only, where
 * gql.ts's map (every operation's text) and graphql.ts (every document) would both land whole in
 * the entry chunk. Other documents (the phone page's fragments, kept as text) come from graphql.ts.
 * Build only; the dev server reads the same documents through gql.ts.
 */
export function generatedDocuments(sourceDir: string): Plugin {
  const sources = `${sourceDir}${path.sep}`;
  const generated = path.join(sourceDir, '__generated__');
  const generatedFile = path.join(generated, 'graphql.ts');
  let printed: Map<string, string> | undefined;
  const printedDocuments = () =>
    (printed ??= new Map([...readFileSync(generatedFile, 'utf8').matchAll(JSON_DOCUMENT)].map(([, name, json]) => [name ?? '', json ?? ''])));
  return {
    name: 'spoken:generated-documents',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      printed = undefined;
    },
    resolveId(id) {
      return id.startsWith(MODULE_PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${MODULE_PREFIX}`)) return null;
      const name = id.slice(MODULE_PREFIX.length + 1);
      const json = printedDocuments().get(name);
      return json ? `export default ${json};` : `export { ${name} as default } from ${JSON.stringify(generatedFile)};`;
    },
    transform(code, id) {
      if (!id.startsWith(sources) || id.startsWith(generated) || !/\.tsx?$/.test(id) || !code.includes('graphql(`')) return null;
      const names = new Set<string>();
      const replaced = code.replace(GRAPHQL_CALL, (_call, source: string) => {
        const name = documentName(source, id);
        names.add(name);
        return name;
      });
      if (names.size === 0) return null;
      const imports = [...names].map((name) => `import ${name} from '${MODULE_PREFIX}${name}';\n`).join('');
      return { code: `${imports}${replaced}`, map: null };
    },
  };
}
