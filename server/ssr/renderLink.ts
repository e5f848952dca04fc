import { ApolloLink } from '@apollo/client';
import { SchemaLink } from '@apollo/client/link/schema';
import type { GraphQLSchema } from 'graphql';
import { defer, mergeMap, of } from 'rxjs';
import { contextWithoutViewer } from '../context';
import type { PublicReads } from '../http/publicReads';
import type { Runtime } from '../runtime';

/** The hash codegen put on the web app's generated documents, which the listed documents are known by. */
function hashOf(operation: ApolloLink.Operation): string | undefined {
  const hash: unknown = (operation.query as { __meta__?: { hash?: unknown } }).__meta__?.hash;
  return typeof hash === 'string' ? hash : undefined;
}

/**
 * The link a page rendered on the server for a visitor reads its data through. A public read is
 * answered as the visitor's browser would be (PublicReads): the reads every page shares, such as a
 * topic's voting, are then made once for all the pages, not once per render. Any other read runs
 * on the schema in this process, as nobody.
 */
export function renderLink(runtime: Runtime, schema: GraphQLSchema, reads: Pick<PublicReads, 'visitorAnswer'>): ApolloLink {
  // Nobody's context, made for each read: every visitor is sent the same page.
  const onSchema = new SchemaLink({ schema, context: () => contextWithoutViewer(runtime, { replicaReads: true }) });
  return new ApolloLink((operation) => {
    const hash = hashOf(operation);
    if (!hash) return onSchema.request(operation);
    return defer(() => reads.visitorAnswer(hash, operation.variables)).pipe(
      mergeMap((answer) => (answer ? of(answer as ApolloLink.Result) : onSchema.request(operation))),
    );
  });
}
