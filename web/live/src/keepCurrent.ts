import type { SocketStatus } from '../../src/apollo/socket';

/** How often the socket tries again while it is away, give or take a second so that a room's phones spread out. */
export const RETRY_EVERY_MS = 2_500;
/**
 * When the device's network comes back, how long a room's phones spread their first tries over:
 * the venue's Wi-Fi returns for all of them at once, and one server takes their handshakes.
 */
export const ONLINE_SPREAD_MS = 1_500;

/**
 * How much further back than the last moment it knew them current a returning page asks for the
 * tallies: over a batch's way to the phone and the page's guess of the server's clock (off by up to
 * half a read's round trip). Asking for too many costs a few poems' counts; too few would lose some.
 */
export const CATCH_UP_MARGIN_MS = 15_000;

export interface KeepCurrent {
  /** Each change of the socket's status. */
  status(status: SocketStatus): void;
  /** A try to connect ended without the socket (the server not reached, or refusing it). */
  tryFailed(): void;
  /** The device's network is back (the window's `online` event). */
  online(): void;
}

/**
 * Keeps the page current while its live socket is away (refused by the server, or dropped with
 * the venue's Wi-Fi): every few seconds the socket tries again rather than wait out its backoff
 * (up to half a minute), and as soon as the device's network is back it tries within a moment, so a
 * phone is back within seconds of the Wi-Fi. Each try that fails has the page read the night over
 * HTTP, so a round the host opens while the server refuses the socket still shows its Vote buttons;
 * a try still on its way reads nothing, for a socket that comes back catches up itself, and a
 * room returning at once then costs one read a phone.
 */
export function keepCurrentWithoutSocket(read: () => Promise<unknown>, retrySocketNow: () => void): KeepCurrent {
  let away = false;
  let reading = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const tryAfter = (ms: number): void => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      retrySocketNow();
      tryAfter(RETRY_EVERY_MS + Math.random() * 1_000);
    }, ms);
  };
  return {
    status(status) {
      if (status === 'reconnecting' && !away) {
        away = true;
        tryAfter(RETRY_EVERY_MS + Math.random() * 1_000);
      } else if (status !== 'reconnecting' && away) {
        away = false;
        clearTimeout(timer);
      }
    },
    tryFailed() {
      if (!away || reading) return;
      reading = true;
      void read().finally(() => (reading = false));
    },
    online() {
      if (away) tryAfter(Math.random() * ONLINE_SPREAD_MS);
    },
  };
}
