import { createSourceEventStream, execute, print, type ExecutionArgs, type ExecutionResult } from 'graphql';
import { SHARE, type Shareable } from '../events/hub';
import type { FeedMember, SharedFeeds, SharedResultSocket } from './sharedFeed';

/**
 * graphql's subscribe, except that events whose result cannot depend on the listener (see
 * sharedEvents.ts) go to the feed of the subscription's operation and arguments, which executes
 * and serialises each once for every socket running it and writes the same bytes to each in the
 * write round. Ten thousand watchers of a topic then cost one execution per tally batch and one
 * write each. Other events come through the subscription as usual.
 */
export async function subscribeSharingResults(
  args: ExecutionArgs,
  socket: SharedResultSocket | undefined,
  feeds: SharedFeeds,
  serialise: (result: ExecutionResult) => Buffer,
): Promise<AsyncIterableIterator<ExecutionResult> | ExecutionResult> {
  const created = await createSourceEventStream(args);
  if (!(Symbol.asyncIterator in created)) return created as ExecutionResult;
  const source = created as AsyncIterable<unknown> & Partial<Shareable>;
  const run = (payload: unknown) => execute({ ...args, rootValue: payload });

  const share = source[SHARE];
  let member: FeedMember | undefined;
  if (socket && share) {
    const key = JSON.stringify([print(args.document), args.operationName ?? null, args.variableValues ?? {}]);
    member = feeds.join(key, { execute: run, serialise }, socket, share);
  }

  // An iterator rather than an async generator: a generator waiting for its next event cannot be
  // returned until one comes, and with shared events going to the feed none may ever come, so an
  // ended subscription would never leave the hub.
  const events = source[Symbol.asyncIterator]();
  const results: AsyncIterableIterator<ExecutionResult> = {
    next: async () => {
      const step = await events.next();
      if (step.done) return { done: true, value: undefined };
      const result = await run(step.value);
      // Never overtakes shared results this socket is still owed.
      await member?.written();
      return { done: false, value: result };
    },
    return: async () => {
      member?.leave();
      await events.return?.();
      return { done: true, value: undefined };
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
  return results;
}
