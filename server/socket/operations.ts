import {
  getOperationAST,
  GraphQLError,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type ExecutionArgs,
  type GraphQLSchema,
  type OperationTypeNode,
  type ValidationRule,
} from 'graphql';
import type { SubscribePayload } from 'graphql-ws';
import { ForbiddenError } from '../errors';
import { checkVariables, operationRules, parseOperation, validateOperation } from '../graphql/operationLimits';
import { OperationNotAllowedError, type TrustedDocuments } from '../graphql/trustedDocuments';

/**
 * Mutations that start or end sessions, or check a password, passcode or mailed token. They answer
 * over HTTP only: a socket has no cookie to set or clear, and one socket sending many of them
 * would be a fast way to guess.
 */
const HTTP_ONLY_MUTATIONS = [
  'register',
  'registerAdmin',
  'verifyEmail',
  'resendVerification',
  'login',
  'adminLogin',
  'googleSignIn',
  'requestPasswordReset',
  'resetPassword',
  'logout',
  'changePassword',
  'deleteAccount',
  'setUserBlocked',
  'stepDownAdmin',
  'saveBankDetails',
] as const;

export const HTTP_ONLY_MESSAGE = 'Signing in and out and account security work over HTTP only.';

/** The Mutation fields a socket refuses; throws at start-up if the schema lost one of them. */
function httpOnlyMutations(schema: GraphQLSchema): ReadonlySet<string> {
  const fields = schema.getMutationType()?.getFields() ?? {};
  const missing = HTTP_ONLY_MUTATIONS.filter((name) => !(name in fields));
  if (missing.length > 0) throw new Error(`HTTP-only mutations missing from the schema: ${missing.join(', ')}`);
  return new Set(HTTP_ONLY_MUTATIONS);
}

/** True when the document selects one of `names` on the Mutation type, directly or in a fragment. */
function selectsMutation(schema: GraphQLSchema, document: DocumentNode, names: ReadonlySet<string>): boolean {
  const mutationType = schema.getMutationType();
  if (!mutationType) return false;
  const typeInfo = new TypeInfo(schema);
  let found = false;
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field(node) {
        if (typeInfo.getParentType() === mutationType && names.has(node.name.value)) found = true;
      },
    }),
  );
  return found;
}


/** Subscriptions one socket may hold; the web app's busiest screen (the admin's) holds five. */
export const MAX_SUBSCRIPTIONS_PER_SOCKET = 20;
/** Queries and mutations one socket may have running at once (the web app sends these over HTTP). */
export const MAX_OPERATIONS_IN_FLIGHT = 10;

/**
 * Counts what one socket has running: the operations graphql-ws still holds (`running`, by id), each
 * marked as a subscription or not when it was admitted.
 */
export class SocketOperations {
  private readonly kinds = new Map<string, boolean>();

  /** Admits operation `id`, or answers why not. */
  admit(id: string, operation: OperationTypeNode, running: Readonly<Record<string, unknown>>): GraphQLError[] | undefined {
    for (const known of this.kinds.keys()) if (!(known in running)) this.kinds.delete(known);
    const subscription = operation === 'subscription';
    let same = 0;
    for (const kind of this.kinds.values()) if (kind === subscription) same += 1;
    const limit = subscription ? MAX_SUBSCRIPTIONS_PER_SOCKET : MAX_OPERATIONS_IN_FLIGHT;
    if (same >= limit) {
      const what = subscription ? `${limit} subscriptions` : `${limit} operations running`;
      return [new GraphQLError(`A connection may have at most ${what} at once.`, { extensions: { code: 'TOO_MANY_OPERATIONS' } })];
    }
    this.kinds.set(id, subscription);
    return undefined;
  }
}

/** How many operation texts the socket server keeps checked: the clients' own documents number about a hundred. */
const CHECKED_TEXTS_MAX = 256;
/** Texts longer than this are checked afresh each time: the clients' own are under 1,100 characters. */
const CHECKED_TEXT_LENGTH_MAX = 4_096;

interface CheckedText {
  parsed: DocumentNode | GraphQLError[];
  /** Its validation errors, once validated. */
  invalid?: GraphQLError[];
}

/**
 * Operation texts parsed and validated once each: every phone of a room sends the same few
 * documents, often in the same seconds, and checking one again gives the same answer. The oldest
 * text goes first when the list is full; a long text is not kept.
 */
function checkedTexts(schema: GraphQLSchema, rules: readonly ValidationRule[], isProduction: boolean) {
  const kept = new Map<string, CheckedText>();
  return {
    parse(text: unknown): CheckedText {
      if (typeof text !== 'string' || text.length > CHECKED_TEXT_LENGTH_MAX) return { parsed: parseOperation(text) };
      let checked = kept.get(text);
      if (!checked) {
        if (kept.size >= CHECKED_TEXTS_MAX) kept.delete(kept.keys().next().value as string);
        kept.set(text, (checked = { parsed: parseOperation(text) }));
      }
      return checked;
    },
    validate(checked: CheckedText, document: DocumentNode): GraphQLError[] {
      return (checked.invalid ??= validateOperation(schema, document, rules, isProduction));
    },
  };
}

/**
 * Checks each operation a socket sends before it runs, holding it to the same rules as over HTTP
 * (trusted documents, parsing, validation, variables) and to the socket's share of running
 * operations. Answers what to execute, or the errors to send instead.
 */
export function socketOperationChecks(schema: GraphQLSchema, trusted: TrustedDocuments, isProduction: boolean) {
  const texts = checkedTexts(schema, operationRules(isProduction), isProduction);
  const refusedMutations = httpOnlyMutations(schema);
  return (payload: SubscribePayload, id: string, operations: SocketOperations, running: Readonly<Record<string, unknown>>): ExecutionArgs | readonly GraphQLError[] => {
    const source = trusted.documentOf(payload);
    if (source instanceof OperationNotAllowedError) return [source];
    const checked = texts.parse(source.query);
    const document = checked.parsed;
    if (Array.isArray(document)) return document;
    const operation = getOperationAST(document, payload.operationName);
    if (!operation) return [new GraphQLError('Unable to identify operation', { extensions: { code: 'OPERATION_RESOLUTION_FAILURE' } })];
    // Before any other check, so that nothing about a refused mutation's arguments is answered.
    if (operation.operation === 'mutation' && selectsMutation(schema, document, refusedMutations)) return [new ForbiddenError(HTTP_ONLY_MESSAGE)];
    const refusal = operations.admit(id, operation.operation, running);
    if (refusal) return refusal;
    const errors = texts.validate(checked, document);
    if (errors.length > 0) return errors;
    const variableErrors = checkVariables(schema, operation, payload.variables);
    if (variableErrors.length > 0) return variableErrors;
    return { schema, document, operationName: payload.operationName, variableValues: payload.variables };
  };
}
