import { createSourceEventStream, execute, print, type ExecutionArgs, type ExecutionResult } from 'graphql';
import { SHARED_RESULT_EVENTS, type EventType } from '../events/types';

/** Where a socket's subscription sends results it shares with other sockets: the `next` payload, serialised once. */
export interface SharedResultSink {
  sendNext(payloadJson: Buffer): void;
}

interface SharedResult {
  result: ExecutionResult;
  /** The result as JSON, made once for every socket; absent when it carries errors, which each socket formats for itself. */
  json: Buffer | undefined;
}

const resultsByEvent = new WeakMap<object, Map<string, Promise<SharedResult>>>();

function isShared(payload: unknown): payload is { type: EventType } {
  return typeof payload === 'object' && payload !== null && SHARED_RESULT_EVENTS.has((payload as { type: EventType }).type);
}

async function share(result: ExecutionResult | Promise<ExecutionResult>): Promise<SharedResult> {
  const settled = await result;
  return { result: settled, json: settled.errors ? undefined : Buffer.from(JSON.stringify(settled)) };
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

  async function* results(): AsyncGenerator<ExecutionResult> {
    for await (const payload of source) {
      if (!isShared(payload)) {
        yield await run(payload);
        continue;
      }
      let byOperation = resultsByEvent.get(payload);
      if (!byOperation) resultsByEvent.set(payload, (byOperation = new Map()));
      let shared = byOperation.get(key);
      if (!shared) byOperation.set(key, (shared = share(run(payload))));
      const { result, json } = await shared;
      if (sink && json) sink.sendNext(json);
      else yield result;
    }
  }
  return results();
}
