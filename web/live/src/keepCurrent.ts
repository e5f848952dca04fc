import type { SocketStatus } from '../../src/apollo/socket';

/** How often the socket tries again while it is away, give or take a second so that a room's phones spread out. */
const RETRY_EVERY_MS = 2_500;
/** How long a try may take before the page reads the night over HTTP instead. */
const READ_AFTER_MS = 1_000;

/**
 * Keeps the page current while its live socket is away (refused by the server, or dropped with
 * the venue's Wi-Fi): every few seconds the socket tries again rather than wait out its backoff
 * (up to half a minute), so a phone is back within seconds of the Wi-Fi; and when a try has not
 * brought it back within a second, the page reads the night over HTTP, so a round the host opens
 * still shows its Vote buttons. A socket that comes back reads everything itself, so a room
 * returning at once costs one read a phone. Returns what to call with each change of the socket's
 * status.
 */
export function keepCurrentWithoutSocket(read: () => Promise<unknown>, retrySocketNow: () => void): (status: SocketStatus) => void {
  // Each spell without the socket has its own number, so a read still on its way from an earlier one stops there.
  let spell = 0;
  let away = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const readLater = (current: number): void => {
    timer = setTimeout(() => {
      retrySocketNow();
      timer = setTimeout(() => {
        void read().then(() => {
          if (current === spell) readLater(current);
        });
      }, READ_AFTER_MS);
    }, RETRY_EVERY_MS + Math.random() * 1_000);
  };
  return (status) => {
    if (status === 'reconnecting' && !away) {
      away = true;
      spell += 1;
      readLater(spell);
    } else if (status !== 'reconnecting' && away) {
      away = false;
      spell += 1;
      clearTimeout(timer);
    }
  };
}
