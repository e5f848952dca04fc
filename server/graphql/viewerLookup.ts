import type { ApolloServerPlugin } from '@apollo/server';
import { Kind, type OperationDefinitionNode } from 'graphql';
import { lookUpViewer, type Context } from '../context';

/**
 * Root fields that check their caller's session in their own statement, so that the hottest
 * request costs one database round trip: setVote's statement finds the voter from the session and
 * refuses a revoked, expired or blocked one (server/votes/votes.ts).
 */
export const CHECK_THEIR_OWN_SESSION: ReadonlySet<string> = new Set(['Mutation.setVote']);

/** True when every field `operation` selects checks the session itself. */
function checksItsOwnSession(operation: OperationDefinitionNode): boolean {
  const root = operation.operation === 'mutation' ? 'Mutation' : undefined;
  return (
    root !== undefined &&
    operation.selectionSet.selections.every(
      (selection) =>
        selection.kind === Kind.FIELD && (selection.name.value === '__typename' || CHECK_THEIR_OWN_SESSION.has(`${root}.${selection.name.value}`)),
    )
  );
}

/** Over HTTP, looks the request's session up once the operation is known, unless its fields check it themselves. */
export const viewerLookup: ApolloServerPlugin<Context> = {
  requestDidStart: async () => ({
    didResolveOperation: async ({ operation, contextValue }) => {
      if (!operation || !checksItsOwnSession(operation)) await lookUpViewer(contextValue);
    },
  }),
};
