import { createSourceEventStream, execute, print, type ExecutionArgs, type ExecutionResult } from 'graphql';
import { TAKE_DIRECTLY, type DirectlyTakeable } from '../events/hub';
import type { DomainEvent } from '../events/types';
import { isSharedEvent, mergeSharedEvents } from './sharedEvents';

/**
 * Where a socket's subscription sends results it shares with other sockets: the `next` payload,
 * serialised once, queued to be written soon after. At most one waits per subscription: a newer
 * one replaces it, made from its event with the newer event taken in.
 */
export interface SharedResultSink {
  /** The event whose result is queued and not yet written, if any. */
  readonly pending: DomainEvent | undefined;
  /** Queues `event`; `render` makes its payload when the writes reach this socket. */
  send(event: DomainEvent, render: RenderShared): void;
  /** Resolves once the queued result is written; undefined when none is waiting. */
  written(): Promise<void> | undefined;
  /** The subscription has ended: a queued result is dropped and later ones are refused. */
  close(): void;
}

/** The payload to write for a queued event, made when the writes reach the socket; undefined for none. */
export type RenderShared = (event: DomainEvent) => Buffer | undefined;

interface SharedResult {
  result: ExecutionResult;
  /** The result as JSON, made once for every socket; absent when it carries errors, which each socket formats for itself. */
  json: Buffer | undefined;
}

const resultsByEvent = new WeakMap<object, Map<string, SharedResult | Promise<SharedResult>>>();

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
  catchUp: (event: DomainEvent) => DomainEvent,
): Promise<AsyncIterableIterator<ExecutionResult> | ExecutionResult> {
  const created = await createSourceEventStream(args);
  if (!(Symbol.asyncIterator in created)) return created as ExecutionResult;
  const source = created as AsyncIterable<unknown>;
  const key = JSON.stringify([print(args.document), args.operationName ?? null, args.variableValues ?? {}]);
  const run = (payload: unknown) => execute({ ...args, rootValue: payload });

  /** The event to send for `payload`: with it taken into the one still queued for this socket, if any. */
  const eventFor = (payload: DomainEvent): DomainEvent | undefined => (sink?.pending ? mergeSharedEvents(sink.pending, payload) : payload);
  /** The payload for `event` when the writes reach this socket: caught up with newer events, if any. */
  const render: RenderShared = (event) => {
    const caughtUp = sharedResult(catchUp(event), key, run);
    const shared = caughtUp instanceof Promise || !caughtUp.json ? sharedResult(event, key, run) : caughtUp;
    return shared instanceof Promise ? undefined : shared.json;
  };
  /** Queues a shared result for this socket; false when it must go through graphql-ws instead. */
  const sendShared = (event: DomainEvent, shared: SharedResult): boolean => {
    if (!sink || !shared.json) return false;
    sink.send(event, render);
    return true;
  };
  // While `next` below is busy with an event, later ones wait their turn in the source's queue.
  let busy = false;
  if (sink && TAKE_DIRECTLY in source) {
    (source as unknown as DirectlyTakeable)[TAKE_DIRECTLY]((payload) => {
      if (busy || !isSharedEvent(payload)) return false;
      const event = eventFor(payload);
      if (!event) return false;
      const shared = sharedResult(event, key, run);
      return !(shared instanceof Promise) && sendShared(event, shared);
    });
  }

  /** The result graphql-ws is to send for `payload`; undefined when it went to the sink instead. */
  const resultFor = async (payload: unknown): Promise<ExecutionResult | undefined> => {
    const event = isSharedEvent(payload) ? eventFor(payload) : undefined;
    const shared = event ? await sharedResult(event, key, run) : undefined;
    if (event && shared && sendShared(event, shared)) return undefined;
    const result = shared ? shared.result : await run(payload);
    // What goes through graphql-ws must not overtake a shared result still queued for this socket.
    await sink?.written();
    return result;
  };

  // An iterator rather than an async generator: a generator waiting for its next event cannot be
  // returned until one comes, and with events taken directly none may ever come, so an ended
  // subscription would never leave the hub.
  const events = source[Symbol.asyncIterator]();
  const results: AsyncIterableIterator<ExecutionResult> = {
    next: async () => {
      for (;;) {
        const step = await events.next();
        if (step.done) return { done: true, value: undefined };
        busy = true;
        try {
          const result = await resultFor(step.value);
          if (result) return { done: false, value: result };
        } finally {
          busy = false;
        }
      }
    },
    return: async () => {
      sink?.close();
      await events.return?.();
      return { done: true, value: undefined };
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
  return results;
}
