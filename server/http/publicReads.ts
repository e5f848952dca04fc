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
  result: FormattedExecutionResult;
  json: string;
  poems: CountedPoem[];
  headers: [string, string][];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The operation of `text` when it is one query reading PUBLIC_READ_FIELDS only; undefined otherwise. */
function publicReadOperation(text: string): OperationDefinitionNode | undefined {
  const operations = parse(text).definitions.filter((definition) => definition.kind === Kind.OPERATION_DEFINITION);
  const [operation] = operations;
  if (operations.length !== 1 || !operation || operation.operation !== OperationTypeNode.QUERY) return undefined;
  const fields = operation.selectionSet.selections;
  return fields.every((field) => field.kind === Kind.FIELD && PUBLIC_READ_FIELDS.has(field.name.value)) ? operation : undefined;
}

/**
 * The longest variables, as JSON, of a read kept. The built clients send ids, numbers and a search
 * of at most 100 characters; without this bound a key could be as long as a request body, and
 * MAX_KEPT_PAGES of them hundreds of megabytes.
 */
const MAX_KEPT_VARIABLES_LENGTH = 1024;

/**
 * The key a read is kept under, holding everything its answer depends on: the document and the
 * variables it defines, in its order. Undefined when its variables are too long to keep it.
 */
function keyOf(query: string, operation: OperationDefinitionNode, sent: Record<string, unknown>): string | undefined {
  const variables: Record<string, unknown> = {};
  for (const { variable } of operation.variableDefinitions ?? []) {
    if (sent[variable.name.value] !== undefined) variables[variable.name.value] = sent[variable.name.value];
  }
  if (JSON.stringify(variables).length > MAX_KEPT_VARIABLES_LENGTH) return undefined;
  return JSON.stringify([query, variables]);
}

/**
 * The listed document and variables of a visitor's public read over HTTP. Undefined for a request
 * naming a session (valid or not: its answer is not asked for here), and for any other document,
 * operation name or body.
 */
function visitorReadOf(request: Request, listed: Map<string, OperationDefinitionNode>): { query: string; operation: OperationDefinitionNode; variables: Record<string, unknown> } | undefined {
  if (request.method !== 'POST' || !request.is('application/json') || sessionTokenOf(request) !== undefined) return undefined;
  const body: unknown = request.body;
  // Extensions (Apollo Client's `clientLibrary`) change no answer: no plugin here reads them.
  if (!isRecord(body) || typeof body.query !== 'string') return undefined;
  const operation = listed.get(body.query);
  if (!operation) return undefined;
  if (body.operationName != null && body.operationName !== operation.name?.value) return undefined;
  const variables = body.variables ?? {};
  return isRecord(variables) ? { query: body.query, operation, variables } : undefined;
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
function withNewestTallies(kept: KeptRead, newerTally: (poem: CountedPoem) => TallyOfPoem | undefined): string {
  let moved = false;
  for (const poem of kept.poems) {
    const newest = newerTally(poem);
    if (!newest) continue;
    const fields: Record<string, unknown> = poem;
    for (const field of ['voteCount', 'voteVersion', 'frozen', 'nightVoteCount'] as const) if (field in fields) fields[field] = newest[field];
    moved = true;
  }
  if (moved) kept.json = answerJson(kept.result);
  return kept.json;
}

/**
 * A visitor's public reads (PUBLIC_READ_FIELDS), answered from the answers kept for every visitor:
 * each made once for nobody, through Apollo Server as any request, and kept like a visitor's page
 * (KeptPages: fresh for a minute, forgotten on every content change on every instance), its vote
 * counts brought up to the tallies as it is sent, as the built clients list them. A read that
 * comes to an error is not kept.
 */
export class PublicReads {
  private readonly listed = new Map<string, OperationDefinitionNode>();
  private readonly kept: KeptPages<KeptRead>;

  constructor(
    private readonly runtime: Runtime,
    private readonly apollo: ApolloServer<Context>,
    private readonly trusted: TrustedDocuments,
  ) {
    for (const text of trusted.documents) {
      const operation = publicReadOperation(text);
      if (operation) this.listed.set(text, operation);
    }
    this.kept = new KeptPages((key) => this.make(key));
    forgetOnContentChange(runtime.hub, () => this.kept.clear());
  }

  /**
   * Answers a visitor's listed public read over HTTP; anything else goes on (to Apollo Server).
   * Nothing a person asks while signed in is read from here or kept here. Goes after
   * trustedOperations, so a hash is its document already.
   */
  handler(): RequestHandler {
    return async (request, response, next) => {
      const read = visitorReadOf(request, this.listed);
      // As Apollo Server chooses, for a client that accepts either.
      const type = read && request.accepts(['application/json', 'application/graphql-response+json']);
      const key = read && keyOf(read.query, read.operation, read.variables);
      if (!read || !type || !key) return next();
      const kept = await this.kept.get(key);
      if (!kept) return next();
      response.locals.operation = operationLabel(read.operation);
      for (const [name, value] of kept.headers) response.setHeader(name, value);
      response.status(200).type(`${type}; charset=utf-8`).send(this.sent(kept));
    };
  }

  /**
   * The answer a visitor's browser would be sent for the listed public read of `hash` with
   * `variables`, as a copy of its own: what a page rendered on the server for a visitor reads, so
   * every render of a topic's poems shares one read of the topic. Undefined for any other read, or
   * one that is not kept: the caller runs it itself.
   */
  async visitorAnswer(hash: string, variables: Record<string, unknown>): Promise<FormattedExecutionResult | undefined> {
    const query = this.trusted.textOf(hash);
    const operation = query === undefined ? undefined : this.listed.get(query);
    const key = query && operation && keyOf(query, operation, variables);
    const kept = key ? await this.kept.get(key) : undefined;
    return kept && (JSON.parse(this.sent(kept)) as FormattedExecutionResult);
  }

  private sent(kept: KeptRead): string {
    return withNewestTallies(kept, (poem) => this.runtime.tallies.newerTally(poem));
  }

  private async make(key: string): Promise<KeptRead | undefined> {
    const [query, variables] = JSON.parse(key) as [string, Record<string, unknown>];
    const operation = this.listed.get(query);
    if (!operation) return undefined;
    // From the primary, not a replica: an answer made just after a change must show it.
    const contextValue = contextWithoutViewer(this.runtime, { replicaReads: false });
    const response = await this.apollo.executeOperation({ query, variables }, { contextValue }).catch((error: unknown) => {
      this.runtime.log.error({ err: error }, 'A public read could not be made to keep; it is answered as any read');
      return undefined;
    });
    if (response?.body.kind !== 'single' || response.body.singleResult.errors) return undefined;
    const result = response.body.singleResult;
    const json = answerJson(result);
    if (Buffer.byteLength(json) > MAX_KEPT_READ_BYTES) return undefined;
    return { result, json, poems: countedPoems(result.data), headers: [...response.http.headers] };
  }
}
