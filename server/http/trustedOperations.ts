import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { OperationNotAllowedError, type SentOperation, type TrustedDocuments } from '../graphql/trustedDocuments';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The extensions without the persisted-query one, which has been answered here; undefined when none are left. */
function withoutPersistedQuery(extensions: unknown): Record<string, unknown> | undefined {
  if (!isRecord(extensions)) return undefined;
  const { persistedQuery: _answered, ...rest } = extensions;
  return Object.keys(rest).length > 0 ? rest : undefined;
}

function parsedJson(text: string | null): unknown {
  if (text === null) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    // Apollo Server refuses the malformed parameter itself.
    return text;
  }
}

/** A GET operation lives in the URL's `query` and `extensions` parameters. */
function resolveGet(request: Request, trusted: TrustedDocuments) {
  const url = new URL(request.url, 'http://localhost');
  const params = url.searchParams;
  const extensions = parsedJson(params.get('extensions'));
  const resolved = trusted.documentOf({ query: params.get('query') ?? undefined, extensions });
  if (resolved instanceof OperationNotAllowedError) return resolved;
  if (typeof resolved.query === 'string') params.set('query', resolved.query);
  const rest = withoutPersistedQuery(extensions);
  if (isRecord(extensions)) {
    if (rest) params.set('extensions', JSON.stringify(rest));
    else params.delete('extensions');
  }
  request.url = `${url.pathname}${url.search}`;
  return resolved;
}

/** A POST operation is the body, JSON or the `operations` field of a multipart upload. */
function resolvePost(request: Request, trusted: TrustedDocuments) {
  const body: unknown = request.body;
  const operation: SentOperation = isRecord(body) ? body : {};
  const resolved = trusted.documentOf(operation);
  if (resolved instanceof OperationNotAllowedError || !isRecord(body)) return resolved;
  body.query = resolved.query;
  if (isRecord(body.extensions)) {
    const rest = withoutPersistedQuery(body.extensions);
    if (rest) body.extensions = rest;
    else delete body.extensions;
  }
  return resolved;
}

/**
 * Holds GraphQL over HTTP to the trusted documents (server/graphql/trustedDocuments.ts): a hash
 * becomes its document before Apollo Server reads the request, and a refused operation is answered
 * here with 400 and nothing run. Goes after the body parsers.
 */
export function trustedOperations(trusted: TrustedDocuments): RequestHandler {
  return (request: Request, response: Response, next: NextFunction) => {
    if (request.method !== 'GET' && request.method !== 'POST') return next();
    const resolved = request.method === 'GET' ? resolveGet(request, trusted) : resolvePost(request, trusted);
    if (!(resolved instanceof OperationNotAllowedError)) return next();
    response.status(400).json({ errors: [resolved.toJSON()] });
  };
}
