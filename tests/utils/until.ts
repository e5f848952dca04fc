export interface UntilOptions {
  timeoutMs?: number;
  intervalMs?: number;
}

/**
 * Checks `check` every `intervalMs` until it returns something other than false or undefined, and
 * resolves with that; rejects after `timeoutMs` with the message `failure` gives at that moment.
 */
export async function until<T>(
  check: () => T | false | undefined | Promise<T | false | undefined>,
  failure: string | (() => string),
  { timeoutMs = 5000, intervalMs = 20 }: UntilOptions = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await check();
    if (found !== false && found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`${typeof failure === 'string' ? failure : failure()} (after ${timeoutMs} ms)`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
