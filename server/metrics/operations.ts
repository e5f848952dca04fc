import type { ApolloServerPlugin } from '@apollo/server';
import type { Response } from 'express';
import { Kind, type OperationDefinitionNode } from 'graphql';
import type { Context } from '../context';

const ROOT_TYPES = { query: 'Query', mutation: 'Mutation', subscription: 'Subscription' } as const;
/** The parts of the server a request's route label names; any other path is the web app's. */
const ROUTES = new Set(['graphql', 'media', 'healthz', 'readyz', 'metrics', 'account', 'dev', 'poems', 'assets']);

/** What an HTTP request is labelled with in the metrics: the first segment of its path when it is one of the server's parts, else `web`. */
export function routeOf(path: string): string {
  const first = path.split('/')[1] ?? '';
  return ROUTES.has(first) ? first : 'web';
}

/** The operation label of a request that is not GraphQL, or whose operation never resolved (unreadable, invalid). */
export const NO_OPERATION = '-';

/** The operation label a GraphQL request set on its response, or NO_OPERATION. */
export function operationOf(response: Response): string {
  const label: unknown = response.locals.operation;
  return typeof label === 'string' ? label : NO_OPERATION;
}

// On the context itself, enumerable, not in a map keyed by it: Apollo hands plugins a shallow copy of the context.
const RESPONSE = Symbol('the HTTP response a GraphQL request is answered on');

/** Lets the operation label plugin find the response of the request `context` belongs to. */
export function answeringOn(context: Context, response: Response): Context {
  Object.defineProperty(context, RESPONSE, { value: response, enumerable: true });
  return context;
}

/**
 * Labels each GraphQL request with its operation as `Type.rootField` (`Mutation.setVote`), once the
 * operation has passed validation: the schema bounds these, where an operationName is whatever the
 * client chose to send.
 */
export function operationLabelPlugin(): ApolloServerPlugin<Context> {
  return {
    requestDidStart: async () => ({
      didResolveOperation: async ({ contextValue, operation }) => {
        const response = (contextValue as Context & { [RESPONSE]?: Response })[RESPONSE];
        if (response && operation) response.locals.operation = operationLabel(operation);
      },
    }),
  };
}

/** An operation's label: its type and first root field. */
export function operationLabel(operation: OperationDefinitionNode): string {
  const first = operation.selectionSet.selections[0];
  return `${ROOT_TYPES[operation.operation]}.${first?.kind === Kind.FIELD ? first.name.value : '(fragment)'}`;
}
