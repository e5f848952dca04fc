import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';
import type { DocumentNode } from 'graphql';
import type { Client } from 'graphql-ws';

/** The hash codegen put on a generated document: what the server knows it by. */
function hashOf(document: DocumentNode): string {
  const hash: unknown = (document as { __meta__?: { hash?: unknown } }).__meta__?.hash;
  if (typeof hash !== 'string') throw new Error('This operation is not one of the generated documents.');
  return hash;
}

/**
 * Sends every operation as the hash of its generated document, with no text: the server answers
 * only the documents it was built with, so a refusal is final rather than a cue to send the text.
 */
export const trustedDocumentsLink = new PersistedQueryLink({ generateHash: hashOf, retry: () => false, disable: () => false });

/** The socket client as GraphQLWsLink uses it, sending an operation with a hash without its text. */
export function sendingHashesOnly(client: Client): Client {
  return {
    ...client,
    subscribe: (payload, sink) => client.subscribe(payload.extensions?.['persistedQuery'] ? { ...payload, query: '' } : payload, sink),
  };
}
