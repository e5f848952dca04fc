import { ApolloLink, type ApolloClient, type OperationVariables, type TypedDocumentNode } from '@apollo/client';
import { firstValueFrom } from 'rxjs';
import type { Params } from 'react-router-dom';

/** What a page's reads are given: the client of the page's render on the server, and the page's address. */
export interface PageReadArgs {
  client: ApolloClient;
  params: Params;
  url: URL;
}

/**
 * The queries a page shows on its first render, with the variables its components ask them with,
 * read into the render's cache before it renders (a page module's `pageReads` export), so the
 * server renders the page once. Only a shortcut: a read missed or failed here is made by the render
 * itself, as before, and shows as the browser would show it.
 */
export type PageReads = (args: PageReadArgs) => Promise<void>;

/**
 * The routes' loaders are handed this on the server only (the static handler's request context):
 * the render's client, which the matched page's loader fills with the page's reads.
 */
export class ServerRenderReads {
  /** Whether the page's reads were made: only then may the page render in one pass. */
  done = false;

  constructor(readonly client: ApolloClient) {}

  /** Makes the page's reads; one that throws leaves the page to read its data as it renders, never an error page. */
  async read(reads: PageReads | undefined, params: Params, url: URL): Promise<void> {
    if (!reads) return;
    try {
      await reads({ client: this.client, params, url });
      this.done = true;
    } catch {
      // The render makes the reads itself, and shows what they come to.
    }
  }
}

/**
 * `query`'s data, read into the client's cache; undefined when the read fails, which leaves nothing
 * in the cache: the render makes the read again and shows its failure as the page would.
 */
export async function readIntoCache<TData, TVariables extends OperationVariables>(
  client: ApolloClient,
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): Promise<TData | undefined> {
  try {
    const result = await firstValueFrom(ApolloLink.execute(client.link, { query: client.cache.transformDocument(query), variables }, { client }));
    if (result.errors || !result.data) return undefined;
    const data = result.data as TData;
    client.cache.writeQuery({ query, variables, data });
    return data;
  } catch {
    return undefined;
  }
}
