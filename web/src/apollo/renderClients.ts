import { ApolloClient, InMemoryCache, type ApolloLink, type ObservableQuery, type OperationVariables } from '@apollo/client';
import { possibleTypes, typePolicies } from './typePolicies';

/**
 * The Apollo Client of one page's render on the server, which notes each query the page watches as
 * it renders, to tell whether each found its data in the cache.
 */
export class RenderClient extends ApolloClient {
  declare readonly cache: InMemoryCache;
  private watched: (() => boolean)[] = [];

  constructor(link: ApolloLink) {
    // No result caching: a render reads each query once or twice and is then emptied, so keeping
    // results to hand out again costs more than reading them (about a tenth of a render's CPU).
    super({ link, cache: new InMemoryCache({ typePolicies, possibleTypes, resultCaching: false }), ssrMode: true });
  }

  override watchQuery<TData = unknown, TVariables extends OperationVariables = OperationVariables>(
    options: ApolloClient.WatchQueryOptions<TData, TVariables>,
  ): ObservableQuery<TData, TVariables> {
    const query = super.watchQuery(options);
    // The result the render was given, noted as useQuery asks for it: asked again after the
    // render, a query nobody subscribes to would read the cache over and compare it with the last.
    const currentResult = query.getCurrentResult.bind(query);
    let rendered: ReturnType<typeof currentResult> | undefined;
    query.getCurrentResult = () => (rendered = currentResult());
    this.watched.push(() => (rendered ?? currentResult()).loading);
    return query;
  }

  /** Whether a query watched since the client was taken was rendered loading: its data was not in the cache. */
  renderedLoading(): boolean {
    return this.watched.some((loading) => loading());
  }

  /** Forgets the render: its reads still under way are dropped, its data and watched queries forgotten. */
  async clear(): Promise<void> {
    await this.clearStore();
    this.watched = [];
  }
}

/**
 * The render clients not in use, by the link they read through. A client is made once and serves
 * render after render, emptied between them: what Apollo Client works out once per query document
 * (its transforms and checks, several walks of the document each) is then worked out once per
 * process, not once per render. Every render on the server is a visitor's, signed in to nobody, so a
 * client never holds anyone's own data, and it is emptied before the next render takes it.
 */
const idle = new WeakMap<ApolloLink, RenderClient[]>();

/** Runs `render` with a client reading through `link`, which is emptied and kept for the next render once `render` is done. */
export async function withRenderClient<T>(link: ApolloLink, render: (client: RenderClient) => Promise<T>): Promise<T> {
  const clients = idle.get(link) ?? [];
  idle.set(link, clients);
  const client = clients.pop() ?? new RenderClient(link);
  try {
    return await render(client);
  } finally {
    await client.clear();
    clients.push(client);
  }
}
