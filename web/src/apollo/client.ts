import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import UploadHttpLink from 'apollo-upload-client/UploadHttpLink.mjs';
import { OperationTypeNode } from 'graphql';
import { forgetOwnPoems } from '../poems/ownPoems';
import { poemAnswersLink } from './poemAnswers';
import { sessionExpiryLink } from './sessionExpiry';
import { createSessionSocket } from './socket';
import { sendingHashesOnly, trustedDocumentsLink } from './trustedDocuments';
import { possibleTypes, typePolicies } from './typePolicies';
import { uploadFetch } from './uploadFetch';

const GRAPHQL_PATH = '/graphql';

function socketUrl(): string {
  const url = new URL(GRAPHQL_PATH, window.location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.href;
}

const socket = createSessionSocket({
  url: socketUrl,
  onReconnected: () => void apolloClient.refetchQueries({ include: 'active' }),
  onSessionEnded: () => void sessionChanged(),
});

/** Whether live updates are flowing, for screens that must say when they are not. */
export const socketStatus = socket.status;

const httpLink = new UploadHttpLink({ uri: GRAPHQL_PATH, credentials: 'same-origin', fetch: uploadFetch });
const wsLink = new GraphQLWsLink(sendingHashesOnly(socket.client));

const cache = new InMemoryCache({ typePolicies, possibleTypes });

export const apolloClient = new ApolloClient({
  link: ApolloLink.from([
    sessionExpiryLink,
    poemAnswersLink(cache),
    trustedDocumentsLink,
    ApolloLink.split((operation) => operation.operationType === OperationTypeNode.SUBSCRIPTION, wsLink, httpLink),
  ]),
  cache,
  devtools: { enabled: import.meta.env.DEV },
});

let pendingChange: Promise<void> | undefined;

/**
 * Call after signing in or out: the socket reconnects so the server sees the new session, and the
 * store is emptied and every active query fetched again as the new person. Overlapping calls share
 * one reset.
 */
export function sessionChanged(): Promise<void> {
  pendingChange ??= (async () => {
    try {
      socket.restart();
      forgetOwnPoems();
      // A query that fails to refetch reports that through its own hook; the reset itself is done.
      await apolloClient.resetStore().catch(() => null);
    } finally {
      pendingChange = undefined;
    }
  })();
  return pendingChange;
}
