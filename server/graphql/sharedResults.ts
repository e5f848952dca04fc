import { createSourceEventStream, execute, print, type ExecutionArgs, type ExecutionResult } from 'graphql';
import { SHARED_RESULT_EVENTS, type EventType } from '../events/types';

type Result = ExecutionResult | Promise<ExecutionResult>;
const resultsByEvent = new WeakMap<object, Map<string, Result>>();

function isShared(payload: unknown): payload is { type: EventType } {
  return typeof payload === 'object' && payload !== null && SHARED_RESULT_EVENTS.has((payload as { type: EventType }).type);
}

/**
 * graphql's subscribe, except that for events whose result cannot depend on the listener, each
 * distinct operation is executed once per event and the result shared by every socket running it.
 * Ten thousand watchers of a topic then cost one execution per tally batch, not ten thousand.
 */
export async function subscribeSharingResults(args: ExecutionArgs): Promise<AsyncGenerator<ExecutionResult> | ExecutionResult> {
  const created = await createSourceEventStream(args);
  if (!(Symbol.asyncIterator in created)) return created as ExecutionResult;
  const source = created as AsyncIterable<unknown>;
  const key = JSON.stringify([print(args.document), args.operationName ?? null, args.variableValues ?? {}]);
  const run = (payload: unknown): Result => execute({ ...args, rootValue: payload });

  async function* results(): AsyncGenerator<ExecutionResult> {
    for await (const payload of source) {
      if (!isShared(payload)) {
        yield await run(payload);
        continue;
      }
      let byOperation = resultsByEvent.get(payload);
      if (!byOperation) resultsByEvent.set(payload, (byOperation = new Map()));
      let result = byOperation.get(key);
      if (!result) byOperation.set(key, (result = run(payload)));
      yield await result;
    }
  }
  return results();
}
