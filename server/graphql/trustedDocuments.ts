import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { GraphQLError } from 'graphql';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The operations our clients were built with, as codegen lists them (hash → document): the web
 * app's and the phone page's.
 */
export const TRUSTED_DOCUMENT_FILES = [
  path.join(repoRoot, 'web/src/__generated__/persisted-documents.json'),
  path.join(repoRoot, 'web/live/src/__generated__/persisted-documents.json'),
] as const;

export const NOT_ALLOWED_MESSAGE = 'This operation is not allowed.';

/** Refuses an operation that is not one of our own: an unknown hash, or (when enforced) any other text. */
export class OperationNotAllowedError extends GraphQLError {
  constructor() {
    super(NOT_ALLOWED_MESSAGE, { extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } });
  }
}

/** An operation as a client sends it: its text, or the hash of a listed document in `extensions.persistedQuery`. */
export interface SentOperation {
  query?: unknown;
  extensions?: unknown;
}

/** The hash a client sent in place of the document (the persisted-query extension), if any. */
function sentHash(extensions: unknown): string | undefined {
  if (typeof extensions !== 'object' || extensions === null || !('persistedQuery' in extensions)) return undefined;
  const { persistedQuery } = extensions;
  if (typeof persistedQuery !== 'object' || persistedQuery === null || !('sha256Hash' in persistedQuery)) return undefined;
  return typeof persistedQuery.sha256Hash === 'string' ? persistedQuery.sha256Hash : '';
}

/**
 * Which operations the server runs. A hash runs its listed document, on every setting; an unknown
 * hash is refused. With `onlyListed` (production) an operation sent as text runs only when that
 * text is a listed document; otherwise any text runs (development and tests send their own).
 */
export class TrustedDocuments {
  private readonly listed: ReadonlySet<string>;

  constructor(
    private readonly byHash: ReadonlyMap<string, string>,
    private readonly onlyListed: boolean,
  ) {
    this.listed = new Set(byHash.values());
  }

  /** Reads the generated lists; a missing or damaged one stops the start. */
  static load(onlyListed: boolean, files: readonly string[] = TRUSTED_DOCUMENT_FILES): TrustedDocuments {
    const byHash = new Map<string, string>();
    for (const file of files) {
      const listed: unknown = JSON.parse(readFileSync(file, 'utf8'));
      if (typeof listed !== 'object' || listed === null) throw new Error(`${file} is not a list of documents`);
      for (const [hash, document] of Object.entries(listed)) {
        if (typeof document !== 'string') throw new Error(`${file} lists ${hash} without its document`);
        byHash.set(hash, document);
      }
    }
    return new TrustedDocuments(byHash, onlyListed);
  }

  /** Every listed document's text. */
  get documents(): Iterable<string> {
    return this.listed;
  }

  get size(): number {
    return this.byHash.size;
  }

  /** The listed document of `hash`; undefined for a hash that names none. */
  textOf(hash: string): string | undefined {
    return this.byHash.get(hash);
  }

  /**
   * The text to run for `operation`, or the refusal to answer instead. Text sent beside a hash
   * must be that hash's document.
   */
  documentOf(operation: SentOperation): { query: unknown } | OperationNotAllowedError {
    const hash = sentHash(operation.extensions);
    const text = typeof operation.query === 'string' && operation.query !== '' ? operation.query : undefined;
    if (hash !== undefined) {
      const document = this.textOf(hash);
      return document === undefined || (text !== undefined && text !== document) ? new OperationNotAllowedError() : { query: document };
    }
    if (this.onlyListed && !(text !== undefined && this.listed.has(text))) return new OperationNotAllowedError();
    return { query: operation.query };
  }
}
