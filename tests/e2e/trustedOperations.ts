import type { BrowserContext, Request } from 'playwright-core';

/** What a production server answers to an operation that is not one of the built clients' own. */
const REFUSAL = [{ message: 'This operation is not allowed.', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }];

const isGraphqlUrl = (url: URL) => url.pathname === '/graphql';

/** True unless the operation is sent as a hash alone, as the web app and the phone page must send it. */
function carriesText(operation: unknown): boolean {
  if (typeof operation !== 'object' || operation === null) return true;
  const { query, extensions } = operation as { query?: unknown; extensions?: { persistedQuery?: { sha256Hash?: unknown } } };
  return (query !== undefined && query !== '') || typeof extensions?.persistedQuery?.sha256Hash !== 'string';
}

/** The operation of a GraphQL request: its JSON body, a multipart upload's `operations` field, or GET's parameters. */
function operationOf(request: Request): unknown {
  if (request.method() === 'GET') {
    const params = new URL(request.url()).searchParams;
    return { query: params.get('query') ?? undefined, extensions: JSON.parse(params.get('extensions') ?? 'null') ?? undefined };
  }
  const body = request.postDataBuffer()?.toString('utf8') ?? '';
  const field = /name="operations"\r\n\r\n(.*?)\r\n--/s.exec(body);
  return JSON.parse(field?.[1] ?? body);
}

/**
 * Holds the pages of `context` to what production runs: an operation sent with its text, over HTTP
 * or the socket, is refused on its way out as production refuses it, so the screen that sent it
 * fails its test. The test server, like development, runs any text (the tests' own requests send
 * theirs); an unknown hash it refuses itself.
 */
export async function refuseOperationsSentAsText(context: BrowserContext): Promise<void> {
  await context.route(isGraphqlUrl, async (route) => {
    let refused: boolean;
    try {
      refused = carriesText(operationOf(route.request()));
    } catch {
      refused = true;
    }
    if (refused) await route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ errors: REFUSAL }) });
    else await route.continue();
  });
  await context.routeWebSocket(isGraphqlUrl, (socket) => {
    const server = socket.connectToServer();
    socket.onMessage((message) => {
      const frame = typeof message === 'string' ? (JSON.parse(message) as { id?: string; type?: string; payload?: unknown }) : undefined;
      if (frame?.type === 'subscribe' && carriesText(frame.payload)) socket.send(JSON.stringify({ id: frame.id, type: 'error', payload: REFUSAL }));
      else server.send(message);
    });
  });
}
