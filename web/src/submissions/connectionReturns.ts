/** A browser that says it is online can be wrong (a dead cell, a captive portal): try again after this long anyway. */
const RETRY_WHILE_ONLINE_MS = 15_000;

export interface ConnectionWait {
  /** Resolves when the connection is worth trying again. */
  returned: Promise<void>;
  /** Ends the wait at once: the poet asked to try again, or nobody waits any more. */
  now: () => void;
}

/** Waits for the browser to come back online or, while it believes it is online, for a while. */
export function waitForConnection(): ConnectionWait {
  let resolve: () => void = () => undefined;
  const returned = new Promise<void>((settle) => (resolve = settle));
  const now = () => {
    window.removeEventListener('online', now);
    window.clearTimeout(timer);
    resolve();
  };
  const timer = navigator.onLine ? window.setTimeout(now, RETRY_WHILE_ONLINE_MS) : undefined;
  window.addEventListener('online', now);
  return { returned, now };
}
