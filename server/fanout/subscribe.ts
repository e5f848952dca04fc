import { createSourceEventStream, execute, type ExecutionArgs, type ExecutionResult } from 'graphql';
import { SharedUpdates } from './sharedUpdates';

/**
 * graphql's subscribe, except that a subscription whose source is SharedUpdates comes back as it
 * is, for the socket server to join to its feed; any other has its events executed one by one.
 */
export async function subscribeOrShare(
  args: ExecutionArgs,
): Promise<SharedUpdates<object> | AsyncIterableIterator<ExecutionResult> | ExecutionResult> {
  const source = await createSourceEventStream(args);
  if (source instanceof SharedUpdates || !(Symbol.asyncIterator in source)) return source as SharedUpdates<object> | ExecutionResult;
  const events = source[Symbol.asyncIterator]();
  const done: IteratorReturnResult<undefined> = { done: true, value: undefined };
  // An iterator rather than an async generator: a generator waiting for its next event cannot be
  // returned until one comes, so an ended subscription would stay subscribed until then.
  const results: AsyncIterableIterator<ExecutionResult> = {
    next: async () => {
      const step = await events.next();
      return step.done ? done : { done: false, value: await execute({ ...args, rootValue: step.value }) };
    },
    return: async () => {
      await events.return?.();
      return done;
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
  return results;
}
