import { createSourceEventStream, execute, print, type ExecutionArgs, type ExecutionResult } from 'graphql';
import { TAKE_DIRECTLY, type DirectlyTakeable } from '../events/hub';
import { SHARED_RESULT_EVENTS, type EventType } from '../events/types';

/** Where a socket's subscription sends results it shares with other sockets: the `next` payload, serialised once. */
export interface SharedResultSink {
  /** Queues the payload; it is written soon after, in the order sent. */
  sendNext(payloadJson: Buffer): void;
  /** Resolves once every payload queued so far is written; undefined when none is waiting. */
  written(): Promise<void> | undefined;
}

interface SharedResult {
  result: ExecutionResult;
  /** The result as JSON, made once for every socket; absent when it carries errors, which each socket formats for itself. */
  json: Buffer | undefined;
}

const resultsByEvent = new WeakMap<object, Map<string, SharedResult | Promise<SharedResult>>>();

function isShared(payload: unknown): payload is { type: EventType } {
  return typeof payload === 'object' && payload !== null && SHARED_RESULT_EVENTS.has((payload as { type: EventType }).type);
}

function share(result: ExecutionResult): SharedResult {
  return { result, json: result.errors ? undefined : Buffer.from(JSON.stringify(result)) };
}

/** The event's result for this operation, executed once; synchronous when every resolver on the way is. */
function sharedResult(payload: object, key: string, run: (payload: unknown) => ExecutionResult | Promise<ExecutionResult>): SharedResult | Promise<SharedResult> {
  let byOperation = resultsByEvent.get(payload);
  if (!byOperation) resultsByEvent.set(payload, (byOperation = new Map()));
  let shared = byOperation.get(key);
  if (!shared) {
    const result = run(payload);
    shared = result instanceof Promise ? result.then(share) : share(result);
    byOperation.set(key, shared);
  }
  return shared;
}

/**
 * graphql's subscribe, except that for events whose result cannot depend on the listener, each
 * distinct operation is executed and serialised once per event, and every socket running it gets
 * those same bytes through its sink, skipping per-socket serialisation. Ten thousand watchers of a
 * topic then cost one execution and ten thousand writes per tally batch.
 */
export async function subscribeSharingResults(
  args: ExecutionArgs,
  sink: SharedResultSink | undefined,
): Promise<AsyncGenerator<ExecutionResult> | ExecutionResult> {
  const created = await createSourceEventStream(args);
  if (!(Symbol.asyncIterator in created)) return created as ExecutionResult;
  const source = created as AsyncIterable<unknown>;
  const key = JSON.stringify([print(args.document), args.operationName ?? null, args.variableValues ?? {}]);
  const run = (payload: unknown) => execute({ ...args, rootValue: payload });

  /** Writes a shared result to this socket; false when it must go through graphql-ws instead. */
  const sendShared = (shared: SharedResult): boolean => {
    if (!sink || !shared.json) return false;
    sink.sendNext(shared.json);
    return true;
  };
  // While the generator below is busy with an event, later ones wait their turn in the queue.
  let busy = false;
  if (sink && TAKE_DIRECTLY in source) {
    (source as unknown as DirectlyTakeable)[TAKE_DIRECTLY]((payload) => {
      if (busy || !isShared(payload)) return false;
      const shared = sharedResult(payload, key, run);
      return !(shared instanceof Promise) && sendShared(shared);
    });
  }

  async function* results(): AsyncGenerator<ExecutionResult> {
    for await (const payload of source) {
      busy = true;
      const shared = isShared(payload) ? await sharedResult(payload, key, run) : undefined;
      if (!shared || !sendShared(shared)) {
        const result = shared ? shared.result : await run(payload);
        // What goes through graphql-ws must not overtake shared results still queued for this socket.
        await sink?.written();
        yield result;
      }
      busy = false;
    }
  }
  return results();
}
