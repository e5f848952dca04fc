import type { ApolloServer } from '@apollo/server';
import type { Request, RequestHandler } from 'express';
import { Kind, OperationTypeNode, parse, type FormattedExecutionResult, type OperationDefinitionNode } from 'graphql';
import { contextWithoutViewer, type Context } from '../context';
import { forgetOnContentChange } from '../events/contentChanges';
import { boundedAnswerJson } from '../graphql/answerLimit';
import type { TrustedDocuments } from '../graphql/trustedDocuments';
import { operationLabel } from '../metrics/operations';
import type { Runtime } from '../runtime';
import { KeptPages } from '../ssr/keptPages';
import type { TallyOfPoem } from '../fanout/tallies';
import { sessionTokenOf } from './cookies';

/**
 * The root fields whose answer to a visitor is every visitor's, and changes only with the content
 * (CONTENT_CHANGES) and the vote tallies: what home, a voting page and a poem page read. Each is
 * declared @public; `viewer` is null for a visitor.
 */
export const PUBLIC_READ_FIELDS: ReadonlySet<string> = new Set([
  '__typename',
  'viewer',
  'siteRules',
  'siteSettings',
  'topics',
  'topic',
  'topicVoting',
  'votingPoems',
  'poem',
  'poemVoidings',
]);

/**
 * The largest answer kept, in bytes of JSON: a page of the voting list is about 10 KB. Larger ones
 * are answered as any read, so MAX_KEPT_PAGES answers stay within tens of megabytes.
 */
const MAX_KEPT_READ_BYTES = 32 * 1024;

/** A poem in a kept answer whose counts follow the tallies: one selecting `id` and `voteVersion`. */
type CountedPoem = Record<string, unknown> & { id: string; voteVersion: number };

/** A read's answer as made for nobody, with the poems in it whose counts are brought up to date when it is sent. */
interface KeptRead {
  operation: OperationDefinitionNode;
  result: FormattedExecutionResult;
  json: string;
  poems: CountedPoem[];
  headers: [string, string][];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The listed documents that are one query reading PUBLIC_READ_FIELDS only, by their text. */
function publicReadDocuments(trusted: TrustedDocuments): Map<string, OperationDefinitionNode> {
  const documents = new Map<string, OperationDefinitionNode>();
  for (const text of trusted.documents) {
    const operations = parse(text).definitions.filter((definition) => definition.kind === Kind.OPERATION_DEFINITION);
    const [operation] = operations;
    if (operations.length !== 1 || !operation || operation.operation !== OperationTypeNode.QUERY) continue;
    const fields = operation.selectionSet.selections;
    if (fields.every((field) => field.kind === Kind.FIELD && PUBLIC_READ_FIELDS.has(field.name.value))) documents.set(text, operation);
  }
  return documents;
}

/**
 * The key a request's read is kept under, holding everything its answer depends on: the document
 * and the variables it defines, in its order. Undefined for a request that is not a visitor's
 * public read: one naming a session (valid or not: its answer is not asked for here), any other
 * document, operation name, extension or body.
 */
function keyOf(request: Request, documents: Map<string, OperationDefinitionNode>): string | undefined {
  if (request.method !== 'POST' || !request.is('application/json') || sessionTokenOf(request) !== undefined) return undefined;
  const body: unknown = request.body;
  if (!isRecord(body) || typeof body.query !== 'string' || body.extensions !== undefined) return undefined;
  const operation = documents.get(body.query);
  if (!operation) return undefined;
  if (body.operationName != null && body.operationName !== operation.name?.value) return undefined;
  const sent = body.variables ?? {};
  if (!isRecord(sent)) return undefined;
  const variables: Record<string, unknown> = {};
  for (const { variable } of operation.variableDefinitions ?? []) {
    if (sent[variable.name.value] !== undefined) variables[variable.name.value] = sent[variable.name.value];
  }
  return JSON.stringify([body.query, variables]);
}

/** The objects in `value` that carry a poem's vote version, which the tallies bring up to date. */
function countedPoems(value: unknown, found: CountedPoem[] = []): CountedPoem[] {
  if (Array.isArray(value)) for (const item of value) countedPoems(item, found);
  else if (isRecord(value)) {
    if (typeof value.id === 'string' && typeof value.voteVersion === 'number') found.push(value as CountedPoem);
    for (const field of Object.values(value)) countedPoems(field, found);
  }
  return found;
}

const answerJson = (result: FormattedExecutionResult) => boundedAnswerJson({ errors: result.errors, data: result.data, extensions: result.extensions });

/**
 * The kept answer with each poem's counts at the newest tally this instance has handed out, as a
 * page kept for visitors catches up with them in the browser; its JSON is made again only when a
 * count moved. Versions only grow, so a count is never taken back.
 */
function withNewestTallies(kept: KeptRead, newestTally: (poemId: string) => TallyOfPoem | undefined): string {
  let moved = false;
  for (const poem of kept.poems) {
    const newest = newestTally(poem.id);
    if (!newest || newest.voteVersion <= poem.voteVersion) continue;
    const fields: Record<string, unknown> = poem;
    for (const field of ['voteCount', 'voteVersion', 'frozen', 'nightVoteCount'] as const) if (field in fields) fields[field] = newest[field];
    moved = true;
  }
  if (moved) kept.json = answerJson(kept.result);
  return kept.json;
}

/**
 * Answers a visitor's public reads (PUBLIC_READ_FIELDS, as the built clients list them) from the
 * answers kept for every visitor: each made once for nobody, through Apollo Server as any request,
 * and kept like a visitor's page (KeptPages: fresh for a minute, forgotten on every content change
 * on every instance), its vote counts brought up to the tallies as it is sent. Nothing a person
 * asks while signed in is read from here or kept here. A read that comes to an error is not kept:
 * it goes on to Apollo Server. Goes after trustedOperations, so a hash is its document already.
 */
export function publicReads(runtime: Runtime, apollo: ApolloServer<Context>, trusted: TrustedDocuments): RequestHandler {
  const documents = publicReadDocuments(trusted);
  const kept = new KeptPages<KeptRead>(async (key) => {
    const [query, variables] = JSON.parse(key) as [string, Record<string, unknown>];
    const operation = documents.get(query);
    if (!operation) return undefined;
    // From the primary, not a replica: an answer made just after a change must show it.
    const contextValue = contextWithoutViewer(runtime, { replicaReads: false });
    const response = await apollo.executeOperation({ query, variables }, { contextValue }).catch((error: unknown) => {
      runtime.log.error({ err: error }, 'A public read could not be made to keep; it is answered as any read');
      return undefined;
    });
    if (response?.body.kind !== 'single' || response.body.singleResult.errors) return undefined;
    const result = response.body.singleResult;
    const json = answerJson(result);
    if (Buffer.byteLength(json) > MAX_KEPT_READ_BYTES) return undefined;
    return { operation, result, json, poems: countedPoems(result.data), headers: [...response.http.headers] };
  });
  forgetOnContentChange(runtime.hub, () => kept.clear());
  return async (request, response, next) => {
    const key = keyOf(request, documents);
    // As Apollo Server chooses, for a client that accepts either.
    const type = key && request.accepts(['application/json', 'application/graphql-response+json']);
    if (!key || !type) return next();
    const read = await kept.get(key);
    if (!read) return next();
    response.locals.operation = operationLabel(read.operation);
    for (const [name, value] of read.headers) response.setHeader(name, value);
    response.status(200).type(`${type}; charset=utf-8`).send(withNewestTallies(read, (poemId) => runtime.tallies.newestTally(poemId)));
  };
}
