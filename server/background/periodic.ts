/**
 * Runs `task` at once and then every `intervalMs`, one run after another (a slow run delays the
 * next instead of overlapping it), handing failures to `onError`. Returns the function that stops
 * it and waits for a run in progress.
 */
export function runPeriodically(task: () => Promise<unknown>, intervalMs: number, onError: (error: unknown) => void): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    running = running.then(task).catch(onError);
  };
  tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
