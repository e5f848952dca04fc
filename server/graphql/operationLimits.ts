import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import {
  getVariableValues,
  GraphQLError,
  NoSchemaIntrospectionCustomRule,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';

/**
 * How big an operation may be, on HTTP and WebSocket alike. Chosen from the operations the web app
 * sends (measured with the `__typename` Apollo Client adds to every selection): at most 106 tokens,
 * depth 7, cost 286 (AdminReviewListQuery), no aliases, no directives. Each limit leaves room for
 * the app to grow (tokens about 10x, depth 3 more levels, cost 3.5x) while an operation at the limit
 * still parses and validates in a few milliseconds. The cost (objects 2, scalars 1, each level 1.5x
 * deeper) counts every selection, so repeated fields and fragment spreads are bounded by it too;
 * the token limit stops a huge document before it is even parsed whole (5,000 aliases are refused
 * after the first thousand tokens).
 */
export const OPERATION_LIMITS = {
  tokens: 1000,
  depth: 10,
  aliases: 10,
  cost: 1000,
  directives: 10,
} as const;

/** graphql's parse options: the token limit. */
export const PARSE_OPTIONS = { maxTokens: OPERATION_LIMITS.tokens } as const;

// GraphQL Armor's rules throw their error (which stops validation) unless told to report it.
const reportRejection = {
  propagateOnRejection: false,
  onReject: [
    (context: ValidationContext | null, error: GraphQLError) =>
      context?.reportError(new GraphQLError(error.message.replace(/^Syntax Error: /, ''))),
  ],
};

/** The validation rules both transports add to graphql's own, so the same limits hold on each. */
export function operationRules(production: boolean): ValidationRule[] {
  return [
    maxDepthRule({ n: OPERATION_LIMITS.depth, ...reportRejection }),
    maxAliasesRule({ n: OPERATION_LIMITS.aliases, ...reportRejection }),
    costLimitRule({ maxCost: OPERATION_LIMITS.cost, ...reportRejection }),
    maxDirectivesRule({ n: OPERATION_LIMITS.directives, ...reportRejection }),
    ...(production ? [NoSchemaIntrospectionCustomRule] : []),
  ];
}

/** A validation message without graphql's "Did you mean …?", which tells a prober the schema's names. */
function withoutSuggestions(message: string): string {
  return message.replace(/ ?Did you mean(.+?)\?$/, '');
}

/** Parses an operation within the token limit, as Apollo Server does with PARSE_OPTIONS. */
export function parseOperation(query: unknown): DocumentNode | GraphQLError[] {
  if (typeof query !== 'string') return [new GraphQLError('The operation must be a string.', { extensions: { code: 'GRAPHQL_PARSE_FAILED' } })];
  try {
    return parse(query, PARSE_OPTIONS);
  } catch (error) {
    const message = error instanceof GraphQLError ? error.message : 'The operation could not be read.';
    return [new GraphQLError(message, { extensions: { code: 'GRAPHQL_PARSE_FAILED' } })];
  }
}

/**
 * Validates an operation as Apollo Server does with operationRules (and, in production, without
 * suggestions), for the WebSocket, whose graphql-ws server runs none of Apollo's steps. Errors carry
 * the code Apollo gives the same failures.
 */
export function validateOperation(
  schema: GraphQLSchema,
  document: DocumentNode,
  rules: readonly ValidationRule[],
  production: boolean,
): GraphQLError[] {
  return validate(schema, document, [...specifiedRules, ...rules]).map(
    (error) =>
      new GraphQLError(production ? withoutSuggestions(error.message) : error.message, {
        nodes: error.nodes,
        extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
      }),
  );
}

/**
 * Checks an operation's variables against their declared types, as Apollo Server does before it
 * executes, so a wrong one is refused as BAD_USER_INPUT on the socket too (graphql's execute would
 * report it without a code).
 */
export function checkVariables(schema: GraphQLSchema, operation: OperationDefinitionNode, given: unknown): GraphQLError[] {
  const inputs = given !== null && typeof given === 'object' ? (given as Record<string, unknown>) : {};
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], inputs, { maxErrors: 20 });
  return (coerced.errors ?? []).map((error) => new GraphQLError(error.message, { nodes: error.nodes, extensions: { code: 'BAD_USER_INPUT' } }));
}
